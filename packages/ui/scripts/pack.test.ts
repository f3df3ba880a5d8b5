/**
 * The pack cache's key (pack.mjs): one build of @wegrow/ui per change of what the build and the
 * tarball read, shared by the package, size, consumer and release checks; and the consumer app's
 * install pinned to the workspace lockfile (pinned-install.mjs), never a floating range.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isBuildInput, sourceHash, workspaceRoot } from './pack.mjs';
import { pinnedConsumer, snapshotKey, type Lockfile, type Manifest } from './pinned-install.mjs';

const temp = mkdtempSync(join(tmpdir(), 'wegrow-ui-pack-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A workspace with a package at packages/ui, its files given relative to the package. */
function fakePackage(name: string, files: Record<string, string>): string {
  const root = join(temp, name);
  const dir = join(root, 'packages', 'ui');
  const all: Record<string, string> = {
    '../../pnpm-workspace.yaml': 'packages: []\n',
    '../../tsconfig.base.json': '{}',
    '../../pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'package.json': JSON.stringify({ name: '@wegrow/ui', version: '0.0.0' }),
    'scripts/build.mjs': '// builds',
    ...files,
  };
  for (const [file, contents] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), contents);
  }
  return dir;
}

describe('the pack cache key', () => {
  it('leaves out stories, tests, docs pages and baselines; keeps sources and styles', () => {
    expect(isBuildInput('src/components/Button/Button.tsx')).toBe(true);
    expect(isBuildInput('src/components/Button/Button.css.ts')).toBe(true);
    expect(isBuildInput('src/fonts.css')).toBe(true);
    expect(isBuildInput('README.md')).toBe(true);
    expect(isBuildInput('src/components/Button/Button.stories.tsx')).toBe(false);
    expect(isBuildInput('src/components/Button/Button.test.tsx')).toBe(false);
    expect(isBuildInput('src/docs/Tokens.mdx')).toBe(false);
    expect(isBuildInput('src/components/Button/__screenshots__/a-light.png')).toBe(false);
  });

  it('is the same for a copy whose version was bumped or whose stories changed', () => {
    const files = {
      'src/index.ts': "export * from './Button';",
      'src/Button.stories.tsx': 'export default {};',
      'README.md': '# ui',
    };
    const base = sourceHash(fakePackage('base', files));
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(
      sourceHash(
        fakePackage('bumped', {
          ...files,
          'package.json': JSON.stringify({ name: '@wegrow/ui', version: '0.1.0' }),
          'src/Button.stories.tsx': 'export default { title: "Other" };',
          'src/__screenshots__/x-actual.png': 'pixels',
        }),
      ),
    ).toBe(base);
  });

  it('changes with a source, a packed file, a build script, the manifest or the lockfile', () => {
    const files = { 'src/index.ts': 'export {};', 'README.md': '# ui' };
    const base = sourceHash(fakePackage('same', files));
    const variants: Record<string, string>[] = [
      { ...files, 'src/index.ts': 'export const x = 1;' },
      { ...files, 'src/theme/tokens.css': ':root {}' },
      { ...files, 'README.md': '# ui, renamed' },
      { ...files, 'scripts/build.mjs': '// builds differently' },
      {
        ...files,
        'package.json': JSON.stringify({ name: '@wegrow/ui', version: '0.0.0', sideEffects: [] }),
      },
      { ...files, '../../pnpm-lock.yaml': "lockfileVersion: '9.0'\nimporters: {}\n" },
    ];
    const hashes = variants.map((variant, i) => sourceHash(fakePackage(`variant-${i}`, variant)));
    for (const hash of hashes) expect(hash).not.toBe(base);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

/** A small workspace lockfile: the root importer, a package importer, and their graph. */
const LOCK: Lockfile = {
  lockfileVersion: '9.0',
  settings: { autoInstallPeers: true },
  importers: {
    '.': {
      devDependencies: {
        react: { specifier: '^19.3.1', version: '19.3.1' },
        vite: { specifier: '^8.3.8', version: '8.3.8(yaml@2.9.1)' },
        '@wegrow/ui': { specifier: 'workspace:*', version: 'link:packages/ui' },
      },
    },
    'packages/ui': {
      dependencies: { clsx: { specifier: '^2.1.1', version: '2.1.1' } },
    },
  },
  packages: {
    'react@19.3.1': { resolution: { integrity: 'sha512-react' } },
    'vite@8.3.8': { resolution: { integrity: 'sha512-vite' } },
    'yaml@2.9.1': { resolution: { integrity: 'sha512-yaml' } },
    'rollup@4.68.7': { resolution: { integrity: 'sha512-rollup' } },
    'fsevents@2.3.3': { resolution: { integrity: 'sha512-fsevents' } },
    'clsx@2.1.1': { resolution: { integrity: 'sha512-clsx' } },
    'left-pad@1.0.0': { resolution: { integrity: 'sha512-unrelated' } },
  },
  snapshots: {
    'react@19.3.1': {},
    'vite@8.3.8(yaml@2.9.1)': {
      dependencies: { rollup: '4.68.7' },
      optionalDependencies: { yaml: '2.9.1' },
    },
    'rollup@4.68.7': { optionalDependencies: { fsevents: '2.3.3' } },
    'fsevents@2.3.3': {},
    'yaml@2.9.1': {},
    'clsx@2.1.1': {},
    'left-pad@1.0.0': {},
  },
};

const TARBALL = {
  spec: 'file:../pack/wegrow-ui-0.0.0.tgz',
  integrity: 'sha512-tarball',
  manifest: {
    name: '@wegrow/ui',
    version: '0.0.0',
    dependencies: { clsx: '^2.1.1' },
    peerDependencies: { react: '^18.2.0 || ^19.0.0' },
  } satisfies Manifest,
};

describe('pinnedConsumer', () => {
  it('pins the app to the versions the workspace locked and keeps only what they reach', () => {
    const { dependencies, lockfile } = pinnedConsumer(LOCK, {
      names: ['react', 'vite'],
      tarball: TARBALL,
      packageImporter: 'packages/ui',
    });
    expect(dependencies).toEqual({
      '@wegrow/ui': 'file:../pack/wegrow-ui-0.0.0.tgz',
      react: '19.3.1',
      vite: '8.3.8',
    });
    expect(lockfile.importers).toEqual({
      '.': {
        dependencies: {
          '@wegrow/ui': { specifier: TARBALL.spec, version: TARBALL.spec },
          react: { specifier: '19.3.1', version: '19.3.1' },
          vite: { specifier: '8.3.8', version: '8.3.8(yaml@2.9.1)' },
        },
      },
    });
    expect(Object.keys(lockfile.snapshots ?? {})).toEqual([
      '@wegrow/ui@file:../pack/wegrow-ui-0.0.0.tgz',
      'clsx@2.1.1',
      'fsevents@2.3.3',
      'react@19.3.1',
      'rollup@4.68.7',
      'vite@8.3.8(yaml@2.9.1)',
      'yaml@2.9.1',
    ]);
    expect(lockfile.snapshots?.['@wegrow/ui@file:../pack/wegrow-ui-0.0.0.tgz']).toEqual({
      dependencies: { clsx: '2.1.1', react: '19.3.1' },
    });
    expect(lockfile.packages?.['@wegrow/ui@file:../pack/wegrow-ui-0.0.0.tgz']).toEqual({
      resolution: { integrity: 'sha512-tarball', tarball: TARBALL.spec },
      version: '0.0.0',
      peerDependencies: TARBALL.manifest.peerDependencies,
    });
    expect(lockfile.packages).not.toHaveProperty(['left-pad@1.0.0']);
    expect(lockfile.settings).toEqual(LOCK.settings);
  });

  it('refuses a name the workspace never locked, a workspace link, and a stale lockfile', () => {
    const app = { tarball: TARBALL, packageImporter: 'packages/ui' };
    expect(() => pinnedConsumer(LOCK, { ...app, names: ['react', 'vue'] })).toThrow(
      /no vue for the importer "\."/,
    );
    expect(() => pinnedConsumer(LOCK, { ...app, names: ['react', '@wegrow/ui'] })).toThrow(
      /workspace package/,
    );
    expect(() =>
      pinnedConsumer(LOCK, {
        ...app,
        names: ['react'],
        tarball: { ...TARBALL, manifest: { ...TARBALL.manifest, dependencies: { clsx: '^3' } } },
      }),
    ).toThrow(/asks for clsx@\^3, pnpm-lock.yaml has \^2.1.1/);
  });

  it('follows aliases to their package', () => {
    expect(snapshotKey('string-width-cjs', 'string-width@4.2.3')).toBe('string-width@4.2.3');
    expect(snapshotKey('@radix-ui/react-slot', '1.5.0(react@19.3.1)')).toBe(
      '@radix-ui/react-slot@1.5.0(react@19.3.1)',
    );
  });

  it("gives the real consumer exact versions from the workspace's lockfile, no floating range", () => {
    const lock = parse(readFileSync(join(workspaceRoot, 'pnpm-lock.yaml'), 'utf8')) as Lockfile;
    const manifest = JSON.parse(
      readFileSync(join(workspaceRoot, 'packages', 'ui', 'package.json'), 'utf8'),
    ) as Manifest;
    const { dependencies } = pinnedConsumer(lock, {
      names: ['react', 'react-dom', 'vite', '@vitejs/plugin-react'],
      tarball: { ...TARBALL, manifest },
      packageImporter: 'packages/ui',
    });
    for (const [name, version] of Object.entries(dependencies)) {
      if (name === '@wegrow/ui') continue;
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.importers['.']?.devDependencies?.[name]?.version).toMatch(
        new RegExp(`^${version.replace(/\./g, '\\.')}($|\\()`),
      );
    }
  });
});
