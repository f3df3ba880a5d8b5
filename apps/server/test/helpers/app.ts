import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { vi } from 'vitest';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../../src/app';
import type { AiProvider } from '../../src/platform/ai';
import {
  type Config,
  type DatabaseConfig,
  DEFAULT_RATE_LIMITS,
  loadConfig,
  type RateLimits,
} from '../../src/platform/config';
import type { MailMessage } from '../../src/platform/mail';
import { users } from '../../src/platform/schema';
import { schema } from '../../src/schema';
import { expectMatchesContract } from './contract';
import { pgliteTemplate } from './pglite-template';

// Generous timeouts: building an app and hashing passwords take a while on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

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
 * A database for one test file: in-memory PGlite, or (when DATABASE_URL is set, as in CI) a freshly
 * created PostgreSQL database of its own, dropped afterwards, so parallel files never collide.
 */
export async function testDatabase(): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl)
    return {
      config: {
        kind: 'pglite',
        dir: null,
        template: await pgliteTemplate(),
        // PGLITE_WORKER=true: the whole suite on PGlite in a worker thread (platform/pglite-thread.ts).
        ...(process.env.PGLITE_WORKER === 'true' ? { worker: true } : {}),
      },
      drop: async () => undefined,
    };

  const name = `wegrow_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    let client = new pg.Client({ connectionString: baseUrl });
    try {
      await client.connect();
    } catch {
      // The named database may not exist yet: the maintenance database will do.
      const url = new URL(baseUrl);
      url.pathname = '/postgres';
      client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
    }
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: () =>
      admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
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
  /** Reuse a database (e.g. to restart on the same data); otherwise one is made and dropped on close. */
  database?: DatabaseConfig;
  clock?: FakeClock;
  /** The AI provider (default: from the configuration, the local engine in tests). */
  ai?: AiProvider;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const own = options.database ? undefined : await testDatabase();
  const database = options.database ?? own?.config;
  if (!database) throw new Error('no database');
  const config = testConfig({ database, ...options.config });
  const clock = options.clock ?? fakeClock();
  const mail: MailMessage[] = [];
  const app = await buildApp({
    config,
    clock,
    logger: false,
    ...(options.ai ? { ai: options.ai } : {}),
    mailTransport: {
      async deliver(message) {
        mail.push(message);
      },
    },
  });
  return {
    app,
    clock,
    config,
    mail,
    async close() {
      await app.close();
      await own?.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Empties every table (the platform's and every domain's) and forgets the rate-limit counters. */
export async function resetData(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
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
