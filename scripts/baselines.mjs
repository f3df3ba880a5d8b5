#!/usr/bin/env node
/**
 * The committed visual baselines (`__screenshots__/**.png` beside the stories), kept lean.
 *
 *   node scripts/baselines.mjs update [vitest filters…]  re-take the baselines (vitest --update),
 *                                                        then optimise the PNGs it wrote
 *   node scripts/baselines.mjs optimize [--all | files…] optimise the given PNGs, or every baseline
 *   node scripts/baselines.mjs size                      the set's file count and total size
 *
 * Optimising is lossless (oxipng, through @napi-rs/image): a file is replaced only when the new one
 * is smaller and decodes to exactly the same pixels, so it still matches its story.
 * `scripts/baselines.test.ts` holds the set to its rules: no two stories with identical pixels in
 * one mode, no story whose light and dark pictures are the same, every PNG optimised, and at most
 * BASELINE_BUDGET_BYTES in all.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Transformer, losslessCompressPng } from '@napi-rs/image';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The most the whole baseline set may weigh: every clone and CI checkout carries it. Raised from
 * 60 to 64 MB for issue 33's last screens (the set stood at 59.75 MB); the tall full-page community
 * dialogs (about 200 KB a mode) are the first place to win room back.
 */
export const BASELINE_BUDGET_BYTES = 64 * 1024 * 1024;

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
 * Baselines of different stories whose pixels are identical in the same mode: each group is one
 * picture committed (and compared) more than once. Only files of the same mode and size are
 * decoded.
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
    for (const file of candidates) {
      const hash = filePixelHash(file);
      byPixels.set(hash, [...(byPixels.get(hash) ?? []), file]);
    }
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
    if (filePixelHash(light) === filePixelHash(dark)) pairs.push([light, dark]);
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
 * Optimises the files in place; returns the bytes before and after.
 * @param {string[]} files
 */
export async function optimizeFiles(files) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const png = readFileSync(file);
    const optimized = await optimizePng(png);
    before += png.length;
    after += optimized.length;
    if (optimized !== png) writeFileSync(file, optimized);
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

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'update') {
    const started = Date.now();
    const run = spawnSync(
      'pnpm',
      ['exec', 'vitest', 'run', '--project', 'storybook', ...args, '--update'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    // Whatever the run's outcome, the PNGs it wrote are optimised (a PNG Vitest left as it was
    // is not touched; one written in the same second as the start may be re-optimised: harmless).
    const written = listBaselines().filter((file) => statSync(file).mtimeMs >= started - 1000);
    await optimizeAndReport(written);
    process.exit(run.status ?? 1);
  } else if (command === 'optimize') {
    const files = args.includes('--all')
      ? listBaselines()
      : args.map((file) => resolve(process.cwd(), file));
    await optimizeAndReport(files);
  } else if (command === 'size') {
    reportSize();
  } else {
    console.error(
      'usage: node scripts/baselines.mjs update [filters…] | optimize [--all | files…] | size',
    );
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
