/**
 * Code generation from the HTTP contract (openapi/openapi.yaml), shared by `pnpm run generate`
 * (which writes the files) and the staleness test (which regenerates in memory and compares).
 *
 * 1. `redocly bundle` turns the contract into one JSON document (a temporary file).
 * 2. openapi-typescript turns that document into `src/schema.d.ts` (the `paths`, `components`
 *    and `operations` types).
 * 3. The same document becomes `openapi/generated/openapi.json`, the runtime copy of the
 *    contract package (@wegrow/contract): what the server routes and validates with, what the MSW
 *    fakes validate requests with, and what both sides' tests check answers against.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
export const packageDir = resolve(here, '..');
export const repoRoot = resolve(packageDir, '../..');
export const contractPath = join(repoRoot, 'openapi/openapi.yaml');
export const schemaDtsPath = join(packageDir, 'src/schema.d.ts');
export const contractJsonPath = join(repoRoot, 'openapi/generated/openapi.json');

const SCHEMA_HEADER = `/**
 * Generated — do not edit.
 *
 * The types of the HTTP contract (openapi/openapi.yaml), made by
 * \`pnpm --filter @wegrow/api run generate\` (redocly bundle, then openapi-typescript).
 * A test fails while this file is stale.
 */

`;

/** Bundles the contract with the Redocly CLI (the root dev dependency) and returns the document. */
export function bundleContract() {
  const require = createRequire(join(repoRoot, 'package.json'));
  const cliPackage = require.resolve('@redocly/cli/package.json');
  const cli = join(dirname(cliPackage), 'bin/cli.js');
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-api-'));
  const out = join(dir, 'openapi.bundled.json');
  try {
    const run = spawnSync(process.execPath, [cli, 'bundle', contractPath, '-o', out], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (run.status !== 0) {
      throw new Error(`redocly bundle failed:\n${run.stdout}\n${run.stderr}`);
    }
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Formats JSON the way the repository's Prettier config does, so `format:check` stays clean. */
async function formatJson(value) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(contractJsonPath)) ?? {};
  return prettier.format(JSON.stringify(value), { ...options, parser: 'json' });
}

/** Generates both artifacts in memory: `{ schemaDts, contractJson }` (file contents). */
export async function generateArtifacts() {
  const bundled = bundleContract();
  // `defaultNonNullable: false`: a property with a default (e.g. `description: ''`) stays optional
  // in request bodies, as the server fills it in; the generator would otherwise require it.
  const ast = await openapiTS(bundled, { silent: true, defaultNonNullable: false });
  const schemaDts = SCHEMA_HEADER + astToString(ast);
  const contractJson = await formatJson(bundled);
  return { schemaDts, contractJson };
}
