// Builds and packs @wegrow/ui the way it is published (pnpm applies `publishConfig`, so `exports`
// point at dist/), ONCE per change of its sources: the tarball is kept in
// `.cache/ui-pack/<hash>/`, keyed by a hash of everything the build and the tarball read, and
// reused by every check that needs it (check-package.mjs, size.mjs, consumer.test.ts and
// scripts/release-check.mjs). Each of them calls `packedTarball()`, so any one of them run alone
// builds what it needs when the tarball is missing or stale.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** The workspace root (the cache lives in its gitignored `.cache/`). */
export const workspaceRoot = join(packageDir, '..', '..');
/** Where the packed tarballs are kept, one folder per source hash. */
export const PACK_CACHE = join(workspaceRoot, '.cache', 'ui-pack');

/**
 * Files under src/ the build never reads: stories, tests, the docs pages (tsconfig.build.json
 * leaves them out and rollup only follows the imports of src/index.ts) and the visual baselines.
 * Leaving them out of the hash keeps a story edit from forcing a rebuild.
 * @param {string} path relative to the package, with `/`
 */
export function isBuildInput(path) {
  if (!path.startsWith('src/')) return !/\.test\.[cm]?[jt]sx?$/.test(path);
  if (path.split('/').includes('__screenshots__')) return false;
  if (path.startsWith('src/docs/')) return false;
  return !/\.(stories|test)\.[cm]?[jt]sx?$|\.mdx$/.test(path);
}

/** @param {string} dir @returns {Generator<string>} */
function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The workspace root above `dir`: the folder with pnpm-workspace.yaml. @param {string} dir */
function workspaceRootOf(dir) {
  for (let folder = dir; ; folder = join(folder, '..')) {
    if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return folder;
    if (join(folder, '..') === folder) throw new Error(`${dir} is not inside a pnpm workspace`);
  }
}

/**
 * The hash of what a published package's build and packed tarball are made of: its top-level
 * files (configs, README, LICENSE, CHANGELOG, a contract document), package.json without its
 * `version` (so a copy that `changeset version` bumped keeps the hash of its identical build), the
 * build inputs under src/, scripts/ (its .mjs) and generated/, and the workspace's
 * tsconfig.base.json and lockfile (the build tools' versions). Used for @wegrow/ui's pack cache and
 * by every published package's `prepack` (scripts/prepack.mjs).
 * @param {string} [dir] the package folder (scripts/release-check.mjs hashes its copy's)
 */
export function sourceHash(dir = packageDir) {
  const hash = createHash('sha256');
  /** @param {string} name @param {string | Buffer} contents */
  const add = (name, contents) => {
    hash.update(`${name}\0${contents.length}\0`);
    hash.update(contents);
  };
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  delete manifest.version;
  add('package.json', JSON.stringify(manifest));
  for (const name of readdirSync(dir).sort()) {
    // Not the manifest (above), dot-files or TypeScript's incremental state.
    if (name === 'package.json' || name.startsWith('.') || name.endsWith('.tsbuildinfo')) continue;
    if (!statSync(join(dir, name)).isFile()) continue;
    add(name, readFileSync(join(dir, name)));
  }
  const root = workspaceRootOf(dir);
  for (const file of ['tsconfig.base.json', 'pnpm-lock.yaml']) {
    const path = join(root, file);
    add(`<workspace>/${file}`, existsSync(path) ? readFileSync(path) : '');
  }
  for (const folder of ['src', 'scripts', 'generated']) {
    if (!existsSync(join(dir, folder))) continue;
    for (const path of walk(join(dir, folder))) {
      const name = relative(dir, path).split(sep).join('/');
      if (folder === 'scripts' && !name.endsWith('.mjs')) continue;
      if (isBuildInput(name)) add(name, readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The `.tgz` in a folder, or undefined. @param {string} dir */
function tarballIn(dir) {
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  return name ? join(dir, name) : undefined;
}

/** Runs `pnpm pack` into `destination` (its `prepack` builds dist/ when it is stale). */
export function packTarball(destination = mkdtempSync(join(tmpdir(), 'wegrow-ui-pack-'))) {
  execFileSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = tarballIn(destination);
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${destination}`);
  return tarball;
}

/**
 * The packed tarball of the current sources: taken from `.cache/ui-pack/<hash>/` when it is there,
 * otherwise built and packed into it first: `pnpm pack` runs the package's `prepack`
 * (scripts/prepack.mjs), which builds dist/ unless it is the build of these sources. The folder
 * appears complete or not at all (packed beside it, then renamed), and older hashes are removed.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ tarball: string, hash: string, built: boolean }}
 */
export function packedTarball({ log = console.log } = {}) {
  const hash = sourceHash();
  const folder = join(PACK_CACHE, hash);
  const cached = tarballIn(folder);
  if (cached) {
    log(`@wegrow/ui: reusing ${relative(workspaceRoot, cached)} (sources unchanged)`);
    return { tarball: cached, hash, built: false };
  }
  log(`@wegrow/ui: building and packing (source hash ${hash})`);
  mkdirSync(PACK_CACHE, { recursive: true });
  const staging = mkdtempSync(join(PACK_CACHE, `${hash}.tmp-`));
  packTarball(staging);
  rmSync(folder, { recursive: true, force: true });
  renameSync(staging, folder);
  for (const name of readdirSync(PACK_CACHE)) {
    if (name !== hash && !name.includes('.tmp-'))
      rmSync(join(PACK_CACHE, name), { recursive: true, force: true });
  }
  const tarball = tarballIn(folder);
  if (!tarball) throw new Error(`no tarball in ${folder}`);
  return { tarball, hash, built: true };
}

/**
 * The packed tarball's contents (its `package/` folder), unpacked once beside it.
 * @param {string} tarball from `packedTarball()`
 */
export function unpacked(tarball) {
  const folder = join(tarball, '..', 'unpacked');
  const dir = join(folder, 'package');
  if (!existsSync(join(dir, 'package.json'))) {
    rmSync(folder, { recursive: true, force: true });
    const staging = mkdtempSync(`${folder}.tmp-`);
    execFileSync('tar', ['-xzf', tarball, '-C', staging]);
    renameSync(staging, folder);
  }
  return dir;
}
