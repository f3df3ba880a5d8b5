import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from './config';
import { type EmbeddedPostgresLoader, startEmbeddedPostgres } from './embedded-postgres';
import { PGliteThread } from './pglite-thread';
import { extractPgliteTemplate, MIGRATIONS_FOLDER, readPgliteTemplate } from './pglite-template';

export { MIGRATIONS_FOLDER };

/** Connections per process to PostgreSQL (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

/** The advisory-lock key the migrations run under on PostgreSQL (any fixed number; "wegr"). */
const MIGRATION_LOCK = 0x77656772;

/** The advisory-lock key the demo data's seeding runs under on PostgreSQL ("seed"). */
const SEED_LOCK = 0x73656564;

/** Drizzle tables by name (the platform's and every domain's, see src/schema.ts). */
export type Schema = Record<string, unknown>;
/**
 * The Drizzle database, whichever driver is underneath, as services use it (queries name their
 * tables; `Database.db` also carries the whole schema for `db.query.<table>`).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database<S extends Schema = Schema> {
  db: PgDatabase<PgQueryResultHKT, S>;
  /** 'postgres' also for the embedded PostgreSQL (it is one, reached through a pool). */
  kind: 'pglite' | 'postgres';
  /**
   * Which database this is (/api/health names it): PGlite, the embedded PostgreSQL the server
   * started itself, or the PostgreSQL server of DATABASE_URL.
   */
  engine: DatabaseEngine;
  /** The folder of an embedded database (null: PGlite in memory); absent for DATABASE_URL. */
  dir?: string | null;
  /**
   * How an embedded database was opened: created from the migrated template, created by initdb (no
   * template for these migrations), or an existing one. Always 'existing' for PostgreSQL.
   */
  origin: 'template' | 'initdb' | 'existing';
  /** Cheap liveness probe (for /api/health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseEngine = 'embedded-postgres' | 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** Where the choice of the default is told (the fallback to PGlite): one line each. */
  log?: (line: string) => void;
  /** Loads the embedded PostgreSQL (tests inject one whose binaries are "missing"). */
  loadEmbeddedPostgres?: EmbeddedPostgresLoader;
}

/** Whether `dir` holds a PostgreSQL data folder (PGlite's or PostgreSQL's). */
function holdsDatabase(dir: string | null): boolean {
  return dir !== null && existsSync(join(dir, 'PG_VERSION'));
}

/**
 * Opens the database named by the configuration and brings its schema up to date with the committed
 * migrations: the embedded PostgreSQL (started here), embedded PGlite in a folder (or in memory),
 * or a PostgreSQL server through a pool.
 *
 * The default (an embedded PostgreSQL config with a `fallback`) keeps to the data: a DATA_DIR
 * whose only database is PGlite's stays on PGlite; one with the embedded PostgreSQL's data uses it
 * (and fails when it cannot start it); a DATA_DIR without a database tries the embedded PostgreSQL
 * and, when its binaries are missing or it does not start, says so in one line and uses PGlite.
 */
export async function openDatabase<S extends Schema = Schema>(
  config: DatabaseConfig,
  schema: S = {} as S,
  options: OpenDatabaseOptions = {},
): Promise<Database<S>> {
  if (config.kind === 'embedded-postgres') {
    const { fallback } = config;
    if (fallback && holdsDatabase(fallback.dir) && !holdsDatabase(config.dir)) {
      options.log?.(
        `database: PGlite in ${fallback.dir}, which holds this DATA_DIR's data (the embedded PostgreSQL is the default for a new DATA_DIR; DATABASE=pglite says PGlite and silences this line)`,
      );
      return openDatabase<S>(fallback, schema, options);
    }
    const isNew = !holdsDatabase(config.dir);
    let server;
    try {
      server = await startEmbeddedPostgres({
        dir: config.dir,
        ...(config.port === undefined ? {} : { port: config.port }),
        ...(options.loadEmbeddedPostgres ? { load: options.loadEmbeddedPostgres } : {}),
      });
    } catch (error) {
      if (!fallback || !isNew) throw error;
      // Nothing was kept in the folder it began: the next start chooses afresh (and finds PGlite's data).
      rmSync(config.dir, { recursive: true, force: true });
      rmSync(`${config.dir}.creating`, { force: true });
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      options.log?.(
        `database: the embedded PostgreSQL is not available, so PGlite (in ${fallback.dir ?? 'memory'}) is used instead: ${reason}`,
      );
      return openDatabase<S>(fallback, schema, options);
    }
    try {
      const database = await openDatabase<S>(
        { kind: 'postgres', url: server.url, poolSize: config.poolSize ?? DEFAULT_POOL_SIZE },
        schema,
      );
      return {
        ...database,
        engine: 'embedded-postgres',
        dir: config.dir,
        origin: server.created ? 'initdb' : 'existing',
        close: async () => {
          try {
            await database.close();
          } finally {
            await server.stop();
          }
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  if (config.kind === 'postgres') {
    // A connection that cannot be made in 5 s fails (503 for the request) rather than waiting on.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE … FORCE)
    // is an 'error' event of the pool; node-postgres has already dropped that connection and the
    // next query opens a new one. Unheard, the event would stop the process.
    pool.on('error', () => undefined);
    try {
      const db = drizzleNodePg({ client: pool, schema });
      // Processes starting together (replicas) would run the same migrations at once and collide
      // on the catalog (seen in test/multi-process.test.ts): one at a time, under an advisory lock
      // held on one connection; the later ones find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
      return {
        db,
        kind: 'postgres',
        engine: 'postgres',
        origin: 'existing',
        ping: async () => {
          await db.execute(sql`select 1`);
        },
        close: () => pool.end(),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  // A new database starts from the migrated template when there is one for these migrations
  // (src/platform/pglite-template.ts), otherwise from initdb. A marker beside the folder stays until
  // the new database is complete, so a start interrupted half-way begins afresh the next time.
  const creating = config.dir ? `${config.dir}.creating` : undefined;
  if (config.dir && creating) {
    if (existsSync(creating)) rmSync(config.dir, { recursive: true, force: true });
    mkdirSync(config.dir, { recursive: true });
  }
  const isNew = !config.dir || !existsSync(join(config.dir, 'PG_VERSION'));
  const template = isNew
    ? config.template === undefined
      ? readPgliteTemplate()
      : (config.template ?? undefined)
    : undefined;
  if (isNew && creating) writeFileSync(creating, '');
  // Into a folder the template is unpacked with plain file writes (much quicker than loadDataDir);
  // in memory (tests) PGlite loads it itself.
  if (template && config.dir) await extractPgliteTemplate(template, config.dir);
  const pgliteOptions = {
    ...(config.dir ? { dataDir: config.dir } : {}),
    ...(template && !config.dir ? { loadDataDir: template } : {}),
  };
  // In a worker thread (PGLITE_WORKER) the client speaks for PGlite there: Drizzle's driver calls
  // only what PGliteThread has (query, transaction).
  const client = config.worker
    ? ((await PGliteThread.create(pgliteOptions)) as unknown as PGlite)
    : await PGlite.create(pgliteOptions);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (isNew && creating) rmSync(creating, { force: true });
    return {
      db,
      kind: 'pglite',
      engine: 'pglite',
      dir: config.dir,
      origin: !isNew ? 'existing' : template ? 'template' : 'initdb',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Error codes of a database that is not there: connection refused, reset, timed out, shut down. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * True when a query failed because the database cannot be reached (not because of the query):
 * the request answers 503 and the pool connects again on its own once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * Runs `work` (the demo data's seeding at start) in one process at a time: on PostgreSQL, while a
 * transaction of the pool holds an advisory lock, so replicas starting together do not seed twice
 * (the work itself uses other connections of the pool); on PGlite, one process by construction,
 * directly.
 */
export async function oneProcessAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    return work();
  });
}
