/**
 * Meal planning: each user's food and recipe categories, food inventory and recipes, and recipe
 * import from a web page (through the platform's safe fetch).
 */
import { defineDomain } from '../../platform/domain';
import { mealPlanningOperations } from './operations';
import { RecipeImporter } from './recipe-import';
import * as tables from './schema';
import { MealPlanningService } from './service';

export const mealPlanning = defineDomain({
  name: 'mealPlanning',
  tables,
  create({ db, config, limiter, log }) {
    const service = new MealPlanningService(db);
    const importer = new RecipeImporter(new Set(config.importAllowedHosts), log);
    return {
      service,
      operations: mealPlanningOperations(
        service,
        importer,
        limiter,
        config.rateLimits.recipeImportPerUser,
      ),
    };
  },
});

export type { MealPlanningService, Restock, RestockResult } from './service';
export type { FoodItem, Recipe } from './views';
