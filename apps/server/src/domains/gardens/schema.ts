/** The garden programme's tables: the sign-ups (gardens) and the volunteer requests. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

/** A sign-up from one of the four forms (host or volunteer, blitz or long-term). */
export const gardens = pgTable(
  'gardens',
  {
    id: serial('id').primaryKey(),
    /** `Blitz` or `Ongoing`. */
    type: text('type').notNull(),
    /** The form's name, trimmed. */
    hostName: text('host_name').notNull(),
    /** The signed-in user who signed up (may edit, withdraw and decide requests); null if anonymous. */
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    /** The programme's town (GARDENS_TOWN) when it was made. */
    location: text('location').notNull(),
    /** `Garden Host Application` or `Volunteer Application`. */
    description: text('description').notNull(),
    /** The form's message, trimmed. */
    notes: text('notes').notNull(),
    /** The form's e-mail: shown to the host and the programme admin only. */
    email: text('email').notNull(),
    /** `Pending`, then `Approved` or `Rejected` by the programme admin. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('gardens_created_idx').on(t.createdAt),
    check('gardens_type_check', sql`${t.type} in ('Blitz', 'Ongoing')`),
    check('gardens_status_check', sql`${t.status} in ('Pending', 'Approved', 'Rejected')`),
  ],
);

/** An offer to help at a garden, decided by the garden's host. */
export const volunteerRequests = pgTable(
  'volunteer_requests',
  {
    id: serial('id').primaryKey(),
    /** Withdrawing a garden deletes its requests. */
    gardenId: integer('garden_id')
      .notNull()
      .references(() => gardens.id, { onDelete: 'cascade' }),
    volunteerName: text('volunteer_name').notNull(),
    /** Optional; shown to the garden host only. */
    volunteerEmail: text('volunteer_email'),
    /** The volunteer when they asked signed in: told the decision in their inbox. */
    volunteerId: integer('volunteer_id').references(() => users.id, { onDelete: 'set null' }),
    /** `Pending`, then `Approved` or `Rejected` by the host. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('volunteer_requests_garden_idx').on(t.gardenId, t.id),
    check(
      'volunteer_requests_status_check',
      sql`${t.status} in ('Pending', 'Approved', 'Rejected')`,
    ),
  ],
);

export type GardenRow = typeof gardens.$inferSelect;
export type VolunteerRequestRow = typeof volunteerRequests.$inferSelect;
