/**
 * The visual baseline set stays lean (CONTRIBUTING.md, "Visual baselines"): no two stories whose
 * screenshots have identical pixels in one colour mode (one of them tests nothing the other does
 * not), every PNG optimised and recorded in its folder's manifest (so the story test compares it
 * by hash), no folder left by a removed story file, and the whole set within its budget. The
 * helpers are first proved on PNGs made here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pngjs from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BASELINE_BUDGET_BYTES,
  ROOT,
  baselineName,
  findDuplicates,
  findManifestProblems,
  findModeTwins,
  findOrphanFolders,
  findUnoptimized,
  listBaselines,
  measure,
  megabytes,
  optimizeFiles,
  optimizePng,
  pixelHash,
  pngHistory,
  readManifest,
  shortHash,
  writeManifest,
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
  const dir0 = dir;
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

  it('compares recorded baselines by their capture hashes, without decoding, when one Chromium recorded them', () => {
    const dir = join(dir0, 'packages', 'h', '__screenshots__', 'H');
    mkdirSync(dir, { recursive: true });
    const names = ['ui-h-a-light-chromium-linux.png', 'ui-h-b-light-chromium-linux.png'];
    const files = names.map((name, i) => {
      writeFileSync(join(dir, name), png(10, 10, i + 1));
      return join(dir, name);
    });
    const entries = (chromium: [string, string]) =>
      Object.fromEntries(
        names.map((name, i) => [
          name,
          {
            png: shortHash(readFileSync(join(dir, name))),
            capture: 'same',
            chromium: chromium[i] ?? '',
          },
        ]),
      );
    // Their entries say one Chromium drew both as the same bytes: the same picture (the pixels,
    // which differ here, are not decoded).
    writeManifest(dir, entries(['1', '1']));
    expect(findDuplicates(files)).toEqual([files]);
    // Recorded by two Chromiums, the capture hashes prove nothing: the pixels are compared.
    writeManifest(dir, entries(['1', '2']));
    expect(findDuplicates(files)).toEqual([]);
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

  it('finds the PNGs a manifest does not vouch for, and entries whose PNG is gone', () => {
    const dir = join(dir0, 'packages', 'm', '__screenshots__', 'M');
    mkdirSync(dir, { recursive: true });
    const put = (name: string, content: Buffer) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    };
    const recorded = put('ui-m-a-light-chromium-linux.png', png(8, 8, 1));
    const rewritten = put('ui-m-b-light-chromium-linux.png', png(8, 8, 2));
    const unrecorded = put('ui-m-c-light-chromium-linux.png', png(8, 8, 3));
    const entry = (content: Buffer) => ({ png: shortHash(content), capture: 'c0', chromium: '1' });
    writeManifest(dir, {
      'ui-m-a-light-chromium-linux.png': entry(png(8, 8, 1)),
      // Recorded for other bytes than the committed ones.
      'ui-m-b-light-chromium-linux.png': entry(png(8, 8, 9)),
      'ui-m-gone-light-chromium-linux.png': entry(png(8, 8, 4)),
    });
    const files = listBaselines(dir0).filter((f) => f.startsWith(dir));
    expect(files).toContain(recorded);
    expect(findManifestProblems(files)).toEqual({
      unrecorded: [rewritten, unrecorded],
      dangling: [join(dir, 'ui-m-gone-light-chromium-linux.png')],
    });
    // Written sorted, one field a line (readable diffs), and read back as written.
    expect(readFileSync(join(dir, 'baselines.json'), 'utf8')).toMatch(
      /^\{\n {2}"ui-m-a-light-chromium-linux\.png": \{\n {4}"png": "[0-9a-f]{32}",\n/,
    );
    expect(Object.keys(readManifest(dir))).toEqual([
      'ui-m-a-light-chromium-linux.png',
      'ui-m-b-light-chromium-linux.png',
      'ui-m-gone-light-chromium-linux.png',
    ]);
  });

  it('moves an entry to the optimised bytes, only when it vouched for the old ones', async () => {
    const dir = join(dir0, 'packages', 'o', '__screenshots__', 'O');
    mkdirSync(dir, { recursive: true });
    const [a, b] = ['ui-o-a-light-chromium-linux.png', 'ui-o-b-light-chromium-linux.png'];
    writeFileSync(join(dir, a), png(60, 40, 5, 1));
    writeFileSync(join(dir, b), png(60, 40, 6, 1));
    writeManifest(dir, {
      [a]: { png: shortHash(png(60, 40, 5, 1)), capture: 'ca', chromium: '1' },
      [b]: { png: 'stale', capture: 'cb', chromium: '1' },
    });
    await optimizeFiles([join(dir, a), join(dir, b)]);
    const entries = readManifest(dir);
    expect(entries[a]).toEqual({
      png: shortHash(readFileSync(join(dir, a))),
      capture: 'ca',
      chromium: '1',
    });
    expect(entries[b]?.png).toBe('stale');
    expect(findManifestProblems([join(dir, a), join(dir, b)]).unrecorded).toEqual([join(dir, b)]);
  });

  it('finds a screenshots folder whose story file is gone', () => {
    const kept = join(dir0, 'packages', 'k');
    mkdirSync(join(kept, '__screenshots__', 'Kept'), { recursive: true });
    mkdirSync(join(kept, '__screenshots__', 'Gone'), { recursive: true });
    writeFileSync(join(kept, 'Kept.stories.tsx'), '');
    const files = ['Kept', 'Gone'].map((name) => {
      const path = join(kept, '__screenshots__', name, `ui-k-${name}-light-chromium-linux.png`);
      writeFileSync(path, png(4, 4, 1));
      return path;
    });
    expect(findOrphanFolders(files)).toEqual([join(kept, '__screenshots__', 'Gone')]);
  });

  it('weighs the PNGs of a git history: each version once, a rename brings nothing', () => {
    const repo = join(dir0, 'history');
    mkdirSync(repo, { recursive: true });
    const git = (...args: string[]) => {
      const run = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
    };
    git('init', '-q');
    const commit = (message: string) =>
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', message);
    const [first, second] = [png(30, 20, 1), png(30, 20, 2)];
    writeFileSync(join(repo, 'a.png'), first);
    writeFileSync(join(repo, 'notes.txt'), 'not a picture');
    git('add', '.');
    commit('take a');
    writeFileSync(join(repo, 'a.png'), second);
    commit('re-take a');
    git('mv', 'a.png', 'b.png');
    commit('rename a');
    const history = pngHistory(repo);
    expect(history.versions).toBe(2);
    expect(history.bytes).toBe(first.length + second.length);
    expect(history.pngDisk).toBeLessThanOrEqual(history.allDisk);
    // The rename brought no new bytes: only the two commits that took a picture are listed.
    expect(history.heaviest.map((c) => [c.commit.slice(41), c.files, c.bytes])).toEqual(
      expect.arrayContaining([
        ['take a', 1, first.length],
        ['re-take a', 1, second.length],
      ]),
    );
    expect(history.heaviest).toHaveLength(2);
    expect(history.heaviest[0]?.bytes).toBeGreaterThanOrEqual(history.heaviest[1]?.bytes ?? 0);
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

  it("are each recorded in their folder's baselines.json, with no entry left for a PNG that is gone", () => {
    const { unrecorded, dangling } = findManifestProblems(files);
    expect(
      unrecorded.map((f) => relative(ROOT, f)),
      `${unrecorded.length} baselines have no hash recorded for their bytes: the story test compares them the slow way. Record them with node scripts/with-chromium.mjs node scripts/baselines.mjs hashes <their story files> (no PNG is changed), or re-take them with pnpm test:visual:update <story files>`,
    ).toEqual([]);
    expect(
      dangling.map((f) => relative(ROOT, f)),
      'Entries of baselines.json whose PNG is gone: run node scripts/baselines.mjs hashes <story file> (or remove the entries)',
    ).toEqual([]);
  });

  it('have their story file (no folder left by a removed or renamed story file)', () => {
    expect(
      findOrphanFolders(files).map((f) => relative(ROOT, f)),
      'Baseline folders whose story file is gone: git rm -r them (or rename them with the story file)',
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
