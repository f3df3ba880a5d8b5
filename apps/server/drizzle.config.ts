import { defineConfig } from 'drizzle-kit';

/** `pnpm exec drizzle-kit generate` (in apps/server) writes a new migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
