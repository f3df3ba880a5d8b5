/**
 * The site build of `npm start` (scripts/bootstrap.mjs), safe beside a running server and a
 * second start in the same checkout:
 *
 * - **Skipped when nothing changed**: the build's inputs (the site's and the packages' sources, the
 *   contract, the lockfile) are hashed; a finished build of that hash is used as it is.
 * - **Never in place**: a build goes to a folder of its own (`apps/site/.cache/builds/<hash>.tmp-<pid>`),
 *   renamed to `builds/<hash>` once complete, then the `apps/site/.cache/site` link is pointed at it
 *   by renaming a new link over the old one (atomic). A server started on the link resolves it when
 *   it starts (platform/site.ts), so it keeps serving its own complete build while another start
 *   builds and swaps; older builds are kept (the newest `KEEP_BUILDS`) so such a server still finds
 *   its files.
 *
 * `pnpm --filter @wegrow/site build` (CI, the e2e tests) still builds into `apps/site/dist`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The folders and files (relative to the repository) whose contents make the site. */
export const SITE_INPUTS = [
  'apps/site',
  'packages/ui',
  'packages/api',
  'packages/features',
  'openapi/openapi.yaml',
  'openapi/src',
  'openapi/package.json',
  'pnpm-lock.yaml',
  'package.json',
];

/** Names never read as inputs (outputs, caches, dependencies, test screenshots). */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.cache',
  '__screenshots__',
  'storybook-static',
  'coverage',
  'test-results',
  '.vitest-attachments',
]);

/** How many finished builds are kept (a running server may still serve an older one). */
export const KEEP_BUILDS = 3;

/** Where the builds and the link live, for a repository root. */
export function sitePaths(/** @type {string} */ root) {
  const cache = join(root, 'apps', 'site', '.cache');
  return { builds: join(cache, 'builds'), link: join(cache, 'site') };
}

/**
 * Every file under `path` (a file or a folder), sorted, skipping `SKIPPED` names.
 * @param {string} path
 * @param {string[]} out
 */
function filesOf(path, out) {
  if (!existsSync(path)) return out;
  const stat = statSync(path);
  if (stat.isFile()) {
    out.push(path);
    return out;
  }
  if (!stat.isDirectory()) return out;
  const names = readdirSync(path).sort();
  for (const name of names) if (!SKIPPED.has(name)) filesOf(join(path, name), out);
  return out;
}

/**
 * The hash of the site's inputs: each file's path (relative, with `/`) and contents.
 * @param {string} root
 * @param {readonly string[]} [inputs]
 */
export function inputsHash(root, inputs = SITE_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of filesOf(join(root, input), [])) {
      hash.update(relative(root, file).split(sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  return hash.digest('hex').slice(0, 16);
}

/** The name of the file, in a finished build, that holds its inputs' hash. */
export const HASH_FILE = '.inputs-hash';

/**
 * A finished build of `hash` in `builds`, or undefined.
 * @param {string} builds
 * @param {string} hash
 */
function finished(builds, hash) {
  const dir = join(builds, hash);
  const file = join(dir, HASH_FILE);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === hash ? dir : undefined;
}

/**
 * Points `link` at `target` atomically: a new link made beside it, renamed over it.
 * @param {string} link
 * @param {string} target a path relative to the link's folder
 */
function swapLink(link, target) {
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(target, next, 'dir');
  renameSync(next, link);
}

/** The folder the link points at now (relative to its folder), or undefined. */
function linkTarget(/** @type {string} */ link) {
  try {
    return readlinkSync(link);
  } catch {
    return undefined;
  }
}

/**
 * Removes the finished builds beyond the newest `KEEP_BUILDS` (never `current`), and what
 * interrupted builds left (`*.tmp-*` folders older than an hour).
 * @param {string} builds
 * @param {string} current the name of the build the link points at
 */
function prune(builds, current) {
  const now = Date.now();
  const entries = readdirSync(builds).map((name) => {
    const path = join(builds, name);
    return { name, path, mtime: statSync(path).mtimeMs };
  });
  for (const entry of entries)
    if (entry.name.includes('.tmp-') && now - entry.mtime > 3_600_000)
      rmSync(entry.path, { recursive: true, force: true });
  const done = entries
    .filter((entry) => !entry.name.includes('.tmp-') && entry.name !== current)
    .sort((a, b) => b.mtime - a.mtime);
  for (const entry of done.slice(KEEP_BUILDS - 1))
    rmSync(entry.path, { recursive: true, force: true });
}

/**
 * @typedef {object} PrepareOptions
 * @property {string} root the repository
 * @property {(outDir: string) => void} build builds the site into `outDir` (throws on failure)
 * @property {(message: string) => void} [log]
 * @property {string} [hash] the inputs' hash (default: `inputsHash(root)`)
 */

/**
 * Makes sure the link points at a finished build of the current inputs: uses the one there is,
 * or builds into a folder of its own and swaps the link once it is complete. Returns the link
 * (SITE_DIR for the server), the build's folder and whether it was built now.
 * @param {PrepareOptions} options
 */
export function prepareSite({ root, build, log = () => undefined, hash = inputsHash(root) }) {
  const { builds, link } = sitePaths(root);
  mkdirSync(builds, { recursive: true });
  let dir = finished(builds, hash);
  let built = false;
  if (dir) {
    log(`The site is unchanged (inputs ${hash}): no build.`);
  } else {
    const tmp = join(builds, `${hash}.tmp-${process.pid}`);
    rmSync(tmp, { recursive: true, force: true });
    try {
      build(tmp);
      if (!existsSync(join(tmp, 'index.html')))
        throw new Error(`The site build wrote no index.html into ${tmp}.`);
    } catch (error) {
      rmSync(tmp, { recursive: true, force: true });
      throw error;
    }
    writeFileSync(join(tmp, HASH_FILE), `${hash}\n`);
    try {
      renameSync(tmp, join(builds, hash));
    } catch (error) {
      // Another start finished the same build first: use it, drop ours.
      rmSync(tmp, { recursive: true, force: true });
      if (!finished(builds, hash)) throw error;
    }
    dir = join(builds, hash);
    built = true;
  }
  const target = relative(join(link, '..'), dir);
  if (linkTarget(link) !== target) swapLink(link, target);
  prune(builds, hash);
  return { siteDir: link, dir, built };
}

/**
 * The site's production build into `outDir` (the vite config reads WEGROW_SITE_OUT_DIR).
 * @param {string} root
 * @param {string} outDir
 */
export function viteBuild(root, outDir) {
  const result = spawnSync('pnpm', ['--filter', '@wegrow/site', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEGROW_SITE_OUT_DIR: outDir },
  });
  // The pre-rendering's own server build, beside the output (vite.config.ts): not served.
  rmSync(`${outDir}.prerender`, { recursive: true, force: true });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`The site build failed (exit ${result.status}).`);
}
