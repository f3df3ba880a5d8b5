import type { RouteId } from './paths';

/**
 * One name per tool, used alike by the navigation, the cards, the tool lists and the headings
 * (issue 11): the spec calls the meal planner "MealPlan", "Meal Planner", "Life Tools – Meal
 * Planner" and "We Plan" in different places; the site says "Meal Planner" everywhere.
 */
export const toolNames = {
  communities: 'Communities',
  farmGame: 'Farm Game',
  blog: 'Blog',
  projects: 'Projects',
  journal: 'Journal',
  mealPlanning: 'Meal Planner',
  dreamMachine: 'Dream Machine',
  weGreen: 'We Green',
  weBuild: 'We Build',
  weTalk: 'We Talk',
  weDream: 'We Dream',
  gardenDirectory: 'Garden Directory',
  zenFreeskates: 'Zen Freeskates',
  experiments: 'Experiments',
  meditation: 'Meditation',
} as const satisfies Partial<Record<RouteId, string>>;

/** A route that is one of the tools. */
export type ToolId = keyof typeof toolNames;

/**
 * The spec's other names for the tools, used only where its text requires them: the six tiles of
 * home page B ("I AM (smart journal, /iam), We Talk…, We Plan (meal planner, /mealplanner)…") and
 * the journal's heading fallback ('I AM').
 */
export const specToolNames = {
  journal: 'I AM',
  weTalk: 'We Talk',
  gardenDirectory: 'We Green',
  mealPlanning: 'We Plan',
  weDream: 'We Dream',
  weBuild: 'We Build',
} as const satisfies Partial<Record<ToolId, string>>;
