/**
 * Play functions as a designer runs them: in the built Storybook (`storybook-static/`, served over
 * HTTP), in Debian's Chromium, with animations ON. The story test (`--project storybook`) freezes
 * every animation before a story renders, so a check that asserts visibility while a dialog is
 * still fading in passes there and fails in the real Storybook; this runs a sample of the stories
 * that open dialogs and menus the way Storybook's own preview runs them.
 *
 * The stories run one after another in ONE preview page per viewport width, switched the way the
 * manager switches them (`setCurrentStory` on the preview's channel,
 * `window.__STORYBOOK_ADDONS_CHANNEL__`), not a page load each: the first is opened with
 * `iframe.html?id=…&viewMode=story`. The preview reports on its channel: `storyFinished` (with the
 * story's id) ends the run, with status `error` for a play function that threw, unhandled errors
 * or a failed a11y report; `playFunctionThrewException`, `storyThrewException`, `storyErrored`,
 * `storyMissing` and `unhandledErrorsWhilePlaying` are failures with their message. Every one of
 * them is followed by `storyFinished` but `storyMissing`, which ends the wait too. Each story must
 * also have started at least one CSS animation or transition from its `rendering` phase on (the
 * proof that motion was on; the preview's own loading spinner does not count).
 *
 * It also opens two Narrow stories in one manager page, as a designer does (the second selected
 * from the preview with `selectStory`, as a story link does), and checks the preview is as wide as
 * their viewport (320 and 375 px), not only their screenshots.
 *
 * Run after `storybook build -o storybook-static` (the `storybook-smoke` step of test-all):
 * `pnpm exec vitest run --project storybook-smoke storybook-animations`. `STORYBOOK_STATIC_DIR`
 * points it at another build folder; `STORYBOOK_PLAY_SAMPLE=file#Export,…` runs other stories.
 */
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
  storyId: string;
  finished?: { status: string; reporters: { type: string; status: string }[] };
  /** `storyMissing` came: no `storyFinished` follows it. */
  missing: boolean;
  failures: string[];
  motion: number;
}

/** The recorder's hooks in the preview page (RECORDER). */
interface RecorderWindow {
  __playResult: PlayResult;
  __playStory: (storyId: string) => void;
}

/**
 * Installed before the preview's scripts: keeps what the channel says about the current story
 * (`__playStory(id)` starts a new record and switches to it), and counts the CSS animations and
 * transitions that start once that story's render began (not the previous one's teardown).
 */
const RECORDER = `(() => {
  const fresh = (storyId) => ({ storyId, failures: [], missing: false, motion: 0, started: false });
  let result = fresh(new URLSearchParams(location.search).get('id'));
  window.__playResult = result;
  const count = () => { if (result.started) result.motion += 1; };
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
      next.on('storyMissing', () => { result.missing = true; });
      next.on('storyRenderPhaseChanged', (payload) => {
        if (payload && payload.storyId === result.storyId && payload.newPhase !== 'loading') result.started = true;
      });
      next.on('storyFinished', (payload) => {
        if (!payload || payload.storyId !== result.storyId) return;
        result.finished = {
          status: payload.status,
          reporters: (payload.reporters || []).map((r) => ({ type: r.type, status: r.status })),
        };
      });
      window.__playStory = (storyId) => {
        result = fresh(storyId);
        window.__playResult = result;
        next.emit('setCurrentStory', { storyId, viewMode: 'story' });
      };
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

/** The preview page of one viewport width, kept across its stories; its uncaught errors. */
interface PreviewPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}
const previews = new Map<number, PreviewPage>();

afterAll(async () => {
  for (const { context } of previews.values()) await context.close();
  await storybook?.close();
});

/** How long one story may take to render and play before the run fails. */
const STORY_TIMEOUT = 45_000;

/**
 * Runs the story in the preview page of its width (opened on it, or switched to it as the manager
 * does) and waits for the preview's verdict: its `storyFinished`, or `storyMissing`. A story with
 * neither in STORY_TIMEOUT fails with what the preview did report; its page is closed, so the next
 * story starts in a fresh one.
 */
async function play(id: string, width: number): Promise<PlayResult & { errors: string[] }> {
  if (!browser) throw new Error('no browser');
  let preview = previews.get(width);
  if (preview) {
    preview.errors.length = 0;
    await preview.page.evaluate((storyId) => {
      (window as unknown as RecorderWindow).__playStory(storyId);
    }, id);
  } else {
    // Motion as a designer's browser has it: no reduced-motion preference.
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 640 : 900 },
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.addInitScript(RECORDER);
    preview = { context, page, errors };
    previews.set(width, preview);
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  }
  const { page, errors } = preview;
  const record = () => page.evaluate(() => (window as unknown as RecorderWindow).__playResult);
  try {
    await page.waitForFunction(
      (storyId) => {
        const result = (window as unknown as Partial<RecorderWindow>).__playResult;
        return result?.storyId === storyId && (Boolean(result.finished) || result.missing);
      },
      id,
      { timeout: STORY_TIMEOUT },
    );
  } catch (error) {
    const seen = await record().catch(() => undefined);
    previews.delete(width);
    await preview.context.close();
    throw new Error(
      `${id}: the preview reported neither storyFinished nor storyMissing within ${STORY_TIMEOUT / 1000} s ` +
        `(it reported: ${JSON.stringify(seen?.failures ?? 'nothing')}; uncaught: ${JSON.stringify(errors)})`,
      { cause: error },
    );
  }
  return { ...(await record()), errors: [...errors] };
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
  /** The manager page, opened on the first story; the next ones are selected in it. */
  let manager: Page | undefined;
  afterAll(() => manager?.context().close());

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
    if (manager) {
      // What a story link does: the preview asks the manager to select the story.
      const frame = manager.frame({ url: /iframe\.html/ });
      if (!frame) throw new Error('no preview iframe');
      await frame.evaluate((storyId) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('selectStory', { storyId });
      }, entry.id);
      await manager.waitForURL((url) => url.searchParams.get('path') === `/story/${entry.id}`);
    } else {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      manager = await context.newPage();
      await manager.goto(`${baseUrl}/?path=/story/${entry.id}`);
    }
    const frame = manager.frameLocator('#storybook-preview-iframe');
    await frame.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() => frame.locator('html').evaluate(() => window.innerWidth), { timeout: 10_000 })
      .toBe(width);
  });

  // Opened alone (`iframe.html?id=…`, a link, a docs page) nothing sizes the page to the phone:
  // `narrow()` draws the story in a box of its width, so its play function's measures still hold
  // (ArcadeScreen's "board ≤ 320 px" failed with 597 px at full width).
  it(
    'opened alone in a wide window, is drawn at its phone width and its play function passes',
    {
      timeout: 60_000,
    },
    async () => {
      const file = 'features/src/arcade/ArcadeScreen/ArcadeScreen.stories.tsx';
      const entry = entries.find(
        (candidate) =>
          candidate.importPath === `./packages/${file}` && candidate.exportName === 'Narrow',
      );
      if (!entry) throw new Error(`No story Narrow of packages/${file} in index.json`);
      const result = await play(entry.id, 1280);
      expect(result.failures, `${entry.id}: the preview's errors`).toEqual([]);
      expect(result.errors, `${entry.id}: uncaught errors`).toEqual([]);
      expect(result.finished, `${entry.id}: storyFinished`).toEqual(
        expect.objectContaining({ status: 'success' }),
      );
    },
  );
});
