import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import type { DatabaseConfig } from './config';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** Cheap liveness probe (for /api/health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The committed migrations (`drizzle-kit generate` writes them). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database named by the configuration and brings its schema up to date with the committed
 * migrations: embedded PGlite in a folder (or in memory), or a PostgreSQL server through a pool.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    try {
      const db = drizzleNodePg({ client: pool, schema });
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      return {
        db,
        kind: 'postgres',
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

  if (config.dir) mkdirSync(config.dir, { recursive: true });
  const isNew = !config.dir || !existsSync(join(config.dir, 'PG_VERSION'));
  const client = await PGlite.create({
    ...(config.dir ? { dataDir: config.dir } : {}),
    ...(config.template && isNew ? { loadDataDir: config.template } : {}),
  });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'pglite',
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
