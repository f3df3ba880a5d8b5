/**
 * The published packages' `prepack` (scripts/prepack.mjs, issue 46): a plain `pnpm pack`, as a
 * maintainer runs it, packs a build of the current sources; npm, which would pack the TypeScript
 * entry points, is refused.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusal } from './prepack.mjs';

const root = resolve(import.meta.dirname, '..');
const temp = mkdtempSync(join(tmpdir(), 'wegrow-prepack-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * A workspace with one published package at packages/demo, laid out as ours are: `exports` at the
 * sources, `publishConfig.exports` at dist/, a build that counts its runs, and our prepack.
 */
function demoWorkspace(name: string): string {
  const dir = join(temp, name, 'packages', 'demo');
  const files: Record<string, string> = {
    '../../pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
    '../../tsconfig.base.json': '{}',
    '../../pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'package.json': JSON.stringify({
      name: '@wegrow/demo',
      version: '1.0.0',
      type: 'module',
      files: ['dist'],
      exports: { '.': './src/index.ts' },
      publishConfig: { exports: { '.': './dist/index.js' } },
      scripts: {
        build: 'node scripts/build.mjs',
        prepack: `node ${join(root, 'scripts', 'prepack.mjs')}`,
      },
    }),
    'scripts/build.mjs': [
      "import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';",
      "mkdirSync('dist', { recursive: true });",
      "writeFileSync('dist/index.js', readFileSync('src/index.ts', 'utf8'));",
      "appendFileSync('builds.log', 'built\\n');",
    ].join('\n'),
    'src/index.ts': 'export const version = 1;\n',
  };
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), contents);
  }
  return dir;
}

/** `pnpm pack` in `dir`; the packed files and the published manifest. */
function pnpmPack(dir: string) {
  const out = mkdtempSync(join(temp, 'out-'));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'pipe' });
  const tarball = readdirSync(out).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  execFileSync('tar', ['-xzf', tarball], { cwd: out });
  const files = execFileSync('tar', ['-tzf', tarball], { cwd: out, encoding: 'utf8' })
    .trim()
    .split('\n')
    .sort();
  const manifest = JSON.parse(readFileSync(join(out, 'package', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return { files, manifest, index: readFileSync(join(out, 'package/dist/index.js'), 'utf8') };
}

const builds = (dir: string) =>
  existsSync(join(dir, 'builds.log'))
    ? readFileSync(join(dir, 'builds.log'), 'utf8').trim().split('\n').length
    : 0;

describe('prepack', () => {
  it('builds before a plain pnpm pack, once per change of the sources', () => {
    const dir = demoWorkspace('pack');
    const first = pnpmPack(dir);
    expect(first.files).toEqual(['package/dist/index.js', 'package/package.json']);
    expect(first.manifest.exports).toEqual({ '.': './dist/index.js' });
    expect(first.index).toContain('version = 1');
    expect(builds(dir)).toBe(1);

    // The same sources: dist/ is packed as it is.
    pnpmPack(dir);
    expect(builds(dir)).toBe(1);

    // A changed source is built again, so the tarball never ships a stale build.
    writeFileSync(join(dir, 'src/index.ts'), 'export const version = 2;\n');
    expect(pnpmPack(dir).index).toContain('version = 2');
    expect(builds(dir)).toBe(2);
  });

  it('refuses npm pack, which would publish the sources’ entry points', () => {
    const dir = demoWorkspace('npm');
    // As from a maintainer's shell: without the npm_config_* settings pnpm passes to this test.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
    );
    const run = spawnSync('npm', ['pack', '--dry-run'], { cwd: dir, encoding: 'utf8', env });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Pack and publish this package with pnpm');
    expect(builds(dir)).toBe(0);
    expect(refusal('pnpm/12.21.0 npm/? node/v20.20.2 linux x64')).toBeNull();
  });

  it('is the prepack of every published package', () => {
    for (const path of ['packages/ui', 'packages/api', 'openapi']) {
      const manifest = JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
        private?: boolean;
      };
      expect(manifest.private, path).not.toBe(true);
      expect(manifest.scripts.prepack, path).toMatch(/scripts\/prepack\.mjs$/);
    }
  });
});
