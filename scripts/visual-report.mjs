#!/usr/bin/env node
/**
 * The visual review a designer reads: one HTML page that lists, per story and colour mode, each
 * picture that changed, with the committed baseline (before), the new screenshot (after) and the
 * difference, each at full size, a toggle between them and a slider over the two, and a link to
 * the story in the built Storybook (`--storybook-url`, default `VISUAL_REPORT_STORYBOOK_URL` or
 * `/design/`, where the Storybook is published).
 *
 *   node scripts/visual-report.mjs [--since <epoch ms>] [--out <folder>] [--git]
 *     [--storybook-url <url>] [--storybook-index <index.json>]
 *
 * Two sources of changed pictures:
 * - a run that failed (CI, `--update=none`): Vitest's attachments, as below;
 * - a run that re-took baselines (`pnpm test:visual:update`, or `--git`): the baseline PNGs that
 *   differ from the last commit (`git status`), the committed version as before.
 * A story's id (for its link) is read from the built Storybook's `index.json` when there is one,
 * else from the story file's `title`; the screenshot's name has lost the id's `--`.
 *
 * Vitest's `toMatchScreenshot` (`.storybook/vitest.setup.ts`) leaves, for each screenshot that
 * differs, `<story-id>--<mode>-actual-<browser>-<platform>.png` and `…-diff-…png` under
 * `.vitest-attachments/<story file's folder>/<story file>/` (Vitest makes each run of dashes in a
 * name one: `feedback-badge-labels-dark-…`; and `…-reference-…png` there for a
 * story without a baseline when run with `--update=none`, as in CI); the baseline itself is
 * `<story file's folder>/__screenshots__/<story file without .stories.tsx>/<story-id>--<mode>-…png`
 * (the path `vitest.config.ts` resolves). Older `-actual.png`/`-diff.png` files beside the
 * baselines are read too. `--since` keeps only files written by the run that started then (the
 * attachments folder keeps earlier runs' files).
 *
 * The page and copies of the PNGs go to `test-results/visual-report/` (emptied first); the script
 * prints the page's path, or that nothing differed. `scripts/test-all.mjs` runs it after the
 * `stories` step and prints the path as the last line of its log.
 */
import {
  copyFileSync,
  mkdirSync,
  openSync,
  readSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pngjs from 'pngjs';
import { readManifest } from './baselines.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Where Vitest writes its failure artefacts (its `attachmentsDir` default). */
export const ATTACHMENTS_DIR = '.vitest-attachments';

/** Where the report is written, relative to the root (CI keeps the folder as an artefact). */
export const REPORT_DIR = join('test-results', 'visual-report');

/** Where the built Storybook is published (the proxy's path); links to stories start here. */
export const DEFAULT_STORYBOOK_URL = process.env['VISUAL_REPORT_STORYBOOK_URL'] || '/design/';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);

/**
 * One screenshot that did not match: what the reviewer compares.
 * @typedef {object} VisualChange
 * @property {string} story the story id as the file names it, e.g. `feedback-badge-labels`
 * @property {string} mode `light`, `dark` (or `''` when the name has none)
 * @property {string} file the story file, relative to the root
 * @property {'changed' | 'new' | 'removed'} kind `new`: no baseline is committed yet;
 *   `removed`: a committed baseline no story draws any more (`--git` only)
 * @property {string | null} before the baseline PNG
 * @property {string | null} after this run's screenshot
 * @property {string | null} diff the difference Vitest drew (none when the sizes differ)
 * @property {string | null} chromium the Chromium the baseline was taken with (its folder's
 *   `baselines.json`, `scripts/baselines.mjs`), when recorded
 * @property {string | null} [storyId] the story's id in Storybook, once resolved (`resolveStoryIds`)
 */

/**
 * @param {string} dir
 * @param {(path: string, name: string) => void} visit
 */
function walk(dir, visit) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, visit);
    else if (entry.isFile() && entry.name.endsWith('.png')) visit(path, entry.name);
  }
}

/**
 * The story and mode of a screenshot's name: `<story id>--<mode>` as `vitest.setup.ts` names it,
 * which Vitest writes with runs of dashes made one, e.g. `feedback-badge-labels-dark`.
 * @param {string} arg
 */
function storyAndMode(arg) {
  const match = /^(.+?)-+(light|dark)$/.exec(arg);
  return match ? { story: match[1] ?? arg, mode: match[2] ?? '' } : { story: arg, mode: '' };
}

/** @param {string | null} path @param {number} since */
const fresh = (path, since) => path !== null && statSync(path).mtimeMs >= since;

/** @param {string} path */
const exists = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/**
 * The screenshots that differed, sorted by story file, story and mode (light first).
 * @param {{ root?: string, since?: number }} [options]
 * @returns {VisualChange[]}
 */
export function collectChanges({ root = ROOT, since = 0 } = {}) {
  /** @type {Map<string, VisualChange>} */
  const found = new Map();

  // Vitest 4: `.vitest-attachments/<dir>/<X.stories.tsx>/<arg>-(actual|diff|reference)-<browser>-<platform>.png`
  const attachments = join(root, ATTACHMENTS_DIR);
  walk(attachments, (path, name) => {
    const match = /^(.+)-(actual|diff|reference)-([a-z]+)-([a-z0-9]+)\.png$/.exec(name);
    if (!match) return;
    const [, arg = '', role = '', browser = '', platform = ''] = match;
    const storyFile = relative(attachments, dirname(path));
    const key = `${storyFile}\n${arg}-${browser}-${platform}`;
    const change = found.get(key) ?? {
      ...storyAndMode(arg),
      file: storyFile,
      kind: /** @type {'changed' | 'new'} */ ('changed'),
      before: null,
      after: null,
      diff: null,
      chromium: null,
    };
    if (role === 'actual') change.after = path;
    if (role === 'diff') change.diff = path;
    if (role === 'reference') {
      change.after = path;
      change.kind = 'new';
    }
    found.set(key, change);
  });
  for (const change of found.values()) {
    if (change.kind === 'new') continue;
    const name = /** @type {string} */ (change.after ?? change.diff).split(/[\\/]/).pop() ?? '';
    const baseline = join(
      root,
      dirname(change.file),
      '__screenshots__',
      (change.file.split(/[\\/]/).pop() ?? '').replace(/\.stories\.[jt]sx?$/, ''),
      name.replace(/-(actual|diff)-([a-z]+-[a-z0-9]+\.png)$/, '-$2'),
    );
    if (exists(baseline)) {
      change.before = baseline;
      change.chromium = readManifest(dirname(baseline))[basename(baseline)]?.chromium ?? null;
    } else change.kind = 'new';
  }

  // Older layout: `__screenshots__/<X>/<name>-actual.png` and `-diff.png` beside `<name>.png`.
  for (const dir of ['packages', 'apps']) {
    walk(join(root, dir), (path, name) => {
      const match = /^(.+)-actual\.png$/.exec(name);
      if (!match || !path.split(/[\\/]/).includes('__screenshots__')) return;
      const base = match[1] ?? '';
      const folder = dirname(path);
      const before = join(folder, `${base}.png`);
      const diff = join(folder, `${base}-diff.png`);
      const arg = base.replace(/-[a-z]+-[a-z0-9]+$/, '');
      const storyFolder = dirname(dirname(folder));
      found.set(path, {
        ...storyAndMode(arg),
        file: relative(root, join(storyFolder, `${folder.split(/[\\/]/).pop() ?? ''}.stories.tsx`)),
        kind: exists(before) ? 'changed' : 'new',
        before: exists(before) ? before : null,
        after: path,
        diff: exists(diff) ? diff : null,
        chromium: null,
      });
    });
  }

  const modeOrder = (/** @type {string} */ mode) => ['light', 'dark'].indexOf(mode);
  return [...found.values()]
    .filter((change) => fresh(change.after, since) || fresh(change.diff, since))
    .sort(
      (a, b) =>
        a.file.localeCompare(b.file) ||
        a.story.localeCompare(b.story) ||
        modeOrder(a.mode) - modeOrder(b.mode),
    );
}

/**
 * The baselines that differ from the last commit (a run that re-took them): modified, added and
 * deleted `__screenshots__/**.png`. The committed version is written to `scratch` as before.
 * @param {{ root?: string, scratch: string }} options
 * @returns {VisualChange[]}
 */
export function collectGitChanges({ root = ROOT, scratch }) {
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const status = git([
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    ':(glob)**/__screenshots__/**/*.png',
  ])
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  /** @type {VisualChange[]} */
  const changes = [];
  for (const line of status) {
    const code = line.slice(0, 2);
    const path = line.slice(3);
    if (/-(actual|diff)(-[a-z]+-[a-z0-9]+)?\.png$/.test(path)) continue;
    const parts = path.split('/');
    const at = parts.lastIndexOf('__screenshots__');
    if (at < 1) continue;
    const storyFile = [...parts.slice(0, at), `${parts[at + 1] ?? ''}.stories.tsx`].join('/');
    const arg = (parts.at(-1) ?? '').replace(/-[a-z]+-[a-z0-9]+\.png$/, '');
    const deleted = code.includes('D');
    const added = code === '??' || code.includes('A');
    /** @type {string | null} */
    let before = null;
    if (!added) {
      before = join(scratch, 'committed', path);
      mkdirSync(dirname(before), { recursive: true });
      writeFileSync(before, git(['show', `HEAD:${path}`]));
    }
    const after = deleted ? null : join(root, path);
    changes.push({
      ...storyAndMode(arg),
      file: storyFile,
      kind: deleted ? 'removed' : added ? 'new' : 'changed',
      before,
      after,
      diff: null,
      chromium: null,
    });
  }
  const modeOrder = (/** @type {string} */ mode) => ['light', 'dark'].indexOf(mode);
  return changes.sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.story.localeCompare(b.story) ||
      modeOrder(a.mode) - modeOrder(b.mode),
  );
}

/**
 * A difference image of two PNGs of the same size: the changed pixels in magenta over a faded
 * copy of the picture. `null` when the sizes differ.
 * @param {string} beforePath
 * @param {string} afterPath
 * @returns {Buffer | null}
 */
export function diffImage(beforePath, afterPath) {
  const a = pngjs.PNG.sync.read(readFileSync(beforePath));
  const b = pngjs.PNG.sync.read(readFileSync(afterPath));
  if (a.width !== b.width || a.height !== b.height) return null;
  const out = new pngjs.PNG({ width: a.width, height: a.height });
  for (let i = 0; i < a.data.length; i += 4) {
    const same =
      a.data[i] === b.data[i] &&
      a.data[i + 1] === b.data[i + 1] &&
      a.data[i + 2] === b.data[i + 2] &&
      a.data[i + 3] === b.data[i + 3];
    if (same) {
      const grey = Math.round(
        0.299 * (b.data[i] ?? 0) + 0.587 * (b.data[i + 1] ?? 0) + 0.114 * (b.data[i + 2] ?? 0),
      );
      const faded = 255 - Math.round((255 - grey) * 0.15);
      out.data[i] = faded;
      out.data[i + 1] = faded;
      out.data[i + 2] = faded;
    } else {
      out.data[i] = 255;
      out.data[i + 1] = 0;
      out.data[i + 2] = 200;
    }
    out.data[i + 3] = 255;
  }
  return pngjs.PNG.sync.write(out);
}

/**
 * Storybook's id form of a title or name: lower case, runs of other characters one dash.
 * @param {string} text
 */
export const storybookSlug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Gives each change its story's Storybook id. The screenshot's name is `<story id>--<mode>` with
 * runs of dashes made one, so the id is matched, not read: against the built Storybook's index
 * (`index.json`'s entries and their `importPath`) when given, else against the story file's own
 * `title` (the part before `--` is the title's slug). Unresolved: `storyId` stays `null`.
 * @param {VisualChange[]} changes
 * @param {{ root?: string, index?: { id: string, importPath?: string, type?: string }[] }} [options]
 */
export function resolveStoryIds(changes, { root = ROOT, index = [] } = {}) {
  const collapse = (/** @type {string} */ id) => id.replace(/-+/g, '-');
  for (const change of changes) {
    const fromIndex = index.find(
      (entry) =>
        entry.type !== 'docs' &&
        collapse(entry.id) === change.story &&
        (entry.importPath === undefined || entry.importPath.replace(/^\.\//, '') === change.file),
    );
    if (fromIndex) {
      change.storyId = fromIndex.id;
      continue;
    }
    change.storyId = null;
    let source = '';
    try {
      source = readFileSync(join(root, change.file), 'utf8');
    } catch {
      continue;
    }
    const title = /\btitle:\s*(['"`])([^'"`]+)\1/.exec(source)?.[2];
    if (!title) continue;
    const prefix = storybookSlug(title);
    if (change.story.startsWith(`${prefix}-`))
      change.storyId = `${prefix}--${change.story.slice(prefix.length + 1)}`;
  }
  return changes;
}

/**
 * The entries of a built Storybook's `index.json`, or none when it is not there.
 * @param {string} path
 */
export function readStorybookIndex(path) {
  try {
    const json = JSON.parse(readFileSync(path, 'utf8'));
    return Object.values(json.entries ?? {});
  } catch {
    return [];
  }
}

/**
 * Width and height from a PNG's header.
 * @param {string} path
 * @returns {{ width: number, height: number } | null}
 */
function pngSize(path) {
  const header = Buffer.alloc(24);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 24, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The report page. `images` maps each PNG of a change to its name beside the page.
 * @param {VisualChange[]} changes
 * @param {Map<string, string>} images
 * @param {{ title?: string, note?: string, storybookUrl?: string }} [options]
 */
export function reportHtml(
  changes,
  images,
  { title = 'Visual changes', note = '', storybookUrl = DEFAULT_STORYBOOK_URL } = {},
) {
  const stories = new Set(changes.map((c) => `${c.file}\n${c.story}`)).size;
  const changed = changes.filter((c) => c.kind === 'changed').length;
  const added = changes.filter((c) => c.kind === 'new').length;
  const removed = changes.filter((c) => c.kind === 'removed').length;
  const summary = `${changes.length} screenshot${changes.length === 1 ? '' : 's'} of ${stories} ${stories === 1 ? 'story' : 'stories'} differ from the baselines: ${changed} changed, ${added} without a baseline${removed ? `, ${removed} no longer drawn` : ''}.`;
  const base = storybookUrl.endsWith('/') ? storybookUrl : `${storybookUrl}/`;

  /** @param {VisualChange} c */
  const key = (c) => `${c.storyId ?? c.story}--${c.mode || 'none'}`;
  /** @param {VisualChange} c */
  const storyLink = (c) =>
    c.storyId
      ? `${base}?path=/story/${encodeURIComponent(c.storyId)}${c.mode ? `&globals=colorMode:${encodeURIComponent(c.mode)}` : ''}`
      : null;

  /** @param {string} role @param {string} label @param {string | null} path @param {string} missing */
  const view = (role, label, path, missing) => {
    if (path === null)
      return `<figure class="view view-${role}"><figcaption>${label}</figcaption><p class="missing">${escapeHtml(missing)}</p></figure>`;
    const src = escapeHtml(images.get(path) ?? '');
    const size = pngSize(path);
    const dims = size ? ` <span class="dims">${size.width}×${size.height}</span>` : '';
    const wh = size ? ` width="${size.width}" height="${size.height}"` : '';
    return `<figure class="view view-${role}"><figcaption>${label}${dims} <a href="${src}">open</a></figcaption><img src="${src}" alt="${label}"${wh} loading="lazy"></figure>`;
  };

  const sections = changes.map((c) => {
    const id = escapeHtml(key(c));
    const sizes = c.before && c.after ? [pngSize(c.before), pngSize(c.after)] : [];
    const resized =
      sizes[0] &&
      sizes[1] &&
      (sizes[0].width !== sizes[1].width || sizes[0].height !== sizes[1].height)
        ? `The size changed: ${sizes[0].width}×${sizes[0].height} → ${sizes[1].width}×${sizes[1].height}.`
        : '';
    const link = storyLink(c);
    const both = c.before !== null && c.after !== null;
    const slider = both
      ? `<div class="view view-slider"><p class="hint">Drag the slider: before on the left, after on the right.</p><div class="slider" style="--split: 50%"><img src="${escapeHtml(images.get(/** @type {string} */ (c.before)) ?? '')}" alt="Before"><img class="over" src="${escapeHtml(images.get(/** @type {string} */ (c.after)) ?? '')}" alt="After"></div><input type="range" min="0" max="100" value="50" aria-label="Before / after split"></div>`
      : '';
    const modes = [
      ['before', 'Before'],
      ['after', 'After'],
      ['diff', 'Difference'],
      ...(both ? [['slider', 'Slider']] : []),
    ];
    const initial = c.kind === 'new' ? 'after' : c.kind === 'removed' ? 'before' : 'diff';
    return `<section id="${id}" class="change" data-view="${initial}">
<h2><a href="#${id}">${escapeHtml(c.storyId ?? c.story)}</a> <span class="mode mode-${escapeHtml(c.mode || 'none')}">${escapeHtml(c.mode || 'no mode')}</span>${c.kind === 'new' ? ' <span class="new">new</span>' : ''}${c.kind === 'removed' ? ' <span class="removed">removed</span>' : ''}</h2>
<p class="meta">${link ? `<a class="story-link" href="${escapeHtml(link)}">Open the story in Storybook</a> · ` : 'Story not found in the Storybook index · '}Story file: <code>${escapeHtml(c.file)}</code> · mode: <code>${escapeHtml(c.mode)}</code>${c.chromium ? ` · baseline taken with Chromium ${escapeHtml(c.chromium)}` : ''}${resized ? ` · ${escapeHtml(resized)}` : ''}</p>
<div class="toggle" role="group" aria-label="Show">${modes.map(([value, label]) => `<button type="button" data-show="${value}" aria-pressed="${value === initial}">${label}</button>`).join('')}</div>
<div class="views">
${view('before', 'Before (baseline)', c.before, 'No baseline committed: a new screenshot.')}
${view('after', c.kind === 'removed' ? 'After' : 'After (this run)', c.after, c.kind === 'removed' ? 'No story draws this picture any more.' : 'No screenshot of this run.')}
${view('diff', 'Difference (changed pixels in magenta)', c.diff, c.kind === 'changed' ? 'No difference image: the sizes differ; compare Before and After.' : 'Nothing to compare with.')}
${slider}
</div>
</section>`;
  });

  const index = changes
    .map(
      (c) =>
        `<li><a href="#${escapeHtml(key(c))}">${escapeHtml(c.storyId ?? c.story)} — ${escapeHtml(c.mode || 'no mode')}</a>${c.kind === 'changed' ? '' : ` (${c.kind})`} <code>${escapeHtml(c.file)}</code></li>`,
    )
    .join('\n');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1.5rem; max-width: 120rem; color: #1d2321; background: #f6f5f1; }
h1 { margin: 0 0 .25rem; } h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
.summary { font-size: 1.05rem; font-weight: 600; } .note { color: #5a4a00; }
.howto { background: #fff; border-left: 4px solid #3f7a5a; padding: .5rem 1rem; }
section.change { background: #fff; border: 1px solid #ddd8cc; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
.meta { color: #4d5652; margin: 0 0 .75rem; } code { font-size: .9em; }
.toggle { display: flex; gap: .25rem; margin-bottom: .75rem; }
.toggle button { font: inherit; padding: .25rem .75rem; border: 1px solid #8a918e; background: #fff; border-radius: 6px; cursor: pointer; }
.toggle button[aria-pressed="true"] { background: #1d2321; color: #fff; }
.views { overflow-x: auto; }
.view { display: none; margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; } .dims { font-weight: 400; color: #6b726f; }
.change[data-view="before"] .view-before, .change[data-view="after"] .view-after,
.change[data-view="diff"] .view-diff, .change[data-view="slider"] .view-slider { display: block; }
img { display: block; max-width: none; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.slider { position: relative; display: inline-block; }
.slider .over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--split)); border-left: 2px solid #d4007f; }
.slider + input { width: 100%; max-width: 40rem; }
.missing { color: #6b726f; font-style: italic; }
.mode, .new, .removed { font-size: .8rem; font-weight: 600; padding: .1rem .5rem; border-radius: 999px; vertical-align: middle; }
.mode-light { background: #fff4cc; } .mode-dark { background: #26302c; color: #fff; } .mode-none { background: #eee; }
.new { background: #d9f2e3; } .removed { background: #f6d9d9; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="summary">${escapeHtml(summary)}</p>
${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}
<div class="howto">
<p><strong>Reviewing:</strong> for each picture, compare Before and After (or the Slider), and read the Difference: what changed is magenta. Open the story to try it in Storybook, in the same colour mode.</p>
<p><strong>Accepting:</strong> say in the change's review which pictures are intended (by their name here, e.g. <code>${escapeHtml(changes[0] ? key(changes[0]) : 'story--mode')}</code>) and which are not. The author then re-takes the intended ones with <code>pnpm test:visual:update &lt;story file&gt;</code> and commits the PNGs with the change; the next run compares against them. A picture nobody accepted is a bug to fix in the code.</p>
</div>
<ol>
${index}
</ol>
${sections.join('\n')}
<script>
for (const section of document.querySelectorAll('section.change')) {
  for (const button of section.querySelectorAll('.toggle button')) {
    button.addEventListener('click', () => {
      section.dataset.view = button.dataset.show;
      for (const other of section.querySelectorAll('.toggle button'))
        other.setAttribute('aria-pressed', String(other === button));
    });
  }
  const range = section.querySelector('input[type=range]');
  const slider = section.querySelector('.slider');
  if (range && slider)
    range.addEventListener('input', () => slider.style.setProperty('--split', range.value + '%'));
}
</script>
</body>
</html>
`;
}

/**
 * Writes the report (page + copies of its PNGs, and a difference image where Vitest drew none)
 * into `outDir`, emptied first.
 * @param {VisualChange[]} changes
 * @param {{ outDir?: string, note?: string, storybookUrl?: string }} [options]
 * @returns {string} the page's path
 */
export function writeReport(
  changes,
  { outDir = join(ROOT, REPORT_DIR), note = '', storybookUrl = DEFAULT_STORYBOOK_URL } = {},
) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'images'), { recursive: true });
  /** @type {Map<string, string>} */
  const images = new Map();
  changes.forEach((change, i) => {
    const stem = `images/${String(i + 1).padStart(4, '0')}-${change.storyId ?? change.story}-${change.mode || 'none'}`;
    if (change.diff === null && change.before !== null && change.after !== null) {
      const drawn = diffImage(change.before, change.after);
      if (drawn) {
        change.diff = join(outDir, `${stem}-diff.png`);
        writeFileSync(change.diff, drawn);
        images.set(change.diff, `${stem}-diff.png`);
      }
    }
    for (const [role, path] of /** @type {const} */ ([
      ['before', change.before],
      ['after', change.after],
      ['diff', change.diff],
    ])) {
      if (path === null || images.has(path)) continue;
      const name = `${stem}-${role}.png`;
      copyFileSync(path, join(outDir, name));
      images.set(path, name);
    }
  });
  const page = join(outDir, 'index.html');
  writeFileSync(page, reportHtml(changes, images, { note, storybookUrl }));
  writeFileSync(
    join(outDir, 'changes.json'),
    `${JSON.stringify(
      changes.map((c) => ({
        story: c.storyId ?? c.story,
        mode: c.mode,
        kind: c.kind,
        file: c.file,
        images: Object.fromEntries(
          /** @type {const} */ (['before', 'after', 'diff'])
            .filter((role) => c[role] !== null)
            .map((role) => [role, images.get(/** @type {string} */ (c[role]))]),
        ),
      })),
      null,
      2,
    )}\n`,
  );
  return page;
}

/**
 * Collects the changes and writes the report when there are any.
 * @param {{ root?: string, since?: number, outDir?: string, note?: string, git?: boolean,
 *   storybookUrl?: string, storybookIndex?: string }} [options]
 * @returns {{ changes: VisualChange[], page: string | null }}
 */
export function visualReport({
  root = ROOT,
  since = 0,
  outDir,
  note,
  git = false,
  storybookUrl = DEFAULT_STORYBOOK_URL,
  storybookIndex = join(root, 'storybook-static', 'index.json'),
} = {}) {
  const out = outDir ?? join(root, REPORT_DIR);
  const scratch = join(dirname(out), `.${basename(out)}-committed`);
  rmSync(scratch, { recursive: true, force: true });
  const changes = git ? collectGitChanges({ root, scratch }) : collectChanges({ root, since });
  if (changes.length === 0) {
    rmSync(scratch, { recursive: true, force: true });
    return { changes, page: null };
  }
  resolveStoryIds(changes, { root, index: readStorybookIndex(storybookIndex) });
  const page = writeReport(changes, { outDir: out, note, storybookUrl });
  rmSync(scratch, { recursive: true, force: true });
  return { changes, page };
}

/** @param {string[]} args */
function parseArgs(args) {
  let since = 0;
  let git = false;
  /** @type {string | undefined} */
  let outDir;
  let storybookUrl = DEFAULT_STORYBOOK_URL;
  /** @type {string | undefined} */
  let storybookIndex;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--since' && value !== undefined && /^\d+$/.test(value)) {
      since = Number(value);
      i++;
    } else if (arg === '--out' && value !== undefined) {
      outDir = resolve(process.cwd(), value);
      i++;
    } else if (arg === '--storybook-url' && value !== undefined) {
      storybookUrl = value;
      i++;
    } else if (arg === '--storybook-index' && value !== undefined) {
      storybookIndex = resolve(process.cwd(), value);
      i++;
    } else if (arg === '--git') {
      git = true;
    } else {
      throw new Error(
        `unknown or incomplete argument ${JSON.stringify(arg)}; usage: node scripts/visual-report.mjs [--since <epoch ms>] [--out <folder>] [--git] [--storybook-url <url>] [--storybook-index <index.json>]`,
      );
    }
  }
  return { since, outDir, git, storybookUrl, ...(storybookIndex ? { storybookIndex } : {}) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const { changes, page } = visualReport(options);
    const against = options.git ? 'the last commit' : 'its baseline';
    console.log(
      page
        ? `Visual report (${changes.length} screenshot(s) differ from ${against}): ${relative(process.cwd(), page)}`
        : `No screenshot differs from ${against}: no visual report.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
