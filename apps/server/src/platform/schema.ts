/**
 * The platform's tables: the users every domain refers to, the captcha solutions already
 * accepted, the shared rate-limit windows, and the background jobs. Each domain keeps its own
 * tables in `src/domains/<name>/schema.ts`; drizzle.config.ts reads all of them (migrations in
 * ../../drizzle, from `pnpm exec drizzle-kit generate`).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** NFKC, of the allowed shape (`@wegrow/contract/usernames`). */
    username: text('username'),
    /**
     * The username's confusables skeleton (`usernameSkeleton` of `@wegrow/contract/username-skeleton`):
     * unique, so no two accounts hold look-alike names, even when two processes race.
     */
    usernameSkeleton: text('username_skeleton'),
    bio: text('bio'),
    /**
     * Access tokens carry the version they were issued under (claim `ver`) and are refused once it
     * moves on: a password reset adds one, ending every session (platform/token-versions.ts).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the owner opened a verification link (domains/auth); null until then. An account whose
     * address is not verified holds no role and cannot post where others read (platform/roles.ts).
     */
    emailVerifiedAt: at('email_verified_at'),
    /**
     * The language the member's searches (journal, We Talk) are read in besides each text's own
     * (`auto`: only each text's detected language; `@wegrow/contract/search`), issue 45.
     */
    searchLanguage: text('search_language').notNull().default('auto'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Usernames are unique case-insensitively.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // …and no two look alike.
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
    check(
      'users_search_language_check',
      sql`${t.searchLanguage} in ('auto', 'english', 'spanish', 'german', 'french')`,
    ),
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

/**
 * Rate-limit windows when several processes share a PostgreSQL database (platform/rate-limit.ts):
 * hits counted in the window that ends at `reset_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** A JSON value, as a job's payload is stored (jsonb). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `pending` → `running` → `done`, or back to `pending` for a retry, or `failed` after the last attempt. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Background jobs (src/platform/jobs): what to do (`kind`, `payload`), when (`run_after`), how it
 * went (`status`, `attempts`, `last_error`) and who is doing it (`locked_by` since `locked_at`).
 * A scheduled job carries its `slot` (the time it stands for): one row per kind and slot, so
 * several processes run it once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Json>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: at('run_after').notNull(),
    lastError: text('last_error'),
    lockedAt: at('locked_at'),
    lockedBy: text('locked_by'),
    slot: text('slot'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAfter),
    uniqueIndex('jobs_kind_slot_key').on(t.kind, t.slot),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

/**
 * Answers of writes sent with an `Idempotency-Key` (platform/idempotency.ts): the first answer of
 * each (user, key), replayed for the same key instead of running the write again. `status` is null
 * while the first request is still running. Kept for a day (`IDEMPOTENCY_TTL_MS`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operationId: text('operation_id').notNull(),
    status: integer('status'),
    body: jsonb('body').$type<Json>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
