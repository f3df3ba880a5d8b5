#!/usr/bin/env node
/**
 * The visual review of a failed story run: one HTML page that shows, per story and colour mode,
 * the committed baseline (before), the screenshot of this run (after) and the difference.
 *
 *   node scripts/visual-report.mjs [--since <epoch ms>] [--out <folder>]
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
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from './baselines.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Where Vitest writes its failure artefacts (its `attachmentsDir` default). */
export const ATTACHMENTS_DIR = '.vitest-attachments';

/** Where the report is written, relative to the root. */
export const REPORT_DIR = join('test-results', 'visual-report');

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);

/**
 * One screenshot that did not match: what the reviewer compares.
 * @typedef {object} VisualChange
 * @property {string} story the story id as the file names it, e.g. `feedback-badge-labels`
 * @property {string} mode `light`, `dark` (or `''` when the name has none)
 * @property {string} file the story file, relative to the root
 * @property {'changed' | 'new'} kind `new`: no baseline is committed yet
 * @property {string | null} before the baseline PNG
 * @property {string | null} after this run's screenshot
 * @property {string | null} diff the difference Vitest drew (none when the sizes differ)
 * @property {string | null} chromium the Chromium the baseline was taken with (its folder's
 *   `baselines.json`, `scripts/baselines.mjs`), when recorded
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
 * @param {{ title?: string, note?: string }} [options]
 */
export function reportHtml(changes, images, { title = 'Visual changes', note = '' } = {}) {
  const stories = new Set(changes.map((c) => `${c.file}\n${c.story}`)).size;
  const changed = changes.filter((c) => c.kind === 'changed').length;
  const added = changes.length - changed;
  const summary = `${changes.length} screenshot${changes.length === 1 ? '' : 's'} of ${stories} ${stories === 1 ? 'story' : 'stories'} differ from the baselines: ${changed} changed, ${added} without a baseline.`;

  /** @param {string} label @param {string | null} path @param {string} missing */
  const figure = (label, path, missing) => {
    if (path === null)
      return `<figure><figcaption>${label}</figcaption><p class="missing">${escapeHtml(missing)}</p></figure>`;
    const src = images.get(path) ?? '';
    const size = pngSize(path);
    const dims = size ? ` <span class="dims">${size.width}×${size.height}</span>` : '';
    return `<figure><figcaption>${label}${dims}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${label}" loading="lazy"></a></figure>`;
  };

  const sections = changes.map((c, i) => {
    const id = `change-${i + 1}`;
    const sizes = c.before && c.after ? [pngSize(c.before), pngSize(c.after)] : [];
    const resized =
      sizes[0] &&
      sizes[1] &&
      (sizes[0].width !== sizes[1].width || sizes[0].height !== sizes[1].height)
        ? `The size changed: ${sizes[0].width}×${sizes[0].height} → ${sizes[1].width}×${sizes[1].height}.`
        : '';
    return `<section id="${id}">
<h2><a href="#${id}">${escapeHtml(c.story)}</a> <span class="mode mode-${escapeHtml(c.mode || 'none')}">${escapeHtml(c.mode || 'no mode')}</span>${c.kind === 'new' ? ' <span class="new">new</span>' : ''}</h2>
<p class="meta">Story file: <code>${escapeHtml(c.file)}</code> · story id: <code>${escapeHtml(c.story)}</code> · mode: <code>${escapeHtml(c.mode)}</code>${c.chromium ? ` · baseline taken with Chromium ${escapeHtml(c.chromium)}` : ''}${resized ? ` · ${escapeHtml(resized)}` : ''}</p>
<div class="row">
${figure('Before (baseline)', c.before, 'No baseline committed: a new screenshot.')}
${figure('After (this run)', c.after, 'No screenshot of this run.')}
${figure('Diff', c.diff, c.kind === 'new' ? 'Nothing to compare with.' : 'No diff image: the sizes differ, so the pictures cannot be compared pixel by pixel.')}
</div>
</section>`;
  });

  const index = changes
    .map(
      (c, i) =>
        `<li><a href="#change-${i + 1}">${escapeHtml(c.story)} — ${escapeHtml(c.mode || 'no mode')}</a>${c.kind === 'new' ? ' (new)' : ''} <code>${escapeHtml(c.file)}</code></li>`,
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
section { background: #fff; border: 1px solid #ddd8cc; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
.meta { color: #4d5652; margin: 0 0 .75rem; } code { font-size: .9em; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; } .dims { font-weight: 400; color: #6b726f; }
img { display: block; max-width: 100%; height: auto; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.missing { color: #6b726f; font-style: italic; }
.mode, .new { font-size: .8rem; font-weight: 600; padding: .1rem .5rem; border-radius: 999px; vertical-align: middle; }
.mode-light { background: #fff4cc; } .mode-dark { background: #26302c; color: #fff; } .mode-none { background: #eee; }
.new { background: #d9f2e3; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="summary">${escapeHtml(summary)}</p>
${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}
<p>Accept an intended change with <code>node scripts/with-chromium.mjs node scripts/baselines.mjs update &lt;story file&gt;</code> and commit the PNGs.</p>
<ol>
${index}
</ol>
${sections.join('\n')}
</body>
</html>
`;
}

/**
 * Writes the report (page + copies of its PNGs) into `outDir`, emptied first.
 * @param {VisualChange[]} changes
 * @param {{ outDir?: string, note?: string }} [options]
 * @returns {string} the page's path
 */
export function writeReport(changes, { outDir = join(ROOT, REPORT_DIR), note = '' } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'images'), { recursive: true });
  /** @type {Map<string, string>} */
  const images = new Map();
  changes.forEach((change, i) => {
    for (const [role, path] of /** @type {const} */ ([
      ['before', change.before],
      ['after', change.after],
      ['diff', change.diff],
    ])) {
      if (path === null) continue;
      const name = `images/${String(i + 1).padStart(4, '0')}-${change.story}-${change.mode || 'none'}-${role}.png`;
      copyFileSync(path, join(outDir, name));
      images.set(path, name);
    }
  });
  const page = join(outDir, 'index.html');
  writeFileSync(page, reportHtml(changes, images, { note }));
  return page;
}

/**
 * Collects the changes and writes the report when there are any.
 * @param {{ root?: string, since?: number, outDir?: string, note?: string }} [options]
 * @returns {{ changes: VisualChange[], page: string | null }}
 */
export function visualReport({ root = ROOT, since = 0, outDir, note } = {}) {
  const changes = collectChanges({ root, since });
  if (changes.length === 0) return { changes, page: null };
  return {
    changes,
    page: writeReport(changes, { outDir: outDir ?? join(root, REPORT_DIR), note }),
  };
}

/** @param {string[]} args */
function parseArgs(args) {
  let since = 0;
  /** @type {string | undefined} */
  let outDir;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--since' && value !== undefined && /^\d+$/.test(value)) {
      since = Number(value);
      i++;
    } else if (arg === '--out' && value !== undefined) {
      outDir = resolve(process.cwd(), value);
      i++;
    } else {
      throw new Error(
        `unknown or incomplete argument ${JSON.stringify(arg)}; usage: node scripts/visual-report.mjs [--since <epoch ms>] [--out <folder>]`,
      );
    }
  }
  return { since, outDir };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { changes, page } = visualReport(parseArgs(process.argv.slice(2)));
    console.log(
      page
        ? `Visual report (${changes.length} screenshot(s) differ): ${relative(process.cwd(), page)}`
        : 'No screenshot differs from its baseline: no visual report.',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
