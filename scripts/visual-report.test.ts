/**
 * The visual report (scripts/visual-report.mjs) built from a fixture folder laid out as a failed
 * story run leaves it: a committed baseline, and Vitest's `-actual`/`-diff` attachments.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pngjs from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { collectChanges, visualReport } from './visual-report.mjs';

/** A `width`×`height` PNG of one colour. */
function png(width: number, height: number, grey: number): Buffer {
  const image = new pngjs.PNG({ width, height });
  image.data.fill(grey);
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  return pngjs.PNG.sync.write(image);
}

describe('visual report', () => {
  const root = mkdtempSync(join(tmpdir(), 'wegrow-visual-report-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (path: string, content: Buffer) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return file;
  };
  const storyDir = 'packages/ui/src/components/Button';
  const attachments = `.vitest-attachments/${storyDir}/Button.stories.tsx`;
  const before = put(
    `${storyDir}/__screenshots__/Button/ui-button-primary-dark-chromium-linux.png`,
    png(20, 10, 30),
  );
  // The Chromium it was taken with (scripts/baselines.mjs), shown beside it.
  put(
    `${storyDir}/__screenshots__/Button/baselines.json`,
    Buffer.from(
      JSON.stringify({
        'ui-button-primary-dark-chromium-linux.png': {
          png: '0',
          capture: '0',
          chromium: '139.0.7258.5',
        },
      }),
    ),
  );
  // Another story's baseline that matched: no attachment, so not in the report.
  put(
    `${storyDir}/__screenshots__/Button/ui-button-ghost-light-chromium-linux.png`,
    png(20, 10, 200),
  );
  const after = put(
    `${attachments}/ui-button-primary-dark-actual-chromium-linux.png`,
    png(20, 10, 40),
  );
  const diff = put(
    `${attachments}/ui-button-primary-dark-diff-chromium-linux.png`,
    png(20, 10, 250),
  );
  // A story without a committed baseline, run as CI runs it (`--update=none`).
  const added = put(
    `${attachments}/ui-button-loading-light-reference-chromium-linux.png`,
    png(24, 12, 90),
  );

  it('pairs each attachment with its baseline, sorted by file, story and mode', () => {
    expect(collectChanges({ root })).toEqual([
      {
        story: 'ui-button-loading',
        mode: 'light',
        file: `${storyDir}/Button.stories.tsx`,
        kind: 'new',
        before: null,
        after: added,
        diff: null,
        chromium: null,
      },
      {
        story: 'ui-button-primary',
        mode: 'dark',
        file: `${storyDir}/Button.stories.tsx`,
        kind: 'changed',
        before,
        after,
        diff,
        chromium: '139.0.7258.5',
      },
    ]);
  });

  it('writes one page naming the story, its file and mode, with before, after and diff beside it', () => {
    const outDir = join(root, 'test-results', 'visual-report');
    const { page, changes } = visualReport({ root, outDir });
    expect(changes).toHaveLength(2);
    expect(page).toBe(join(outDir, 'index.html'));
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(
      '2 screenshots of 2 stories differ from the baselines: 1 changed, 1 without a baseline.',
    );
    expect(html).toContain('ui-button-primary');
    expect(html).toContain(`<code>${storyDir}/Button.stories.tsx</code>`);
    expect(html).toContain('mode: <code>dark</code> · baseline taken with Chromium 139.0.7258.5');
    for (const role of ['before', 'after', 'diff']) {
      const name = `images/0002-ui-button-primary-dark-${role}.png`;
      expect(html).toContain(`src="${name}"`);
      expect(existsSync(join(outDir, name)), name).toBe(true);
    }
    expect(readFileSync(join(outDir, 'images/0002-ui-button-primary-dark-after.png'))).toEqual(
      readFileSync(after),
    );
    expect(html).toContain('No baseline committed: a new screenshot.');
    // The summary and the changes come in order: the new story (file order) before the changed one.
    expect(html.indexOf('ui-button-loading')).toBeLessThan(html.indexOf('ui-button-primary'));
  });

  it('leaves out the attachments of an earlier run (--since) and writes nothing when none is left', () => {
    const old = new Date(Date.now() - 60_000);
    for (const file of [after, diff, added]) utimesSync(file, old, old);
    const outDir = join(root, 'other-report');
    const { changes, page } = visualReport({ root, since: Date.now() - 1_000, outDir });
    expect(changes).toEqual([]);
    expect(page).toBeNull();
    expect(existsSync(outDir)).toBe(false);
  });
});
