/**
 * Chromatic's modes (`.storybook/modes.ts`) are the matrix of the committed baselines: light and
 * dark at the desktop width for every story, and at a Narrow story's phone width instead.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allModes, chromaticModes, defaultModes } from '../.storybook/modes';
import { VISUAL_SIZES } from '../.storybook/visual';
import { narrow } from '../packages/features/src/testing/viewport';

describe('Chromatic modes', () => {
  it('are light and dark × 1280 and 320 px, the widths of the screens and the narrowest phone', () => {
    expect(allModes).toEqual({
      'light 1280': { colorMode: 'light', viewport: 1280 },
      'dark 1280': { colorMode: 'dark', viewport: 1280 },
      'light 320': { colorMode: 'light', viewport: 320 },
      'dark 320': { colorMode: 'dark', viewport: 320 },
    });
    expect(VISUAL_SIZES.screenWidth).toBe(1280);
  });

  it('give every story light and dark at the desktop width, in the preview', () => {
    expect(defaultModes).toEqual({
      'light 1280': { colorMode: 'light', viewport: 1280 },
      'dark 1280': { colorMode: 'dark', viewport: 1280 },
    });
    const preview = readFileSync(new URL('../.storybook/preview.tsx', import.meta.url), 'utf8');
    expect(preview).toMatch(/chromatic:\s*\{\s*modes:\s*defaultModes\s*\}/);
  });

  it('give a Narrow story its phone width and drop the inherited desktop modes', () => {
    expect(chromaticModes(320)).toEqual({
      'light 1280': { disable: true },
      'dark 1280': { disable: true },
      'light 320': { colorMode: 'light', viewport: 320 },
      'dark 320': { colorMode: 'dark', viewport: 320 },
    });
    expect(chromaticModes(375)).toMatchObject({
      'light 320': { disable: true },
      'light 375': { colorMode: 'light', viewport: 375 },
    });
  });

  it.each([[0], [100], [320.5], [4000]])('refuse width %j', (width) => {
    expect(() => chromaticModes(width)).toThrow(/chromaticModes\(\): width/);
  });

  it("are a Narrow story's: narrow() snapshots light and dark at its phone width only", () => {
    const story = narrow<{ parameters?: Record<string, unknown> }>();
    expect(story.parameters?.['chromatic']).toEqual({ modes: chromaticModes(320) });
  });
});
