/** The notifications domain's tables: each member's settings, the digest's waiting items, push devices. */
import type { NotificationChannels, NotificationKind } from '@wegrow/contract/notifications';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

/** A kind's settings as stored (the kind is the key of `channels`). */
export type StoredChannels = Omit<NotificationChannels, 'kind'>;

/**
 * A member's notification settings, once they change one (the defaults of
 * `@wegrow/contract/notifications` hold until then, and for every kind `channels` leaves out).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels')
    .$type<Partial<Record<NotificationKind, StoredChannels>>>()
    .notNull()
    .default({}),
  /** The IANA zone reminders are written in. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Hours before an event's start its reminder comes. */
  reminderHours: integer('reminder_hours').notNull().default(24),
  updatedAt: at('updated_at').notNull(),
});

/** What the daily digest will tell a member (kinds set to "daily"), deleted once mailed. */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** The site page it is about (`/WeTalk?thread=3`), or null. */
    path: text('path'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('notification_digest_items_user_idx').on(t.userId, t.createdAt)],
);

/** A device of a member that receives Web Push (its browser's subscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
