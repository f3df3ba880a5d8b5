/**
 * The story test's hooks around every story (the rules of sizes are in `./visual.ts`):
 * - before it renders (called from the preview's `beforeEach`): the viewport gets the story's
 *   width (`parameters.visual.width`, else 1280 px for screens, 1200 px for ui components) and its
 *   `layout` is applied as Storybook's canvas applies it;
 * - after its play function, while it is still mounted: the page is settled (`./settle.ts`: no
 *   mock request unanswered, nothing `aria-busy`, the focus released, fonts and two frames), then
 *   the viewport is fitted to the height of what the story shows (at most 2000 px,
 *   `VISUAL_SIZES.maxHeight`), then
 *   1. a screenshot of the whole viewport in light mode, compared with the committed baseline;
 *   2. the same story in dark mode: an axe check of the rules the a11y addon applies in light
 *      mode whose result depends on colours (`darkAxeRunOptions`), then a dark screenshot compared
 *      with its baseline — for a design-system story, and for the one representative story of a
 *      screen file (`./visual.ts`, `screenshotModes`).
 *   A screenshot is compared by hash first (`./visual-commands.ts`: no PNG decoded when it is the
 *   recorded picture), else by Vitest's `toMatchScreenshot`, whose failure names the Chromium the
 *   baseline was taken with when this run's differs.
 * - after the file's last story, when the whole file ran: its baseline folder holds no PNG that
 *   none of its stories produces, and a screen file compares exactly one dark screenshot.
 * The Playwright page is larger than any story's viewport (vitest.config.ts), so Vitest never
 * scales the story's iframe down: one CSS pixel is one pixel of the PNG.
 * `parameters.visual.disable` skips the screenshots (never the dark a11y check) for a story whose
 * pixels cannot be stable; give the reason beside it. `parameters.visual.keepFocus` keeps the focus
 * of a story that shows a focus ring on purpose, `.busy` the busy state of one that shows it.
 */
import { applyColorMode } from '@wegrow/ui';
import axe from 'axe-core';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  type RunnerTask,
  type RunnerTestCase,
  type RunnerTestFile,
} from 'vitest';
import { commands, page, type Locator } from 'vitest/browser';
import { releaseClock } from '../packages/features/src/testing/clock';
import { AXE_LEVELS } from './a11y';
import { settle } from './settle';
import {
  VISUAL_SIZES,
  type ScreenshotMode,
  isScreenStoryFile,
  screenshotModes,
  startViewport,
  storyTestHooks,
} from './visual';
import type {} from './visual-commands';

interface StoryUnderTest {
  id: string;
  parameters: Record<string, unknown>;
}

type Layout = 'padded' | 'centered' | 'fullscreen';

/**
 * The story's `layout`, as Storybook's canvas applies it (the test page has no canvas chrome),
 * so focus rings and shadows are not cut off at the screenshot's edge.
 */
function applyLayout(layout: unknown): () => void {
  const { style } = document.body;
  const before = style.cssText;
  const chosen: Layout = layout === 'centered' || layout === 'fullscreen' ? layout : 'padded';
  if (chosen === 'padded') style.padding = '1rem';
  if (chosen === 'centered')
    Object.assign(style, { display: 'grid', placeItems: 'center', padding: '1rem' });
  return () => {
    style.cssText = before;
  };
}

const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important;
}
/* Vitest's page gives the body min-height: 100vh; the viewport is fitted to the content instead. */
html body { min-height: 0; }
`;

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset['testOnly'] = 'freeze-motion';
  style.textContent = FREEZE_CSS;
  document.head.appendChild(style);
});

/** The story being tested: its file decides its default width. */
let current: { file: string; width: number; restoreLayout: () => void } | undefined;

beforeEach((context) => {
  current = { file: context.task.file.filepath, width: 0, restoreLayout: () => {} };
});

// The preview stopped the clock for the story (STORY_NOW); it runs again once the story's
// screenshots are taken, before anything else reads it (see `releaseClock`).
beforeEach(({ onTestFinished }) => {
  onTestFinished(releaseClock);
});

storyTestHooks.beforeRender = async (parameters) => {
  if (!current) return;
  const { width, height } = startViewport(current.file, parameters);
  current.restoreLayout();
  current.restoreLayout = applyLayout(parameters['layout']);
  current.width = width;
  await page.viewport(width, height);
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Room kept below a menu or tooltip, so fitting the viewport never makes it flip to the other side. */
const FLOATING_MARGIN = 16;

/**
 * How tall the viewport must be to show the whole story: its content in the document (including
 * what overflows the body), and every fixed element on top of it (dialogs, menus, tooltips,
 * toasts) — except backdrops that stretch over the whole viewport and follow its size anyway.
 */
function contentHeight(): number {
  const { body, documentElement: root } = document;
  const viewportHeight = window.innerHeight;
  const bodyRect = body.getBoundingClientRect();
  const marginBottom = Number.parseFloat(getComputedStyle(body).marginBottom) || 0;
  let bottom =
    bodyRect.top + window.scrollY + Math.max(body.scrollHeight, bodyRect.height) + marginBottom;
  // Positioned content outside the body's box that reaches below the viewport.
  if (root.scrollHeight > viewportHeight) bottom = Math.max(bottom, root.scrollHeight);

  for (const element of fixedElements(body)) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    // A backdrop over the whole viewport follows its size whatever it is.
    if (rect.top <= 0 && rect.bottom >= viewportHeight) continue;
    // Anchored to the bottom edge (a toast region) it needs its own height; else its bottom edge.
    const anchoredAtBottom = rect.bottom >= viewportHeight - 1;
    bottom = Math.max(bottom, anchoredAtBottom ? rect.height : rect.bottom + FLOATING_MARGIN);
  }
  return Math.ceil(bottom);
}

/** The outermost `position: fixed` elements under `root` (their subtrees move with them). */
function fixedElements(root: Element): Element[] {
  const found: Element[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
    acceptNode(node) {
      if (!(node instanceof Element)) return NodeFilter.FILTER_SKIP;
      const { display, position } = getComputedStyle(node);
      if (display === 'none') return NodeFilter.FILTER_REJECT;
      if (position !== 'fixed') return NodeFilter.FILTER_SKIP;
      found.push(node);
      return NodeFilter.FILTER_REJECT;
    },
  });
  // Every node is rejected or skipped: one walk visits the tree and collects them.
  while (walker.nextNode());
  return found;
}

/**
 * Resizes the viewport to the story's content height (at most `maxHeight`). A second and third
 * look only ever grow it (content cut by the first fit, or sized in `vh`), so it never oscillates.
 */
async function fitViewportToContent(width: number): Promise<void> {
  let height = 0;
  for (let pass = 0; pass < 3; pass++) {
    const wanted = Math.min(Math.max(contentHeight(), 1), VISUAL_SIZES.maxHeight);
    if (wanted === window.innerHeight || (pass > 0 && wanted <= height)) break;
    height = wanted;
    await page.viewport(width, height);
    await nextFrame();
  }
  window.scrollTo(0, 0);
  await nextFrame();
}

/** The viewport frame's test id: the screenshot finds it by this, not by its place in `<body>`. */
const VIEWPORT_FRAME = 'wegrow-viewport-frame';

/**
 * A transparent element over exactly the viewport: its screenshot is what the viewport shows.
 * Found by its test id: a locator by position (`body > div:nth-child(n)`) lost it when an element
 * before it left during the capture (a toast's screen-reader announcement, gone after 1 s).
 */
function viewportFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.dataset['testOnly'] = 'viewport-frame';
  frame.dataset['testid'] = VIEWPORT_FRAME;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  document.body.appendChild(frame);
  return frame;
}

/**
 * The dark-mode axe check: the light check's rules that look at colours (axe's `cat.color`:
 * contrast, links told apart from text), of the same WCAG levels. The dark theme changes the
 * colour tokens only; the document, its roles, names and sizes are the light check's, so its other
 * rules would find what the light check found, at twice the cost (171 → 85 ms a screen story).
 */
const colourRules = axe
  .getRules(['cat.color'])
  .filter((rule) => rule.tags.some((tag) => AXE_LEVELS.includes(tag)))
  .map((rule) => rule.ruleId);
if (colourRules.length === 0) throw new Error('axe has no colour rule at the levels of AXE_LEVELS');
const darkAxeRunOptions: axe.RunOptions = { runOnly: { type: 'rule', values: colourRules } };

function describeViolations(violations: axe.Result[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Compares the viewport with the baseline `name`: by hash first (`visualMatch`, no PNG decoded),
 * then, when the hashes differ, with Vitest's `toMatchScreenshot` (its diff files and message).
 * A failure says so when the baseline was taken with another Chromium than this run's.
 */
async function compareScreenshot(viewport: Locator, name: string): Promise<void> {
  const started = performance.now();
  const match = await commands.visualMatch(viewport.selector, name);
  if (!match.matched) {
    try {
      await expect.element(viewport).toMatchScreenshot(name);
    } catch (error) {
      const { baselineChromium, chromium } = match;
      if (error instanceof Error && baselineChromium && baselineChromium !== chromium)
        error.message =
          `The baselines were taken with Chromium ${baselineChromium}, this is Chromium ${chromium}: ` +
          'a new Chromium may draw text and shadows a little differently. If that is all the diff ' +
          `shows, re-take this file's baselines with Chromium ${chromium} (pnpm test:visual:update ` +
          '<story file>) in one commit.\n\n' +
          error.message;
      throw error;
    }
    if (match.record) {
      const notRecorded = await commands.visualRecord(viewport.selector, name);
      if (notRecorded) console.warn(notRecorded);
    }
  }
  if (match.timings)
    await commands.visualTiming(
      name,
      match.matched ? 'hash' : 'compare',
      performance.now() - started,
    );
}

/** Whether `task` is the first test of its file: a screen file's default dark representative. */
function isFirst(task: RunnerTestCase): boolean {
  return testsOf(task.file)[0] === task;
}

/** The tests of a file, in order, whatever suites hold them. */
function testsOf(file: RunnerTestFile): RunnerTask[] {
  const flatten = (tasks: readonly RunnerTask[]): RunnerTask[] =>
    tasks.flatMap((task) => (task.type === 'suite' ? flatten(task.tasks) : [task]));
  return flatten(file.tasks);
}

/** The screenshots the stories of the file under test compare. */
const fileScreenshots = {
  file: undefined as RunnerTestFile | undefined,
  byStory: new Map<string, ScreenshotMode[]>(),
  record(task: RunnerTestCase, storyId: string, modes: ScreenshotMode[]): void {
    this.file = task.file;
    this.byStory.set(storyId, modes);
  },
  names(): string[] {
    return [...this.byStory].flatMap(([id, modes]) => modes.map((mode) => `${id}--${mode}`));
  },
};

/** Every test of the file ran (no filter left one out), and each told its story. */
function wholeFileRan(file: RunnerTestFile): boolean {
  const tests = testsOf(file);
  return (
    tests.every((t) => t.mode === 'run' && t.result?.state !== undefined) &&
    fileScreenshots.byStory.size === tests.length
  );
}

/**
 * After the whole file ran: its baseline folder holds only the PNGs its stories produce (`--update`
 * deletes the others), and a screen file compares exactly one dark screenshot (`./visual.ts`).
 */
afterAll(async () => {
  const { file, byStory } = fileScreenshots;
  if (!file || !wholeFileRan(file)) return;
  const problems: string[] = [];
  const path = file.filepath;
  const dark = [...byStory].filter(([, modes]) => modes.includes('dark')).map(([id]) => id);
  const light = [...byStory].filter(([, modes]) => modes.length > 0);
  if (isScreenStoryFile(path) && light.length > 0 && dark.length !== 1)
    problems.push(
      `${relativeToRoot(path)} compares ${dark.length} dark screenshots${dark.length ? ` (${dark.join(', ')})` : ''}: ` +
        'a screen file compares one, of its representative story. Set parameters.visual.dark: true ' +
        'on one story with screenshots, and dark: false on the others that set it (the first ' +
        'story of the file is the representative unless it sets dark: false).',
    );
  const { orphans, deleted } = await commands.visualFileDone(fileScreenshots.names());
  if (deleted)
    console.info(`Deleted ${orphans.length} baseline(s) no story produces: ${orphans.join(', ')}`);
  else if (orphans.length > 0)
    problems.push(
      `${orphans.length} baseline(s) that no story of this file produces (a removed or renamed story, or a dark screenshot no longer compared): delete them (git rm), or run pnpm test:visual:update ${relativeToRoot(path)}:\n  ${orphans.join('\n  ')}`,
    );
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

/** A story file's path as the commands print it. */
const relativeToRoot = (path: string): string => path.replace(/^.*?\/(packages|apps)\//, '$1/');

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  const test = current;
  current = undefined;
  try {
    const modes =
      story && test ? screenshotModes(test.file, story.parameters, isFirst(context.task)) : [];
    if (story) fileScreenshots.record(context.task, story.id, modes);
    if (!story || !test || context.task.result?.state === 'fail') return;
    const screenshots = modes.length > 0;
    await settle(story.parameters);
    if (screenshots)
      await fitViewportToContent(test.width || startViewport(test.file, story.parameters).width);
    const frame = screenshots ? viewportFrame() : undefined;
    try {
      const viewport = frame && page.getByTestId(VIEWPORT_FRAME);
      if (viewport) await compareScreenshot(viewport, `${story.id}--light`);

      applyColorMode('dark');
      await nextFrame();
      const { violations } = await axe.run(document.body, darkAxeRunOptions);
      expect(describeViolations(violations), 'axe violations in dark mode').toEqual([]);
      if (viewport && modes.includes('dark'))
        await compareScreenshot(viewport, `${story.id}--dark`);
    } finally {
      frame?.remove();
      applyColorMode('light');
    }
  } finally {
    test?.restoreLayout();
  }
});
