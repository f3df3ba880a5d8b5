/**
 * The meal-planning domain (spec 1 §2–§9, issue 14): the Meal Planning hub, the Category Manager,
 * the Food Inventory, Recipes and the Grocery List.
 *
 * Each screen loads on its own (`mealPlanningScreens`), so each route is its own chunk; this entry
 * holds only the loaders, the spec's texts and the screens' prop types.
 */
import type { Api } from '@wegrow/api';
import type { ComponentType } from 'react';
import type { FlushResult } from '../offline';

/** Loads each meal-planning screen's code, for the route table. */
export const mealPlanningScreens = {
  hub: async (): Promise<ComponentType> =>
    (await import('./MealPlanningHub/MealPlanningHub')).MealPlanningHub,
  categoryManager: async (): Promise<ComponentType> =>
    (await import('./CategoryManager/CategoryManager')).CategoryManager,
  foodInventory: async (): Promise<ComponentType> =>
    (await import('./FoodInventory/FoodInventory')).FoodInventory,
  recipes: async (): Promise<ComponentType> => (await import('./Recipes/Recipes')).Recipes,
  groceryList: async (): Promise<ComponentType> =>
    (await import('./GroceryList/GroceryList')).GroceryList,
  weekPlan: async (): Promise<ComponentType> => (await import('./WeekPlan/WeekPlan')).WeekPlan,
} as const;

/**
 * Sends a member's grocery changes queued offline (docs/offline.md): the app shell calls it when
 * the network comes back, wherever the member is. Loaded on first use.
 */
export async function replayGroceryChanges(api: Api, userId: number): Promise<FlushResult> {
  return (await import('./GroceryList/groceryReplay')).replayGroceryChanges(api, userId);
}

export { mealTexts } from './common/mealTexts';
export type { FoodInventoryProps } from './FoodInventory/FoodInventory';
