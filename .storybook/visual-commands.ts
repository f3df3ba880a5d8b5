/**
 * The story test's screenshot commands: Vitest runs them in Node beside the browser
 * (`vitest.config.ts`, `browser.commands`), with Playwright's page; `vitest.setup.ts` calls them.
 *
 * Hash first: Vitest's `toMatchScreenshot` decodes the baseline and the capture (pngjs) and
 * compares them pixel by pixel (pixelmatch) for every screenshot, about half the cost of a tall
 * one. Chromium encodes one picture into the same PNG bytes every time, so `visualMatch` captures
 * the element's pixels (`capture`: the same pixels as `toMatchScreenshot`'s capture, Chromium's
 * fast PNG encoding) and compares the bytes' hash with the one recorded beside the baseline
 * (`baselines.json`, `scripts/baselines.mjs`): equal, the story matches without decoding
 * anything. Any other case (a changed pixel, no entry, an entry for
 * other bytes, another Chromium's encoding) falls back to `toMatchScreenshot`, which fails with
 * its message and writes its diff files as before. An entry is written only after a capture was
 * decoded and found pixel for pixel equal to the baseline (`visualRecord`): on `--update`, or in a
 * run of `node scripts/baselines.mjs hashes`.
 *
 * `visualFileDone` holds a story file's folder to the baselines its stories produce: a PNG no story
 * produces (a removed or renamed story, a dark screenshot no longer compared) fails the file's
 * run; `--update` and `baselines.mjs hashes` delete it (and its entry).
 *
 * For measurements, `WEGROW_VISUAL_TIMINGS=<file>` appends one JSON line per screenshot
 * (`{ name, way: 'hash' | 'compare', ms }`), and `WEGROW_VISUAL_HASH_FIRST=0` skips the hash.
 */
import {
  appendFileSync,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { platform } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import type {} from '@vitest/browser-playwright';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
import {
  RECORD_HASHES_ENV,
  pixelHash,
  chromiumCounts,
  readManifest,
  shortHash,
  writeManifest,
} from '../scripts/baselines.mjs';

/** What `resolveScreenshotPath` gets from Vitest (the part the baselines' path uses). */
export interface ScreenshotPathData {
  arg: string;
  ext: string;
  root: string;
  testFileDirectory: string;
  testFileName: string;
  browserName: string;
  platform: string;
}

/**
 * Where a story's baseline is: `<story file's folder>/__screenshots__/<story file without
 * .stories.tsx>/<name>-<browser>-<platform>.png` (vitest.config.ts's `resolveScreenshotPath`).
 */
export const baselinePath = ({
  arg,
  ext,
  root,
  testFileDirectory,
  testFileName,
  browserName,
  platform: os,
}: ScreenshotPathData): string =>
  `${root}/${testFileDirectory}/__screenshots__/${testFileName.replace(/\.stories\.tsx?$/, '')}/${arg}-${browserName}-${os}${ext}`;

/**
 * A screenshot's name as Vitest makes it a file name: spaces to dashes, other characters dropped,
 * each run of dashes made one (`a-b--light` → `a-b-light`), per path segment.
 */
export const screenshotArg = (name: string): string =>
  name
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) =>
      segment
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');

/** What `visualMatch` tells the story test. */
export interface VisualMatch {
  /** The capture's hash is the one recorded for this baseline: it matches, nothing to compare. */
  matched: boolean;
  /** This run's Chromium version. */
  chromium: string;
  /** The Chromium the baseline was taken (or last verified) with, when recorded. */
  baselineChromium: string | null;
  /** Record the entry after `toMatchScreenshot` passes (`--update`, or `baselines.mjs hashes`). */
  record: boolean;
  /** Report this screenshot's timing (`WEGROW_VISUAL_TIMINGS`). */
  timings: boolean;
}

function updating(context: BrowserCommandContext): boolean {
  return context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all';
}

function recording(context: BrowserCommandContext): boolean {
  return updating(context) || process.env[RECORD_HASHES_ENV] === '1';
}

function chromiumVersion(context: BrowserCommandContext): string {
  return context.context.browser()?.version() ?? 'unknown';
}

/** The baseline's path for a screenshot name of the story file under test. */
function baselineOf(context: BrowserCommandContext, name: string): string {
  const { testPath } = context;
  if (!testPath) throw new Error('A screenshot needs the story file under test');
  const { root } = context.project.serializedConfig;
  return baselinePath({
    arg: screenshotArg(name),
    ext: '.png',
    root,
    testFileDirectory: relative(root, dirname(testPath)),
    testFileName: basename(testPath),
    browserName: context.project.config.browser.name,
    platform: platform(),
  });
}

/** The folder of the story file's baselines. */
function baselineFolder(context: BrowserCommandContext): string {
  return dirname(baselineOf(context, 'x'));
}

/** Each Playwright page's DevTools session, opened on its first capture. */
const devtoolsSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The element's pixels as Chromium's fast PNG encoding (`optimizeForSpeed`) of the page's area
 * under it: the same pixels as `toMatchScreenshot`'s capture (Playwright's element screenshot),
 * in two thirds of its time (221 → 147 ms a screenshot over 307 in the story test; 73 compared,
 * every one pixel for pixel equal), the bytes of one picture still always the same.
 * `visualRecord` checks the pixels
 * against the baseline before it records a capture's hash. The story test has frozen animations
 * and the caret (`vitest.setup.ts`) and waited for the fonts (`settle`), which Playwright's
 * capture would otherwise do.
 */
async function capture(context: BrowserCommandContext, selector: string): Promise<Buffer> {
  const box = await context.iframe.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector}: not on the page, nothing to capture`);
  const { page } = context;
  let session = devtoolsSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    devtoolsSessions.set(page, session);
  }
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
      scale: 1,
    },
  });
  return Buffer.from(data, 'base64');
}

/** The most common Chromium among a folder's entries (for a baseline without its own). */
function folderChromium(dir: string): string | null {
  return chromiumCounts([dir])[0]?.[0] ?? null;
}

/**
 * Captures the element (`selector`, a Vitest locator's) and tells whether it is the recorded
 * picture of the baseline `name`, without decoding either.
 */
const visualMatch: BrowserCommand<[selector: string, name: string], Promise<VisualMatch>> = async (
  context,
  selector,
  name,
) => {
  const path = baselineOf(context, name);
  const dir = dirname(path);
  const png = existsSync(path) ? readFileSync(path) : null;
  const entry = png ? readManifest(dir)[basename(path)] : undefined;
  const vouched = entry && png && entry.png === shortHash(png) ? entry : undefined;
  const result: VisualMatch = {
    matched: false,
    chromium: chromiumVersion(context),
    baselineChromium: vouched?.chromium ?? (png ? folderChromium(dir) : null),
    record: recording(context),
    timings: Boolean(process.env['WEGROW_VISUAL_TIMINGS']),
  };
  if (!png || process.env['WEGROW_VISUAL_HASH_FIRST'] === '0') return result;
  if (!vouched && !result.record) return result;
  const shot = await capture(context, selector);
  result.matched = shortHash(shot) === vouched?.capture;
  // A recording run (`--update`, `baselines.mjs hashes`) records a capture of the baseline's very
  // pixels here, without Vitest's slower comparison (two PNGs decoded by pngjs).
  if (!result.matched && result.record && pixelHash(shot) === pixelHash(png)) {
    recordEntry(context, path, png, shot);
    result.matched = true;
  }
  return result;
};

/** Writes the baseline `path`'s entry: its bytes' hash and those of a capture of its pixels. */
function recordEntry(context: BrowserCommandContext, path: string, png: Buffer, shot: Buffer) {
  const dir = dirname(path);
  const entries = readManifest(dir);
  entries[basename(path)] = {
    png: shortHash(png),
    capture: shortHash(shot),
    chromium: chromiumVersion(context),
  };
  writeManifest(dir, entries);
}

/**
 * Records the baseline `name`'s entry after `toMatchScreenshot` passed: a fresh capture, decoded
 * and compared with the baseline pixel for pixel. A baseline that matched only within the
 * comparison's tolerance (anti-aliasing) is replaced by the capture when updating (`baselines.mjs
 * update` optimises it), so the next run matches by hash; a recording run (`hashes`) changes no
 * PNG and records nothing for it. Returns why nothing was recorded, or null.
 */
const visualRecord: BrowserCommand<
  [selector: string, name: string],
  Promise<string | null>
> = async (context, selector, name) => {
  const path = baselineOf(context, name);
  if (!existsSync(path))
    throw new Error(
      `${path}: no baseline where vitest.config.ts's resolveScreenshotPath puts it (does screenshotArg still name files as Vitest does?)`,
    );
  let png: Buffer = readFileSync(path);
  const shot = await capture(context, selector);
  if (pixelHash(shot) !== pixelHash(png)) {
    if (!updating(context))
      return `${basename(path)}: matches its baseline within the comparison's tolerance, not pixel for pixel: no hash recorded (pnpm test:visual:update re-takes it)`;
    writeFileSync(path, shot);
    png = shot;
  }
  recordEntry(context, path, png, shot);
  return null;
};

/** What `visualFileDone` found in the story file's baseline folder. */
export interface VisualFileReport {
  /** PNGs no story of the file produces (deleted when updating). */
  orphans: string[];
  /** Whether they were deleted (`--update`, `baselines.mjs hashes`). */
  deleted: boolean;
}

/**
 * After every story of a file ran (none left out by a filter): the PNGs in its baseline folder
 * that none of its screenshots (`names`) produces. A recording run (`--update`, `baselines.mjs
 * hashes`) deletes them, and the manifest's entries of PNGs that are gone.
 */
const visualFileDone: BrowserCommand<[names: string[]], VisualFileReport> = (context, names) => {
  const dir = baselineFolder(context);
  if (!existsSync(dir)) return { orphans: [], deleted: false };
  const produced = new Set(names.map((name) => basename(baselineOf(context, name))));
  const orphans = readdirSync(dir)
    // Not the `-actual`/`-diff` PNGs an older Vitest left beside the baselines.
    .filter((file) => /(?<!-actual|-diff)\.png$/.test(file) && !produced.has(file))
    .sort();
  const deleted = recording(context) && orphans.length > 0;
  if (deleted) for (const file of orphans) rmSync(join(dir, file));
  if (recording(context)) {
    const entries = readManifest(dir);
    const kept = Object.fromEntries(
      Object.entries(entries).filter(([file]) => existsSync(join(dir, file))),
    );
    if (Object.keys(kept).length !== Object.keys(entries).length) writeManifest(dir, kept);
  }
  return {
    orphans: orphans.map((file) => relative(context.project.config.root, join(dir, file))),
    deleted,
  };
};

/** Appends a screenshot's timing to `WEGROW_VISUAL_TIMINGS` (measurements only). */
const visualTiming: BrowserCommand<[name: string, way: 'hash' | 'compare', ms: number], void> = (
  _context,
  name,
  way,
  ms,
) => {
  const file = process.env['WEGROW_VISUAL_TIMINGS'];
  if (file) appendFileSync(file, `${JSON.stringify({ name, way, ms: Math.round(ms) })}\n`);
};

/** The commands, for `browser.commands` in vitest.config.ts. */
export const visualCommands = { visualMatch, visualRecord, visualFileDone, visualTiming };

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualMatch: (selector: string, name: string) => Promise<VisualMatch>;
    visualRecord: (selector: string, name: string) => Promise<string | null>;
    visualFileDone: (names: string[]) => Promise<VisualFileReport>;
    visualTiming: (name: string, way: 'hash' | 'compare', ms: number) => Promise<void>;
  }
}
