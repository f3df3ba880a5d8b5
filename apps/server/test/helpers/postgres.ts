/**
 * PostgreSQL databases for the tests (DATABASE_URL set, as in CI's second pass): made on the
 * server of DATABASE_URL and dropped by name. Kept apart from app.ts so that the global setup,
 * which runs outside the test workers, can use it without loading the app.
 */
import pg from 'pg';
import type { DatabaseConfig } from '../../src/platform/config';

/** Runs `run` on a connection to DATABASE_URL's server (its maintenance database if need be). */
export async function postgresAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
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
}

/** Creates the PostgreSQL database `name` on DATABASE_URL's server. */
export async function createPostgresDatabase(
  name: string,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  await postgresAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: () =>
      postgresAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

declare module 'vitest' {
  interface ProvidedContext {
    /**
     * Set by the server project's global setup (test/helpers/global-setup.ts): this run's name,
     * part of its workers' PostgreSQL database names, which its teardown drops. Unset elsewhere
     * (the conformance project): each app then gets a database of its own.
     */
    serverTestRun?: string;
  }
}

/** The prefix of the names of one run's worker databases on PostgreSQL. */
export const workerDatabasePrefix = (run: string) => `wegrow_tw_${run}_`;
