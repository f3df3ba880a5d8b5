/**
 * Chromatic's modes (`parameters.chromatic.modes`, https://www.chromatic.com/docs/modes/): a fork
 * with a CHROMATIC_PROJECT_TOKEN (`pnpm chromatic`) snapshots every story in light and dark, at the
 * desktop width, and the Narrow stories at the phone's width instead: the widths of the committed
 * baselines of the story test (`.storybook/vitest.setup.ts`), which compare dark only for the
 * design system's stories and one story per screen file (`./visual.ts`).
 *
 * A mode is a set of globals (`colorMode`, the preview's Theme toolbar) plus Chromatic's own
 * `viewport` width; Chromatic trims each snapshot to the story's height, as the story test fits it.
 * Nothing here imports Storybook or Vitest, so the preview and the unit tests can both read it.
 */

/** The colour modes, as the preview's `colorMode` global spells them. */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ChromaticColorMode = (typeof COLOR_MODES)[number];

/** The widths of the matrix: the screens' desktop and the narrowest phone the site supports. */
export const CHROMATIC_WIDTHS = { desktop: 1280, phone: 320 } as const;

/** One of Chromatic's modes: the globals it sets, its viewport width, or `disable` to drop it. */
export interface ChromaticMode {
  colorMode?: ChromaticColorMode;
  viewport?: number;
  disable?: boolean;
}

/** The mode's name, e.g. `dark 320`: the name Chromatic shows beside each snapshot. */
export const modeName = (colorMode: ChromaticColorMode, width: number): string =>
  `${colorMode} ${width}`;

/** Every mode of the matrix: light and dark × 1280 and 320 px. */
export const allModes: Record<string, ChromaticMode> = Object.fromEntries(
  Object.values(CHROMATIC_WIDTHS).flatMap((width) =>
    COLOR_MODES.map((colorMode) => [modeName(colorMode, width), { colorMode, viewport: width }]),
  ),
);

/** What every story gets (the preview's default): light and dark at the desktop width. */
export const defaultModes: Record<string, ChromaticMode> = Object.fromEntries(
  COLOR_MODES.map((colorMode) => [
    modeName(colorMode, CHROMATIC_WIDTHS.desktop),
    { colorMode, viewport: CHROMATIC_WIDTHS.desktop },
  ]),
);

/**
 * The modes of a story drawn at `width` (light and dark at that width), dropping the other widths'
 * modes it would inherit from the preview (Storybook merges `chromatic.modes` by name).
 * @param width the story's `parameters.visual.width`, or the desktop width by default
 */
export function chromaticModes(
  width: number = CHROMATIC_WIDTHS.desktop,
): Record<string, ChromaticMode> {
  if (!Number.isInteger(width) || width < 240 || width > 1920)
    throw new RangeError(
      `chromaticModes(): width must be a whole number of CSS pixels from 240 to 1920, not ${String(width)}`,
    );
  const modes: Record<string, ChromaticMode> = {};
  for (const other of Object.values(CHROMATIC_WIDTHS))
    if (other !== width)
      for (const colorMode of COLOR_MODES) modes[modeName(colorMode, other)] = { disable: true };
  for (const colorMode of COLOR_MODES)
    modes[modeName(colorMode, width)] = { colorMode, viewport: width };
  return modes;
}
