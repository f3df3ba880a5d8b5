/**
 * A screen's coverage, as its docs page shows it (./docs.tsx): each state × phone/desktop ×
 * light/dark, so a state a screen lacks shows as a gap.
 *
 * - The rows: the states every screen is expected to have, by the names all screens use for them
 *   (`COMMON_STATES`: a story named otherwise sets `name`), then the screen's other states in the
 *   file's order.
 * - Phone or desktop: a story whose `parameters.visual.width` is below 600 px (`narrow()`) is the
 *   phone width of the state it shows: the desktop story it spreads (the same play function or
 *   render), else the state its name gives after "Narrow " (`Narrow Inbox` → Inbox), else a row of
 *   its own.
 * - Light and dark: every story renders, runs its checks and axe in both modes; a cell says
 *   whether its screenshot is also compared in that mode (`screenshotModes` of ./visual.ts).
 */
import { screenshotModes, VISUAL_SIZES, visualParameters } from './visual';

/** The states of every screen, by the names all screens use for them. */
export const COMMON_STATES = ['Populated', 'Empty', 'Loading', 'Error', 'Signed Out'] as const;

/** What the coverage needs of a story (a docs page's prepared story has it all). */
export interface CoverageStory {
  id: string;
  name: string;
  parameters: Record<string, unknown>;
  /** The story's annotations as exported (its play function and render identify the state). */
  moduleExport?: unknown;
}

/** A story at one width in one mode: `picture` when its screenshot is compared there. */
export interface CoverageCell {
  id: string;
  picture: boolean;
}

export interface CoverageRow {
  state: string;
  desktop: { light?: CoverageCell; dark?: CoverageCell };
  phone: { light?: CoverageCell; dark?: CoverageCell };
}

/** Any screen story file: `screenshotModes` takes the screens' rules by path. */
const SCREEN_FILE = 'packages/features/src/screen.stories.tsx';

function isPhone(story: CoverageStory): boolean {
  const { width } = visualParameters(story.parameters);
  return width !== undefined && width < VISUAL_SIZES.phoneBelow;
}

/** The play function or render a story was made with (shared by a spread `narrow({ ...X })`). */
function ownFunctions(story: CoverageStory): unknown[] {
  const annotations = story.moduleExport as { play?: unknown; render?: unknown } | undefined;
  return [annotations?.play, annotations?.render].filter((fn) => typeof fn === 'function');
}

/** The rows of a screen's coverage table; `stories` in the file's order. */
export function screenCoverage(stories: readonly CoverageStory[]): CoverageRow[] {
  const rows = new Map<string, CoverageRow>();
  const row = (state: string): CoverageRow => {
    let found = rows.get(state);
    if (!found) {
      found = { state, desktop: {}, phone: {} };
      rows.set(state, found);
    }
    return found;
  };
  const cells = (story: CoverageStory, index: number): CoverageRow['desktop'] => {
    const modes = screenshotModes(SCREEN_FILE, story.parameters, index === 0);
    return {
      light: { id: story.id, picture: modes.includes('light') },
      dark: { id: story.id, picture: modes.includes('dark') },
    };
  };
  for (const state of COMMON_STATES) row(state);
  const desktop = stories.filter((story) => !isPhone(story));
  for (const story of desktop) {
    const target = row(story.name);
    target.desktop = target.desktop.light ? target.desktop : cells(story, stories.indexOf(story));
  }
  for (const story of stories.filter(isPhone)) {
    const shared = ownFunctions(story);
    const twin = desktop.find((other) =>
      ownFunctions(other).some((fn) => shared.includes(fn)),
    )?.name;
    const named = /^Narrow (.+)$/.exec(story.name)?.[1];
    const target = row(twin ?? named ?? story.name);
    if (!target.phone.light) target.phone = cells(story, stories.indexOf(story));
  }
  return [...rows.values()];
}
