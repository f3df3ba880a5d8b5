import { getHref } from '../../routes/paths';

/** A tile of home page B. */
export interface HomeTile {
  readonly to: string;
  readonly emoji: string;
  readonly title: string;
  readonly description: string;
}

/** The six tiles of home page B, exactly as spec 1 lists them (names, purposes and links). */
export const homeTiles: readonly HomeTile[] = [
  {
    to: getHref('journal', { spelling: '/iam' }),
    emoji: '🪞',
    title: 'I AM',
    description: 'Your smart journal: write, reflect, find your mantra.',
  },
  {
    to: getHref('weTalk', { spelling: '/wetalk' }),
    emoji: '💬',
    title: 'We Talk',
    description: 'The public forum: share an idea, ask, listen.',
  },
  {
    to: getHref('gardenDirectory', { spelling: '/green/gardens' }),
    emoji: '🌱',
    title: 'We Green',
    description: 'The garden directory: find a garden or open yours.',
  },
  {
    to: getHref('mealPlanning', { spelling: '/mealplanner' }),
    emoji: '🥕',
    title: 'We Plan',
    description: 'The meal planner: cook from what you have.',
  },
  {
    to: getHref('weDream', { spelling: '/wedream' }),
    emoji: '✨',
    title: 'We Dream',
    description: 'The dream machine: add your vision to ours.',
  },
  {
    to: getHref('weBuild', { spelling: '/webuild' }),
    emoji: '🏗️',
    title: 'We Build',
    description: 'The DAO hub: decide and build together.',
  },
];
