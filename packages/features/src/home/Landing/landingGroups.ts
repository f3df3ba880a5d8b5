import { getHref } from '../../routes/paths';

/** A card of the landing page: a plain link (full page load) with an emoji label. */
export interface LandingCard {
  readonly href: string;
  readonly emoji: string;
  readonly title: string;
  readonly description: string;
}

export interface LandingGroup {
  readonly title: string;
  readonly cards: readonly LandingCard[];
}

/** The landing page's four card groups, with the links of spec 1 "Landing page", in its order. */
export const landingGroups: readonly LandingGroup[] = [
  {
    title: 'Our Favourites',
    cards: [
      {
        href: getHref('farmGame', { spelling: '/farmgame' }),
        emoji: '🚜',
        title: 'Farm Game',
        description: 'Plant, harvest and watch your little farm grow.',
      },
      {
        href: getHref('dreamMachine'),
        emoji: '🌌',
        title: 'Dream Machine',
        description: 'See the dream we are weaving together.',
      },
      {
        href: getHref('journal'),
        emoji: '🪞',
        title: 'I AM – Journal',
        description: 'Write your truth and hear it reflected back.',
      },
      {
        href: getHref('communities'),
        emoji: '🏘️',
        title: 'Community Manager',
        description: 'Gather your people around shared goals.',
      },
    ],
  },
  {
    title: 'Core Tools',
    cards: [
      {
        href: getHref('journal'),
        emoji: '📓',
        title: 'I AM – Journal',
        description: 'A smart journal with reflections, mantras and next steps.',
      },
      {
        href: getHref('mealPlanning'),
        emoji: '🥗',
        title: 'Life Tools – Meal Planner',
        description: 'Pantry, recipes and grocery list in one place.',
      },
      {
        href: getHref('projects'),
        emoji: '🗂️',
        title: 'Project Manager',
        description: 'Turn an idea into tasks, links and progress.',
      },
    ],
  },
  {
    title: 'Community Experiments',
    cards: [
      {
        href: getHref('communities'),
        emoji: '🧩',
        title: 'Modular Community Manager',
        description: 'Goals, chat, events and resources, arranged your way.',
      },
      {
        href: getHref('weGreen'),
        emoji: '🌱',
        title: 'We Green',
        description: 'Our gardening initiative, with SEED tokens for helping hands.',
      },
      {
        href: getHref('weBuild', { spelling: '/webuild' }),
        emoji: '🏗️',
        title: 'We Build',
        description: 'A token ecosystem for building together.',
      },
      {
        href: getHref('dreamMachine'),
        emoji: '🌀',
        title: 'Dream Machine',
        description: 'The collective engine of our shared vision.',
      },
      {
        href: getHref('weTalk', { spelling: '/wetalk' }),
        emoji: '💬',
        title: 'We Talk',
        description: 'Our homemade forum for ideas and questions.',
      },
    ],
  },
  {
    title: 'Creative Playground',
    cards: [
      {
        href: getHref('zenFreeskates'),
        emoji: '🛼',
        title: 'Zen Freeskates',
        description: 'Roll with flow, balance and presence.',
      },
      {
        href: getHref('experiments'),
        emoji: '🧪',
        title: 'Experiments',
        description: 'Work-in-progress ideas, still warm from the oven.',
      },
      {
        href: getHref('farmGame', { spelling: '/farmgame' }),
        emoji: '🌾',
        title: 'Farm Game',
        description: 'An active idle farm game.',
      },
      {
        href: getHref('meditation'),
        emoji: '🧘',
        title: 'Meditation',
        description: 'A daily meditation timer: breathe with the world.',
      },
    ],
  },
];

/** Where the corner link of the landing page goes: the movement's codex (set `VITE_CODEX_URL`). */
export const DEFAULT_CODEX_URL = 'https://codex.wegrow.example';
