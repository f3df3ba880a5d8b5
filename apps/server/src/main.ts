import { buildApp } from './app';
import { describeAi } from './platform/ai';
import { ConfigError, loadConfig } from './platform/config';
import { warmUp } from './platform/warm-up';

/** Serves the API and the built site from one process: `pnpm --filter @wegrow/server start`. */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({ config });

/** Graceful shutdown: stop accepting, let requests under way finish, flush mail, close the database. */
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

// Warm before listening: a proxy's first requests then meet a process that is ready for them.
// The database this start opened: the default may have fallen back to PGlite (platform/db.ts).
const { database } = app.services;
const warmed = await warmUp(
  app,
  config.warmUpRounds,
  database.kind === 'pglite' || config.database.kind === 'pglite'
    ? 1
    : (config.database.poolSize ?? 10),
);
app.log.info(describeAi(config));
if (warmed.requests > 0) app.log.info(`warmed up: ${warmed.requests} requests in ${warmed.ms} ms`);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `WeGrow is up: site and API on http://localhost:${config.port} (API docs at /api/docs); database: ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `${database.engine === 'pglite' ? 'PGlite' : 'embedded PostgreSQL'} in ${database.dir ?? 'memory'}`}`,
);
