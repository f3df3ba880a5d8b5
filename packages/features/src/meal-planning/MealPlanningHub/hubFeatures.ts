import { getHref } from '../../routes/paths';

/** What meal planning offers today and what comes next (spec 1 §2, the hub's two lists). */
export const availableFeatures = [
  {
    emoji: '🏷️',
    title: 'Category management',
    text: 'Group your food and your recipes your own way.',
  },
  {
    emoji: '🥕',
    title: 'Inventory with quantity and colour indicators',
    text: 'What you have beside what you need: out, low, stocked or extra at a glance.',
  },
  {
    emoji: '📖',
    title: 'Manual and URL recipe creation and editing',
    text: 'Write a recipe, or import one from a link and edit it before you save.',
  },
  {
    emoji: '🛒',
    title: 'Grocery list builder',
    text: 'From your shortfalls and your chosen recipes, then back into the pantry.',
  },
] as const;

export const upcomingFeatures = [
  { emoji: '✨', title: 'AI recipe suggestions from your inventory' },
  { emoji: '💰', title: 'Cost estimator with editable prices' },
  // The week plan is built (issue 33): the spec's words stay, as a link to it.
  { emoji: '🗓️', title: 'Weekly meal planner with portion control', to: getHref('weekPlan') },
  { emoji: '🤝', title: 'Community-shared recipes and seasonal suggestions' },
] as const;
