/** The account domain's tables (the profile fields themselves live on the platform's `users`). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
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
