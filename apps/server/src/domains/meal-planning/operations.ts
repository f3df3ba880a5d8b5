import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { RecipeImporter } from './recipe-import';
import type { MealPlanningService } from './service';

export function mealPlanningOperations(
  meals: MealPlanningService,
  importer: RecipeImporter,
  limiter: RateLimiter,
  importLimit: RateLimitRule,
): Operations {
  return defineOperations({
    listMealCategories: {
      auth: 'required',
      async handler({ user }) {
        return meals.listCategories(user.id);
      },
    },

    createMealCategories: {
      auth: 'required',
      async handler({ user, body }) {
        return answer(201, await meals.createCategories(user.id, body.categories, body.type));
      },
    },

    deleteMealCategory: {
      auth: 'required',
      async handler({ user, params }) {
        await meals.deleteCategory(user.id, params.id);
        return answer(204);
      },
    },

    listFoodInventory: {
      auth: 'required',
      async handler({ user }) {
        return { items: await meals.listInventory(user.id) };
      },
    },

    saveFoodInventoryItems: {
      auth: 'required',
      async handler({ user, body }) {
        return { items: await meals.saveInventory(user.id, body.items) };
      },
    },

    deleteFoodInventoryItem: {
      auth: 'required',
      async handler({ user, params }) {
        await meals.deleteInventoryItem(user.id, params.id);
        return answer(204);
      },
    },

    listRecipes: {
      auth: 'required',
      async handler({ user, query }) {
        return meals.listRecipes(user.id, query.category);
      },
    },

    saveRecipe: {
      auth: 'required',
      async handler({ user, body }) {
        const { created, recipe } = await meals.saveRecipe(user.id, body);
        return created ? answer(201, recipe) : recipe;
      },
    },

    deleteRecipe: {
      auth: 'required',
      async handler({ user, params }) {
        await meals.deleteRecipe(user.id, params.id);
        return answer(204);
      },
    },

    importRecipeFromUrl: {
      auth: 'required',
      async handler({ user, body }) {
        await limiter.hit(`recipe-import:user:${user.id}`, importLimit);
        return importer.draftFrom(body.url);
      },
    },
  });
}
