/**
 * The built Storybook as its readers use it: `storybook-static/` served over HTTP, opened in
 * Debian's Chromium. The whole sidebar is expanded and must list every entry of `index.json`
 * (stories and docs, by id) with no error; a screen's story and the Tokens docs page must render
 * in the preview without an error. `storybook build` succeeding proves none of this: one bad
 * title once emptied the whole sidebar ("Oh no! Something went wrong loading this Storybook.").
 *
 * The manager is opened once (on `/`, where a reader lands) and the stories and docs pages read
 * inline are selected in it as a story link selects them (`selectStory` sent from the preview),
 * each waited for until the preview says it rendered it (`storyRendered`/`docsRendered` with its
 * id), not a manager and preview loaded per test. The dark theme opens a page of its own from its
 * URL, and so do the docs pages that embed stories in iframes (lazily loaded: leaving the page
 * while they load aborts them, which the browser reports as errors).
 *
 * A docs page's framed stories (ConfirmDialog's) must follow the toolbar's Theme, with the dialogs
 * they portal, and the manager too, and run no play function there; the build must also work
 * served under a path (`/design/`, as compose.yaml's proxy serves it), its mock worker included.
 *
 * Run after `storybook build -o storybook-static` (the `storybook-smoke` step of test-all):
 * `pnpm exec vitest run --project storybook-smoke`. `STORYBOOK_STATIC_DIR` points it at another
 * build folder.
 */
import { resolve } from 'node:path';
import type { Browser, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openBuiltStorybook, serveStatic, type BuiltStorybook } from './serve-static';

const staticDir = resolve(process.env['STORYBOOK_STATIC_DIR'] ?? 'storybook-static');

/** A features screen (the login screen) and what it shows once rendered. */
const SCREEN_STORY = { id: 'screens-sign-in-log-in--initial', heading: 'Login' };
/** The design system's Tokens docs page and its first heading (after its "copy URL" link). */
const TOKENS_DOCS = { id: 'foundations-tokens--docs', heading: /(^|\s)Tokens$/ };

/** What the manager shows when it could not build the sidebar from the index. */
const MANAGER_ERROR = /Something went wrong loading this Storybook/i;
/** What a docs page shows for a story it could not load. */
const DOCS_ERROR = /Couldn't find story|Error loading story/i;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

let storybook: BuiltStorybook<IndexEntry> | undefined;
let baseUrl = '';
let browser: Browser | undefined;
let entries: IndexEntry[] = [];
/** Uncaught errors and console errors of the pages (manager and previews); each test ends with none. */
let pageErrors: string[] = [];

beforeAll(async () => {
  storybook = await openBuiltStorybook<IndexEntry>(staticDir);
  ({ baseUrl, browser, entries } = storybook);
});

/** The manager page the tests share (opened on `/` by the first test that needs it). */
let shared: Page | undefined;

afterAll(async () => {
  await shared?.context().close();
  await storybook?.close();
});

beforeEach(() => {
  pageErrors = [];
});

afterEach(() => {
  expect(pageErrors, 'errors in the browser').toEqual([]);
});

async function open(path: string, base = baseUrl): Promise<Page> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${page.url()}: console: ${message.text()}`);
  });
  await page.goto(`${base}${path}`);
  return page;
}

/** The manager page the tests share, opened on `/` the first time (until its preview rendered). */
async function sharedManager(): Promise<Page> {
  if (!shared) {
    const page = await open('/');
    await preview(page)
      .frame.locator('#storybook-docs > *, #storybook-root > *')
      .first()
      .waitFor({ timeout: 30_000 });
    shared = page;
  }
  return shared;
}

/** How long the preview may take to render an entry selected in the shared manager. */
const RENDER_TIMEOUT = 30_000;

/**
 * Selects a story or docs page in the shared manager the way a story link does (the preview sends
 * `selectStory`; the manager navigates and sets it in the preview) and waits until the preview
 * rendered it: its `storyRendered` or `docsRendered` with this id. A `storyMissing`,
 * `storyErrored` or `storyThrewException` instead, or nothing within RENDER_TIMEOUT, fails with
 * what the preview said.
 */
async function show(id: string): Promise<Page> {
  const page = await sharedManager();
  const frame = preview(page).contentFrame();
  const outcome = await frame.evaluate(
    ({ storyId, timeout }) =>
      new Promise<string>((resolve) => {
        interface Channel {
          on: (event: string, listener: (payload: unknown) => void) => void;
          off: (event: string, listener: (payload: unknown) => void) => void;
          emit: (event: string, payload: unknown) => void;
        }
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: [string, (payload: unknown) => void][] = [];
        const finish = (result: string) => {
          clearTimeout(timer);
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        const timer = setTimeout(() => finish(`nothing rendered within ${timeout} ms`), timeout);
        const listen = (event: string, listener: (payload: unknown) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        for (const event of ['storyRendered', 'docsRendered'])
          listen(event, (rendered) => rendered === storyId && finish('rendered'));
        for (const event of ['storyMissing', 'storyErrored', 'storyThrewException'])
          listen(event, (payload) => finish(`${event}: ${JSON.stringify(payload)}`));
        channel.emit('selectStory', { storyId });
      }),
    { storyId: id, timeout: RENDER_TIMEOUT },
  );
  expect(outcome, `the preview rendering ${id}`).toBe('rendered');
  expect(new URL(page.url()).searchParams.get('path')).toMatch(new RegExp(`^/(story|docs)/${id}$`));
  return page;
}

/** The manager's error with its cause (behind "View error"), if it shows one. */
async function managerError(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  if (!MANAGER_ERROR.test(text)) return [];
  await page
    .getByText('View error', { exact: true })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const details = await page.locator('body').innerText();
  const cause = details.split('\n').find((line) => /^\w*Error:/.test(line.trim()));
  return [`${MANAGER_ERROR.source}: ${cause?.trim() ?? '(no details shown)'}`];
}

/** The preview's error or "No Preview" block, or a docs error, if it shows one. */
async function previewError(frame: Frame): Promise<string[]> {
  const shown: string[] = [];
  for (const block of await frame.locator('.sb-errordisplay, .sb-nopreview').all())
    if (await block.isVisible()) shown.push((await block.innerText()).replace(/\s+/g, ' '));
  const text = await frame.locator('body').innerText();
  if (DOCS_ERROR.test(text)) shown.push(text.slice(0, 300).replace(/\s+/g, ' '));
  return shown;
}

/** Expands every group and component of the sidebar. */
async function expandSidebar(page: Page): Promise<void> {
  const tree = page.locator('#storybook-explorer-tree');
  // One "Expand all" per top-level group, then whatever is left collapsed (ungrouped entries).
  const expandAll = tree.locator('[data-action="expand-all"][data-expanded="false"]');
  for (let guard = 0; guard < 100 && (await expandAll.count()) > 0; guard++)
    await expandAll.first().click();
  for (let round = 0; round < 10; round++) {
    const collapsed = tree.locator('[aria-expanded="false"]');
    const count = await collapsed.count();
    if (count === 0) return;
    // From the last: expanding one never moves those above it.
    for (let i = count - 1; i >= 0; i--) await collapsed.nth(i).click();
  }
  throw new Error('The sidebar would not expand completely.');
}

function preview(page: Page): { frame: FrameLocator; contentFrame: () => Frame } {
  return {
    frame: page.frameLocator('#storybook-preview-iframe'),
    contentFrame: () => {
      const frame = page.frame({ url: /iframe\.html/ });
      if (!frame) throw new Error('no preview iframe');
      return frame;
    },
  };
}

/** Relative luminance (WCAG 2) of a computed `rgb(…)`/`rgba(…)` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two computed colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the built Storybook', () => {
  it('opens on the Introduction page, first in the sidebar', async () => {
    const page = await sharedManager();
    const { frame } = preview(page);
    await frame
      .getByRole('heading', { level: 1, name: 'WeGrow design system' })
      .waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('/docs/introduction--docs');
    const first = page.locator('#storybook-explorer-tree [data-item-id]').first();
    expect(await first.getAttribute('data-item-id')).toBe('introduction--docs');
  }, 60_000);

  it(`renders a screen's story (${SCREEN_STORY.id}) in its preview without an error`, async () => {
    const page = await show(SCREEN_STORY.id);
    const { frame, contentFrame } = preview(page);
    await frame
      .getByRole('heading', { level: 1, name: SCREEN_STORY.heading, exact: true })
      .waitFor({ timeout: 30_000 });
    await frame.getByRole('textbox', { name: /^Email/ }).waitFor();
    expect(await previewError(contentFrame()), 'error shown by the preview').toEqual([]);
    expect(await managerError(page), 'error shown by the manager').toEqual([]);
  }, 60_000);

  it(`renders the Tokens docs page (${TOKENS_DOCS.id}) without an error`, async () => {
    const page = await show(TOKENS_DOCS.id);
    const { frame, contentFrame } = preview(page);
    await frame
      .getByRole('heading', { level: 1, name: TOKENS_DOCS.heading })
      .waitFor({ timeout: 30_000 });
    // The live swatches of the embedded Colours story rendered too.
    await frame.getByText('--wg-color-surface-canvas').first().waitFor();
    expect(await previewError(contentFrame()), 'error shown by the preview').toEqual([]);
    expect(await managerError(page), 'error shown by the manager').toEqual([]);
  }, 60_000);

  it('themes a docs page with the toolbar: the Tokens page in dark has a dark background and readable headings', async () => {
    const page = await open(`/?path=/docs/${TOKENS_DOCS.id}&globals=colorMode:dark`);
    try {
      const { frame } = preview(page);
      const heading = frame.getByRole('heading', { level: 2, name: 'Colours' });
      await heading.waitFor({ timeout: 30_000 });
      const colours = await heading.evaluate((element) => {
        const wrapper = element.closest('.sbdocs-wrapper') ?? document.body;
        return {
          background: getComputedStyle(wrapper).backgroundColor,
          text: getComputedStyle(element).color,
          htmlClass: document.documentElement.className,
        };
      });
      expect(luminance(colours.background), `docs background ${colours.background}`).toBeLessThan(
        0.05,
      );
      expect(
        contrast(colours.text, colours.background),
        `heading ${colours.text} on ${colours.background}`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(colours.htmlClass).toContain('wg-dark');
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it("finds screens by a designer's words in the sidebar's search (forum → We Talk)", async () => {
    const page = await open('/?path=/docs/introduction--docs');
    try {
      const search = page.locator('#storybook-explorer-searchfield');
      await search.waitFor({ timeout: 30_000 });
      for (const [word, product] of [
        ['forum', 'We Talk'],
        ['shopping list', 'Grocery List'],
        ['diary', 'Journal'],
      ] as const) {
        await search.fill(word);
        const results = page.locator('.search-result-item');
        await results.filter({ hasText: product }).first().waitFor({ timeout: 10_000 });
        const texts = await results.allInnerTexts();
        expect(
          texts.some((text) => text.includes(product)),
          `"${word}" finds ${product}: ${texts.join(' | ')}`,
        ).toBe(true);
      }
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it("lists Button's props in its docs prop table with their descriptions", async () => {
    const page = await show('actions-button--docs');
    const { frame } = preview(page);
    const table = frame.locator('table.docblock-argstable').first();
    await table.waitFor({ timeout: 30_000 });
    for (const [prop, description] of [
      ['loading', 'Shows a spinner'],
      ['asChild', 'Render the child element'],
      ['fullWidth', "Stretch to the container's width"],
      ['variant', 'Visual emphasis'],
      ['disabled', ''],
    ] as const) {
      const row = table.locator('tbody tr').filter({
        has: frame.locator('td:first-child', { hasText: new RegExp(`^${prop}\\*?$`) }),
      });
      expect(await row.count(), `prop table row "${prop}"`).toBe(1);
      if (description) expect(await row.innerText()).toContain(description);
    }
  }, 60_000);

  it('documents every part of a compound component: the Tabs page has a table per part', async () => {
    const page = await show('disclosure-tabs--docs');
    const { frame } = preview(page);
    /** The row of `prop` in the prop table of the part `part` (its section under "Parts"). */
    const row = (part: string, prop: string) =>
      frame
        .locator(
          `section[aria-labelledby="part-${part.toLowerCase()}"] table.docblock-argstable tbody tr`,
        )
        .filter({ has: frame.locator('td:first-child', { hasText: new RegExp(`^${prop}\\*?$`) }) });
    await row('TabsList', 'aria-label').first().waitFor({ timeout: 30_000 });
    expect(await row('TabsList', 'aria-label').innerText()).toContain('Names the set of tabs');
    expect(await row('TabsTrigger', 'badge').innerText()).toContain('A count shown');
    expect(await row('Tabs', 'defaultValue').innerText()).toContain('The tab shown at first');
  }, 60_000);

  // Last on the shared page: every later navigation would re-render the whole expanded tree.
  it('lists every story and docs page of index.json in the expanded sidebar, with no error', async () => {
    const page = await sharedManager();
    const tree = page.locator('#storybook-explorer-tree');
    await tree.waitFor({ timeout: 30_000 });
    // The items, or the error, appear once the index is loaded.
    await tree
      .locator('[data-item-id]')
      .first()
      .or(page.getByText(MANAGER_ERROR))
      .waitFor({ timeout: 30_000 });
    expect(await managerError(page), 'error shown by the manager').toEqual([]);

    await expandSidebar(page);
    const listed = await tree
      .locator('[data-nodetype="story"], [data-nodetype="document"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id') ?? ''));
    const missing = entries
      .filter((entry) => !listed.includes(entry.id))
      .map((entry) => `${entry.id} (${entry.title} › ${entry.name})`);
    expect(missing, 'index.json entries missing from the sidebar').toEqual([]);
    expect(listed.length, 'sidebar items').toBe(entries.length);
    expect(await managerError(page), 'error shown by the manager').toEqual([]);
  }, 120_000);

  for (const id of ['overlays-confirmdialog--docs', 'overlays-dialog--docs']) {
    it(`keeps the open overlays of ${id} inside their own frames`, async () => {
      const page = await open(`/?path=/docs/${id}`);
      const { frame } = preview(page);
      try {
        await frame.locator('.sbdocs-title').waitFor({ timeout: 30_000 });
        await frame.locator('iframe').first().waitFor({ timeout: 30_000 });
        // Over the docs page itself: no modal, nothing blocking the page.
        expect(await frame.locator('[role="dialog"], [role="alertdialog"]').count()).toBe(0);
        expect(
          await frame.locator('body').evaluate((body) => getComputedStyle(body).pointerEvents),
        ).not.toBe('none');
      } finally {
        await page.context().close();
      }
    }, 60_000);
  }

  it('gives a screen a docs page that lists each state with what it is for', async () => {
    const page = await open('/?path=/docs/screens-farm-game-farm-game--docs');
    const { frame } = preview(page);
    try {
      await frame.getByRole('heading', { level: 2, name: 'States' }).waitFor({ timeout: 30_000 });
      const fresh = frame.getByRole('link', { name: 'Fresh Game', exact: true });
      expect(await fresh.getAttribute('href')).toBe(
        './?path=/story/screens-farm-game-farm-game--fresh-game',
      );
      expect(await frame.locator('.wg-docs-states dd').first().innerText()).not.toBe(
        'No description yet.',
      );
      // The coverage table: states × desktop/phone × light/dark, a missing state as a gap.
      const coverage = frame.locator('table.wg-docs-coverage');
      const row = (state: string) =>
        coverage.locator('tbody tr').filter({ has: frame.getByRole('rowheader', { name: state }) });
      expect(await row('Fresh Game').locator('td').allInnerTexts()).toEqual([
        'screenshot',
        'screenshot',
        'missing',
        'missing',
      ]);
      expect(await row('Fresh Game').locator('td a').first().getAttribute('href')).toBe(
        './?path=/story/screens-farm-game-farm-game--fresh-game',
      );
      expect(await row('Loading').locator('td').allInnerTexts()).toEqual(Array(4).fill('missing'));
      expect(await coverage.locator('td', { hasText: 'screenshot' }).count()).toBeGreaterThan(2);
      // Only the first state renders, in its own frame.
      expect(await frame.locator('iframe').count()).toBe(1);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it("follows the toolbar's Theme in a docs page's framed stories, their portalled dialogs and the manager, and runs no play function there", async () => {
    const page = await open('/?path=/docs/overlays-confirmdialog--docs&globals=colorMode:dark');
    try {
      const { frame } = preview(page);
      await frame.locator('.sbdocs-title').waitFor({ timeout: 120_000 });
      // The first framed story (Danger, the primary story): its dialog is portalled to <body>.
      const story = frame.frameLocator('iframe').first();
      const dialog = story.getByRole('alertdialog', { name: 'Confirm Deletion' });
      await dialog.waitFor({ timeout: 120_000 });
      const framed = () =>
        dialog.evaluate((element) => {
          // The dialog's own surface: its first box (itself or a parent) with a background.
          let background = 'rgba(0, 0, 0, 0)';
          for (let node: Element | null = element; node; node = node.parentElement) {
            background = getComputedStyle(node).backgroundColor;
            if (!/rgba\(0, 0, 0, 0\)|transparent/.test(background)) break;
          }
          return {
            htmlClass: document.documentElement.className,
            dialog: background,
            embedded: new URLSearchParams(location.search).get('embed'),
          };
        });
      const dark = await framed();
      expect(dark.htmlClass, "the framed story's <html>").toContain('wg-dark');
      expect(luminance(dark.dialog), `dialog background ${dark.dialog}`).toBeLessThan(0.05);
      // Loaded as an embedded story: no play function runs on the docs page (Danger's focus
      // check failed there, the frames fighting over the focus).
      expect(dark.embedded).toBe('true');

      // The manager's sidebar is dark too.
      const sidebar = () =>
        page.locator('#storybook-explorer-tree').evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            const background = getComputedStyle(node).backgroundColor;
            if (!/rgba\(0, 0, 0, 0\)|transparent/.test(background)) return background;
          }
          return getComputedStyle(document.body).backgroundColor;
        });
      await page.locator('#storybook-explorer-tree [data-item-id]').first().waitFor();
      expect(luminance(await sidebar()), 'the manager in dark').toBeLessThan(0.05);

      // The toolbar switched to Light: the open frame and the manager follow, without a reload.
      await page.evaluate(() => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('updateGlobals', { globals: { colorMode: 'light' } });
      });
      await expect
        .poll(async () => (await framed()).htmlClass, { timeout: 10_000 })
        .toContain('wg-light');
      expect(luminance((await framed()).dialog), 'dialog in light').toBeGreaterThan(0.5);
      await expect
        .poll(async () => luminance(await sidebar()), { timeout: 10_000 })
        .toBeGreaterThan(0.5);
      // Time for any play function (Danger's waits 1 s for the focus) to report a failure.
      await page.waitForTimeout(2_500);
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('works served under a path, as the proxy serves it (/design/): the mock worker registers there', async () => {
    const { server, baseUrl: designUrl } = await serveStatic(staticDir, '/design/');
    const page = await open(`/?path=/story/${SCREEN_STORY.id}`, designUrl);
    try {
      const { frame, contentFrame } = preview(page);
      await frame
        .getByRole('heading', { level: 1, name: SCREEN_STORY.heading, exact: true })
        .waitFor({ timeout: 120_000 });
      const scope = await contentFrame().evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.scope ?? 'none',
      );
      expect(scope).toBe(`${designUrl}/`);
      expect(await previewError(contentFrame()), 'error shown by the preview').toEqual([]);
    } finally {
      await page.context().close();
      await new Promise<unknown>((done) => server.close(done));
    }
  }, 240_000);
});
