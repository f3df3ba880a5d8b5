/**
 * The size a story is rendered and screenshotted at, and which screenshots are compared, shared by
 * Storybook's preview, the story test hook (`vitest.setup.ts`) and the Vitest config (the
 * Playwright page must hold the largest story at scale 1). Nothing here imports Vitest, so
 * Storybook's own build can include it.
 *
 * - Width: `parameters.visual.width` when a story sets it; else 1280 px for the screens of
 *   `packages/features`, 1200 px for everything else (the design system's components).
 * - Height: the story renders at a start height (900 px, or 640 px below 600 px wide); after its
 *   play function the viewport is resized to the height of what the story shows (in-flow content
 *   and anything fixed on top, like a dialog or a menu), at most 2000 px, and screenshotted whole.
 *   Below 2000 px the tallest screens (a community's admin view, the journal's third entry, the
 *   event form's last fields, We Build's lower panels) repeat what is above them or what their
 *   own section stories show whole; those shots were the heaviest baselines.
 * - Device scale 1: one CSS pixel is one pixel of the PNG.
 * - Colour modes: every story renders, runs its play function and is checked by axe in light and
 *   in dark. Its light screenshot is always compared. Its dark screenshot is compared for
 *   - every story of the design system (not under `packages/features`): a component's colours are
 *     what its dark baselines prove;
 *   - ONE representative story per screen story file (`packages/features`): the story that sets
 *     `parameters.visual.dark: true`, else the file's first story exported (the first the story
 *     test runs). A screen's dark look differs from its light one only by the theme's tokens,
 *     which the component shots and the dark axe check cover; the DOM is the same.
 *   To make another story the representative, set `dark: true` on it and `dark: false` on the
 *   first one: a screen file whose stories compare more or fewer than one dark screenshot fails
 *   its run, naming them (`vitest.setup.ts`).
 */

/** What a story may ask of its screenshots: `parameters: { visual: { … } }`. */
export interface VisualParameters {
  /** No screenshots for a story whose pixels cannot be stable (the dark axe check still runs). */
  disable?: boolean;
  /**
   * The viewport width in CSS pixels, e.g. `320` for the narrowest phone the site supports.
   * @default 1280 for screens (`packages/features`), 1200 for ui components
   */
  width?: number;
  /**
   * Compare the dark screenshot too (a screen file's representative, see above), or not: only for
   * the screens of `packages/features`; a design-system story always compares its dark one.
   * @default true for the first story of a screen file and for every design-system story
   */
  dark?: boolean;
  /**
   * The story shows a focus ring on purpose (keyboard focus is its point): the focus stays where
   * its play function left it. Otherwise the focus is released before the screenshots
   * (`./settle.ts`), so a ring moved by a click or by the screen never races them.
   */
  keepFocus?: boolean;
  /**
   * The story shows a busy state on purpose (`aria-busy="true"` that never ends, like a button's
   * loading look): the screenshots do not wait for it to end (`./settle.ts`).
   */
  busy?: boolean;
}

/** The numbers of the rules above. */
export const VISUAL_SIZES = {
  /** Screens (`packages/features`): a laptop's width. */
  screenWidth: 1280,
  /** Everything else (the design system's stories): Storybook's default viewport width. */
  componentWidth: 1200,
  /** The narrowest and widest `parameters.visual.width` a story may ask for. */
  minWidth: 240,
  maxWidth: 1920,
  /** The viewport height a story renders at before it is fitted to its content. */
  startHeight: 900,
  /** …and below `phoneBelow` px wide (a phone held upright). */
  phoneStartHeight: 640,
  phoneBelow: 600,
  /** The tallest screenshot: taller content is cut here. */
  maxHeight: 2000,
} as const;

/** Where a story file lives decides its default width. */
export function isScreenStoryFile(file: string): boolean {
  return /(^|[\\/])packages[\\/]features[\\/]/.test(file);
}

/**
 * `parameters.visual` of a story, checked: a story that asks for an impossible width fails with a
 * message saying so instead of being screenshotted scaled down.
 */
export function visualParameters(parameters: Record<string, unknown>): VisualParameters {
  const visual: unknown = parameters['visual'];
  if (visual === undefined) return {};
  if (typeof visual !== 'object' || visual === null)
    throw new TypeError(
      'parameters.visual must be an object: { width?: number, disable?: boolean, dark?: boolean }',
    );
  const { width, disable, dark } = visual as Record<string, unknown>;
  if (disable !== undefined && typeof disable !== 'boolean')
    throw new TypeError('parameters.visual.disable must be true or false');
  if (dark !== undefined && typeof dark !== 'boolean')
    throw new TypeError('parameters.visual.dark must be true or false');
  const checked: VisualParameters = {};
  if (disable !== undefined) checked.disable = disable;
  if (dark !== undefined) checked.dark = dark;
  if (width === undefined) return checked;
  const { minWidth, maxWidth } = VISUAL_SIZES;
  if (typeof width !== 'number' || !Number.isInteger(width) || width < minWidth || width > maxWidth)
    throw new RangeError(
      `parameters.visual.width must be a whole number of CSS pixels from ${minWidth} to ${maxWidth}, not ${String(width)}`,
    );
  return { ...checked, width };
}

/** The colour modes a story's screenshots are compared in: light always, dark by the rules above. */
export type ScreenshotMode = 'light' | 'dark';

/**
 * The modes whose screenshots a story compares (none when `visual.disable`).
 * @param file the story file's path
 * @param firstOfFile whether it is the first story its file's test runs (a screen's default representative)
 */
export function screenshotModes(
  file: string,
  parameters: Record<string, unknown>,
  firstOfFile: boolean,
): ScreenshotMode[] {
  const { disable, dark } = visualParameters(parameters);
  if (disable) return [];
  if (!isScreenStoryFile(file)) {
    if (dark === false)
      throw new RangeError(
        'parameters.visual.dark: false is for the screens of packages/features; a design-system story always compares its dark screenshot',
      );
    return ['light', 'dark'];
  }
  return (dark ?? firstOfFile) ? ['light', 'dark'] : ['light'];
}

/** The viewport a story renders at, before its height is fitted to its content. */
export function startViewport(
  file: string,
  parameters: Record<string, unknown>,
): { width: number; height: number } {
  const { screenWidth, componentWidth, startHeight, phoneStartHeight, phoneBelow } = VISUAL_SIZES;
  const width =
    visualParameters(parameters).width ?? (isScreenStoryFile(file) ? screenWidth : componentWidth);
  return { width, height: width < phoneBelow ? phoneStartHeight : startHeight };
}

/**
 * Filled in by the story test's setup file (`vitest.setup.ts`); Storybook itself leaves it empty.
 * The preview's `beforeEach` calls it, so a story renders (and its play function runs) at the
 * width of its screenshots: media queries see the real width.
 */
export const storyTestHooks: {
  beforeRender?: (parameters: Record<string, unknown>) => Promise<void>;
} = {};
