import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { postgresAdmin, workerDatabasePrefix } from './postgres';

/**
 * The server project's global setup: names the run, so that each worker's database
 * (`createTestApp`, test/helpers/app.ts) is known by its prefix, and on PostgreSQL (DATABASE_URL)
 * drops them all once every file has run, whether the workers ended cleanly or not.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  project.provide('serverTestRun', run);
  return async () => {
    if (!process.env.DATABASE_URL) return;
    const prefix = workerDatabasePrefix(run);
    await postgresAdmin(async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows)
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
  };
}
