/**
 * A Vitest reporter that records which story files the `storybook` project ran and how many of
 * their stories ran (issue 47: in one run `Dialog.stories.tsx` silently ran nothing). It writes
 * `.cache/story-runs.json` at the end of every run that included story files; the
 * `story-runs` step of `npm test` (scripts/check-story-runs.mjs) compares it with the built
 * Storybook's index.json and fails, naming the files, when a story file ran fewer stories than it
 * has. Registered for every project in vitest.config.ts; it ignores the other projects.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * The project whose modules are story files (vitest.config.ts's `storybook`; in browser mode its
 * name carries the browser: `storybook (chromium)`), not `storybook-smoke`.
 */
export const STORY_PROJECT = /^storybook(?: \(|$)/;

/** Per story file (relative to the repository, `/`-separated): its stories that ran and skipped. */
export type StoryRuns = Record<string, { ran: number; skipped: number }>;

/** Where the record is written, relative to the repository. */
export const STORY_RUNS_FILE = '.cache/story-runs.json';

/** Counts the stories of each story file in `modules` (a run's test modules). */
export function storyRuns(modules: readonly TestModule[], root: string): StoryRuns {
  const runs: StoryRuns = {};
  for (const module of modules) {
    if (!STORY_PROJECT.test(module.project.name)) continue;
    const file = relative(root, module.moduleId).split('\\').join('/');
    let ran = 0;
    let skipped = 0;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed' || state === 'failed') ran++;
      else skipped++;
    }
    runs[file] = { ran, skipped };
  }
  return runs;
}

export class StoryRunsReporter implements Reporter {
  constructor(private readonly root: string) {}

  onTestRunEnd(modules: readonly TestModule[]): void {
    const files = storyRuns(modules, this.root);
    if (Object.keys(files).length === 0) return;
    const path = join(this.root, STORY_RUNS_FILE);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      `${JSON.stringify({ finishedAt: new Date().toISOString(), files }, null, 2)}\n`,
    );
  }
}
