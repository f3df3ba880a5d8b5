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
  // The week plan is built (issue 33): the spec's words, as a link to it (issue 45: no longer
  // listed as coming while it is among the tools).
  {
    emoji: '🗓️',
    title: 'Weekly meal planner with portion control',
    text: 'Put recipes on the days of a week, then shop for the whole week in one go.',
    to: getHref('weekPlan'),
  },
] as const;

export const upcomingFeatures = [
  { emoji: '✨', title: 'AI recipe suggestions from your inventory' },
  { emoji: '💰', title: 'Cost estimator with editable prices' },
  { emoji: '🤝', title: 'Community-shared recipes and seasonal suggestions' },
] as const;
