/**
 * Meal planning (spec 1 §2 Category Manager, Food Inventory, Recipes; §3–§5; issue #14): each
 * user's categories, inventory and recipes, the rules, and that nobody else's rows are visible or
 * changeable (404).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  maya = await newUser(t.app, 'maya');
  sam = await newUser(t.app, 'sam');
}, 120_000);
afterAll(() => t.close());

interface Category {
  id: number;
  name: string;
  type: 'food' | 'recipe';
}
interface FoodItem {
  id: number;
  name: string;
  quantity: number;
  desiredQuantity: number;
  categories: string[];
}
interface Ingredient {
  original: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string;
}
interface Recipe {
  id: number;
  name: string;
  ingredients: string[];
  parsedIngredients: Ingredient[];
  servings: number | null;
  instructions: string;
  category: string | null;
}

const api =
  (operationId: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  (caller: TestUser | null, payload?: unknown) =>
    call(t.app, operationId, {
      method,
      url: `/api${url}`,
      headers: caller?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

const listCategories = api('listMealCategories', 'GET', '/meal-planning/categories');
const createCategories = api('createMealCategories', 'POST', '/meal-planning/categories');
const deleteCategory = (id: number) =>
  api('deleteMealCategory', 'DELETE', `/meal-planning/categories/${id}`);
const listInventory = api('listFoodInventory', 'GET', '/meal-planning/food-inventory');
const saveInventory = api('saveFoodInventoryItems', 'POST', '/meal-planning/food-inventory');
const deleteItem = (id: number) =>
  api('deleteFoodInventoryItem', 'DELETE', `/meal-planning/food-inventory/${id}`);
const listRecipes = (query = '') => api('listRecipes', 'GET', `/meal-planning/recipes${query}`);
const saveRecipe = api('saveRecipe', 'POST', '/meal-planning/recipes');
const deleteRecipe = (id: number) => api('deleteRecipe', 'DELETE', `/meal-planning/recipes/${id}`);

async function category(user: TestUser, name: string, type: 'food' | 'recipe'): Promise<Category> {
  const res = await createCategories(user, { categories: [name], type });
  expect(res.statusCode, res.body).toBe(201);
  const [created] = res.json<Category[]>();
  if (!created) throw new Error('no category');
  return created;
}

describe('categories', () => {
  it('adds trimmed names and lists them by type, sorted by name', async () => {
    const res = await createCategories(maya, {
      categories: ['  Vegetables ', 'grains'],
      type: 'food',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Category[]>().map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'Vegetables', type: 'food' },
      { name: 'grains', type: 'food' },
    ]);
    await category(maya, 'Breakfast', 'recipe');
    const list = (await listCategories(maya)).json<{ food: Category[]; recipes: Category[] }>();
    expect(list.food.map((c) => c.name)).toEqual(['grains', 'Vegetables']);
    expect(list.recipes.map((c) => c.name)).toEqual(['Breakfast']);
  });

  it("refuses a name of the same type again, in any case (409 'Category already exists!')", async () => {
    for (const categories of [['vegetables'], ['VEGETABLES '], ['Fruit', 'fruit']]) {
      const res = await createCategories(maya, { categories, type: 'food' });
      expect(res.statusCode, categories.join()).toBe(409);
      expect(res.json()).toEqual({ detail: 'Category already exists!' });
    }
    // Nothing of a refused request is added.
    const food = (await listCategories(maya)).json<{ food: Category[] }>().food;
    expect(food.map((c) => c.name)).not.toContain('Fruit');
    // The same name is fine as the other type, and for someone else.
    expect(
      (await createCategories(maya, { categories: ['Vegetables'], type: 'recipe' })).statusCode,
    ).toBe(201);
    expect(
      (await createCategories(sam, { categories: ['Vegetables'], type: 'food' })).statusCode,
    ).toBe(201);
  });

  it('refuses blank names (422) and anonymous calls (401)', async () => {
    const blank = await createCategories(maya, { categories: ['   '], type: 'food' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Categories item 1 must not be blank.' });
    const badType = await createCategories(maya, { categories: ['Tea'], type: 'drink' });
    expect(badType.statusCode).toBe(422);
    expect((await listCategories(null)).statusCode).toBe(401);
  });

  it('deletes only my own categories; items and recipes that used one lose it', async () => {
    const spices = await category(maya, 'Spices', 'food');
    const dinner = await category(maya, 'Dinner', 'recipe');
    const saved = await saveInventory(maya, {
      items: [{ name: 'Cumin', quantity: 1, desiredQuantity: 1, categories: [String(spices.id)] }],
    });
    const [cumin] = saved.json<{ items: FoodItem[] }>().items;
    const curry = (
      await saveRecipe(maya, {
        name: 'Curry',
        ingredients: ['rice'],
        instructions: '',
        category: 'Dinner',
      })
    ).json<Recipe>();

    const notMine = await deleteCategory(spices.id)(sam);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ detail: 'Category not found.' });
    expect((await deleteCategory(spices.id)(maya)).statusCode).toBe(204);
    expect((await deleteCategory(dinner.id)(maya)).statusCode).toBe(204);
    expect((await deleteCategory(dinner.id)(maya)).statusCode).toBe(404);

    const items = (await listInventory(maya)).json<{ items: FoodItem[] }>().items;
    expect(items.find((item) => item.id === cumin?.id)?.categories).toEqual([]);
    const recipes = (await listRecipes()(maya)).json<Recipe[]>();
    expect(recipes.find((recipe) => recipe.id === curry.id)?.category).toBeNull();
  });
});

describe('food inventory', () => {
  let produce: Category;
  let pantry: Category;
  let breakfast: Category;
  beforeAll(async () => {
    produce = await category(maya, 'Produce', 'food');
    pantry = await category(maya, 'Pantry', 'food');
    breakfast = await category(maya, 'Mornings', 'recipe');
  });

  it('creates and updates in one call (id present = update), answering in request order', async () => {
    const created = await saveInventory(maya, {
      items: [
        { name: ' Tomatoes ', quantity: 2, desiredQuantity: 6, categories: [String(produce.id)] },
        { name: 'Rolled oats', quantity: 1, desiredQuantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(200);
    const [tomatoes, oats] = created.json<{ items: FoodItem[] }>().items;
    expect(tomatoes).toMatchObject({
      name: 'Tomatoes',
      quantity: 2,
      desiredQuantity: 6,
      categories: [String(produce.id)],
    });
    expect(oats).toMatchObject({ name: 'Rolled oats', categories: [] });

    const updated = await saveInventory(maya, {
      items: [
        { name: 'Basil', quantity: 0, desiredQuantity: 1 },
        {
          id: tomatoes?.id,
          name: 'Tomatoes',
          quantity: 3,
          desiredQuantity: 6,
          categories: [String(pantry.id), String(produce.id), String(pantry.id)],
        },
      ],
    });
    const [basil, again] = updated.json<{ items: FoodItem[] }>().items;
    expect(basil?.name).toBe('Basil');
    expect(again).toEqual({
      id: tomatoes?.id,
      name: 'Tomatoes',
      quantity: 3,
      desiredQuantity: 6,
      unit: null,
      categories: [String(produce.id), String(pantry.id)].sort((a, b) => Number(a) - Number(b)),
    });
    const list = (await listInventory(maya)).json<{ items: FoodItem[] }>().items;
    expect(list.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Tomatoes', 'Rolled oats', 'Basil']),
    );
    expect((await listInventory(sam)).json()).toEqual({ items: [] });
  });

  it('refuses quantities that are not numbers from 0 to 1,000,000, and blank names (422)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Kale', quantity: -1, desiredQuantity: 1 }, 'Quantity must be at least 0.'],
      [{ name: 'Kale', quantity: 1, desiredQuantity: -2 }, 'Need must be at least 0.'],
      [{ name: 'Kale', quantity: 1, desiredQuantity: 1_000_001 }, 'Need must be at most 1000000.'],
      [{ name: 'Kale', quantity: '1', desiredQuantity: 1 }, 'Quantity must be a number.'],
      [{ name: '  ', quantity: 1, desiredQuantity: 1 }, 'Name must not be blank.'],
    ];
    for (const [item, detail] of cases) {
      const res = await saveInventory(maya, { items: [item] });
      expect(res.statusCode, JSON.stringify(item)).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('accepts only ids of my own food categories (422), and saves nothing of a refused call', async () => {
    const samsFood = await category(sam, 'Sam food', 'food');
    const before = (await listInventory(maya)).json<{ items: FoodItem[] }>().items.length;
    for (const id of [String(breakfast.id), String(samsFood.id), '999999', '99999999']) {
      const res = await saveInventory(maya, {
        items: [
          { name: 'Fine', quantity: 1, desiredQuantity: 1 },
          { name: 'Leeks', quantity: 1, desiredQuantity: 2, categories: [id] },
        ],
      });
      expect(res.statusCode, id).toBe(422);
      expect(res.json()).toEqual({ detail: 'Categories must be ids of your food categories.' });
    }
    const odd = await saveInventory(maya, {
      items: [{ name: 'Leeks', quantity: 1, desiredQuantity: 2, categories: ['abc'] }],
    });
    expect(odd.statusCode).toBe(422);
    expect(odd.json()).toEqual({ detail: 'Categories must be ids of your food categories.' });
    expect((await listInventory(maya)).json<{ items: FoodItem[] }>().items.length).toBe(before);
  });

  it("answers 404 for someone else's item, on update and delete, and changes nothing", async () => {
    const [item] = (
      await saveInventory(sam, {
        items: [{ name: 'Potting soil', quantity: 1, desiredQuantity: 2 }],
      })
    ).json<{ items: FoodItem[] }>().items;
    const update = await saveInventory(maya, {
      items: [{ id: item?.id, name: 'Mine now', quantity: 9, desiredQuantity: 9 }],
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ detail: 'Inventory item not found.' });
    const remove = await deleteItem(item?.id ?? 0)(maya);
    expect(remove.statusCode).toBe(404);
    expect((await listInventory(sam)).json<{ items: FoodItem[] }>().items).toEqual([item]);
    expect((await deleteItem(item?.id ?? 0)(sam)).statusCode).toBe(204);
    expect((await deleteItem(item?.id ?? 0)(sam)).statusCode).toBe(404);
  });
});

describe('recipes', () => {
  beforeAll(async () => {
    await category(maya, 'Soups', 'recipe');
    await category(sam, 'Sam soups', 'recipe');
  });

  it('creates (201) and replaces (200) recipes with trimmed, non-blank ingredients', async () => {
    const created = await saveRecipe(maya, {
      name: '  Carrot soup ',
      ingredients: [' 6 carrots ', '1 onion'],
      instructions: 'Simmer, then blend.',
      category: 'soups',
    });
    expect(created.statusCode).toBe(201);
    const soup = created.json<Recipe>();
    expect(soup).toMatchObject({
      name: 'Carrot soup',
      ingredients: ['6 carrots', '1 onion'],
      instructions: 'Simmer, then blend.',
      category: 'Soups',
    });
    const replaced = await saveRecipe(maya, {
      id: soup.id,
      name: 'Carrot ginger soup',
      ingredients: ['6 carrots', '2 cm ginger'],
      instructions: 'Simmer 25 minutes, then blend.',
      category: null,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      id: soup.id,
      name: 'Carrot ginger soup',
      ingredients: ['6 carrots', '2 cm ginger'],
      parsedIngredients: [
        { original: '6 carrots', quantity: 6, quantityMax: null, unit: null, food: 'carrots' },
        { original: '2 cm ginger', quantity: 2, quantityMax: null, unit: 'cm', food: 'ginger' },
      ],
      servings: null,
      instructions: 'Simmer 25 minutes, then blend.',
      category: null,
    });
    const blank = await saveRecipe(maya, {
      name: 'X',
      ingredients: ['salt', '  '],
      instructions: '',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Ingredients item 2 must not be blank.' });
    expect(
      (await saveRecipe(maya, { name: ' ', ingredients: [], instructions: '' })).statusCode,
    ).toBe(422);
  });

  it('reads ingredient lines into quantity, unit and food, keeps servings, drops junk lines', async () => {
    const saved = await saveRecipe(maya, {
      name: 'Pancakes',
      ingredients: ['2 cups flour', 'Eggs 3', '½ tsp salt', ', ,', 'Butter,', 'Vitamin B12', '7UP'],
      instructions: 'Whisk and fry.',
      servings: 4,
    });
    expect(saved.statusCode).toBe(201);
    const pancakes = saved.json<Recipe>();
    expect(pancakes.servings).toBe(4);
    expect(pancakes.ingredients).toEqual([
      '2 cups flour',
      'Eggs 3',
      '½ tsp salt',
      'Butter,',
      'Vitamin B12',
      '7UP',
    ]);
    expect(pancakes.parsedIngredients).toEqual([
      { original: '2 cups flour', quantity: 2, quantityMax: null, unit: 'cups', food: 'flour' },
      { original: 'Eggs 3', quantity: 3, quantityMax: null, unit: null, food: 'Eggs' },
      { original: '½ tsp salt', quantity: 0.5, quantityMax: null, unit: 'tsp', food: 'salt' },
      { original: 'Butter,', quantity: null, quantityMax: null, unit: null, food: 'Butter' },
      {
        original: 'Vitamin B12',
        quantity: null,
        quantityMax: null,
        unit: null,
        food: 'Vitamin B12',
      },
      { original: '7UP', quantity: null, quantityMax: null, unit: null, food: '7UP' },
    ]);
    for (const servings of [0, 101, 2.5])
      expect(
        (await saveRecipe(maya, { name: 'X', ingredients: [], instructions: '', servings }))
          .statusCode,
      ).toBe(422);
    // A recipe saved before servings and parsed ingredients existed (lines only) reads the same way.
    await t.app.services.database.db.execute(
      sql`update recipes set servings = null, ingredients = array['1 cup oats', 'Milk,'] where id = ${pancakes.id}`,
    );
    const listed = (await listRecipes()(maya)).json<Recipe[]>().find((r) => r.id === pancakes.id);
    expect(listed).toMatchObject({
      servings: null,
      parsedIngredients: [
        { original: '1 cup oats', quantity: 1, unit: 'cup', food: 'oats' },
        { original: 'Milk,', quantity: null, unit: null, food: 'Milk' },
      ],
    });
    expect((await deleteRecipe(pancakes.id)(maya)).statusCode).toBe(204);
  });

  it('lists my recipes by name, filtered by category name in any case', async () => {
    await saveRecipe(maya, {
      name: 'lentil soup',
      ingredients: ['lentils'],
      instructions: '',
      category: 'Soups',
    });
    await saveRecipe(maya, {
      name: 'Apple pie',
      ingredients: ['apples'],
      instructions: '',
      category: '',
    });
    const all = (await listRecipes()(maya)).json<Recipe[]>();
    const names = all.map((recipe) => recipe.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(names).toContain('Apple pie');
    const soups = (await listRecipes('?category=SOUPS')(maya)).json<Recipe[]>();
    expect(soups.map((recipe) => recipe.name)).toEqual(['lentil soup']);
    expect((await listRecipes('?category=Nothing')(maya)).json()).toEqual([]);
    expect((await listRecipes()(sam)).json()).toEqual([]);
    expect((await listRecipes('?category=')(maya)).statusCode).toBe(422);
  });

  it('refuses a category that is not one of my recipe categories (422)', async () => {
    for (const name of ['Sam soups', 'Produce', 'Desserts']) {
      const res = await saveRecipe(maya, {
        name: 'Pie',
        ingredients: [],
        instructions: '',
        category: name,
      });
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ detail: `There is no recipe category named "${name}".` });
    }
  });

  it("answers 404 for someone else's recipe, on replace and delete", async () => {
    const theirs = (
      await saveRecipe(sam, { name: 'Sam stew', ingredients: ['beans'], instructions: 'Stew.' })
    ).json<Recipe>();
    const replace = await saveRecipe(maya, {
      id: theirs.id,
      name: 'Mine',
      ingredients: [],
      instructions: '',
    });
    expect(replace.statusCode).toBe(404);
    expect(replace.json()).toEqual({ detail: 'Recipe not found.' });
    expect((await deleteRecipe(theirs.id)(maya)).statusCode).toBe(404);
    expect((await listRecipes()(sam)).json<Recipe[]>()).toEqual([theirs]);
    expect((await deleteRecipe(theirs.id)(sam)).statusCode).toBe(204);
    expect((await deleteRecipe(theirs.id)(sam)).json()).toEqual({ detail: 'Recipe not found.' });
  });
});
