#!/usr/bin/env node
/**
 * Renames the visual baselines of stories whose ids changed (a story file's title moved, e.g. the
 * screens from `Features/<folder>/…` to `Screens/<product>/…`), so no baseline is lost or re-taken.
 * Baselines are named by story id (`__screenshots__/<file>/<story-id>-<mode>-<browser>-<platform>.png`,
 * vitest.config.ts), so the old and the new `index.json` of `storybook build` give the renames:
 * the same story (import path + export) with another id.
 *
 *   node scripts/rename-story-baselines.mjs <old index.json> <new index.json> [--dry-run]
 *
 * Prints one `old -> new` line per file (paths relative to the repository). A baseline already
 * present under its new name is left alone and reported; then nothing is overwritten. A renamed
 * PNG keeps its entry in the folder's `baselines.json` (scripts/baselines.mjs), under its new name.
 */
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { readManifest, writeManifest } from './baselines.mjs';

const [oldIndexFile, newIndexFile, flag] = process.argv.slice(2);
if (!oldIndexFile || !newIndexFile || (flag !== undefined && flag !== '--dry-run')) {
  console.error(
    'usage: node scripts/rename-story-baselines.mjs <old index.json> <new index.json> [--dry-run]',
  );
  process.exit(2);
}
const dryRun = flag === '--dry-run';

/** @param {string} file @returns {{ id: string, type: string, importPath: string, exportName?: string }[]} */
function stories(file) {
  const index = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof index?.entries !== 'object') throw new Error(`${file} is not a Storybook index.json`);
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The file-name stem of a story id's baselines (`a-b--c` → `a-b-c`, as the screenshot path has it). */
/** @param {string} id */
const stem = (id) => id.replace(/--/g, '-');

const newByStory = new Map(
  stories(newIndexFile).map((e) => [`${e.importPath}#${e.exportName}`, e.id]),
);
const root = process.cwd();
let renamed = 0;
let conflicts = 0;
for (const entry of stories(oldIndexFile)) {
  const newId = newByStory.get(`${entry.importPath}#${entry.exportName}`);
  if (!newId || newId === entry.id) continue;
  const storyFile = entry.importPath.replace(/^\.\//, '');
  const folder = join(
    root,
    dirname(storyFile),
    '__screenshots__',
    basename(storyFile).replace(/\.stories\.tsx?$/, ''),
  );
  if (!existsSync(folder)) continue;
  const prefix = `${stem(entry.id)}-`;
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue;
    // `<stem>-light-…` / `<stem>-dark-…`: the mode follows the stem directly (not another story's longer id).
    const rest = name.slice(prefix.length);
    if (!/^(light|dark)-/.test(rest)) continue;
    const from = join(folder, name);
    const to = join(folder, `${stem(newId)}-${rest}`);
    if (existsSync(to)) {
      console.log(`exists, kept both: ${relative(root, to)}`);
      conflicts++;
      continue;
    }
    console.log(`${relative(root, from)} -> ${relative(root, to)}`);
    if (!dryRun) {
      renameSync(from, to);
      const entries = readManifest(folder);
      const entry = entries[name];
      if (entry)
        writeManifest(folder, {
          ...Object.fromEntries(Object.entries(entries).filter(([file]) => file !== name)),
          [basename(to)]: entry,
        });
    }
    renamed++;
  }
}
console.error(
  `${renamed} baseline(s) ${dryRun ? 'to rename' : 'renamed'}, ${conflicts} already present under the new name.`,
);
