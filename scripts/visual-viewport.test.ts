/**
 * The rules of a story's screenshot size (`.storybook/visual.ts`): which width a story renders
 * at, and that an impossible `parameters.visual` fails instead of being screenshotted scaled.
 */
import { describe, expect, it } from 'vitest';
import { VISUAL_SIZES, startViewport, visualParameters } from '../.storybook/visual';

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
