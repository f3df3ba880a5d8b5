/**
 * Runs the Dream Machine now, for operators: blends the dreams saved or changed in the last 7 days
 * into a new collective dream (as the nightly job does), against the configured database
 * (`DATA_DIR`'s embedded database, or `DATABASE_URL`) and AI provider (`AI_*`), and prints the
 * result as JSON. Exits 1 when it could not (no database yet, a configuration error, the AI
 * provider failed).
 *
 *   pnpm --filter @wegrow/server run dreams:blend-now
 *
 * The embedded database (PGlite) can be opened by one process at a time: stop the server first,
 * or use the API instead (`POST /api/we-dream/collective/run` as an operator, OPERATOR_EMAILS).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { AiProviderError } from '../src/platform/ai';
import { ConfigError, loadConfig } from '../src/platform/config';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    return 1;
  }
  const { database } = config;
  // The embedded database's folders: the default looks in both (the embedded PostgreSQL's, PGlite's).
  const folders =
    database.kind === 'pglite'
      ? [database.dir]
      : database.kind === 'embedded-postgres'
        ? [database.dir, database.fallback?.dir]
        : [];
  const embedded = folders.filter((dir): dir is string => typeof dir === 'string');
  if (embedded.length > 0 && !embedded.some((dir) => existsSync(join(dir, 'PG_VERSION')))) {
    console.error(
      `There is no database in ${embedded.join(' or ')} yet: start the server once, or set DATA_DIR (relative to the working directory) or DATABASE_URL.`,
    );
    return 1;
  }
  // No worker (the nightly job stays the server's), no demo data, no site; logs go to stderr so
  // that stdout holds only the result.
  const app = await buildApp({
    config: { ...config, jobsWorker: false, seedDemoData: false, siteDir: undefined },
    logger: { level: config.logLevel, stream: process.stderr },
  });
  try {
    const result = await app.services.dreams.blend('operator');
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    console.error(`The AI provider failed: ${error.message} The collective dream is unchanged.`);
    return 1;
  } finally {
    await app.close();
  }
}

process.exitCode = await main();
