/**
 * The week plan (issue 33): recipes planned on the days of a week chosen by its Monday, taken off,
 * and the week's grocery list made from them by the grocery list's generation from recipes.
 */
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

interface Entry {
  id: number;
  date: string;
  recipeId: number;
  recipeName: string;
  slot: string;
  servings: number;
  recipeServings: number | null;
}

const recipe = async (caller: TestUser, name: string, ingredients: string[], servings?: number) => {
  const res = await call(t.app, 'saveRecipe', {
    method: 'POST',
    url: '/api/meal-planning/recipes',
    headers: caller.auth,
    payload: { name, ingredients, instructions: 'Cook.', ...(servings ? { servings } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
const week = (caller: TestUser, start: string) =>
  call(t.app, 'getWeekPlan', {
    method: 'GET',
    url: `/api/meal-planning/week-plan?start=${start}`,
    headers: caller.auth,
  });
const plan = (
  caller: TestUser,
  date: string,
  recipeId: number,
  meal: Record<string, unknown> = {},
) =>
  call(t.app, 'addWeekPlanEntry', {
    method: 'POST',
    url: '/api/meal-planning/week-plan/entries',
    headers: caller.auth,
    payload: { date, recipeId, ...meal },
  });
const replan = (caller: TestUser, id: number, payload: Record<string, unknown>) =>
  call(t.app, 'updateWeekPlanEntry', {
    method: 'PATCH',
    url: `/api/meal-planning/week-plan/entries/${id}`,
    headers: caller.auth,
    payload,
  });
const groceries = async (caller: TestUser) =>
  (
    await call(t.app, 'getGroceryList', {
      method: 'GET',
      url: '/api/grocery-list/grocery-list',
      headers: caller.auth,
    })
  ).json<{
    items: { name: string; quantity: number; unit: string | null; aisle: string | null }[];
  }>().items;
const unplan = (caller: TestUser, id: number) =>
  call(t.app, 'deleteWeekPlanEntry', {
    method: 'DELETE',
    url: `/api/meal-planning/week-plan/entries/${id}`,
    headers: caller.auth,
  });
const toGroceries = (caller: TestUser, start: string) =>
  call(t.app, 'addWeekPlanToGroceryList', {
    method: 'POST',
    url: '/api/meal-planning/week-plan/grocery-list',
    headers: caller.auth,
    payload: { start },
  });

describe('week plan', () => {
  it('plans recipes on days of a week, by day, and takes them off', async () => {
    const soup = await recipe(maya, 'Soup', ['2 carrots']);
    const oats = await recipe(maya, 'Oats', ['1 cup oats']);
    const sunday = await plan(maya, '2026-11-29', soup);
    expect(sunday.statusCode).toBe(201);
    expect(sunday.json<Entry>()).toMatchObject({
      date: '2026-11-29',
      recipeId: soup,
      recipeName: 'Soup',
    });
    expect((await plan(maya, '2026-11-23', oats)).statusCode).toBe(201);
    // The next week's Monday is not in this week.
    expect((await plan(maya, '2026-11-30', oats)).statusCode).toBe(201);

    const res = await week(maya, '2026-11-23');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ start: string; entries: Entry[] }>();
    expect(body.start).toBe('2026-11-23');
    expect(body.entries.map((entry) => [entry.date, entry.recipeName])).toEqual([
      ['2026-11-23', 'Oats'],
      ['2026-11-29', 'Soup'],
    ]);
    expect((await week(sam, '2026-11-23')).json<{ entries: Entry[] }>().entries).toEqual([]);

    expect((await unplan(sam, sunday.json<Entry>().id)).statusCode).toBe(404);
    expect((await unplan(maya, sunday.json<Entry>().id)).statusCode).toBe(204);
    expect((await unplan(maya, sunday.json<Entry>().id)).statusCode).toBe(404);
    expect(
      (await week(maya, '2026-11-23')).json<{ entries: Entry[] }>().entries.map((e) => e.date),
    ).toEqual(['2026-11-23']);
  });

  it("refuses a week that does not start on a Monday, another's recipe and a full day", async () => {
    const tuesday = await week(maya, '2026-11-24');
    expect(tuesday.statusCode).toBe(422);
    expect(tuesday.json()).toEqual({ detail: 'A week starts on a Monday.' });
    expect((await week(maya, '2026-13-40')).statusCode).toBe(422);

    const mine = await recipe(maya, 'Stew', ['1 onion']);
    const theirs = await plan(sam, '2026-12-01', mine);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Recipe not found.' });

    for (let i = 0; i < 10; i++)
      expect((await plan(maya, '2026-12-02', mine)).statusCode).toBe(201);
    const full = await plan(maya, '2026-12-02', mine);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({ detail: 'You can plan at most 10 recipes on a day.' });
  });

  it("makes the week's grocery list from every planned recipe, merged like from recipes", async () => {
    const cook = await newUser(t.app, 'cook');
    const empty = await toGroceries(cook, '2026-12-07');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'Nothing is planned for that week.' });

    const salad = await recipe(cook, 'Salad', ['2 Tomatoes', '1 cucumber']);
    const sauce = await recipe(cook, 'Sauce', ['tomatoes 3']);
    expect((await plan(cook, '2026-12-07', salad)).statusCode).toBe(201);
    expect((await plan(cook, '2026-12-09', sauce)).statusCode).toBe(201);
    expect((await plan(cook, '2026-12-13', salad)).statusCode).toBe(201);
    // Another week's plan stays off this list.
    expect((await plan(cook, '2026-12-14', sauce)).statusCode).toBe(201);

    const made = await toGroceries(cook, '2026-12-07');
    expect(made.statusCode).toBe(200);
    expect(made.json<{ message: string }>().message).toMatch(/from 3 recipes/);
    const list = await call(t.app, 'getGroceryList', {
      method: 'GET',
      url: '/api/grocery-list/grocery-list',
      headers: cook.auth,
    });
    const items = list.json<{ items: { name: string; quantity: number }[] }>().items;
    expect(items.map((item) => [item.name.toLowerCase(), item.quantity])).toEqual([
      ['tomatoes', 7],
      ['cucumber', 2],
    ]);
    expect((await toGroceries(cook, '2026-12-08')).statusCode).toBe(422);
  });

  it('a deleted recipe leaves the plan', async () => {
    const ada = await newUser(t.app, 'ada');
    const pie = await recipe(ada, 'Pie', ['1 apple']);
    expect((await plan(ada, '2026-12-21', pie)).statusCode).toBe(201);
    const deleted = await call(t.app, 'deleteRecipe', {
      method: 'DELETE',
      url: `/api/meal-planning/recipes/${pie}`,
      headers: ada.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await week(ada, '2026-12-21')).json<{ entries: Entry[] }>().entries).toEqual([]);
    expect((await toGroceries(ada, '2026-12-21')).statusCode).toBe(422);
  });

  it('plans a meal for a slot and servings, by day then breakfast to snack, and changes them', async () => {
    const lee = await newUser(t.app, 'lee');
    const oats = await recipe(lee, 'Oats', ['1 cup oats'], 2);
    const stew = await recipe(lee, 'Stew', ['1 leek']);
    // Left out: dinner, and the recipe's servings (1 when it gives none).
    const dinner = await plan(lee, '2026-12-07', oats);
    expect(dinner.json<Entry>()).toMatchObject({ slot: 'dinner', servings: 2, recipeServings: 2 });
    const lunch = await plan(lee, '2026-12-07', stew, { slot: 'lunch', servings: 3 });
    expect(lunch.statusCode).toBe(201);
    expect(lunch.json<Entry>()).toMatchObject({ slot: 'lunch', servings: 3, recipeServings: null });
    expect((await plan(lee, '2026-12-07', oats, { slot: 'breakfast' })).statusCode).toBe(201);
    const days = (await week(lee, '2026-12-07')).json<{ entries: Entry[] }>().entries;
    expect(days.map((entry) => [entry.slot, entry.recipeName])).toEqual([
      ['breakfast', 'Oats'],
      ['lunch', 'Stew'],
      ['dinner', 'Oats'],
    ]);

    const changed = await replan(lee, dinner.json<Entry>().id, { slot: 'snack', servings: 5 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Entry>()).toMatchObject({ slot: 'snack', servings: 5, recipeName: 'Oats' });
    expect(
      (await replan(lee, dinner.json<Entry>().id, { servings: 6 })).json<Entry>(),
    ).toMatchObject({ slot: 'snack', servings: 6 });
    expect((await replan(sam, dinner.json<Entry>().id, { servings: 1 })).statusCode).toBe(404);
  });

  it('refuses a slot or servings that are not a meal or a whole number from 1 to 100 (422)', async () => {
    const kit = await newUser(t.app, 'kit');
    const soup = await recipe(kit, 'Soup', ['1 onion'], 2);
    for (const slot of ['brunch', '', 3]) {
      const res = await plan(kit, '2026-12-08', soup, { slot });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: 'A meal is breakfast, lunch, dinner or snack.' });
    }
    for (const servings of [0, -1, 1.5, 101, '4']) {
      const res = await plan(kit, '2026-12-08', soup, { servings });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: 'Servings must be a whole number from 1 to 100.' });
    }
    const planned = (await plan(kit, '2026-12-08', soup)).json<Entry>();
    const bad = await replan(kit, planned.id, { slot: 'supper' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: 'A meal is breakfast, lunch, dinner or snack.' });
    expect((await replan(kit, planned.id, { servings: 0 })).statusCode).toBe(422);
    expect((await replan(kit, planned.id, {})).statusCode).toBe(422);
    expect((await week(kit, '2026-12-07')).json<{ entries: Entry[] }>().entries).toMatchObject([
      { slot: 'dinner', servings: 2 },
    ]);
  });

  it("scales each recipe's amounts by planned servings over the recipe's before adding up", async () => {
    const bo = await newUser(t.app, 'bo');
    // A 2-serving recipe planned for 4 doubles; one for 4 planned for 2 halves; one with no
    // servings is not scaled.
    const pancakes = await recipe(bo, 'Pancakes', ['½ tsp salt', '1 cup flour', '2 eggs'], 2);
    const soup = await recipe(bo, 'Soup', ['¼ tsp salt', '500 ml stock'], 4);
    const toast = await recipe(bo, 'Toast', ['1 egg']);
    expect(
      (await plan(bo, '2026-12-14', pancakes, { slot: 'lunch', servings: 4 })).statusCode,
    ).toBe(201);
    expect((await plan(bo, '2026-12-15', soup, { servings: 2 })).statusCode).toBe(201);
    expect((await plan(bo, '2026-12-16', toast, { servings: 3 })).statusCode).toBe(201);
    expect((await toGroceries(bo, '2026-12-14')).statusCode).toBe(200);
    // salt: ½ × 2 + ¼ × ½ = 1⅛ tsp; flour 2 cups; eggs 2 × 2 + 1 = 5; stock 250 ml.
    expect((await groceries(bo)).map(({ name, quantity, unit }) => [name, quantity, unit])).toEqual(
      [
        ['salt', 1.125, 'teaspoon'],
        ['flour', 2, 'cup'],
        ['eggs', 5, null],
        ['stock', 250, 'milliliter'],
      ],
    );
  });

  it("groups the grocery list by the inventory's food categories (aisles), any case and plural", async () => {
    const di = await newUser(t.app, 'di');
    const made = await call(t.app, 'createMealCategories', {
      method: 'POST',
      url: '/api/meal-planning/categories',
      headers: di.auth,
      payload: { categories: ['Produce', 'Dairy', 'Baking'], type: 'food' },
    });
    expect(made.statusCode).toBe(201);
    const { food } = (
      await call(t.app, 'listMealCategories', {
        method: 'GET',
        url: '/api/meal-planning/categories',
        headers: di.auth,
      })
    ).json<{ food: { id: number; name: string }[] }>();
    const idOf = (name: string) => String(food.find((category) => category.name === name)?.id);
    const stocked = await call(t.app, 'saveFoodInventoryItems', {
      method: 'POST',
      url: '/api/meal-planning/food-inventory',
      headers: di.auth,
      payload: {
        items: [
          { name: 'Tomato', quantity: 0, desiredQuantity: 0, categories: [idOf('Produce')] },
          // Two categories: the first by name.
          {
            name: 'milk',
            quantity: 0,
            desiredQuantity: 0,
            categories: [idOf('Dairy'), idOf('Baking')],
          },
        ],
      },
    });
    expect(stocked.statusCode).toBe(200);
    for (const name of ['tomatoes 3', 'Milk 1 l', 'matches'])
      expect(
        (
          await call(t.app, 'addGroceryItem', {
            method: 'POST',
            url: '/api/grocery-list/grocery-list/item',
            headers: di.auth,
            payload: { name },
          })
        ).statusCode,
      ).toBe(201);
    expect((await groceries(di)).map(({ name, aisle }) => [name, aisle])).toEqual([
      ['tomatoes', 'Produce'],
      ['Milk', 'Baking'],
      ['matches', null],
    ]);
  });
});
