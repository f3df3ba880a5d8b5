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
    to: '/iam',
    emoji: '🪞',
    title: 'I AM',
    description: 'Your smart journal: write, reflect, find your mantra.',
  },
  {
    to: '/wetalk',
    emoji: '💬',
    title: 'We Talk',
    description: 'The public forum: share an idea, ask, listen.',
  },
  {
    to: '/green/gardens',
    emoji: '🌱',
    title: 'We Green',
    description: 'The garden directory: find a garden or open yours.',
  },
  {
    to: '/mealplanner',
    emoji: '🥕',
    title: 'We Plan',
    description: 'The meal planner: cook from what you have.',
  },
  {
    to: '/wedream',
    emoji: '✨',
    title: 'We Dream',
    description: 'The dream machine: add your vision to ours.',
  },
  {
    to: '/webuild',
    emoji: '🏗️',
    title: 'We Build',
    description: 'The DAO hub: decide and build together.',
  },
];
