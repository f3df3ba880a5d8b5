import type { RunOptions } from 'axe-core';

/**
 * One axe configuration for the a11y panel, the light-mode check of the a11y addon and the
 * dark-mode check of the visual test hook, so both modes are held to the same rules (in dark
 * mode, those of them that look at colours: `darkAxeRunOptions` in `./vitest.setup.ts`).
 * WCAG 2.2 AA, plus `target-size` (off in axe by default).
 */
/** The rule sets (axe tags) every check runs: WCAG 2.2 AA and axe's best practices. */
export const AXE_LEVELS: readonly string[] = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
];

export const axeRunOptions: RunOptions = {
  runOnly: { type: 'tag', values: [...AXE_LEVELS] },
  rules: {
    'target-size': { enabled: true },
    // A story shows a part of a page; the a11y addon turns `region` off for the same reason.
    region: { enabled: false },
  },
};
