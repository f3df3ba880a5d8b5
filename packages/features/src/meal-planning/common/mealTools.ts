import { getHref } from '../../routes/paths';
import type { ToolLink } from '../../shared/tools/tools';

/** The meal-planning screens a page links to, by the name its navigation shows. */
export type MealScreen = 'hub' | 'categories' | 'inventory' | 'recipes' | 'groceries' | 'week';

export interface MealTool extends ToolLink {
  readonly screen: MealScreen;
  /** The shorter name of the sub-navigation. */
  readonly short: string;
}

/**
 * The meal-planning screens, linked with the spellings the spec's hub uses (/mealplanning,
 * /categorymanager, /foodinventory, /recipes, /grocerylist), and the week plan (/WeekPlan, issue 33).
 */
export const mealTools: readonly MealTool[] = [
  {
    screen: 'categories',
    emoji: '🏷️',
    title: 'Category Manager',
    short: 'Categories',
    description: 'Name the groups your food and recipes fall into.',
    route: 'categoryManager',
    to: getHref('categoryManager', { spelling: '/categorymanager' }),
  },
  {
    screen: 'inventory',
    emoji: '🥕',
    title: 'Food Inventory',
    short: 'Inventory',
    description: 'What you have and what you need, at a glance.',
    route: 'foodInventory',
    to: getHref('foodInventory', { spelling: '/foodinventory' }),
  },
  {
    screen: 'recipes',
    emoji: '📖',
    title: 'Recipes',
    short: 'Recipes',
    description: 'Write them, import them from a link, cook them again.',
    route: 'recipes',
    to: getHref('recipes', { spelling: '/recipes' }),
  },
  {
    screen: 'week',
    emoji: '🗓️',
    title: 'Week Plan',
    short: 'Week Plan',
    description: 'Put recipes on the days of a week, then shop for the week in one go.',
    route: 'weekPlan',
    to: getHref('weekPlan'),
  },
  {
    screen: 'groceries',
    emoji: '🛒',
    title: 'Grocery List',
    short: 'Grocery List',
    description: 'Everything to buy, ticked off as it goes in the cart.',
    route: 'groceryList',
    to: getHref('groceryList', { spelling: '/grocerylist' }),
  },
];

/** The hub's own link. */
export const hubLink = getHref('mealPlanning', { spelling: '/mealplanning' });
