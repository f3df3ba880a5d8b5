/** The We Dream domain's tables: each user's active dream, and the Dream Machine's results. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

/** One active dream per user (saving replaces it, clearing deletes it). */
export const dreams = pgTable(
  'dreams',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed, not blank. */
    vision: text('vision').notNull(),
    /** Trimmed, not blank. */
    mantra: text('mantra').notNull(),
    createdAt: at('created_at').notNull(),
    /** The last save: the dream joins the blends of the 7 days after it. */
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('dreams_updated_idx').on(t.updatedAt)],
);

/** Every run of the Dream Machine (the latest is the collective dream). */
export const collectiveDreams = pgTable(
  'collective_dreams',
  {
    id: serial('id').primaryKey(),
    /** Empty when the run found no dream. */
    summary: text('summary').notNull(),
    mantra: text('mantra').notNull(),
    /** How many dreams were blended. */
    count: integer('count').notNull(),
    /** `local` or the model's name; null when the run found no dream. */
    source: text('source'),
    /** `nightly` (the 00:00 UTC job), `start` (a process started with a stale result) or `operator`. */
    trigger: text('trigger').notNull(),
    /** The nightly slot the run stands for (ISO time); unique, so a repeated job stores it once. */
    slot: text('slot').unique('collective_dreams_slot_key'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('collective_dreams_created_idx').on(t.createdAt),
    check('collective_dreams_trigger_check', sql`${t.trigger} in ('nightly', 'start', 'operator')`),
  ],
);

export type DreamRow = typeof dreams.$inferSelect;
export type CollectiveDreamRow = typeof collectiveDreams.$inferSelect;
