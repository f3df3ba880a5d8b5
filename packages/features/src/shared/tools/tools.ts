import { getHref } from '../../routes/paths';

/** A tool of the platform, as the "where next" lists of the helper pages show it. */
export interface ToolLink {
  readonly emoji: string;
  readonly title: string;
  readonly description: string;
  readonly to: string;
}

/**
 * The tools offered where a page has nothing else to give (coming soon, not found): the ones in the
 * top navigation, in its order.
 */
export const toolLinks: readonly ToolLink[] = [
  {
    emoji: '🏘️',
    title: 'Communities',
    description: 'Find your people and grow together.',
    to: getHref('communities'),
  },
  {
    emoji: '🚜',
    title: 'Farm Game',
    description: 'Tend a little farm that grows while you rest.',
    to: getHref('farmGame', { spelling: '/farmgame' }),
  },
  {
    emoji: '📝',
    title: 'Blog',
    description: 'Stories and news from the movement.',
    to: getHref('blog'),
  },
  {
    emoji: '🗂️',
    title: 'Projects',
    description: 'Turn an idea into tasks and links.',
    to: getHref('projects'),
  },
  {
    emoji: '🪞',
    title: 'Journal',
    description: 'Write your truth; receive a reflection.',
    to: getHref('journal'),
  },
  {
    emoji: '🥗',
    title: 'Meal Planning',
    description: 'Cook from what you have, waste less.',
    to: getHref('mealPlanning'),
  },
];
