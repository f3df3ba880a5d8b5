/**
 * The rules of a story's screenshot size (`.storybook/visual.ts`): which width a story renders
 * at, and that an impossible `parameters.visual` fails instead of being screenshotted scaled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  VISUAL_SIZES,
  screenshotModes,
  startViewport,
  visualParameters,
} from '../.storybook/visual';
import {
  NARROW_VIEWPORT_IDS,
  STORY_VIEWPORTS,
  narrow,
  viewportDisagreement,
  type NarrowWidth,
} from '../packages/features/src/testing/viewport';

const screen = '/repo/packages/features/src/auth/LoginScreen/LoginScreen.stories.tsx';
const component = '/repo/packages/ui/src/components/Button/Button.stories.tsx';

describe('a story viewport', () => {
  it('is 1280 px wide for a screen of packages/features, 1200 px for a ui component', () => {
    expect(startViewport(screen, {})).toEqual({ width: 1280, height: 900 });
    expect(startViewport(component, {})).toEqual({ width: 1200, height: 900 });
  });

  it('takes parameters.visual.width, with a phone start height below 600 px', () => {
    expect(startViewport(screen, { visual: { width: 320 } })).toEqual({ width: 320, height: 640 });
    expect(startViewport(component, { visual: { width: 768 } })).toEqual({
      width: 768,
      height: 900,
    });
  });

  it('fits in the Playwright page, so Vitest never scales it down', () => {
    expect(VISUAL_SIZES.maxWidth).toBeGreaterThanOrEqual(VISUAL_SIZES.screenWidth);
    expect(VISUAL_SIZES.maxWidth).toBeGreaterThanOrEqual(VISUAL_SIZES.componentWidth);
    expect(VISUAL_SIZES.maxHeight).toBeGreaterThanOrEqual(VISUAL_SIZES.startHeight);
  });

  it.each([[0], [100], [2560], [320.5], ['320']])('refuses visual.width %j', (width) => {
    expect(() => visualParameters({ visual: { width } })).toThrow(/parameters\.visual\.width/);
  });

  it('refuses a visual parameter that is not an object, and a non-boolean disable', () => {
    expect(() => visualParameters({ visual: true })).toThrow(/parameters\.visual/);
    expect(() => visualParameters({ visual: { disable: 'yes' } })).toThrow(/disable/);
    expect(visualParameters({ visual: { disable: true } })).toEqual({ disable: true });
  });
});

/**
 * Which screenshots a story compares: light always; dark for every design-system story and for
 * one representative story per screen file (its first story unless another sets visual.dark).
 */
describe('the screenshots a story compares', () => {
  it('are light and dark for a design-system story, whatever its place in the file', () => {
    expect(screenshotModes(component, {}, true)).toEqual(['light', 'dark']);
    expect(screenshotModes(component, {}, false)).toEqual(['light', 'dark']);
    expect(() => screenshotModes(component, { visual: { dark: false } }, false)).toThrow(
      /always compares its dark screenshot/,
    );
  });

  it("are light and dark for a screen file's first story, light only for the others", () => {
    expect(screenshotModes(screen, {}, true)).toEqual(['light', 'dark']);
    expect(screenshotModes(screen, {}, false)).toEqual(['light']);
  });

  it('follow visual.dark when a screen story sets it, and none with visual.disable', () => {
    expect(screenshotModes(screen, { visual: { dark: true } }, false)).toEqual(['light', 'dark']);
    expect(screenshotModes(screen, { visual: { dark: false } }, true)).toEqual(['light']);
    expect(screenshotModes(screen, { visual: { disable: true } }, true)).toEqual([]);
    expect(() => visualParameters({ visual: { dark: 'yes' } })).toThrow(/visual\.dark/);
  });
});

/** The story files under `dir` (relative to `root`), node_modules and builds left out. */
function storyFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', '__screenshots__'].includes(entry.name)
        ? []
        : storyFiles(root, path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A Narrow story is narrow in Storybook too: its screenshot width (`parameters.visual.width`) and
 * its Storybook viewport (`globals.viewport`) come from one call, `narrow()` of the features'
 * test harness, and no story sets either by hand.
 */
describe('a narrow story', () => {
  it.each([[320], [375]] as const)('at %i px has the viewport of its screenshot width', (width) => {
    const story = narrow({ parameters: { session: { userId: 'u1' } } }, width);
    expect(story.parameters?.['visual']).toEqual({ width });
    expect(story.parameters?.['session']).toEqual({ userId: 'u1' });
    expect(viewportDisagreement(story.parameters, story.globals)).toBeUndefined();
    const id = NARROW_VIEWPORT_IDS[width];
    expect(story.globals?.['viewport']).toEqual({ value: id, isRotated: false });
    expect(STORY_VIEWPORTS[id].styles.width).toBe(`${width}px`);
    // The test runner's start height below 600 px, so Storybook's first paint is the same.
    expect(STORY_VIEWPORTS[id].styles.height).toBe(`${VISUAL_SIZES.phoneStartHeight}px`);
    expect(startViewport(screen, story.parameters ?? {}).width).toBe(width);
  });

  it('keeps the other visual parameters and is 320 px by default', () => {
    const story = narrow({ parameters: { visual: { disable: true } } });
    expect(story.parameters?.['visual']).toEqual({ disable: true, width: 320 });
    expect(narrow().globals?.['viewport']).toEqual({ value: 'narrow320', isRotated: false });
  });

  it.each([[320], [375]] as const)(
    'at %i px renders in a box of that width wherever it is opened (a wide window too)',
    (width) => {
      type Decorator = (Story: ComponentType) => ReactElement;
      const own: Decorator = (Story) => createElement('section', null, createElement(Story));
      const story = narrow<{ decorators?: Decorator[] }>({ decorators: [own] }, width);
      const decorators = story.decorators ?? [];
      // The story's own decorators stay, inside the box (Storybook applies the last outermost).
      expect(decorators[0]).toBe(own);
      const Screen = () => createElement('p', null, 'screen');
      const Decorated = decorators.reduce<() => ReactElement>(
        (Inner, decorate) => () => decorate(Inner),
        Screen,
      );
      const html = renderToStaticMarkup(Decorated());
      expect(html).toBe(
        `<div data-narrow-frame="${width}" style="width:100%;max-width:${width}px"><section><p>screen</p></section></div>`,
      );
    },
  );

  it('refuses a width without a viewport', () => {
    expect(() => narrow({}, 400 as NarrowWidth)).toThrow(/narrow\(\): width must be one of/);
  });

  it.each([
    [{ visual: { width: 320 } }, {}, /visual\.width 320 but viewport undefined/],
    [{ visual: { width: 320 } }, { viewport: { value: 'phone375' } }, /is 375px/],
    [{}, { viewport: { value: 'narrow320' } }, /no parameters\.visual\.width/],
    [{ visual: { width: 375 } }, { viewport: 'mobile1' }, /viewport mobile1/],
  ])('names a disagreement: %j with globals %j', (parameters, globals, message) => {
    expect(viewportDisagreement(parameters, globals)).toMatch(message);
  });

  it('is made by narrow() in every story file: no visual width or viewport global by hand', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = ['packages', 'apps'].flatMap((dir) => storyFiles(root, dir));
    expect(files.length).toBeGreaterThan(50);
    const byHand = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\bvisual\s*:\s*\{[^}]*\bwidth\s*:|\bviewport\s*:\s*['"{]|\bwidth\s*:\s*\d+\s*\}\s*,?\s*$/.test(
            line,
          ) && !/style=\{\{|style:/.test(line)
            ? [`${file}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(byHand, 'set them with narrow() of @wegrow/features/testing').toEqual([]);
    const narrowed = files.filter((file) =>
      /\bnarrow\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(narrowed.length).toBeGreaterThanOrEqual(50);
  });

  it("is offered in Storybook's viewport toolbar (the preview's options)", () => {
    const preview = readFileSync(new URL('../.storybook/preview.tsx', import.meta.url), 'utf8');
    expect(preview).toMatch(/viewport:\s*\{\s*options:\s*\{[^}]*\.\.\.STORY_VIEWPORTS\s*\}/);
  });
});
