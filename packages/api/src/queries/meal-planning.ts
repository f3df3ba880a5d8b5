import { queryKeyOf, type Invalidations } from '../query/keys';

export const categoriesKey = queryKeyOf('/meal-planning/categories');
export const foodInventoryKey = queryKeyOf('/meal-planning/food-inventory');
/** Every recipe list, filtered by category or not. */
export const recipesKey = queryKeyOf('/meal-planning/recipes');

export const mealPlanningInvalidations = {
  'post /meal-planning/categories': [categoriesKey],
  // Items and recipes that used the category lose it.
  'delete /meal-planning/categories/{id}': [categoriesKey, foodInventoryKey, recipesKey],
  'post /meal-planning/food-inventory': [foodInventoryKey],
  'delete /meal-planning/food-inventory/{id}': [foodInventoryKey],
  'post /meal-planning/recipes': [recipesKey],
  'delete /meal-planning/recipes/{id}': [recipesKey],
  // Only reads a web page: nothing is saved until the draft is posted.
  'post /meal-planning/recipes/import': [],
} as const satisfies Invalidations;
