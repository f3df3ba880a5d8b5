import { queryKeyOf, type Invalidations } from '../query/keys';
import { groceryListKey } from './grocery-list';

/** Every week's plan. */
export const weekPlanKey = queryKeyOf('/meal-planning/week-plan');

export const weekPlanInvalidations = {
  'post /meal-planning/week-plan/entries': [weekPlanKey],
  'patch /meal-planning/week-plan/entries/{id}': [weekPlanKey],
  'delete /meal-planning/week-plan/entries/{id}': [weekPlanKey],
  // Reads the plan, writes the grocery list.
  'post /meal-planning/week-plan/grocery-list': [groceryListKey],
} as const satisfies Invalidations;
