#!/usr/bin/env node
/**
 * The `story-runs` step of `npm test` (issue 47): every story of the built Storybook ran in the
 * `stories` step. It reads the stories the built index lists (storybook-static/index.json: each
 * entry of type `story` tagged for tests, i.e. `test` and not `no-test`, as the Vitest plugin
 * selects them) and what the stories step recorded (.cache/story-runs.json, written by
 * scripts/story-runs-reporter.ts), and fails, naming the files, when a story file ran fewer
 * stories than it has, or none. Skipped by `npm test -- --changed` (its stories step runs a part).
 *
 *   node scripts/check-story-runs.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * @typedef {{ type: string, importPath: string, tags?: string[] }} IndexEntry
 * @typedef {Record<string, { ran: number, skipped: number }>} StoryRuns
 */

/**
 * The number of tested stories per story file of a Storybook index.
 * @param {{ entries: Record<string, IndexEntry> }} index
 * @returns {Map<string, number>}
 */
export function indexedStories(index) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const entry of Object.values(index.entries)) {
    const tags = entry.tags ?? [];
    if (entry.type !== 'story' || !tags.includes('test') || tags.includes('no-test')) continue;
    const file = entry.importPath.replace(/^\.\//, '');
    counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  return counts;
}

/**
 * What did not run: one line per story file whose stories ran fewer than the index lists.
 * @param {Map<string, number>} expected from `indexedStories`
 * @param {StoryRuns} runs
 * @returns {string[]}
 */
export function missingRuns(expected, runs) {
  /** @type {string[]} */
  const problems = [];
  for (const [file, count] of [...expected].sort(([a], [b]) => a.localeCompare(b))) {
    const run = runs[file];
    if (!run) problems.push(`${file}: did not run (${count} stories)`);
    else if (run.ran < count)
      problems.push(
        `${file}: ran ${run.ran} of its ${count} stories${run.skipped ? ` (${run.skipped} skipped)` : ''}`,
      );
  }
  return problems;
}

function main() {
  const indexPath = join(root, 'storybook-static', 'index.json');
  const runsPath = join(root, '.cache', 'story-runs.json');
  /** @type {[string, string][]} */
  const inputs = [
    [indexPath, 'the storybook-build step'],
    [runsPath, 'the stories step'],
  ];
  for (const [path, made] of inputs) {
    if (!existsSync(path)) {
      console.error(`${path} is missing: run ${made} first.`);
      process.exit(1);
    }
  }
  const expected = indexedStories(JSON.parse(readFileSync(indexPath, 'utf8')));
  /** @type {{ files: StoryRuns }} */
  const { files } = JSON.parse(readFileSync(runsPath, 'utf8'));
  const problems = missingRuns(expected, files);
  const total = [...expected.values()].reduce((sum, count) => sum + count, 0);
  if (problems.length) {
    console.error(`Not every story ran in the stories step (${problems.length} file(s)):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`Every story ran: ${total} stories in ${expected.size} files, as index.json lists.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
