/**
 * The story test's screenshot commands (`.storybook/visual-commands.ts`) with a stand-in for
 * Playwright's page: a capture whose hash is the recorded one matches without decoding; any other
 * capture (one changed pixel) falls back to Vitest's comparison; an entry is recorded only for a
 * capture pixel for pixel equal to its baseline; PNGs no story produces are reported, and deleted
 * when updating. The baselines' paths are the ones Vitest writes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import pngjs from 'pngjs';
import type { BrowserCommandContext } from 'vitest/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  baselinePath,
  screenshotArg,
  visualCommands,
  type VisualFileReport,
  type VisualMatch,
} from '../.storybook/visual-commands';
import { RECORD_HASHES_ENV, readManifest, shortHash, writeManifest } from './baselines.mjs';

/** A 6×4 picture, one pixel of it `changed` (Chromium's encoding stands in for a capture). */
function picture(changed = false, deflateLevel = 6): Buffer {
  const image = new pngjs.PNG({ width: 6, height: 4 });
  for (let i = 0; i < 24; i++) image.data.set([40, 120, 200, 255], i * 4);
  if (changed) image.data.set([255, 0, 0, 255], 13 * 4);
  return pngjs.PNG.sync.write(image, { deflateLevel });
}

const root = mkdtempSync(join(tmpdir(), 'wegrow-visual-commands-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storyFile = join(root, 'packages/ui/src/components/Tag/Tag.stories.tsx');
const folder = join(root, 'packages/ui/src/components/Tag/__screenshots__/Tag');
const baseline = (mode: string) => join(folder, `ui-tag-plain-${mode}-chromium-${platform()}.png`);

/** Where the stand-in's element is on the page (fractions: the capture's clip is rounded). */
const ELEMENT_BOX = { x: 0.4, y: 10.2, width: 1279.6, height: 199.5 };

/**
 * A stand-in for the command context: the element's box is `ELEMENT_BOX`, and the page's capture
 * (DevTools' `Page.captureScreenshot`) is `shown`; it keeps each capture's parameters.
 */
function context(shown: { png: Buffer }, update = false) {
  const captures: Record<string, unknown>[] = [];
  const session = {
    send: async (method: string, params: Record<string, unknown>) => {
      if (method !== 'Page.captureScreenshot') throw new Error(`unexpected ${method}`);
      captures.push(params);
      return { data: shown.png.toString('base64') };
    },
  };
  const page = { context: () => ({ newCDPSession: async () => session }) };
  const ctx = {
    testPath: storyFile,
    project: {
      serializedConfig: { root, snapshotOptions: { updateSnapshot: update ? 'all' : 'none' } },
      config: { root, browser: { name: 'chromium' } },
    },
    context: { browser: () => ({ version: () => '140.0.1' }) },
    page,
    iframe: {
      locator: (selector: string) => ({
        boundingBox: async () =>
          selector === 'internal:testid=[data-testid="frame"s]' ? ELEMENT_BOX : null,
      }),
    },
  } as unknown as BrowserCommandContext;
  return { ctx, captures };
}

const match = (ctx: BrowserCommandContext, name = 'ui-tag--plain--light') =>
  visualCommands.visualMatch(
    ctx,
    'internal:testid=[data-testid="frame"s]',
    name,
  ) as Promise<VisualMatch>;
const record = (ctx: BrowserCommandContext, name = 'ui-tag--plain--light') =>
  visualCommands.visualRecord(ctx, 'internal:testid=[data-testid="frame"s]', name) as Promise<
    string | null
  >;

describe('where a screenshot is', () => {
  it('is named as Vitest names it: each run of dashes made one', () => {
    expect(screenshotArg('screens-journal-journalscreen--long-entry--light')).toBe(
      'screens-journal-journalscreen-long-entry-light',
    );
    expect(screenshotArg('a b/../c!--dark')).toBe('a-b/c-dark');
  });

  it('is beside the story file, in __screenshots__/<file without .stories.tsx>', () => {
    expect(
      baselinePath({
        arg: 'ui-tag-plain-light',
        ext: '.png',
        root: '/repo',
        testFileDirectory: 'packages/ui/src/components/Tag',
        testFileName: 'Tag.stories.tsx',
        browserName: 'chromium',
        platform: 'linux',
      }),
    ).toBe(
      '/repo/packages/ui/src/components/Tag/__screenshots__/Tag/ui-tag-plain-light-chromium-linux.png',
    );
  });
});

describe('hash first', () => {
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** The committed baseline (optimised: other bytes than Chromium's) and its recorded entry. */
  function committed() {
    mkdirSync(folder, { recursive: true });
    const file = picture(false, 9);
    writeFileSync(baseline('light'), file);
    writeManifest(folder, {
      [`ui-tag-plain-light-chromium-${platform()}.png`]: {
        png: shortHash(file),
        capture: shortHash(picture()),
        chromium: '139.0.9',
      },
    });
  }

  it('matches a capture whose hash is the recorded one, without comparing', async () => {
    committed();
    const { ctx, captures } = context({ png: picture() });
    expect(await match(ctx)).toEqual({
      matched: true,
      chromium: '140.0.1',
      baselineChromium: '139.0.9',
      record: false,
      timings: false,
    });
    // Chromium's fast PNG of the element's area, on whole pixels.
    expect(captures).toEqual([
      {
        format: 'png',
        optimizeForSpeed: true,
        clip: { x: 0, y: 10, width: 1280, height: 200, scale: 1 },
      },
    ]);
  });

  it('does not match a capture with one pixel changed: Vitest compares it', async () => {
    committed();
    const { ctx } = context({ png: picture(true) });
    expect((await match(ctx)).matched).toBe(false);
  });

  it('does not trust an entry recorded for other bytes than the committed PNG', async () => {
    committed();
    writeFileSync(baseline('light'), picture(true));
    const { ctx, captures } = context({ png: picture() });
    const result = await match(ctx);
    expect(result.matched).toBe(false);
    // …nor names its Chromium as the baseline's own: the folder's most common one instead.
    expect(result.baselineChromium).toBe('139.0.9');
    expect(captures).toEqual([]);
  });

  it('compares a baseline without an entry, and one not committed yet', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(baseline('light'), picture());
    const { ctx } = context({ png: picture() });
    expect(await match(ctx)).toMatchObject({ matched: false, baselineChromium: null });
    expect(await match(ctx, 'ui-tag--other--light')).toMatchObject({ matched: false });
  });

  it('records an entry when updating, for a capture with the same pixels as the baseline, and matches it', async () => {
    mkdirSync(folder, { recursive: true });
    const file = picture(false, 9);
    writeFileSync(baseline('light'), file);
    const { ctx } = context({ png: picture() }, true);
    // No entry yet: the capture's pixels are the baseline's, so it is recorded without comparing.
    expect(await match(ctx)).toMatchObject({ matched: true, record: true });
    expect(readManifest(folder)).toEqual({
      [`ui-tag-plain-light-chromium-${platform()}.png`]: {
        png: shortHash(file),
        capture: shortHash(picture()),
        chromium: '140.0.1',
      },
    });
    // After Vitest's comparison passed, `visualRecord` records the same.
    rmSync(join(folder, 'baselines.json'));
    expect(await record(ctx)).toBeNull();
    expect(readManifest(folder)).toEqual({
      [`ui-tag-plain-light-chromium-${platform()}.png`]: {
        png: shortHash(file),
        capture: shortHash(picture()),
        chromium: '140.0.1',
      },
    });
    // The next run matches by hash.
    expect((await match(context({ png: picture() }).ctx)).matched).toBe(true);
  });

  it('records nothing for a capture that differs from the baseline by one pixel', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(baseline('light'), picture());
    vi.stubEnv(RECORD_HASHES_ENV, '1');
    const { ctx } = context({ png: picture(true) });
    expect((await match(ctx)).matched).toBe(false);
    expect(await record(ctx)).toMatch(/not pixel for pixel/);
    expect(readManifest(folder)).toEqual({});
    expect(readFileSync(baseline('light'))).toEqual(picture());
  });

  it('re-takes, when updating, a baseline that matched only within the tolerance', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(baseline('light'), picture());
    const { ctx } = context({ png: picture(true) }, true);
    expect(await record(ctx)).toBeNull();
    expect(readFileSync(baseline('light'))).toEqual(picture(true));
    expect(readManifest(folder)[`ui-tag-plain-light-chromium-${platform()}.png`]).toEqual({
      png: shortHash(picture(true)),
      capture: shortHash(picture(true)),
      chromium: '140.0.1',
    });
  });
});

describe('orphan baselines', () => {
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function folderWith(...modes: string[]) {
    mkdirSync(folder, { recursive: true });
    for (const mode of modes) writeFileSync(baseline(mode), picture());
  }

  const done = (ctx: BrowserCommandContext, names: string[]) =>
    visualCommands.visualFileDone(ctx, names) as VisualFileReport;

  it('are the PNGs no screenshot of the file produces, reported without deleting', () => {
    folderWith('light', 'dark');
    // A failure's leftover beside the baselines is not one.
    writeFileSync(join(folder, `ui-tag-plain-light-chromium-${platform()}-actual.png`), picture());
    const { ctx } = context({ png: picture() });
    expect(done(ctx, ['ui-tag--plain--light'])).toEqual({
      orphans: [
        `packages/ui/src/components/Tag/__screenshots__/Tag/ui-tag-plain-dark-chromium-${platform()}.png`,
      ],
      deleted: false,
    });
    expect(existsSync(baseline('dark'))).toBe(true);
    expect(done(ctx, ['ui-tag--plain--light', 'ui-tag--plain--dark']).orphans).toEqual([]);
  });

  it('are deleted when updating, with their entries', () => {
    folderWith('light', 'dark');
    writeManifest(folder, {
      [`ui-tag-plain-dark-chromium-${platform()}.png`]: { png: 'a', capture: 'b', chromium: 'c' },
    });
    const { ctx } = context({ png: picture() }, true);
    expect(done(ctx, ['ui-tag--plain--light']).deleted).toBe(true);
    expect(existsSync(baseline('dark'))).toBe(false);
    expect(existsSync(baseline('light'))).toBe(true);
    expect(existsSync(join(folder, 'baselines.json'))).toBe(false);
    expect(readFileSync(baseline('light')).length).toBeGreaterThan(0);
  });
});
