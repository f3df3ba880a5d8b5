import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import type { AiProvider } from '../../src/platform/ai';
import {
  type Config,
  type DatabaseConfig,
  DEFAULT_RATE_LIMITS,
  loadConfig,
  type RateLimits,
} from '../../src/platform/config';
import { type Database, type Db, openDatabase } from '../../src/platform/db';
import type { MailMessage } from '../../src/platform/mail';
import { Passwords } from '../../src/platform/passwords';
import { users } from '../../src/platform/schema';
import { type AppSchema, schema } from '../../src/schema';
import { expectMatchesContract } from './contract';
import { pgliteTemplate } from './pglite-template';
import { createPostgresDatabase, workerDatabasePrefix } from './postgres';

// Generous timeouts: building an app and hashing passwords take a while on a busy 2-core machine.
// (The server project sets the same in vitest.config.ts: without isolation this module is loaded
// once per worker, not once per file.)
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

/**
 * argon2id at its lowest cost (64 KiB, one pass: 0.2 ms a hash, where the server's 19 MiB and two
 * passes take 15–30 ms): every test signs people up and in. That the server hashes at
 * `PASSWORD_COST` is auth.test.ts's to check, through an app that keeps the default
 * (`serverPasswordCost`).
 */
export const TEST_PASSWORDS = new Passwords({ memoryCost: 64, timeCost: 1 });

/** A clock that follows real time plus an offset the test moves forward. */
export interface FakeClock {
  (): Date;
  advance(ms: number): void;
}

/** A clock that stands still at a set time until the test moves it (`set`, `advance`). */
export interface ManualClock extends FakeClock {
  set(iso: string): void;
}

export function manualClock(start: string): ManualClock {
  let now = Date.parse(start);
  const clock = (() => new Date(now)) as ManualClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (iso) => {
    now = Date.parse(iso);
  };
  return clock;
}

export function fakeClock(): FakeClock {
  let offset = 0;
  const clock = (() => new Date(Date.now() + offset)) as FakeClock;
  clock.advance = (ms) => {
    offset += ms;
  };
  return clock;
}

export const MINUTE = 60_000;

/**
 * A database of its own: in-memory PGlite, or (when DATABASE_URL is set, as in CI) a freshly
 * created PostgreSQL database, dropped afterwards, so parallel files never collide. For a test that
 * needs a second database, or to restart on the same data; `createTestApp` otherwise uses the
 * worker's (`workerDatabase`).
 */
export async function testDatabase(): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL)
    return { config: await pgliteConfig(), drop: async () => undefined };
  return createPostgresDatabase(`wegrow_t_${process.pid}_${randomBytes(4).toString('hex')}`);
}

/** In-memory PGlite from the migrated template (in a worker thread with PGLITE_WORKER=true). */
async function pgliteConfig(): Promise<DatabaseConfig> {
  return {
    kind: 'pglite',
    dir: null,
    template: await pgliteTemplate(),
    // PGLITE_WORKER=true: the whole suite on PGlite in a worker thread (platform/pglite-thread.ts).
    ...(process.env.PGLITE_WORKER === 'true' ? { worker: true } : {}),
  };
}

interface WorkerDatabase {
  config: DatabaseConfig;
  database: Database<AppSchema>;
}

/**
 * One database per test worker, opened (and migrated) once and lent to one app at a time: the
 * server project runs its files without isolation, so this module, and its database, outlives a
 * file. Opening PGlite from the template and building the module graph again for each of ~80 apps
 * cost more CPU than most files' tests. Each borrower starts from empty tables (`emptyTables`, as
 * `resetData`); an app made while it is lent (a second app alive at once) gets a database of its
 * own. On PostgreSQL it is `wegrow_tw_<run>_<pid>`, dropped by the global setup's teardown.
 */
let workerDatabase: Promise<WorkerDatabase> | undefined;
let workerDatabaseLent = false;

async function openWorkerDatabase(run: string): Promise<WorkerDatabase> {
  const config = process.env.DATABASE_URL
    ? (await createPostgresDatabase(`${workerDatabasePrefix(run)}${process.pid}`)).config
    : await pgliteConfig();
  return { config, database: await openDatabase(config, schema) };
}

/** The worker's database, emptied, when it is free (and the run has one); else undefined. */
async function borrowWorkerDatabase(): Promise<WorkerDatabase | undefined> {
  const run = inject('serverTestRun');
  if (!run || workerDatabaseLent) return undefined;
  workerDatabaseLent = true;
  try {
    workerDatabase ??= openWorkerDatabase(run);
    const lent = await workerDatabase;
    await emptyTables(lent.database.db);
    return lent;
  } catch (error) {
    workerDatabase = undefined;
    workerDatabaseLent = false;
    throw error;
  }
}

/** The tables of the application (schema `public`; Drizzle's own journal lives in `drizzle`). */
let tableNames: Promise<string[]> | undefined;

/**
 * Empties every table of the application's schema, restarting their ids. One `DELETE` a table with
 * the foreign keys' triggers off for the transaction (`session_replication_role`: the tests' roles
 * are superusers), then each sequence of the schema back to 1: 25 ms on PGlite where one
 * `TRUNCATE … RESTART IDENTITY CASCADE` of the 59 tables took 100–170 ms (a new file for each
 * table), and this runs before every test of the files that start each test empty.
 */
async function emptyTables(db: Db): Promise<void> {
  tableNames ??= db
    .select({ name: sql<string>`tablename` })
    .from(sql`pg_tables`)
    .where(sql`schemaname = 'public'`)
    .then((rows) => rows.map((row) => `"${row.name}"`))
    .catch((error: unknown) => {
      tableNames = undefined;
      throw error;
    });
  const tables = await tableNames;
  await db.execute(
    sql.raw(
      `do $$ declare sequence regclass; begin
        set local session_replication_role = replica;
        ${tables.map((table) => `delete from ${table};`).join(' ')}
        for sequence in select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'S' and n.nspname = 'public' loop
          perform setval(sequence, 1, false);
        end loop;
      end $$`,
    ),
  );
}

/** Rate limits out of the way (test/rate-limit.test.ts checks the real ones). */
export const DEFAULT_TEST_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, max: 100_000 }]),
) as Record<keyof RateLimits, RateLimits[keyof RateLimits]>;

/**
 * A configuration for tests: temporary DATA_DIR, no demo data, quick captchas, no site, and rate
 * limits out of the way.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'wegrow-data-'));
  return {
    // PGlite, said explicitly: the default is the embedded PostgreSQL (test/embedded-postgres.test.ts).
    ...loadConfig({ DATABASE: 'pglite' }, dataDir),
    dataDir,
    jwtSecret: undefined,
    publicSiteUrl: 'https://wegrow.test',
    publicSiteUrlSet: true,
    captchaDifficulty: 1000,
    seedDemoData: false,
    siteDir: undefined,
    logLevel: 'silent',
    rateLimits: DEFAULT_TEST_RATE_LIMITS,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: FakeClock;
  config: Config;
  /** Every mail the app sent, in order. */
  mail: MailMessage[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /**
   * Reuse a database (e.g. to restart on the same data); otherwise the worker's, emptied, or when
   * another app has it, one made for this app and dropped on close.
   */
  database?: DatabaseConfig;
  clock?: FakeClock;
  /** The AI provider (default: from the configuration, the local engine in tests). */
  ai?: AiProvider;
  /** Hash passwords as the server does (`PASSWORD_COST`), not at the tests' lowest cost. */
  serverPasswordCost?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const lent = options.database ? undefined : await borrowWorkerDatabase();
  const own = options.database || lent ? undefined : await testDatabase();
  const database = options.database ?? lent?.config ?? own?.config;
  if (!database) throw new Error('no database');
  let released = false;
  /** Gives the worker's database back, or drops this app's own (once). */
  const release = async () => {
    if (released) return;
    released = true;
    if (lent) workerDatabaseLent = false;
    await own?.drop();
  };
  const config = testConfig({ database, ...options.config });
  const clock = options.clock ?? fakeClock();
  const mail: MailMessage[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      clock,
      logger: false,
      ...(options.serverPasswordCost ? {} : { passwords: TEST_PASSWORDS }),
      ...(options.ai ? { ai: options.ai } : {}),
      ...(lent ? { database: lent.database } : {}),
      mailTransport: {
        async deliver(message) {
          mail.push(message);
        },
      },
    });
  } catch (error) {
    await release();
    throw error;
  }
  return {
    app,
    clock,
    config,
    mail,
    async close() {
      try {
        await app.close();
      } finally {
        await release();
        rmSync(config.dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Empties every table (the platform's and every domain's) and forgets the rate-limit counters. */
export async function resetData(app: FastifyInstance): Promise<void> {
  await emptyTables(app.services.database.db);
  await app.services.limiter.reset();
}

/** Injects a request and checks the answer against the contract for `operationId`. */
export async function call(
  app: FastifyInstance,
  operationId: string,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  const res = await app.inject(request);
  expectMatchesContract(res, operationId);
  return res;
}

/**
 * Solves an ALTCHA v1 challenge like the widget does: finds the number n with
 * SHA-256(salt + n) = challenge (synchronously, with node:crypto, which is much quicker than the
 * library's WebCrypto loop; test/captcha.test.ts also uses altcha-lib's own solver).
 */
export function solve(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}): string {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    )
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: n,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64');
  }
  throw new Error('captcha not solved');
}

/** Gets a challenge from the server and solves it. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await call(app, 'getCaptchaChallenge', { method: 'GET', url: '/api/auth/captcha' });
  return solve(res.json());
}

let counter = 0;
/** A fresh, unique e-mail address. */
export const uniqueEmail = (name = 'user') =>
  `${name}.${process.pid}.${Date.now()}.${++counter}@example.org`;

export const PASSWORD = 'sunflower-seeds-42';

/**
 * Signs up through the API, then (unless `verified: false`) verifies the address as opening the
 * mailed link would (test/email-verification.test.ts opens real links), so the account may post
 * where others read and holds the roles of its address.
 */
export async function signup(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  { verified = true }: { verified?: boolean } = {},
): Promise<{ id: number; email: string; verified: boolean }> {
  const res = await call(app, 'signup', {
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, recaptcha_token: await solveCaptcha(app) },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const normalized = email.trim().toLowerCase();
  const [row] = await app.services.database.db
    .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, normalized));
  if (!row) throw new Error(`signup made no account for ${normalized}`);
  if (verified && row.verifiedAt === null) await app.services.auth.markVerified(row.id);
  // `resetData` restarts the ids: forget what this process cached of an earlier account with it.
  else app.services.tokens.versionChanged(row.id);
  return { id: row.id, email: row.email, verified: verified || row.verifiedAt !== null };
}

/** The login form, form-encoded as the client sends it. */
export async function loginForm(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<InjectOptions> {
  return {
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      scope: '',
      client_id: 'wegrow-web',
      client_secret: 'wegrow-web',
      recaptcha_token: await solveCaptcha(app),
      ...extra,
    }).toString(),
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<Tokens> {
  const res = await call(app, 'login', await loginForm(app, email, password));
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface TestUser extends Tokens {
  id: number;
  email: string;
  /** Whether the address is verified (`newUser` verifies unless told not to). */
  verified: boolean;
  /** `{ authorization: 'Bearer …' }` */
  auth: Record<string, string>;
}

/** Signs a new user up (verified unless `verified: false`) and logs them in. */
export async function newUser(
  app: FastifyInstance,
  name = 'user',
  options: { verified?: boolean } = {},
): Promise<TestUser> {
  const { id, email, verified } = await signup(app, uniqueEmail(name), PASSWORD, options);
  const tokens = await login(app, email);
  return {
    id,
    email,
    verified,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
}
