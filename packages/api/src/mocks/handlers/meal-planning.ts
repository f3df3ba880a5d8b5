import type { Category, FoodItem, Recipe } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { CategoryRow, FoodItemRow, RecipeRow } from '../rows';
import { badRequest, conflict, fail, forbidden, mock, notFound } from '../support/route';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const categoryView = ({ user_id: _owner, ...category }: CategoryRow): Category => category;
const foodItemView = ({ user_id: _owner, ...item }: FoodItemRow): FoodItem => item;
const recipeView = ({ user_id: _owner, ...recipe }: RecipeRow): Recipe => recipe;

/** The row with this id, which must be the caller's (404 unknown, 403 someone else's). */
function owned<Row extends { id: number; user_id: number }>(
  rows: Row[],
  id: number,
  userId: number,
  what: string,
): Row {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) notFound(`${what} not found.`);
  if (row.user_id !== userId) forbidden(`This ${what.toLowerCase()} is not yours.`);
  return row;
}

/** A recipe body's category: null for none, else the name of one of the caller's recipe categories. */
function recipeCategory(name: string | null | undefined, userId: number): string | null {
  if (name === null || name === undefined || name.trim() === '') return null;
  const category = db.categories.find(
    (row) => row.user_id === userId && row.type === 'recipe' && row.name === name,
  );
  if (!category) badRequest(`Unknown recipe category: ${name}`);
  return category.name;
}

export const mealPlanningHandlers = [
  mock.get('/meal-planning/categories', ({ me, response }) => {
    const mine = db.categories.filter((row) => row.user_id === me().id).sort(byName);
    return response(200).json({
      food: mine.filter((row) => row.type === 'food').map(categoryView),
      recipes: mine.filter((row) => row.type === 'recipe').map(categoryView),
    });
  }),

  mock.post('/meal-planning/categories', ({ me, body, response }) => {
    const userId = me().id;
    const names = body.categories.map((name) => name.trim());
    const seen = new Set<string>();
    for (const name of names) {
      const key = name.toLowerCase();
      const exists = db.categories.some(
        (row) => row.user_id === userId && row.type === body.type && row.name.toLowerCase() === key,
      );
      if (exists || seen.has(key)) conflict('Category already exists!');
      seen.add(key);
    }
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
    const category = owned(db.categories, params.id, me().id, 'Category');
    removeWhere(db.categories, (row) => row.id === category.id);
    // Items and recipes that used it simply lose it.
    for (const item of db.foodItems) {
      item.categories = item.categories.filter((id) => id !== String(category.id));
    }
    for (const recipe of db.recipes) {
      if (recipe.user_id === category.user_id && recipe.category === category.name)
        recipe.category = null;
    }
    return response(204).empty();
  }),

  mock.get('/meal-planning/food-inventory', ({ me, response }) =>
    response(200).json({
      items: db.foodItems.filter((row) => row.user_id === me().id).map(foodItemView),
    }),
  ),

  mock.post('/meal-planning/food-inventory', ({ me, body, response }) => {
    const userId = me().id;
    const foodCategoryIds = new Set(
      db.categories
        .filter((row) => row.user_id === userId && row.type === 'food')
        .map((row) => String(row.id)),
    );
    // Check everything first: a bad item changes nothing.
    for (const item of body.items) {
      if (item.id !== undefined) owned(db.foodItems, item.id, userId, 'Inventory item');
      const unknown = (item.categories ?? []).find((id) => !foodCategoryIds.has(id));
      if (unknown !== undefined) badRequest(`Unknown food category id: ${unknown}`);
    }
    const saved = body.items.map((item) => {
      const fields = {
        name: item.name.trim(),
        quantity: item.quantity,
        desiredQuantity: item.desiredQuantity,
        categories: item.categories ?? [],
      };
      if (item.id !== undefined) {
        const row = owned(db.foodItems, item.id, userId, 'Inventory item');
        Object.assign(row, fields);
        return foodItemView(row);
      }
      const row: FoodItemRow = { id: nextId(db.foodItems), user_id: userId, ...fields };
      db.foodItems.push(row);
      return foodItemView(row);
    });
    return response(200).json({ items: saved });
  }),

  mock.delete('/meal-planning/food-inventory/{id}', ({ me, params, response }) => {
    owned(db.foodItems, params.id, me().id, 'Inventory item');
    removeWhere(db.foodItems, (row) => row.id === params.id);
    return response(204).empty();
  }),

  mock.get('/meal-planning/recipes', ({ me, query, response }) => {
    const recipes = db.recipes
      .filter((row) => row.user_id === me().id)
      .filter((row) => query.category === undefined || row.category === query.category)
      .sort(byName)
      .map(recipeView);
    return response(200).json(recipes);
  }),

  mock.post('/meal-planning/recipes', ({ me, body, response }) => {
    const userId = me().id;
    const fields = {
      name: body.name.trim(),
      ingredients: body.ingredients,
      instructions: body.instructions,
      category: recipeCategory(body.category, userId),
    };
    if (body.id !== undefined) {
      const row = owned(db.recipes, body.id, userId, 'Recipe');
      Object.assign(row, fields);
      return response(200).json(recipeView(row));
    }
    const row: RecipeRow = { id: nextId(db.recipes), user_id: userId, ...fields };
    db.recipes.push(row);
    return response(201).json(recipeView(row));
  }),

  mock.delete('/meal-planning/recipes/{id}', ({ me, params, response }) => {
    owned(db.recipes, params.id, me().id, 'Recipe');
    removeWhere(db.recipes, (row) => row.id === params.id);
    return response(204).empty();
  }),

  /**
   * Reads no page: answers a fixed draft. Addresses on local hosts are refused like the server
   * refuses them; a URL containing `no-recipe` or `unreachable` shows the 400 and 502 answers.
   */
  mock.post('/meal-planning/recipes/import', ({ body, response }) => {
    const url = new URL(body.url);
    if (/^(localhost|127\.|10\.|192\.168\.|\[::1\])/.test(url.hostname)) {
      badRequest('Private and local addresses cannot be imported.');
    }
    if (body.url.includes('unreachable')) fail(502, 'The page could not be fetched.');
    if (body.url.includes('no-recipe')) badRequest('No recipe was found on this page.');
    return response(200).json({
      name: 'Sourdough pancakes',
      ingredients: [
        '1 cup sourdough starter',
        '1 egg',
        '1 tbsp sugar',
        '1/2 tsp baking soda',
        'pinch of salt',
      ],
      instructions: 'Whisk everything together, rest five minutes, and cook on a hot buttered pan.',
    });
  }),
];
