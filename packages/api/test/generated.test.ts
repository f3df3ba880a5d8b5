/**
 * Generated files are never edited by hand, and never stale (DESIGN §2):
 * (e) src/schema.d.ts and src/mocks/openapi.generated.json equal what `pnpm run generate` makes now;
 * (f) public/mockServiceWorker.js is the worker of the installed msw.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contractJsonPath, generateArtifacts, schemaDtsPath } from '../scripts/codegen.mjs';

const REGENERATE = 'run `pnpm --filter @wegrow/api run generate`';

describe('(e) generated code from openapi/openapi.yaml', () => {
  it('schema.d.ts and the mocks contract copy are up to date', { timeout: 30_000 }, async () => {
    const { schemaDts, contractJson } = await generateArtifacts();
    expect(
      readFileSync(schemaDtsPath, 'utf8') === schemaDts,
      `schema.d.ts is stale: ${REGENERATE}`,
    ).toBe(true);
    expect(
      readFileSync(contractJsonPath, 'utf8') === contractJson,
      `openapi.generated.json is stale: ${REGENERATE}`,
    ).toBe(true);
  });

  it('marks schema.d.ts as generated', () => {
    expect(readFileSync(schemaDtsPath, 'utf8')).toMatch(/^\/\*\*\n \* Generated — do not edit\./);
  });
});

describe('(f) the MSW worker script', () => {
  const require = createRequire(import.meta.url);
  const installed = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
  const committed = readFileSync(
    new URL('../public/mockServiceWorker.js', import.meta.url),
    'utf8',
  );
  const { version } = require('msw/package.json') as { version: string };
  const UPDATE = 'run `pnpm exec msw init public` in packages/api';

  it('is the worker of the installed msw version', () => {
    expect(committed, `mockServiceWorker.js is not msw ${version}'s: ${UPDATE}`).toContain(
      `const PACKAGE_VERSION = '${version}'`,
    );
    expect(
      committed === installed,
      `mockServiceWorker.js differs from msw ${version}'s: ${UPDATE}`,
    ).toBe(true);
  });
});
