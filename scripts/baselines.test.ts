/**
 * The visual baseline set stays lean (CONTRIBUTING.md, "Visual baselines"): no two stories whose
 * screenshots have identical pixels in one colour mode (one of them tests nothing the other does
 * not), and the whole set within its budget. The helpers are first proved on PNGs made here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pngjs from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BASELINE_BUDGET_BYTES,
  ROOT,
  baselineName,
  findDuplicates,
  findModeTwins,
  findUnoptimized,
  listBaselines,
  measure,
  megabytes,
  optimizePng,
  pixelHash,
} from './baselines.mjs';

/** A PNG of `width`×`height` whose pixels depend on `seed` (the same seed, the same pixels). */
function png(width: number, height: number, seed: number, deflateLevel = 6): Buffer {
  const image = new pngjs.PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    image.data[i * 4] = (i * seed) % 256;
    image.data[i * 4 + 1] = seed % 256;
    image.data[i * 4 + 2] = (i >> 4) % 256;
    image.data[i * 4 + 3] = 255;
  }
  return pngjs.PNG.sync.write(image, { deflateLevel });
}

describe('baseline helpers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-baselines-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const screenshots = join(dir, 'packages', 'x', 'src', '__screenshots__', 'X');
  mkdirSync(screenshots, { recursive: true });
  const file = (name: string, content: Buffer) => {
    const path = join(screenshots, name);
    writeFileSync(path, content);
    return path;
  };

  it('reads the story and the mode from a baseline name', () => {
    expect(baselineName('a/b/actions-button-primary-dark-chromium-linux.png')).toEqual({
      story: 'actions-button-primary',
      mode: 'dark',
    });
  });

  it('finds stories with identical pixels in one mode, whatever the encoding, and only those', async () => {
    const same = png(40, 30, 7, 1);
    const a = file('ui-a-light-chromium-linux.png', same);
    // The same pixels, encoded differently (deflate level and oxipng): still a duplicate.
    const b = file('ui-b-light-chromium-linux.png', await optimizePng(png(40, 30, 7, 9)));
    // The same pixels in the other mode of a third story: not compared across modes.
    file('ui-c-dark-chromium-linux.png', same);
    // Different pixels of the same size, and the same pixels' size differing.
    file('ui-d-light-chromium-linux.png', png(40, 30, 8));
    file('ui-e-light-chromium-linux.png', png(40, 31, 7));
    // Vitest's failure artefacts are not baselines.
    file('ui-a-light-chromium-linux-actual.png', same);

    const files = listBaselines(dir);
    expect(files.map((f) => relative(screenshots, f))).toEqual([
      'ui-a-light-chromium-linux.png',
      'ui-b-light-chromium-linux.png',
      'ui-c-dark-chromium-linux.png',
      'ui-d-light-chromium-linux.png',
      'ui-e-light-chromium-linux.png',
    ]);
    expect(findDuplicates(files)).toEqual([[a, b]]);
  });

  it('finds a story whose light and dark pictures are the same, and only that one', async () => {
    const twinDir = join(dir, 'packages', 'y', '__screenshots__', 'Y');
    mkdirSync(twinDir, { recursive: true });
    const put = (name: string, content: Buffer) => {
      const path = join(twinDir, name);
      writeFileSync(path, content);
      return path;
    };
    const light = put('ui-f--plain--light-chromium-linux.png', png(20, 10, 5, 1));
    // The same pixels in another encoding: still twins.
    const dark = put('ui-f--plain--dark-chromium-linux.png', await optimizePng(png(20, 10, 5, 9)));
    put('ui-g--themed--light-chromium-linux.png', png(20, 10, 5));
    put('ui-g--themed--dark-chromium-linux.png', png(20, 10, 6));
    const files = listBaselines(dir).filter((f) => f.startsWith(twinDir));
    expect(findModeTwins(files)).toEqual([[light, dark]]);
  });

  it('tells an optimised baseline (no alpha channel) from one Vitest left as it was', async () => {
    const raw = file('ui-raw-light-chromium-linux.png', png(30, 20, 9));
    const optimized = file('ui-opt-light-chromium-linux.png', await optimizePng(png(30, 20, 9)));
    expect(findUnoptimized([raw, optimized])).toEqual([raw]);
  });

  it('hashes the pixels whatever the channels: RGB and RGBA files of one picture hash alike', () => {
    const rgba = png(16, 8, 11);
    const decoded = pngjs.PNG.sync.read(rgba);
    const rgb = pngjs.PNG.sync.write(decoded, { colorType: 2, inputColorType: 6 });
    expect(rgb[25]).toBe(2);
    expect(pixelHash(rgb)).toBe(pixelHash(rgba));
    expect(pixelHash(png(16, 8, 12))).not.toBe(pixelHash(rgba));
  });

  it('optimises losslessly: smaller, the same pixels', async () => {
    const original = png(120, 80, 3, 1);
    const optimized = await optimizePng(original);
    expect(optimized.length).toBeLessThan(original.length);
    expect(pixelHash(optimized)).toBe(pixelHash(original));
  });

  it('measures the total and names the largest files', () => {
    const files = listBaselines(dir);
    const { count, bytes, largest } = measure(files, 2);
    expect(count).toBe(files.length);
    expect(bytes).toBeGreaterThan(0);
    expect(largest).toHaveLength(2);
    expect(largest[0]?.bytes).toBeGreaterThanOrEqual(largest[1]?.bytes ?? Infinity);
  });
});

describe('the committed visual baselines', () => {
  const files = listBaselines();

  it('exist (the stories are screenshotted)', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('no two stories have identical pixels in the same mode', () => {
    const groups = findDuplicates(files).map((group) => ({
      stories: group.map((f) => baselineName(f).story).join(' = '),
      files: group.map((f) => relative(ROOT, f)).join('\n    = '),
    }));
    expect(
      groups.map((g) => g.files),
      'Stories whose screenshots are pixel for pixel the same: make each show something of its own, or set parameters.visual.disable on the one that proves something else than a look',
    ).toEqual([]);
  }, 120_000);

  it('no story has the same picture in light and dark', () => {
    const pairs = findModeTwins(files).map((pair) => relative(ROOT, pair[0] ?? ''));
    expect(
      pairs,
      'Stories whose light and dark screenshots are pixel for pixel the same: the story ignores the theme (colours not from the theme vars?) — make it follow the theme',
    ).toEqual([]);
  }, 120_000);

  it('are all optimised (node scripts/baselines.mjs optimize --all)', () => {
    const unoptimized = findUnoptimized(files);
    expect(
      unoptimized.map((f) => relative(ROOT, f)),
      `${unoptimized.length} baselines were written by Vitest and never optimised (${megabytes(measure(unoptimized).bytes)}): run node scripts/baselines.mjs optimize --all (lossless) and commit them`,
    ).toEqual([]);
  });

  it(`weigh at most ${megabytes(BASELINE_BUDGET_BYTES)} in all`, () => {
    const { bytes, largest } = measure(files);
    const offenders = largest.map((l) => `${megabytes(l.bytes)}  ${relative(ROOT, l.file)}`);
    expect(
      bytes <= BASELINE_BUDGET_BYTES ? [] : [`total ${megabytes(bytes)}; largest:`, ...offenders],
      `The baselines weigh ${megabytes(bytes)}: optimise them (node scripts/baselines.mjs optimize --all) or screenshot less`,
    ).toEqual([]);
  });
});
