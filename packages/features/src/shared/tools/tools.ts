import { getHref, type RouteId } from '../../routes/paths';
import { toolNames } from '../../routes/toolNames';

/** A tool of the platform, as the "where next" lists of the helper pages show it. */
export interface ToolLink {
  /** The tool's route. */
  readonly route: RouteId;
  readonly emoji: string;
  readonly title: string;
  readonly description: string;
  readonly to: string;
}

/**
 * The tools offered where a page has nothing else to give (not found, errors): the ones in the top
 * navigation, in its order, under their one name.
 */
export const toolLinks: readonly ToolLink[] = [
  {
    route: 'communities',
    emoji: '🏘️',
    title: toolNames.communities,
    description: 'Find your people and grow together.',
    to: getHref('communities'),
  },
  {
    route: 'farmGame',
    emoji: '🚜',
    title: toolNames.farmGame,
    description: 'Tend a little farm that grows while you rest.',
    to: getHref('farmGame', { spelling: '/farmgame' }),
  },
  {
    route: 'blog',
    emoji: '📝',
    title: toolNames.blog,
    description: 'Stories and news from the movement.',
    to: getHref('blog'),
  },
  {
    route: 'projects',
    emoji: '🗂️',
    title: toolNames.projects,
    description: 'Turn an idea into tasks and links.',
    to: getHref('projects'),
  },
  {
    route: 'journal',
    emoji: '🪞',
    title: toolNames.journal,
    description: 'Write your truth; receive a reflection.',
    to: getHref('journal'),
  },
  {
    route: 'mealPlanning',
    emoji: '🥗',
    title: toolNames.mealPlanning,
    description: 'Cook from what you have, waste less.',
    to: getHref('mealPlanning'),
  },
];
