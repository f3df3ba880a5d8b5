/**
 * Writes the migrated PGlite template (src/platform/pglite-template.ts) to
 * `.cache/pglite-template-<hash>.tar.gz`, where a first start on an empty DATA_DIR finds it. Part of
 * `pnpm --filter @wegrow/server run build`. With `--if-missing` (`npm start`'s `prepare-start`),
 * a template already there for the current migrations is kept as it is.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { buildPgliteTemplate, pgliteTemplateFile } from '../src/platform/pglite-template';

const started = performance.now();
const current = pgliteTemplateFile();
if (process.argv.includes('--if-missing') && existsSync(current)) {
  console.log(`PGlite template: ${relative(process.cwd(), current)} (up to date)`);
} else {
  const file = await buildPgliteTemplate();
  console.log(
    `PGlite template: ${relative(process.cwd(), file)} (${Math.round(performance.now() - started)} ms)`,
  );
}
