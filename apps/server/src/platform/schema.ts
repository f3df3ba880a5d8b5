/**
 * The platform's tables: the users every domain refers to, and the captcha solutions already
 * accepted. Each domain keeps its own tables in `src/domains/<name>/schema.ts`; drizzle.config.ts
 * reads all of them (migrations in ../../drizzle, from `pnpm exec drizzle-kit generate`).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The accounts. Shared by the domains: auth keeps the credentials, account the profile, and every
 * domain's rows refer to `users.id`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased on the way in. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    username: text('username'),
    bio: text('bio'),
    /**
     * Access tokens carry the version they were issued under (claim `ver`) and are refused once it
     * moves on: a password reset adds one, ending every session (platform/token-versions.ts).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Usernames are unique case-insensitively.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
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

export type UserRow = typeof users.$inferSelect;
