import { getHref, type RouteId } from '../../routes/paths';
import { specToolNames } from '../../routes/toolNames';

/** A tile of home page B. */
export interface HomeTile {
  /** The route it leads to. */
  readonly route: RouteId;
  readonly to: string;
  readonly emoji: string;
  readonly title: string;
  readonly description: string;
}

/**
 * The six tiles of home page B, exactly as spec 1 lists them (names, purposes and links): the one
 * place the site uses the spec's own names for the tools (`specToolNames`).
 */
export const homeTiles: readonly HomeTile[] = [
  {
    route: 'journal',
    to: getHref('journal', { spelling: '/iam' }),
    emoji: '🪞',
    title: specToolNames.journal,
    description: 'Your smart journal: write, reflect, find your mantra.',
  },
  {
    route: 'weTalk',
    to: getHref('weTalk', { spelling: '/wetalk' }),
    emoji: '💬',
    title: specToolNames.weTalk,
    description: 'The public forum: share an idea, ask, listen.',
  },
  {
    route: 'gardenDirectory',
    to: getHref('gardenDirectory', { spelling: '/green/gardens' }),
    emoji: '🌱',
    title: specToolNames.gardenDirectory,
    description: 'The garden directory: find a garden or open yours.',
  },
  {
    route: 'mealPlanning',
    to: getHref('mealPlanning', { spelling: '/mealplanner' }),
    emoji: '🥕',
    title: specToolNames.mealPlanning,
    description: 'The meal planner: cook from what you have.',
  },
  {
    route: 'weDream',
    to: getHref('weDream', { spelling: '/wedream' }),
    emoji: '✨',
    title: specToolNames.weDream,
    description: 'The dream machine: add your vision to ours.',
  },
  {
    route: 'weBuild',
    to: getHref('weBuild', { spelling: '/webuild' }),
    emoji: '🏗️',
    title: specToolNames.weBuild,
    description: 'The DAO hub: decide and build together.',
  },
];
