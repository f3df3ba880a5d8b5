import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm exec drizzle-kit generate --name <change>` (in apps/server) writes a new migration after a
 * schema change. The schema is the platform's tables plus every domain's own `schema.ts`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/schema.ts', './src/domains/*/schema.ts'],
  out: './drizzle',
});
