/**
 * Play functions as a designer runs them: in the built Storybook (`storybook-static/`, served over
 * HTTP), in Debian's Chromium, with animations ON. The story test (`--project storybook`) freezes
 * every animation before a story renders, so a check that asserts visibility while a dialog is
 * still fading in passes there and fails in the real Storybook; this runs a sample of the stories
 * that open dialogs and menus the way Storybook's own preview runs them.
 *
 * Each story opens alone (`iframe.html?id=…&viewMode=story`); the preview reports on its channel
 * (`window.__STORYBOOK_ADDONS_CHANNEL__`): `storyFinished` ends the run, with status `error` for a
 * play function that threw, unhandled errors or a failed a11y report;
 * `playFunctionThrewException`, `storyThrewException`, `storyErrored`, `storyMissing` and
 * `unhandledErrorsWhilePlaying` are failures with their message. Each story must also have
 * started at least one CSS animation or transition (the proof that motion was on).
 *
 * It also opens two Narrow stories in the manager, as a designer does, and checks the preview is
 * as wide as their viewport (320 and 375 px), not only their screenshots.
 *
 * Run after `storybook build -o storybook-static` (the `storybook-smoke` step of test-all):
 * `pnpm exec vitest run --project storybook-smoke storybook-animations`. `STORYBOOK_STATIC_DIR`
 * points it at another build folder; `STORYBOOK_PLAY_SAMPLE=file#Export,…` runs other stories.
 */
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBuiltStorybook, type BuiltStorybook } from './serve-static';

const staticDir = resolve(process.env['STORYBOOK_STATIC_DIR'] ?? 'storybook-static');

/**
 * The sample, by story file (under `packages/`) and export name, so that a new title or id (the
 * sidebar's order) does not drop a story from it; `@320` opens a Narrow story at its viewport's
 * width (the manager's viewport tool sizes the iframe; opened alone, the page does).
 */
const DEFAULT_SAMPLE = [
  'features/src/journal/JournalScreen/JournalScreen.stories.tsx#LongEntry',
  'features/src/meal-planning/Recipes/Recipes.stories.tsx#NewRecipeForm',
  'features/src/meal-planning/Recipes/Recipes.stories.tsx#EditRecipe',
  'features/src/meal-planning/Recipes/Recipes.stories.tsx#DeleteDialog',
  'features/src/blog/BlogPostScreen/BlogPostScreen.stories.tsx#DeleteDialog',
  'features/src/blog/BlogPostScreen/BlogPostScreen.stories.tsx#CommentDeleted',
  'features/src/farm-game/FarmGameScreen/FarmGameScreen.stories.tsx#WinDialog',
  'features/src/farm-game/FarmGameScreen/FarmGameScreen.stories.tsx#NewFarmConfirmation',
  'features/src/communities/CommunityScreen/CommunityScreen.stories.tsx#RemoveDialog',
  'features/src/communities/CommunityScreen/CommunityScreen.stories.tsx#Remove',
  // Five more with dialogs and menus.
  'features/src/projects/ProjectsScreen/ProjectsScreen.stories.tsx#DeleteDialog',
  'features/src/meal-planning/GroceryList/GroceryList.stories.tsx#ClearConfirm',
  'features/src/forum/WeTalkScreen/WeTalkScreen.stories.tsx#AdminDeleteDialog',
  'features/src/shell/Shell.stories.tsx#NarrowLoggedInMenuOpen@320',
  'ui/src/components/DropdownMenu/DropdownMenu.stories.tsx#KeyboardInteraction',
  'ui/src/components/Dialog/Dialog.stories.tsx#KeyboardInteraction',
];

const sample = (process.env['STORYBOOK_PLAY_SAMPLE']?.split(',') ?? DEFAULT_SAMPLE).map((entry) => {
  const match = /^([^#]+)#(\w+)(?:@(\d+))?$/.exec(entry.trim());
  if (!match?.[1] || !match[2])
    throw new Error(`A sample entry is file#Export or file#Export@width, not "${entry}"`);
  return { file: match[1], exportName: match[2], width: Number(match[3] ?? 1280) };
});

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
  exportName?: string;
}

/** What the preview reported for one story. */
interface PlayResult {
  finished?: { status: string; reporters: { type: string; status: string }[] };
  failures: string[];
  motion: number;
}

/**
 * Installed before the preview's scripts: keeps what the channel says about the story, and counts
 * CSS animations and transitions that start.
 */
const RECORDER = `(() => {
  const result = { failures: [], motion: 0 };
  window.__playResult = result;
  const count = () => { result.motion += 1; };
  document.addEventListener('animationstart', count, true);
  document.addEventListener('transitionstart', count, true);
  const text = (value) => {
    if (value == null) return '';
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(text).join('; ');
    if (typeof value === 'object')
      return [value.name, value.message, value.title, value.description].filter(Boolean).join(': ') || JSON.stringify(value);
    return String(value);
  };
  const failing = ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing', 'unhandledErrorsWhilePlaying'];
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      for (const event of failing) next.on(event, (payload) => result.failures.push(event + ': ' + text(payload)));
      next.on('storyFinished', (payload) => {
        result.finished = {
          status: payload.status,
          reporters: (payload.reporters || []).map((r) => ({ type: r.type, status: r.status })),
        };
      });
    },
  });
})();`;

let storybook: BuiltStorybook<IndexEntry> | undefined;
let baseUrl = '';
let browser: Browser | undefined;
let entries: IndexEntry[] = [];

beforeAll(async () => {
  storybook = await openBuiltStorybook<IndexEntry>(staticDir);
  ({ baseUrl, browser, entries } = storybook);
});

afterAll(() => storybook?.close());

/** Opens the story alone and waits for the preview's verdict. */
async function play(id: string, width: number): Promise<PlayResult & { errors: string[] }> {
  if (!browser) throw new Error('no browser');
  // Motion as a designer's browser has it: no reduced-motion preference.
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 640 : 900 },
    reducedMotion: 'no-preference',
  });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.addInitScript(RECORDER);
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await page.waitForFunction(
      () => {
        const result = (window as unknown as { __playResult?: PlayResult }).__playResult;
        return Boolean(result?.finished) || (result?.failures.length ?? 0) > 0;
      },
      undefined,
      { timeout: 45_000 },
    );
    // A failure is followed by `storyFinished`; give it a moment to arrive with the a11y status.
    await page
      .waitForFunction(
        () => Boolean((window as unknown as { __playResult?: PlayResult }).__playResult?.finished),
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    const result = await page.evaluate(
      () => (window as unknown as { __playResult: PlayResult }).__playResult,
    );
    return { ...result, errors };
  } finally {
    await context.close();
  }
}

describe('play functions in the built Storybook, animations on', () => {
  it.each(sample)('$file#$exportName passes', { timeout: 60_000 }, async (story) => {
    const { file, exportName, width } = story;
    const entry = entries.find(
      (candidate) =>
        candidate.type === 'story' &&
        candidate.importPath === `./packages/${file}` &&
        candidate.exportName === exportName,
    );
    if (!entry) throw new Error(`No story ${exportName} of packages/${file} in index.json`);
    const result = await play(entry.id, width);
    expect(result.failures, `${entry.id}: the preview's errors`).toEqual([]);
    expect(result.errors, `${entry.id}: uncaught errors`).toEqual([]);
    expect(result.finished, `${entry.id}: storyFinished`).toEqual(
      expect.objectContaining({ status: 'success' }),
    );
    expect(result.motion, `${entry.id}: animations or transitions started`).toBeGreaterThan(0);
  });
});

/**
 * A Narrow story, opened in the manager as a designer opens it, is drawn at its phone's width: its
 * `globals.viewport` (set with its screenshot width by `narrow()`) sizes the preview.
 */
describe('a Narrow story in the built Storybook', () => {
  it.each([
    ['features/src/auth/LoginScreen/LoginScreen.stories.tsx', 'Narrow', 320],
    ['features/src/home/Landing/LandingPage.stories.tsx', 'Narrow', 375],
  ])('%s#%s is %i px wide', { timeout: 60_000 }, async (file, exportName, width) => {
    if (!browser) throw new Error('no browser');
    const entry = entries.find(
      (candidate) =>
        candidate.importPath === `./packages/${file}` && candidate.exportName === exportName,
    );
    if (!entry) throw new Error(`No story ${exportName} of packages/${file} in index.json`);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/?path=/story/${entry.id}`);
      const frame = page.frameLocator('#storybook-preview-iframe');
      await frame.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => frame.locator('html').evaluate(() => window.innerWidth), { timeout: 10_000 })
        .toBe(width);
    } finally {
      await context.close();
    }
  });
});
