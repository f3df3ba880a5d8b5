/**
 * The auth domain's tables: logins and their refresh tokens, password-reset and e-mail verification
 * tokens, and the addresses accounts logged in from (the accounts are the platform's `users`).
 */
import {
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

/**
 * One row per login (a refresh-token family, `refresh_tokens.family_id`): what the member sees under
 * "Where you're signed in". The user agent it logged in with is kept (cut to 500 characters) and
 * read into a browser and system when listed; `last_active_at` moves on each refresh. Whether it is
 * still open is the family's (an unrevoked, unexpired refresh token), never stored twice.
 */
export const logins = pgTable(
  'logins',
  {
    familyId: text('family_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    signedInAt: at('signed_in_at').notNull(),
    lastActiveAt: at('last_active_at').notNull(),
  },
  (t) => [index('logins_user_idx').on(t.userId)],
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

/**
 * Single-use e-mail verification links (24 hours), stored as SHA-256 hashes. Using one marks the
 * account verified and ends the account's other pending links.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
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
    uniqueIndex('email_verification_tokens_token_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Links of a change of address, single use, stored as SHA-256 hashes: `confirm` (mailed to the new
 * address, 24 hours: opening it moves the account there) and `undo` (mailed to the old one once it
 * moved, 7 days: puts the account back and ends every session). `email` is where the link moves the
 * account to.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['confirm', 'undo'] }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('email_change_tokens_token_hash_key').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
  ],
);

/**
 * The client addresses each account logged in from (known-addresses.ts): past the account's hourly
 * failed logins, the right password logs in only from one of them. Only a keyed hash of the
 * address (of its /64 network for IPv6) is kept, never the address; rows older than 90 days are
 * forgotten, and an account keeps at most 20.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: at('last_login_at').notNull(),
  },
  (t) => [primaryKey({ name: 'login_addresses_pkey', columns: [t.userId, t.addressHash] })],
);
