/**
 * Writes the migrated PGlite template (src/platform/pglite-template.ts) to
 * `.cache/pglite-template-<hash>.tar.gz`, where a first start on an empty DATA_DIR finds it. Part of
 * `pnpm --filter @wegrow/server run build`.
 */
import { relative } from 'node:path';
import { buildPgliteTemplate } from '../src/platform/pglite-template';

const started = performance.now();
const file = await buildPgliteTemplate();
console.log(
  `PGlite template: ${relative(process.cwd(), file)} (${Math.round(performance.now() - started)} ms)`,
);
