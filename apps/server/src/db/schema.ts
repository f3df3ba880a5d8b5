import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Raw bytes. PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** A point in time, always with its time zone, read as a Date. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased on the way in. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    username: text('username'),
    bio: text('bio'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Usernames are unique case-insensitively.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

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
 * Opaque refresh tokens, stored as SHA-256 hashes. Each login starts a family; each refresh marks the
 * presented token used and issues the next one in the same family. Presenting a used token again
 * revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use password-reset tokens, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Captcha solutions already accepted, kept until their challenge expires so each is accepted once. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('inbox_messages_user_created_idx').on(t.userId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type InboxMessageRow = typeof inboxMessages.$inferSelect;
