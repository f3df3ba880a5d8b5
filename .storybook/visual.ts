/**
 * The size a story is rendered and screenshotted at, shared by Storybook's preview, the story
 * test hook (`vitest.setup.ts`) and the Vitest config (the Playwright page must hold the largest
 * story at scale 1). Nothing here imports Vitest, so Storybook's own build can include it.
 *
 * - Width: `parameters.visual.width` when a story sets it; else 1280 px for the screens of
 *   `packages/features`, 1200 px for everything else (the design system's components).
 * - Height: the story renders at a start height (900 px, or 640 px below 600 px wide); after its
 *   play function the viewport is resized to the height of what the story shows (in-flow content
 *   and anything fixed on top, like a dialog or a menu), at most 3000 px, and screenshotted whole.
 *   (Below 3000 px a long page is rarely reviewed pixel by pixel; the tallest screens were the
 *   heaviest baselines.)
 * - Device scale 1: one CSS pixel is one pixel of the PNG.
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
  maxHeight: 3000,
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
      'parameters.visual must be an object: { width?: number, disable?: boolean }',
    );
  const { width, disable } = visual as Record<string, unknown>;
  if (disable !== undefined && typeof disable !== 'boolean')
    throw new TypeError('parameters.visual.disable must be true or false');
  if (width === undefined) return { disable };
  const { minWidth, maxWidth } = VISUAL_SIZES;
  if (typeof width !== 'number' || !Number.isInteger(width) || width < minWidth || width > maxWidth)
    throw new RangeError(
      `parameters.visual.width must be a whole number of CSS pixels from ${minWidth} to ${maxWidth}, not ${String(width)}`,
    );
  return { disable, width };
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
