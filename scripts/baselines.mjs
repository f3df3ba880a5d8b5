#!/usr/bin/env node
/**
 * The committed visual baselines (`__screenshots__/**.png` beside the stories), kept lean.
 *
 *   node scripts/baselines.mjs update [vitest filters…]  re-take the baselines (vitest --update),
 *                                                        then optimise the PNGs it wrote
 *   node scripts/baselines.mjs hashes [vitest filters…]  record the hashes of baselines whose
 *                                                        story still draws them pixel for pixel
 *                                                        (no PNG is changed)
 *   node scripts/baselines.mjs optimize [--all | files…] optimise the given PNGs, or every baseline
 *   node scripts/baselines.mjs size                      the set's file count and total size
 *   node scripts/baselines.mjs history                   what the PNGs weigh in the git history
 *
 * Optimising is lossless (oxipng, through @napi-rs/image): a file is replaced only when the new one
 * is smaller and decodes to exactly the same pixels, so it still matches its story.
 *
 * Beside each story file's PNGs, `baselines.json` (MANIFEST_NAME) records per PNG a hash of the
 * file, a hash of the PNG Chromium encodes when it draws the same pixels, and that Chromium's
 * version. The story test (`.storybook/visual-commands.ts`) compares a capture's hash with it
 * first and decodes PNGs only when they differ; the recorded version names the Chromium the
 * baselines were taken with when a screenshot fails. The story test writes the entries (on
 * `--update`, or with `hashes`); `optimize` keeps them in step with the bytes it rewrites.
 *
 * `scripts/baselines.test.ts` holds the set to its rules: no two stories with identical pixels in
 * one mode, no story whose light and dark pictures are the same, every PNG optimised and recorded
 * in its folder's manifest, no folder left by a removed story file, and at most
 * BASELINE_BUDGET_BYTES in all. A PNG that no story of its file produces any more fails that
 * file's story run (`.storybook/vitest.setup.ts`); `update` and `hashes` delete it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Transformer, losslessCompressPng } from '@napi-rs/image';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The most the whole baseline set may weigh: every clone and CI checkout carries it, and every
 * re-taken PNG stays in the history for good. Lowered from 64 to 40 MB by issue 42 (the set stood
 * at 63.9 MB): a screen file compares one dark screenshot, not one per story, and screenshots stop
 * at 2000 px (`.storybook/visual.ts`). Raised to 44 MB by issues 45–46: the phone-width stories every
 * screen now has, and the right-to-left and second-language stories of the design system.
 */
export const BASELINE_BUDGET_BYTES = 44 * 1024 * 1024;

/** Folders that hold stories (and so baselines). */
const STORY_ROOTS = ['packages', 'apps'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage']);

/**
 * Every baseline PNG under `root`: `__screenshots__/<file>/<story-id>-<mode>-<browser>-<platform>.png`.
 * Vitest's failure artefacts (`-actual.png`, `-diff.png`) are not baselines.
 * @param {string} [root]
 * @returns {string[]} absolute paths, sorted
 */
export function listBaselines(root = ROOT) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir @param {boolean} inScreenshots */
  const walk = (dir, inScreenshots) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, inScreenshots || entry.name === '__screenshots__');
      else if (
        inScreenshots &&
        entry.isFile() &&
        entry.name.endsWith('.png') &&
        !/-(actual|diff)\.png$/.test(entry.name)
      )
        found.push(path);
    }
  };
  for (const dir of STORY_ROOTS) {
    const path = join(root, dir);
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) walk(path, false);
  }
  return found.sort();
}

/**
 * The story and colour mode of a baseline from its name, e.g.
 * `actions-button-primary-dark-chromium-linux.png` → `{ story: 'actions-button-primary', mode: 'dark' }`.
 * @param {string} file
 * @returns {{ story: string, mode: string }}
 */
export function baselineName(file) {
  const name = file.split(/[\\/]/).pop() ?? file;
  const match = /^(.+)-(light|dark)-[a-z]+-[a-z0-9]+\.png$/.exec(name);
  return match ? { story: match[1] ?? name, mode: match[2] ?? '' } : { story: name, mode: '' };
}

/**
 * Width and height from the PNG header, without decoding.
 * @param {Buffer} png
 */
function pngSize(png) {
  if (png.length < 24 || png.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG file');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A hash of the decoded pixels (8-bit RGBA, as Vitest's comparison decodes them) and the size: two
 * files with the same hash look the same whatever their encoding.
 * @param {Buffer} png
 */
export function pixelHash(png) {
  const { width, height } = pngSize(png);
  // The native decoder (ten times pngjs's speed on a tall screen) keeps the file's channels:
  // widened here to 8-bit RGBA, so an RGB file and an RGBA one with the same pixels hash alike.
  const raw = new Transformer(png).rawPixelsSync();
  const pixels = width * height;
  const channels = raw.length / pixels;
  if (![1, 2, 3, 4].includes(channels))
    throw new Error(`unexpected pixel data: ${raw.length} bytes for ${width}×${height}`);
  let rgba = raw;
  if (channels !== 4) {
    rgba = Buffer.alloc(pixels * 4);
    for (let i = 0; i < pixels; i++) {
      const at = i * channels;
      const grey = channels < 3;
      rgba[i * 4] = raw[at] ?? 0;
      rgba[i * 4 + 1] = raw[grey ? at : at + 1] ?? 0;
      rgba[i * 4 + 2] = raw[grey ? at : at + 2] ?? 0;
      rgba[i * 4 + 3] = channels === 2 ? (raw[at + 1] ?? 0) : 255;
    }
  }
  return createHash('sha256').update(`${width}x${height}:`).update(rgba).digest('hex');
}

/** @type {Map<string, string>} `pixelHash` of files already read, by path, size and modification time. */
const fileHashes = new Map();

/**
 * `pixelHash` of a file, remembered while the file is unchanged (the checks read it more than once).
 * @param {string} file
 * @returns {string}
 */
function filePixelHash(file) {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}\n${size}\n${mtimeMs}`;
  const known = fileHashes.get(key);
  if (known) return known;
  const hash = pixelHash(readFileSync(file));
  fileHashes.set(key, hash);
  return hash;
}

/**
 * A key per file that is equal for two files exactly when their pixels are: the recorded capture
 * hash when every file has an entry that vouches for its bytes and all were recorded by one
 * Chromium (whose encoding of one picture is always the same bytes), so nothing is decoded; else
 * the decoded pixels' hash of each.
 * @param {string[]} files
 * @returns {Map<string, string>}
 */
function pictureKeys(files) {
  /** @type {Map<string, Record<string, BaselineEntry>>} */
  const manifests = new Map();
  const entries = files.map((file) => {
    const dir = dirname(file);
    const manifest = manifests.get(dir) ?? readManifest(dir);
    manifests.set(dir, manifest);
    const entry = manifest[basename(file)];
    return entry?.png === shortHash(readFileSync(file)) ? entry : undefined;
  });
  const chromiums = new Set(entries.map((entry) => entry?.chromium));
  const byCapture = chromiums.size === 1 && !chromiums.has(undefined);
  return new Map(
    files.map((file, i) => [
      file,
      byCapture ? `capture ${entries[i]?.capture}` : `pixels ${filePixelHash(file)}`,
    ]),
  );
}

/**
 * Baselines of different stories whose pixels are identical in the same mode: each group is one
 * picture committed (and compared) more than once. Only files of the same mode and size are
 * compared, by their recorded capture hashes when they have them (`pictureKeys`), else decoded.
 * @param {string[]} files
 * @returns {string[][]} groups of two or more files, each sorted
 */
export function findDuplicates(files) {
  /** @type {Map<string, string[]>} */
  const bySize = new Map();
  for (const file of files) {
    const { width, height } = pngSize(readFileSync(file));
    const key = `${baselineName(file).mode} ${width}x${height}`;
    bySize.set(key, [...(bySize.get(key) ?? []), file]);
  }
  /** @type {string[][]} */
  const groups = [];
  for (const candidates of bySize.values()) {
    if (candidates.length < 2) continue;
    /** @type {Map<string, string[]>} */
    const byPixels = new Map();
    for (const [file, key] of pictureKeys(candidates))
      byPixels.set(key, [...(byPixels.get(key) ?? []), file]);
    for (const group of byPixels.values()) if (group.length > 1) groups.push(group.sort());
  }
  return groups.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/**
 * Stories whose light and dark baselines have identical pixels: one file is a waste, and the
 * story most likely ignores the theme (its colours do not come from the theme's variables).
 * @param {string[]} files
 * @returns {string[][]} pairs `[light, dark]`, sorted
 */
export function findModeTwins(files) {
  /** @type {Map<string, { light?: string, dark?: string }>} */
  const byStory = new Map();
  for (const file of files) {
    const { mode } = baselineName(file);
    if (mode !== 'light' && mode !== 'dark') continue;
    const key = file.replace(/-(light|dark)(-[a-z]+-[a-z0-9]+\.png)$/, '$2');
    byStory.set(key, { ...byStory.get(key), [mode]: file });
  }
  /** @type {string[][]} */
  const pairs = [];
  for (const { light, dark } of byStory.values()) {
    if (!light || !dark) continue;
    const [sa, sb] = [pngSize(readFileSync(light)), pngSize(readFileSync(dark))];
    if (sa.width !== sb.width || sa.height !== sb.height) continue;
    const keys = pictureKeys([light, dark]);
    if (keys.get(light) === keys.get(dark)) pairs.push([light, dark]);
  }
  return pairs.sort((x, y) => (x[0] ?? '').localeCompare(y[0] ?? ''));
}

/**
 * Baselines that were never optimised: a screenshot is opaque, and oxipng drops the alpha channel
 * of an opaque picture, so a PNG that still has one (colour type 4 or 6) was written by Vitest and
 * left as it was (typically ~40 % heavier). `node scripts/baselines.mjs optimize --all` fixes them.
 * @param {string[]} files
 * @returns {string[]}
 */
export function findUnoptimized(files) {
  return files.filter((file) => {
    const png = readFileSync(file);
    pngSize(png);
    const colourType = png[25];
    return colourType === 4 || colourType === 6;
  });
}

/** The file beside a story file's baselines that records what each of its PNGs is. */
export const MANIFEST_NAME = 'baselines.json';

/**
 * What the manifest records of one baseline PNG.
 * @typedef {object} BaselineEntry
 * @property {string} png `shortHash` of the PNG file as committed
 * @property {string} capture `shortHash` of the PNG Chromium encodes when it draws the same pixels
 *   (its encoding of one picture is deterministic: the story test compares this first)
 * @property {string} chromium the version of that Chromium (`140.0.7339.185`): the one the
 *   baseline was taken or last verified with
 */

/**
 * The first 128 bits of a SHA-256, in hex: enough to tell two PNGs apart, half the manifest's size.
 * @param {Buffer | Uint8Array} bytes
 */
export const shortHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * How many entries of these folders' manifests each Chromium took or verified, the most first.
 * @param {Iterable<string>} dirs
 * @returns {[version: string, entries: number][]}
 */
export function chromiumCounts(dirs) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const dir of dirs)
    for (const { chromium } of Object.values(readManifest(dir)))
      counts.set(chromium, (counts.get(chromium) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * The entries of a `__screenshots__/<story file>/` folder's manifest, by PNG name (none when the
 * folder has no manifest).
 * @param {string} dir
 * @returns {Record<string, BaselineEntry>}
 */
export function readManifest(dir) {
  const path = join(dir, MANIFEST_NAME);
  if (!existsSync(path)) return {};
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${path}: not an object of baseline entries`);
  /** @type {Record<string, BaselineEntry>} */
  const entries = {};
  for (const [name, value] of Object.entries(parsed)) {
    const { png, capture, chromium } = /** @type {Record<string, unknown>} */ (value ?? {});
    if (typeof png !== 'string' || typeof capture !== 'string' || typeof chromium !== 'string')
      throw new Error(`${path}: the entry of ${name} needs png, capture and chromium strings`);
    entries[name] = { png, capture, chromium };
  }
  return entries;
}

/**
 * Writes a folder's manifest, sorted by PNG name (one line per field: readable diffs); an empty
 * one is removed.
 * @param {string} dir
 * @param {Record<string, BaselineEntry>} entries
 */
export function writeManifest(dir, entries) {
  const path = join(dir, MANIFEST_NAME);
  const names = Object.keys(entries).sort();
  if (names.length === 0) {
    rmSync(path, { force: true });
    return;
  }
  /** @type {Record<string, BaselineEntry>} */
  const sorted = {};
  for (const name of names) {
    const { png, capture, chromium } = /** @type {BaselineEntry} */ (entries[name]);
    sorted[name] = { png, capture, chromium };
  }
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Baselines the manifests do not vouch for: `unrecorded`, PNGs with no entry or an entry for
 * other bytes (their story is compared the slow way: `node scripts/baselines.mjs hashes <story
 * file>` records them); `dangling`, entries whose PNG is gone (`<folder>/<name>`).
 * @param {string[]} files
 */
export function findManifestProblems(files) {
  /** @type {Map<string, Set<string>>} */
  const byDir = new Map();
  for (const file of files) {
    const names = byDir.get(dirname(file)) ?? new Set();
    byDir.set(dirname(file), names.add(basename(file)));
  }
  /** @type {string[]} */
  const unrecorded = [];
  /** @type {string[]} */
  const dangling = [];
  for (const [dir, names] of byDir) {
    const entries = readManifest(dir);
    for (const name of names) {
      const entry = entries[name];
      if (entry?.png !== shortHash(readFileSync(join(dir, name)))) unrecorded.push(join(dir, name));
    }
    for (const name of Object.keys(entries)) if (!names.has(name)) dangling.push(join(dir, name));
  }
  return { unrecorded: unrecorded.sort(), dangling: dangling.sort() };
}

/**
 * `__screenshots__/<name>/` folders whose story file (`<name>.stories.ts(x)` beside the
 * `__screenshots__` folder) is gone: every PNG in them is an orphan.
 * @param {string[]} files
 * @returns {string[]} the folders, sorted
 */
export function findOrphanFolders(files) {
  const folders = new Set(files.map((file) => dirname(file)));
  /** @type {string[]} */
  const orphans = [];
  for (const folder of folders) {
    const storyDir = dirname(dirname(folder));
    const name = basename(folder);
    if (!['ts', 'tsx'].some((ext) => existsSync(join(storyDir, `${name}.stories.${ext}`))))
      orphans.push(folder);
  }
  return orphans.sort();
}

/**
 * The files' total size and the largest of them.
 * @param {string[]} files
 * @param {number} [largest] how many of the largest to list
 */
export function measure(files, largest = 10) {
  const sizes = files.map((file) => ({ file, bytes: statSync(file).size }));
  return {
    count: files.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    largest: [...sizes].sort((a, b) => b.bytes - a.bytes).slice(0, largest),
  };
}

/** @param {number} bytes */
export const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** @param {number} bytes */
const size = (bytes) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : megabytes(bytes);

/**
 * Re-encodes a PNG losslessly with oxipng. Returns the smaller file only when it decodes to the
 * same pixels; else the original.
 * @param {Buffer} png
 * @returns {Promise<Buffer>}
 */
export async function optimizePng(png) {
  const smaller = await losslessCompressPng(png, { strip: true });
  if (smaller.length >= png.length) return png;
  if (pixelHash(smaller) !== pixelHash(png))
    throw new Error('the optimised PNG does not decode to the same pixels');
  return smaller;
}

/**
 * Optimises the files in place; returns the bytes before and after. A rewritten file's manifest
 * entry follows its new bytes (the pixels, and so the recorded capture, are the same).
 * @param {string[]} files
 */
export async function optimizeFiles(files) {
  let before = 0;
  let after = 0;
  /** @type {Map<string, Map<string, { from: string, to: string }>>} folder → PNG name → file hashes */
  const rehashed = new Map();
  for (const file of files) {
    const png = readFileSync(file);
    const optimized = await optimizePng(png);
    before += png.length;
    after += optimized.length;
    if (optimized === png) continue;
    writeFileSync(file, optimized);
    const names = rehashed.get(dirname(file)) ?? new Map();
    const hashes = { from: shortHash(png), to: shortHash(optimized) };
    rehashed.set(dirname(file), names.set(basename(file), hashes));
  }
  for (const [dir, names] of rehashed) {
    const entries = readManifest(dir);
    let changed = false;
    for (const [name, { from, to }] of names) {
      const entry = entries[name];
      // Only an entry that vouched for the old bytes vouches for the new ones.
      if (entry?.png !== from) continue;
      entries[name] = { ...entry, png: to };
      changed = true;
    }
    if (changed) writeManifest(dir, entries);
  }
  return { before, after };
}

/** @param {string[]} files */
async function optimizeAndReport(files) {
  if (files.length === 0) {
    console.log('No baseline to optimise.');
    return;
  }
  const { before, after } = await optimizeFiles(files);
  console.log(
    `Optimised ${files.length} baseline(s): ${size(before)} → ${size(after)} (lossless).`,
  );
}

function reportSize() {
  const files = listBaselines();
  const { count, bytes, largest } = measure(files);
  console.log(`${count} baselines, ${megabytes(bytes)} of ${megabytes(BASELINE_BUDGET_BYTES)}.`);
  const unoptimized = measure(findUnoptimized(files));
  if (unoptimized.count > 0)
    console.log(
      `${unoptimized.count} of them (${megabytes(unoptimized.bytes)}) were never optimised: node scripts/baselines.mjs optimize --all`,
    );
  const { unrecorded } = findManifestProblems(files);
  if (unrecorded.length > 0)
    console.log(
      `${unrecorded.length} of them have no hash in their folder's ${MANIFEST_NAME} (compared the slow way): node scripts/with-chromium.mjs node scripts/baselines.mjs hashes <story files>`,
    );
  for (const [version, n] of chromiumCounts(new Set(files.map((file) => dirname(file)))))
    console.log(`  taken or verified with Chromium ${version}: ${n}`);
  /** @type {Map<string, { count: number, bytes: number }>} */
  const byWidth = new Map();
  let tallest = 0;
  for (const file of files) {
    const png = readFileSync(file);
    const { width, height } = pngSize(png);
    tallest = Math.max(tallest, height);
    const key = `${width} px wide`;
    const entry = byWidth.get(key) ?? { count: 0, bytes: 0 };
    byWidth.set(key, { count: entry.count + 1, bytes: entry.bytes + png.length });
  }
  for (const [key, entry] of [...byWidth].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(
      `  ${key.padEnd(14)} ${String(entry.count).padStart(5)} files  ${megabytes(entry.bytes)}`,
    );
  console.log(`Tallest: ${tallest} px.`);
  console.log('Largest:');
  for (const { file, bytes: fileBytes } of largest)
    console.log(`  ${(fileBytes / 1024).toFixed(0).padStart(6)} KB  ${relative(ROOT, file)}`);
}

/**
 * What PNGs weigh in the git history (every branch and tag): the versions of PNG files, their
 * bytes, what they take in the packs, and the commits that added the most PNG bytes.
 * @param {string} [root]
 * @param {number} [top] how many commits to list
 */
export function pngHistory(root = ROOT, top = 10) {
  /** @param {string[]} args @param {string} [input] */
  const git = (args, input) => {
    const run = spawnSync('git', args, { cwd: root, input, maxBuffer: 1 << 30, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
    return run.stdout;
  };
  const objects = git(['rev-list', '--objects', '--all']);
  const described = git(
    [
      'cat-file',
      '--batch-check=%(objecttype) %(objectname) %(objectsize) %(objectsize:disk) %(rest)',
    ],
    objects,
  );
  /** @type {Map<string, number>} */
  const pngSizes = new Map();
  let pngDisk = 0;
  let allDisk = 0;
  for (const line of described.split('\n')) {
    const [type, id = '', bytes = '0', disk = '0', ...path] = line.split(' ');
    if (type !== 'blob') continue;
    allDisk += Number(disk);
    if (!path.join(' ').endsWith('.png')) continue;
    pngSizes.set(id, Number(bytes));
    pngDisk += Number(disk);
  }
  // Each commit's new PNG blobs (`--raw` names the blob of each added or changed file), oldest
  // first: a blob counts once, for the commit that brought it (a rename brings nothing).
  const log = git([
    'log',
    '--all',
    '--reverse',
    '--no-renames',
    '--raw',
    '--no-abbrev',
    '--format=@%h %s',
  ]);
  /** @type {{ commit: string, files: number, bytes: number }[]} */
  const commits = [];
  /** @type {Set<string>} */
  const seen = new Set();
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) commits.push({ commit: line.slice(1), files: 0, bytes: 0 });
    const match = /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) [AM]\t.*\.png$/.exec(line);
    const current = commits.at(-1);
    const blob = match?.[1];
    if (!blob || !current || seen.has(blob)) continue;
    seen.add(blob);
    current.files++;
    current.bytes += pngSizes.get(blob) ?? 0;
  }
  return {
    versions: pngSizes.size,
    bytes: [...pngSizes.values()].reduce((sum, n) => sum + n, 0),
    pngDisk,
    allDisk,
    heaviest: commits
      .filter((c) => c.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top),
  };
}

function reportHistory() {
  const { versions, bytes, pngDisk, allDisk, heaviest } = pngHistory();
  console.log(
    `${versions} PNG versions in the history: ${megabytes(bytes)}, ${megabytes(pngDisk)} in the packs (${((pngDisk / Math.max(allDisk, 1)) * 100).toFixed(0)} % of all files' ${megabytes(allDisk)}).`,
  );
  console.log('The commits that brought the most new PNG bytes:');
  for (const { commit, files, bytes: added } of heaviest)
    console.log(
      `  ${megabytes(added).padStart(9)}  ${String(files).padStart(4)} PNGs  ${commit.slice(0, 10)}${commit.length > 90 ? `${commit.slice(40, 118)}…` : commit.slice(40)}`,
    );
}

/**
 * Set for the story test by `hashes`: a baseline its story still draws pixel for pixel gets its
 * manifest entry, without any PNG being rewritten (`.storybook/visual-commands.ts`).
 */
export const RECORD_HASHES_ENV = 'WEGROW_RECORD_BASELINE_HASHES';

/**
 * Runs the story test, then optimises the baselines it wrote.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
async function runStories(args, env) {
  const started = Date.now();
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'storybook', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  // Whatever the run's outcome, the PNGs it wrote are optimised (a PNG Vitest left as it was
  // is not touched; one written in the same second as the start may be re-optimised: harmless).
  const written = listBaselines().filter((file) => statSync(file).mtimeMs >= started - 1000);
  await optimizeAndReport(written);
  return run.status ?? 1;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'update') {
    const status = await runStories([...args, '--update'], process.env);
    // The pictures this run changed, against the last commit, for a designer to review (its own
    // process: visual-report.mjs reads this module's manifests).
    spawnSync('node', [join(ROOT, 'scripts', 'visual-report.mjs'), '--git'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    process.exit(status);
  } else if (command === 'hashes') {
    process.exit(await runStories(args, { ...process.env, [RECORD_HASHES_ENV]: '1' }));
  } else if (command === 'optimize') {
    const files = args.includes('--all')
      ? listBaselines()
      : args.map((file) => resolve(process.cwd(), file));
    await optimizeAndReport(files);
  } else if (command === 'size') {
    reportSize();
  } else if (command === 'history') {
    reportHistory();
  } else {
    console.error(
      'usage: node scripts/baselines.mjs update [filters…] | hashes [filters…] | optimize [--all | files…] | size | history',
    );
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
