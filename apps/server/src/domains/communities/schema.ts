/**
 * The communities domain's tables. Everything in a community refers to it with `on delete cascade`,
 * so deleting a community deletes its memberships, goals (and their tasks), chat, resources and
 * events in one statement.
 */
import type { components } from '@wegrow/api/schema';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

/** A section key of the community page (the contract's `CommunitySection`). */
export type SectionKey = components['schemas']['CommunitySection'];

export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    /** Trimmed, not blank. */
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Always 'public' (the contract's only value). */
    visibility: text('visibility').notNull().default('public'),
    /** Its creator: always an approved admin member, never demoted or removed. */
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All seven section keys in the admins' order; null: the default order (spec 2 §9). */
    layout: text('layout').array().$type<SectionKey[]>(),
    /** Sections hidden from members by the Component Manager. */
    hiddenSections: text('hidden_sections')
      .array()
      .$type<SectionKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The chat event log was pruned up to this event id: a stream resuming from an older
     * `Last-Event-ID` cannot be replayed and is told to reload (`event: reset`).
     */
    chatLogFloor: integer('chat_log_floor').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('communities_visibility_check', sql`${t.visibility} = 'public'`),
    // The list's order and cursor (community/service.ts `lowerName`).
    index('communities_name_idx').on(communityNameKey(t.name), t.id),
  ],
);

/**
 * A membership (approved) or a join request (not approved yet), one per community and user. A
 * rejected request or a removed member is deleted; asking again makes a new row (a new `id`, so a
 * calendar address of the old membership never works again).
 */
export const communityMembers = pgTable(
  'community_members',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isApproved: boolean('is_approved').notNull(),
    /** Set for admins (and always for the creator). */
    isAdmin: boolean('is_admin').notNull().default(false),
    requestedAt: at('requested_at').notNull(),
    /** When the request was approved (the member list's order); null while pending. */
    approvedAt: at('approved_at'),
    /** Goes up when the member asks for a new calendar address (the old token stops working). */
    calendarVersion: integer('calendar_version').notNull().default(0),
    /**
     * The last chat message the member read (issue 44: the unread count and the "New messages"
     * divider); only moves forward. Null until they first read the chat. No foreign key: the
     * message may be deleted, its id still marks the place.
     */
    chatReadId: integer('chat_read_id'),
  },
  (t) => [
    uniqueIndex('community_members_community_user_key').on(t.communityId, t.userId),
    index('community_members_user_idx').on(t.userId),
  ],
);

/** Community goals ("community projects" in the paths). */
export const communityGoals = pgTable(
  'community_goals',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('community_goals_community_idx').on(t.communityId)],
);

export const communityTasks = pgTable(
  'community_tasks',
  {
    id: serial('id').primaryKey(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => communityGoals.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    completed: boolean('completed').notNull().default(false),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** Who completed it; null while open. */
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('community_tasks_goal_idx').on(t.goalId)],
);

export const communityChatMessages = pgTable(
  'community_chat_messages',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed, not blank, at most 2000 characters. */
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
    /** When its author last edited it; null while never edited. */
    editedAt: at('edited_at'),
  },
  (t) => [index('community_chat_messages_community_idx').on(t.communityId, t.id)],
);

/**
 * The chat's event log, what the live streams replay: a new message, an edit or a deletion, in the
 * order they were committed in their community (written under a per-community lock, so ids grow
 * in commit order). Its id is the stream's event id (`Last-Event-ID`). Pruned after a day.
 */
export const communityChatEvents = pgTable(
  'community_chat_events',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'message' | 'edited' | 'deleted'>().notNull(),
    /** The message (no foreign key: a deletion outlives its message). */
    messageId: integer('message_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('community_chat_events_community_idx').on(t.communityId, t.id),
    check('community_chat_events_kind_check', sql`${t.kind} in ('message', 'edited', 'deleted')`),
  ],
);

export const communityResources = pgTable(
  'community_resources',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** As entered (an http(s) address or one without a scheme; the contract refuses others). */
    url: text('url').notNull(),
    description: text('description').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('community_resources_community_idx').on(t.communityId)],
);

export const communityEvents = pgTable(
  'community_events',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A calendar date, `yyyy-MM-dd`. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The last day of an event over several days (after `date`), or null for one day. */
    endDate: date('end_date', { mode: 'string' }),
    /** Where it happens, trimmed ('' when not said). */
    place: text('place').notNull().default(''),
    /** An http(s) link for the place. */
    placeUrl: text('place_url'),
    /** When it starts on its date (`HH:mm` in `timeZone`); null for an all-day event. */
    startTime: text('start_time'),
    /** When it ends (`HH:mm`), on `date` or on `endDate`; null when not said. */
    endTime: text('end_time'),
    /** The IANA zone its times are in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The contract's `CommunityEventRepeat`. */
    repeat: text('repeat').$type<'none' | 'weekly' | 'monthly'>().notNull().default('none'),
    /** The last day a repeating event may fall on (`yyyy-MM-dd`), or null. */
    repeatUntil: date('repeat_until', { mode: 'string' }),
    /** How many may go to each occurrence (more wait); null for no limit. */
    capacity: integer('capacity'),
    /** The occurrences cancelled without ending the series (`yyyy-MM-dd`, their first days). */
    cancelledDates: text('cancelled_dates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('community_events_community_date_idx').on(t.communityId, t.date)],
);

/**
 * A member's answer to one occurrence of an event (RSVP): one per member, event and occurrence,
 * replaced when they answer again.
 */
export const communityEventRsvps = pgTable(
  'community_event_rsvps',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    /** The occurrence's first day, `yyyy-MM-dd` (a one-off event's date). */
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contract's `CommunityEventRsvpStatus`. */
    status: text('status').$type<'going' | 'maybe' | 'not_going'>().notNull(),
    /** Going, but on the waiting list of a full occurrence (its place: by `updatedAt`, then user). */
    waiting: boolean('waiting').notNull().default(false),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.occurrence, t.userId] }),
    check('community_event_rsvps_status', sql`${t.status} in ('going', 'maybe', 'not_going')`),
  ],
);

/**
 * The event reminders sent: one per member, event and occurrence (its day), so a reminder goes
 * out once however many processes run the reminder job, and again for the next occurrence.
 */
export const communityEventReminders = pgTable(
  'community_event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    /** The occurrence's first day, `yyyy-MM-dd`. */
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.occurrence, t.userId] })],
);

export type CommunityRow = typeof communities.$inferSelect;
export type MemberRow = typeof communityMembers.$inferSelect;
export type GoalRow = typeof communityGoals.$inferSelect;
export type TaskRow = typeof communityTasks.$inferSelect;
export type ChatMessageRow = typeof communityChatMessages.$inferSelect;
export type ChatEventRow = typeof communityChatEvents.$inferSelect;
export type ResourceRow = typeof communityResources.$inferSelect;
export type EventRow = typeof communityEvents.$inferSelect;
export type EventRsvpRow = typeof communityEventRsvps.$inferSelect;

/**
 * A community name's sort key in SQL, as `communityNameKey` of @wegrow/contract/communities
 * computes it: decomposed (NFD), the combining marks U+0300–U+036F removed, A–Z lower-cased
 * (`lower` under collation "C" changes only those), compared byte by byte. Every function in it is
 * immutable, so it can be indexed.
 */
export function communityNameKey(name: SQLWrapper): SQL {
  return sql`lower(regexp_replace(normalize(${name}, NFD), '[\\u0300-\\u036f]', '', 'g') collate "C")`;
}

/**
 * A community's one active invite link (issue 33): a random token (32 bytes, base64url); creating
 * a new one replaces the row, revoking deletes it. Following the link joins as an approved member.
 */
export const communityInvites = pgTable(
  'community_invites',
  {
    communityId: integer('community_id')
      .primaryKey()
      .references(() => communities.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('community_invites_token_key').on(t.token)],
);

/**
 * Someone an admin banned from a community (issue 44): their membership or request went with the
 * ban; while this row stays they cannot ask to join or use an invite link. Lifting the ban deletes
 * it.
 */
export const communityBans = pgTable(
  'community_bans',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who banned them (null once their account is gone). */
    bannedById: integer('banned_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Trimmed; null when none was given. */
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
);

export type BanRow = typeof communityBans.$inferSelect;
