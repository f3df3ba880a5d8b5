import { forbiddenHostRange } from '@wegrow/contract/addresses';
import {
  ingredientsOf,
  keptIngredientLines,
  normalUnit,
  tidyText,
} from '@wegrow/contract/ingredients';
import { MEAL_PLANNING_DETAILS, RECIPE_IMPORT_DETAILS } from '@wegrow/contract/meal-planning';
import type { Category, FoodItem, Recipe } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { CategoryRow, FoodItemRow, RecipeRow } from '../rows';
import { ensureRoom, PER_USER_MAX } from '../support/page';
import { conflict, invalid, mock, notFound } from '../support/route';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const categoryView = ({ user_id: _owner, ...category }: CategoryRow): Category => category;
const foodItemView = ({ user_id: _owner, ...item }: FoodItemRow): FoodItem => item;
const recipeView = ({ user_id: _owner, servings, ...recipe }: RecipeRow): Recipe => ({
  ...recipe,
  parsedIngredients: ingredientsOf(recipe.ingredients),
  servings: servings ?? null,
});

/** One of the caller's rows; someone else's is as unknown as a missing one (404). */
function owned<Row extends { id: number; user_id: number }>(
  rows: Row[],
  id: number,
  userId: number,
  detail: string,
): Row {
  const row = rows.find((candidate) => candidate.id === id && candidate.user_id === userId);
  if (!row) notFound(detail);
  return row;
}

/** A recipe body's category: null for none, else the name of one of the caller's recipe categories. */
function recipeCategory(name: string | null | undefined, userId: number): string | null {
  const wanted = tidyText(name ?? '');
  if (wanted === '') return null;
  const category = db.categories.find(
    (row) => row.user_id === userId && row.type === 'recipe' && sameText(row.name, wanted),
  );
  if (!category) invalid(MEAL_PLANNING_DETAILS.unknownRecipeCategory(wanted));
  return category.name;
}

export const mealPlanningHandlers = [
  mock.get('/meal-planning/categories', ({ me, response }) => {
    const mine = db.categories
      .filter((row) => row.user_id === me().id)
      .sort(byName)
      .slice(0, PER_USER_MAX);
    return response(200).json({
      food: mine.filter((row) => row.type === 'food').map(categoryView),
      recipes: mine.filter((row) => row.type === 'recipe').map(categoryView),
    });
  }),

  mock.post('/meal-planning/categories', ({ me, body, response }) => {
    const userId = me().id;
    const names = body.categories.map(tidyText);
    const seen = new Set<string>();
    for (const name of names) {
      const key = name.toLowerCase();
      const exists = db.categories.some(
        (row) => row.user_id === userId && row.type === body.type && sameText(row.name, name),
      );
      if (exists || seen.has(key)) conflict(MEAL_PLANNING_DETAILS.categoryExists);
      seen.add(key);
    }
    ensureRoom(
      db.categories.filter((row) => row.user_id === userId).length,
      names.length,
      PER_USER_MAX,
      MEAL_PLANNING_DETAILS.tooManyCategories(PER_USER_MAX),
    );
    const created = names.map((name) => {
      const row: CategoryRow = {
        id: nextId(db.categories),
        user_id: userId,
        name,
        type: body.type,
      };
      db.categories.push(row);
      return categoryView(row);
    });
    return response(201).json(created);
  }),

  mock.delete('/meal-planning/categories/{id}', ({ me, params, response }) => {
    const userId = me().id;
    const category = owned(
      db.categories,
      params.id,
      userId,
      MEAL_PLANNING_DETAILS.categoryNotFound,
    );
    removeWhere(db.categories, (row) => row.id === category.id);
    // Items and recipes that used it simply lose it.
    for (const item of db.foodItems.filter((row) => row.user_id === userId))
      item.categories = item.categories.filter((id) => id !== String(category.id));
    if (category.type === 'recipe')
      for (const recipe of db.recipes.filter((row) => row.user_id === userId))
        if (recipe.category === category.name) recipe.category = null;
    return response(204).empty();
  }),

  mock.get('/meal-planning/food-inventory', ({ me, response }) =>
    response(200).json({
      items: db.foodItems
        .filter((row) => row.user_id === me().id)
        .slice(0, PER_USER_MAX)
        .map(foodItemView),
    }),
  ),

  mock.post('/meal-planning/food-inventory', ({ me, body, response }) => {
    const userId = me().id;
    const foodCategoryIds = new Set(
      db.categories
        .filter((row) => row.user_id === userId && row.type === 'food')
        .map((row) => String(row.id)),
    );
    // Check everything first: a refused item changes nothing.
    for (const item of body.items) {
      if (item.id !== undefined)
        owned(db.foodItems, item.id, userId, MEAL_PLANNING_DETAILS.inventoryItemNotFound);
      const unknown = (item.categories ?? []).find((id) => !foodCategoryIds.has(id));
      if (unknown !== undefined) invalid(MEAL_PLANNING_DETAILS.unknownFoodCategory);
    }
    ensureRoom(
      db.foodItems.filter((row) => row.user_id === userId).length,
      body.items.filter((item) => item.id === undefined).length,
      PER_USER_MAX,
      MEAL_PLANNING_DETAILS.tooManyInventoryItems(PER_USER_MAX),
    );
    const saved = body.items.map((item) => {
      const fields = {
        name: tidyText(item.name),
        quantity: item.quantity,
        desiredQuantity: item.desiredQuantity,
        categories: [...new Set(item.categories ?? [])].sort((a, b) => Number(a) - Number(b)),
      };
      // Left out, a replaced item keeps its unit; a new one has none.
      const unit = item.unit === undefined ? undefined : normalUnit(item.unit);
      if (item.id !== undefined) {
        const row = owned(
          db.foodItems,
          item.id,
          userId,
          MEAL_PLANNING_DETAILS.inventoryItemNotFound,
        );
        Object.assign(row, fields, unit === undefined ? {} : { unit });
        return foodItemView(row);
      }
      const row: FoodItemRow = {
        id: nextId(db.foodItems),
        user_id: userId,
        ...fields,
        unit: unit ?? null,
      };
      db.foodItems.push(row);
      return foodItemView(row);
    });
    return response(200).json({ items: saved });
  }),

  mock.delete('/meal-planning/food-inventory/{id}', ({ me, params, response }) => {
    owned(db.foodItems, params.id, me().id, MEAL_PLANNING_DETAILS.inventoryItemNotFound);
    removeWhere(db.foodItems, (row) => row.id === params.id);
    return response(204).empty();
  }),

  mock.get('/meal-planning/recipes', ({ me, query, response }) => {
    const wanted = query.category === undefined ? undefined : tidyText(query.category);
    const recipes = db.recipes
      .filter((row) => row.user_id === me().id)
      .filter(
        (row) => wanted === undefined || (row.category !== null && sameText(row.category, wanted)),
      )
      .sort(byName)
      .slice(0, PER_USER_MAX)
      .map(recipeView);
    return response(200).json(recipes);
  }),

  mock.post('/meal-planning/recipes', ({ me, body, response }) => {
    const userId = me().id;
    const existing =
      body.id === undefined
        ? undefined
        : owned(db.recipes, body.id, userId, MEAL_PLANNING_DETAILS.recipeNotFound);
    const fields = {
      name: tidyText(body.name),
      ingredients: keptIngredientLines(body.ingredients),
      instructions: body.instructions.trim(),
      servings: body.servings ?? null,
      category: recipeCategory(body.category, userId),
    };
    if (existing) {
      Object.assign(existing, fields);
      return response(200).json(recipeView(existing));
    }
    ensureRoom(
      db.recipes.filter((row) => row.user_id === userId).length,
      1,
      PER_USER_MAX,
      MEAL_PLANNING_DETAILS.tooManyRecipes(PER_USER_MAX),
    );
    const row: RecipeRow = { id: nextId(db.recipes), user_id: userId, ...fields };
    db.recipes.push(row);
    return response(201).json(recipeView(row));
  }),

  mock.delete('/meal-planning/recipes/{id}', ({ me, params, response }) => {
    owned(db.recipes, params.id, me().id, MEAL_PLANNING_DETAILS.recipeNotFound);
    removeWhere(db.recipes, (row) => row.id === params.id);
    return response(204).empty();
  }),

  /**
   * Reads no page: answers a fixed draft. Like the server it refuses the addresses it can judge
   * without DNS (a literal private, loopback… address, or a localhost name); a URL containing
   * `no-recipe` or `unreachable` shows those two answers of the server.
   */
  mock.post('/meal-planning/recipes/import', ({ body, response }) => {
    let url: URL;
    try {
      url = new URL(body.url);
    } catch {
      return invalid(RECIPE_IMPORT_DETAILS.invalidUrl);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      invalid(RECIPE_IMPORT_DETAILS.scheme);
    if (url.hostname === '') invalid(RECIPE_IMPORT_DETAILS.invalidUrl);
    if (forbiddenHostRange(url.hostname) !== null) invalid(RECIPE_IMPORT_DETAILS.blocked);
    if (body.url.includes('unreachable')) invalid(RECIPE_IMPORT_DETAILS.unreachable);
    if (body.url.includes('no-recipe')) invalid(RECIPE_IMPORT_DETAILS.noRecipe);
    return response(200).json({
      name: 'Sourdough pancakes',
      ingredients: [
        '1 cup sourdough starter',
        '1 egg',
        '1 tbsp sugar',
        '1/2 tsp baking soda',
        'pinch of salt',
      ],
      instructions: 'Whisk everything together.\nRest five minutes.\nCook on a hot buttered pan.',
    });
  }),
];
