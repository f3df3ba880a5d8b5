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
}

const recipe = async (caller: TestUser, name: string, ingredients: string[]) => {
  const res = await call(t.app, 'saveRecipe', {
    method: 'POST',
    url: '/api/meal-planning/recipes',
    headers: caller.auth,
    payload: { name, ingredients, instructions: 'Cook.' },
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
const plan = (caller: TestUser, date: string, recipeId: number) =>
  call(t.app, 'addWeekPlanEntry', {
    method: 'POST',
    url: '/api/meal-planning/week-plan/entries',
    headers: caller.auth,
    payload: { date, recipeId },
  });
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
});
