import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const siteDir = process.env.SITE_DIR ?? fileURLToPath(new URL('../../site/dist', import.meta.url));

const app = await buildApp({ siteDir, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
