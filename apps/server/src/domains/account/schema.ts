/** The account domain's tables (the profile fields themselves live on the platform's `users`). */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, bytea } from '../../platform/columns';
import { users } from '../../platform/schema';

/** One profile picture per user, kept apart from the user row so listing users never loads images. */
export const avatars = pgTable('avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  /** Grows on every upload; the profile_pic address carries it so caches refresh. */
  version: integer('version').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Each export of an account's data (issue 43): asked for (`pending`), put together by the
 * `account.export` job (`ready`, its ZIP kept here, in the database every server process reads,
 * until `expires_at`) or `failed`. One a day per account.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'ready', 'failed'] }).notNull(),
    requestedAt: at('requested_at').notNull(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    zip: bytea('zip'),
  },
  (t) => [index('account_exports_user_idx').on(t.userId, t.requestedAt)],
);
