/**
 * The parts of the release check that decide pass or fail (scripts/release-check.mjs) and the
 * published build's plan (scripts/build-package.mjs), proved on packages made here.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlan, fixDeclarationSpecifiers } from './build-package.mjs';
import {
  ROOT,
  checkPackedPackage,
  exportPaths,
  FIRST_RELEASE_WORDING,
  firstReleaseWordingProblems,
  publicPackages,
  unresolvedImports,
  workingTreeFiles,
} from './release-check.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'release-check-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let count = 0;
/** Writes `files` (path → content; objects as JSON) into a new folder and returns it. */
function folder(files: Record<string, string | object>): string {
  const dir = join(scratch, `case-${++count}`);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(
      join(dir, path),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}

const goodManifest = {
  name: '@wegrow/example',
  version: '0.1.0',
  type: 'module',
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './package.json': './package.json',
  },
  dependencies: { '@wegrow/contract': '0.1.0', ajv: '^8.20.0' },
};

/** An unpacked tarball that can be published, with `changes` applied to its files. */
function packed(changes: Record<string, string | object | null> = {}): string {
  const files: Record<string, string | object | null> = {
    'package.json': goodManifest,
    'README.md': '# example\n',
    LICENSE: 'MIT\n',
    'dist/index.js': "export * from './chunks/a.js';\n",
    'dist/chunks/a.js': 'export const a = 1;\n',
    'dist/index.d.ts': "export * from './types.js';\n",
    'dist/types.d.ts': 'export type A = 1;\n',
    ...changes,
  };
  return folder(
    Object.fromEntries(
      Object.entries(files).filter(
        (entry): entry is [string, string | object] => entry[1] !== null,
      ),
    ),
  );
}

describe('checkPackedPackage', () => {
  it('passes a package with a version, README, LICENSE, its exported files and resolvable imports', () => {
    expect(checkPackedPackage(packed(), { expectedVersion: '0.1.0' })).toEqual([]);
  });

  it('rejects a workspace: range left in the dependencies', () => {
    const dir = packed({
      'package.json': { ...goodManifest, dependencies: { '@wegrow/contract': 'workspace:*' } },
    });
    expect(checkPackedPackage(dir)).toEqual([
      'dependencies["@wegrow/contract"] is "workspace:*" (a workspace-only range)',
    ]);
  });

  it('rejects a missing README and a missing LICENSE', () => {
    expect(checkPackedPackage(packed({ 'README.md': null }))).toEqual(['no README.md']);
    expect(checkPackedPackage(packed({ LICENSE: null }))).toEqual(['no LICENSE']);
  });

  it('rejects a version nobody versioned, and one the release plan did not say', () => {
    const unversioned = packed({ 'package.json': { ...goodManifest, version: '0.0.0' } });
    expect(checkPackedPackage(unversioned)).toEqual([
      'version is 0.0.0 (no changeset versioned it)',
    ]);
    expect(checkPackedPackage(packed(), { expectedVersion: '0.2.0' })).toEqual([
      'version is 0.1.0, the release plan says 0.2.0',
    ]);
  });

  it('rejects an exported file the tarball lacks, and TypeScript sources as entry points', () => {
    expect(checkPackedPackage(packed({ 'dist/index.d.ts': null }))).toEqual([
      './dist/index.d.ts is named by package.json but not in the tarball',
    ]);
    const sources = packed({
      'package.json': { ...goodManifest, exports: { '.': './src/index.ts' } },
      'src/index.ts': 'export const a = 1;\n',
    });
    expect(checkPackedPackage(sources)).toEqual([
      './src/index.ts: a TypeScript source is published as an entry point',
    ]);
  });

  it('rejects a private package and one without a package.json', () => {
    expect(
      checkPackedPackage(packed({ 'package.json': { ...goodManifest, private: true } })),
    ).toEqual(['package.json says "private": true']);
    expect(checkPackedPackage(packed({ 'package.json': null }))).toEqual([
      'the tarball has no package.json',
    ]);
  });
});

describe('firstReleaseWordingProblems', () => {
  const changeset = (body: string) => `---\n'@wegrow/ui': minor\n---\n\n${body}\n`;
  it('passes notes that say what the package offers', () => {
    expect(
      firstReleaseWordingProblems(changeset('First release: `Theme`, `Button` and `Dialog`.')),
    ).toEqual([]);
  });
  it('names breaking changes, removals and internal issue numbers', () => {
    expect(firstReleaseWordingProblems(changeset('`Stack` (breaking): align is start.'))).toEqual([
      'speaks of a breaking change',
    ]);
    expect(firstReleaseWordingProblems(changeset('Removed the `inventory` tokens.'))).toEqual([
      'speaks of a change to an unpublished version',
    ]);
    expect(firstReleaseWordingProblems(changeset('First-impression fixes (issue #11).'))).toEqual([
      'cites an internal issue',
    ]);
  });
  it('holds every pending changeset of a published package to them (all are unreleased)', () => {
    const dir = join(ROOT, '.changeset');
    const problems = readdirSync(dir)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .flatMap((file) => {
        const text = readFileSync(join(dir, file), 'utf8');
        const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
        const named = FIRST_RELEASE_WORDING.some((name) => front.includes(`'${name}'`));
        return named
          ? firstReleaseWordingProblems(text).map((problem) => `${file}: ${problem}`)
          : [];
      });
    expect(problems).toEqual([]);
  });
});

describe('unresolvedImports', () => {
  it('names an extensionless or missing relative import, in modules and declarations', () => {
    const dir = packed({
      'dist/index.js': "import './chunks/a';\nexport { b } from './b.js';\n",
      'dist/index.d.ts': "export * from './types';\n",
    });
    expect(unresolvedImports(dir)).toEqual([
      "dist/index.d.ts imports './types', which is not in the package",
      "dist/index.js imports './chunks/a', which is not in the package",
      "dist/index.js imports './b.js', which is not in the package",
    ]);
  });
});

describe('exportPaths and publicPackages', () => {
  it('lists every file of nested export conditions', () => {
    expect(
      exportPaths({
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './styles.css': './dist/styles.css',
      }),
    ).toEqual(['./dist/index.d.ts', './dist/index.js', './dist/styles.css']);
  });

  it('keeps the packages that are neither private nor ignored by changesets', () => {
    const packages = [
      { name: '@wegrow/api', dir: 'a', version: '0.0.0', private: false },
      { name: '@wegrow/site', dir: 'b', version: '0.0.0', private: true },
      { name: '@wegrow/features', dir: 'c', version: '0.0.0', private: false },
    ];
    expect(
      publicPackages(packages, { ignore: ['@wegrow/features'] }).map((pkg) => pkg.name),
    ).toEqual(['@wegrow/api']);
  });
});

describe('workingTreeFiles', () => {
  it('lists the repository files to copy, without the visual baselines', () => {
    const files = workingTreeFiles(ROOT);
    expect(files).toContain('package.json');
    expect(files).toContain('.changeset/config.json');
    expect(files).toContain('pnpm-lock.yaml');
    expect(files.filter((file) => file.includes('__screenshots__'))).toEqual([]);
  });
});

describe('buildPlan (scripts/build-package.mjs)', () => {
  it('maps each workspace source to its published module, types and copied files', () => {
    const plan = buildPlan({
      exports: {
        '.': './src/index.ts',
        './schema': { types: './src/schema.d.ts' },
        './openapi.json': './generated/openapi.json',
        './package.json': './package.json',
      },
      publishConfig: {
        exports: {
          '.': { types: './dist/index.d.ts', import: './dist/index.js' },
          './schema': { types: './dist/schema.d.ts' },
          './openapi.json': './dist/openapi.json',
          './package.json': './package.json',
        },
      },
    });
    expect(plan).toEqual({
      entryPoints: [{ in: './src/index.ts', out: 'index' }],
      copies: [{ from: './generated/openapi.json', to: 'openapi.json' }],
      expected: [
        './dist/index.d.ts',
        './dist/index.js',
        './dist/schema.d.ts',
        './dist/openapi.json',
      ],
    });
  });

  it('refuses exports maps that name different subpaths', () => {
    expect(() =>
      buildPlan({
        exports: { '.': './src/index.ts', './mocks': './src/mocks/index.ts' },
        publishConfig: { exports: { '.': { import: './dist/index.js' } } },
      }),
    ).toThrow('only in exports: ./mocks');
  });

  it('gives declaration specifiers their .js and refuses one that names nothing', () => {
    const dist = folder({
      'index.d.ts': "export * from './client';\nexport * from './mocks';\n",
      'client.d.ts': 'export type C = 1;\n',
      'mocks/index.d.ts': 'export type M = 1;\n',
    });
    expect(fixDeclarationSpecifiers(dist)).toBe(1);
    const broken = folder({ 'index.d.ts': "export * from './gone';\n" });
    expect(() => fixDeclarationSpecifiers(broken)).toThrow(
      "index.d.ts: './gone' is not a declaration file in dist/",
    );
  });
});
