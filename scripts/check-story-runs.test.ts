/**
 * The `story-runs` step (scripts/check-story-runs.mjs, issue 47): a story file of the built index
 * that ran fewer stories than it has, or none, fails the run by name.
 */
import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { indexedStories, missingRuns } from './check-story-runs.mjs';
import { storyRuns } from './story-runs-reporter.ts';

/** The parts of a Vitest test module the reporter reads. */
function module(project: string, moduleId: string, states: string[]): TestModule {
  const tests = states.map((state) => ({ result: () => ({ state }) }));
  return {
    project: { name: project },
    moduleId,
    children: { allTests: () => tests },
  } as unknown as TestModule;
}

const index = {
  v: 5,
  entries: {
    'overlays-dialog--docs': {
      type: 'docs',
      importPath: './packages/ui/src/components/Dialog/Dialog.stories.tsx',
      tags: ['dev', 'test', 'autodocs'],
    },
    'overlays-dialog--default': {
      type: 'story',
      importPath: './packages/ui/src/components/Dialog/Dialog.stories.tsx',
      tags: ['dev', 'test'],
    },
    'overlays-dialog--long': {
      type: 'story',
      importPath: './packages/ui/src/components/Dialog/Dialog.stories.tsx',
      tags: ['dev', 'test'],
    },
    'actions-button--primary': {
      type: 'story',
      importPath: './packages/ui/src/components/Button/Button.stories.tsx',
      tags: ['dev', 'test'],
    },
    'actions-button--not-tested': {
      type: 'story',
      importPath: './packages/ui/src/components/Button/Button.stories.tsx',
      tags: ['dev', 'test', 'no-test'],
    },
  },
};

describe('the story-runs reporter', () => {
  it('counts the stories of the storybook project per file, ran and skipped', () => {
    expect(
      storyRuns(
        [
          module('storybook (chromium)', '/repo/packages/ui/src/A.stories.tsx', [
            'passed',
            'failed',
            'skipped',
          ]),
          module('storybook-smoke', '/repo/scripts/storybook-smoke.e2e.ts', ['passed']),
          module('unit:ui', '/repo/packages/ui/src/a.test.ts', ['passed']),
        ],
        '/repo',
      ),
    ).toEqual({ 'packages/ui/src/A.stories.tsx': { ran: 2, skipped: 1 } });
  });
});

describe('the story-runs check', () => {
  it('counts the stories tagged for tests per file, not docs entries or no-test stories', () => {
    expect(indexedStories(index)).toEqual(
      new Map([
        ['packages/ui/src/components/Dialog/Dialog.stories.tsx', 2],
        ['packages/ui/src/components/Button/Button.stories.tsx', 1],
      ]),
    );
  });

  it('passes when every story ran', () => {
    expect(
      missingRuns(indexedStories(index), {
        'packages/ui/src/components/Dialog/Dialog.stories.tsx': { ran: 2, skipped: 0 },
        'packages/ui/src/components/Button/Button.stories.tsx': { ran: 1, skipped: 0 },
      }),
    ).toEqual([]);
  });

  it('names a file that did not run and one that ran a part of its stories', () => {
    expect(
      missingRuns(indexedStories(index), {
        'packages/ui/src/components/Button/Button.stories.tsx': { ran: 0, skipped: 1 },
      }),
    ).toEqual([
      'packages/ui/src/components/Button/Button.stories.tsx: ran 0 of its 1 stories (1 skipped)',
      'packages/ui/src/components/Dialog/Dialog.stories.tsx: did not run (2 stories)',
    ]);
  });
});
