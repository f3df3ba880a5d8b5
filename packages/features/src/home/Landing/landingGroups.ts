import { getHref, type RouteId } from '../../routes/paths';
import { toolNames } from '../../routes/toolNames';

/** A card of the landing page: a plain link (full page load) with an emoji label. */
export interface LandingCard {
  /** The route it leads to. */
  readonly route: RouteId;
  readonly href: string;
  readonly emoji: string;
  /** The tool's one name (`toolNames`). */
  readonly title: string;
  /** What it offers; the spec's own label for the card ("I AM", "Life Tools"…) is kept here. */
  readonly description: string;
}

export interface LandingGroup {
  readonly title: string;
  readonly cards: readonly LandingCard[];
}

/**
 * The landing page's four card groups, with the links of spec 1 "Landing page", in its order. Each
 * card is titled with the tool's one name; the spec's labels ("I AM – Journal", "Life Tools – Meal
 * Planner", "Modular Community Manager"…) live on in the descriptions.
 */
export const landingGroups: readonly LandingGroup[] = [
  {
    title: 'Our Favourites',
    cards: [
      {
        route: 'farmGame',
        href: getHref('farmGame', { spelling: '/farmgame' }),
        emoji: '🚜',
        title: toolNames.farmGame,
        description: 'Plant, harvest and watch your little farm grow.',
      },
      {
        route: 'dreamMachine',
        href: getHref('dreamMachine'),
        emoji: '🌌',
        title: toolNames.dreamMachine,
        description: 'See the dream we are weaving together.',
      },
      {
        route: 'journal',
        href: getHref('journal'),
        emoji: '🪞',
        title: toolNames.journal,
        description: 'I AM: write your truth and hear it reflected back.',
      },
      {
        route: 'communities',
        href: getHref('communities'),
        emoji: '🏘️',
        title: toolNames.communities,
        description: 'The community manager: gather your people around shared goals.',
      },
    ],
  },
  {
    title: 'Core Tools',
    cards: [
      {
        route: 'journal',
        href: getHref('journal'),
        emoji: '📓',
        title: toolNames.journal,
        description: 'I AM, a smart journal with reflections, mantras and next steps.',
      },
      {
        route: 'mealPlanning',
        href: getHref('mealPlanning'),
        emoji: '🥗',
        title: toolNames.mealPlanning,
        description: 'Life tools: pantry, recipes and grocery list in one place.',
      },
      {
        route: 'projects',
        href: getHref('projects'),
        emoji: '🗂️',
        title: toolNames.projects,
        description: 'The project manager: turn an idea into tasks, links and progress.',
      },
    ],
  },
  {
    title: 'Community Experiments',
    cards: [
      {
        route: 'communities',
        href: getHref('communities'),
        emoji: '🧩',
        title: toolNames.communities,
        description: 'A modular community manager: goals, chat, events and resources.',
      },
      {
        route: 'weGreen',
        href: getHref('weGreen'),
        emoji: '🌱',
        title: toolNames.weGreen,
        description: 'Our gardening initiative, with SEED tokens for helping hands.',
      },
      {
        route: 'weBuild',
        href: getHref('weBuild', { spelling: '/webuild' }),
        emoji: '🏗️',
        title: toolNames.weBuild,
        description: 'A token ecosystem for building together.',
      },
      {
        route: 'dreamMachine',
        href: getHref('dreamMachine'),
        emoji: '🌀',
        title: toolNames.dreamMachine,
        description: 'The collective engine of our shared vision.',
      },
      {
        route: 'weTalk',
        href: getHref('weTalk', { spelling: '/wetalk' }),
        emoji: '💬',
        title: toolNames.weTalk,
        description: 'Our homemade forum for ideas and questions.',
      },
    ],
  },
  {
    title: 'Creative Playground',
    cards: [
      {
        route: 'zenFreeskates',
        href: getHref('zenFreeskates'),
        emoji: '🛼',
        title: toolNames.zenFreeskates,
        description: 'Roll with flow, balance and presence.',
      },
      {
        route: 'experiments',
        href: getHref('experiments'),
        emoji: '🧪',
        title: toolNames.experiments,
        description: 'Work-in-progress ideas, still warm from the oven.',
      },
      {
        route: 'farmGame',
        href: getHref('farmGame', { spelling: '/farmgame' }),
        emoji: '🌾',
        title: toolNames.farmGame,
        description: 'An active idle farm game.',
      },
      {
        route: 'meditation',
        href: getHref('meditation'),
        emoji: '🧘',
        title: toolNames.meditation,
        description: 'A daily meditation timer: breathe with the world.',
      },
    ],
  },
];

/** Where the corner link of the landing page goes: the movement's codex (set `VITE_CODEX_URL`). */
export const DEFAULT_CODEX_URL = 'https://codex.wegrow.example';
