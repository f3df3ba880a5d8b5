/**
 * The phone widths a screen's story can be drawn at, one definition for both readers of a story:
 * the story test screenshots it at `parameters.visual.width` (`.storybook/visual.ts`), and
 * Storybook shows it in the matching viewport (`globals.viewport`, the toolbar's options set in
 * `.storybook/preview.tsx` from `STORY_VIEWPORTS`). `narrow()` sets both, so they cannot disagree;
 * `scripts/visual-viewport.test.ts` fails on a story that sets either by hand.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';

/** The widths `narrow()` takes: the narrowest phone the site supports, and a common phone. */
export type NarrowWidth = 320 | 375;

interface StoryViewport {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile';
}

/** The viewport id of each width (the key of `parameters.viewport.options`). */
export const NARROW_VIEWPORT_IDS = { 320: 'narrow320', 375: 'phone375' } as const satisfies Record<
  NarrowWidth,
  string
>;

/**
 * Storybook's viewport options (`parameters.viewport.options`). The heights are the story test's
 * start height below 600 px (640 px, `VISUAL_SIZES.phoneStartHeight`), so the first paint matches.
 */
export const STORY_VIEWPORTS = {
  narrow320: {
    name: 'Narrow phone (320 px)',
    styles: { width: '320px', height: '640px' },
    type: 'mobile',
  },
  phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '640px' }, type: 'mobile' },
} as const satisfies Record<string, StoryViewport>;

/** A story decorator as `narrow()` adds it (Storybook passes the story as a component). */
export type NarrowDecorator = (Story: ComponentType) => ReactElement;

/** What `narrow()` adds to a story. */
export interface NarrowAnnotations {
  parameters: { visual: { width: NarrowWidth } };
  globals: { viewport: { value: string; isRotated: false } };
  decorators: NarrowDecorator[];
}

interface StoryAnnotations {
  parameters?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  decorators?: unknown;
}

/**
 * The story in a box at most `width` px wide: where the viewport is the phone's (the manager's
 * viewport tool, the story test) it changes nothing; where it is wider (the story opened alone as
 * `iframe.html?id=…`, on a docs page, or with the viewport tool reset) the story still renders,
 * and its play function measures, at the phone's width. (The page's media queries are the wide
 * window's there; the phone's own layout is seen in the viewport tool and the screenshots.)
 */
export function narrowFrame(width: NarrowWidth): NarrowDecorator {
  const NarrowFrame: NarrowDecorator = (Story) =>
    createElement(
      'div',
      { 'data-narrow-frame': width, style: { width: '100%', maxWidth: `${String(width)}px` } },
      createElement(Story),
    );
  return NarrowFrame;
}

/**
 * A story drawn at a phone's width, in Storybook and in its screenshots:
 *
 * ```tsx
 * export const Narrow: Story = narrow();
 * export const NarrowSignedIn: Story = narrow({ parameters: { session: maya }, play: … }, 375);
 * ```
 */
export function narrow<S extends StoryAnnotations>(
  story?: NoInfer<S>,
  width: NarrowWidth = 320,
): S {
  if (!(width in NARROW_VIEWPORT_IDS))
    throw new RangeError(
      `narrow(): width must be one of ${Object.keys(NARROW_VIEWPORT_IDS).join(', ')}, not ${String(width)}`,
    );
  const parameters = story?.parameters ?? {};
  const visual = parameters['visual'];
  if (visual !== undefined && (typeof visual !== 'object' || visual === null))
    throw new TypeError('narrow(): parameters.visual must be an object');
  const added: NarrowAnnotations = {
    parameters: { visual: { ...(visual as object | undefined), width } },
    globals: { viewport: { value: NARROW_VIEWPORT_IDS[width], isRotated: false } },
    decorators: [narrowFrame(width)],
  };
  // `S` comes from where the result goes (`export const X: Story = narrow({…})`), never from the
  // argument, so `Story` types the argument: its play function, args and loaders.
  return {
    ...story,
    parameters: { ...parameters, ...added.parameters, chromatic: { modes: chromaticModes(width) } },
    globals: { ...story?.globals, ...added.globals },
    // The story's own decorators inside the box.
    decorators: [
      ...(Array.isArray(story?.decorators) ? story.decorators : []),
      ...added.decorators,
    ],
  } as StoryAnnotations as S;
}

/**
 * Chromatic's modes for a story drawn at `width` (`.storybook/modes.ts` names them the same way):
 * light and dark at that width, and the preview's desktop modes dropped (Chromatic merges modes by
 * name), so a fork's Chromatic snapshots what the committed baselines hold.
 */
function chromaticModes(
  width: NarrowWidth,
): Record<string, { colorMode?: 'light' | 'dark'; viewport?: number; disable?: true }> {
  return {
    'light 1280': { disable: true },
    'dark 1280': { disable: true },
    [`light ${String(width)}`]: { colorMode: 'light', viewport: width },
    [`dark ${String(width)}`]: { colorMode: 'dark', viewport: width },
  };
}

/**
 * Why a story's screenshot width and its Storybook viewport disagree, or `undefined` when they
 * agree (no visual width and no narrow viewport, or both the same width).
 */
export function viewportDisagreement(
  parameters: Record<string, unknown> | undefined,
  globals: Record<string, unknown> | undefined,
): string | undefined {
  const visual = parameters?.['visual'] as { width?: unknown } | undefined;
  const width = visual?.width;
  const viewport = globals?.['viewport'];
  const value =
    typeof viewport === 'string' ? viewport : (viewport as { value?: unknown } | undefined)?.value;
  const option =
    typeof value === 'string' && value in STORY_VIEWPORTS
      ? STORY_VIEWPORTS[value as keyof typeof STORY_VIEWPORTS]
      : undefined;
  if (width === undefined && value === undefined) return undefined;
  if (width === undefined) return `viewport ${String(value)} but no parameters.visual.width`;
  if (!option) return `parameters.visual.width ${String(width)} but viewport ${String(value)}`;
  if (option.styles.width !== `${String(width)}px`)
    return `parameters.visual.width ${String(width)} but viewport ${String(value)} is ${option.styles.width}`;
  return undefined;
}
