/**
 * The visual report (scripts/visual-report.mjs) built from a fixture folder laid out as a failed
 * story run leaves it: a committed baseline, and Vitest's `-actual`/`-diff` attachments; and from
 * a git repository whose baselines a run re-took (`--git`).
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
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pngjs from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  collectChanges,
  diffImage,
  resolveStoryIds,
  visualReport,
  type VisualChange,
} from './visual-report.mjs';

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
    // Full size (the PNG's own width and height), one view at a time: the diff first, a toggle to
    // Before / After / Slider, and the slider's two pictures over each other.
    expect(html).toContain('width="20" height="10"');
    expect(html).not.toContain('max-width: 100%');
    expect(html).toMatch(/data-view="diff"[\s\S]*data-show="before"[\s\S]*data-show="slider"/);
    expect(html).toContain('<input type="range"');
    // Keyed by story and mode, linked to the story in the built Storybook (the default base).
    expect(html).toContain('id="ui-button-primary--dark"');
    expect(html).toContain('Story not found in the Storybook index');
    expect(html).toContain('pnpm test:visual:update');
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

  it('links each change to its story, found in the built index or by the story file title', () => {
    const change = (story: string, file: string): VisualChange => ({
      story,
      mode: 'dark',
      file,
      kind: 'changed',
      before: null,
      after: null,
      diff: null,
      chromium: null,
    });
    put(`${storyDir}/Button.stories.tsx`, Buffer.from("const meta = { title: 'UI/Button' };\n"));
    const screen = 'packages/features/src/forum/ForumScreen.stories.tsx';
    const [byTitle, byIndex, unknown] = resolveStoryIds(
      [
        change('ui-button-primary-large', `${storyDir}/Button.stories.tsx`),
        change('screens-we-talk-forumscreen-empty', screen),
        change('screens-nowhere-x', 'packages/features/src/x/X.stories.tsx'),
      ],
      {
        root,
        index: [
          { id: 'screens-we-talk-forumscreen--empty', importPath: `./${screen}`, type: 'story' },
        ],
      },
    );
    expect(byTitle?.storyId).toBe('ui-button--primary-large');
    expect(byIndex?.storyId).toBe('screens-we-talk-forumscreen--empty');
    expect(unknown?.storyId).toBeNull();

    const outDir = join(root, 'linked-report');
    const { page } = visualReport({ root, outDir, storybookUrl: 'https://example.org/design' });
    const html = readFileSync(page ?? '', 'utf8');
    expect(html).toContain(
      'href="https://example.org/design/?path=/story/ui-button--primary&amp;globals=colorMode:dark"',
    );
    expect(html).toContain('id="ui-button--primary--dark"');
    const listed = JSON.parse(readFileSync(join(outDir, 'changes.json'), 'utf8')) as unknown[];
    expect(listed).toContainEqual(
      expect.objectContaining({ story: 'ui-button--primary', mode: 'dark', kind: 'changed' }),
    );
  });

  it('draws the difference of two pictures: changed pixels magenta, the rest faded', () => {
    const a = put('diff/a.png', png(4, 2, 0));
    const image = new pngjs.PNG({ width: 4, height: 2 });
    image.data.fill(0);
    for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
    image.data[0] = 255; // the first pixel changes
    const b = put('diff/b.png', pngjs.PNG.sync.write(image));
    const drawn = pngjs.PNG.sync.read(diffImage(a, b) ?? Buffer.alloc(0));
    expect([...drawn.data.subarray(0, 4)]).toEqual([255, 0, 200, 255]);
    expect([...drawn.data.subarray(4, 8)]).not.toEqual([255, 0, 200, 255]);
    expect(diffImage(a, put('diff/c.png', png(5, 2, 0)))).toBeNull();
  });
});

describe('visual report of re-taken baselines (--git)', () => {
  const root = mkdtempSync(join(tmpdir(), 'wegrow-visual-git-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root });
  const shots = 'packages/ui/src/components/Card/__screenshots__/Card';
  const write = (name: string, content: Buffer) => {
    mkdirSync(join(root, shots), { recursive: true });
    writeFileSync(join(root, shots, name), content);
  };

  it('lists the baselines that differ from the last commit, with the committed one as before', () => {
    git('init', '-q');
    writeFileSync(join(root, '.gitignore'), 'test-results/\n');
    mkdirSync(join(root, 'packages/ui/src/components/Card'), { recursive: true });
    writeFileSync(
      join(root, 'packages/ui/src/components/Card/Card.stories.tsx'),
      "export default { title: 'Layout/Card' };\n",
    );
    write('layout-card-raised-light-chromium-linux.png', png(8, 4, 200));
    write('layout-card-gone-dark-chromium-linux.png', png(8, 4, 10));
    write('layout-card-same-light-chromium-linux.png', png(8, 4, 100));
    git('add', '-A');
    git('commit', '-q', '-m', 'baselines');
    write('layout-card-raised-light-chromium-linux.png', png(8, 4, 150));
    write('layout-card-new-dark-chromium-linux.png', png(8, 4, 60));
    rmSync(join(root, shots, 'layout-card-gone-dark-chromium-linux.png'));

    const outDir = join(root, 'test-results', 'visual-report');
    const { changes, page } = visualReport({ root, outDir, git: true });
    expect(changes.map((c) => [c.storyId, c.mode, c.kind])).toEqual([
      ['layout-card--gone', 'dark', 'removed'],
      ['layout-card--new', 'dark', 'new'],
      ['layout-card--raised', 'light', 'changed'],
    ]);
    const html = readFileSync(page ?? '', 'utf8');
    expect(html).toContain(
      'href="/design/?path=/story/layout-card--raised&amp;globals=colorMode:light"',
    );
    // The committed picture as before, this run's as after, and a difference drawn for it.
    const raised = 'images/0003-layout-card--raised-light';
    expect(pngjs.PNG.sync.read(readFileSync(join(outDir, `${raised}-before.png`))).data[0]).toBe(
      200,
    );
    expect(pngjs.PNG.sync.read(readFileSync(join(outDir, `${raised}-after.png`))).data[0]).toBe(
      150,
    );
    expect([
      ...pngjs.PNG.sync.read(readFileSync(join(outDir, `${raised}-diff.png`))).data.subarray(0, 3),
    ]).toEqual([255, 0, 200]);
    expect(html).not.toContain('layout-card--same');
    expect(html).toContain('No story draws this picture any more.');
  });
});
