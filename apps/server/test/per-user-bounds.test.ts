/**
 * A member's own collections are capped, so their lists are bounded without hiding anything (issue
 * 22): at most PER_USER_MAX meal categories, inventory items, recipes, grocery items and projects,
 * and PER_PARENT_MAX tasks per project. Each collection is filled to the cap straight in the
 * database (quick); the list then answers every row, one more add is a 422 that says so and changes
 * nothing, a bulk add that would cross the cap is refused whole, merges still work at the cap, and
 * once a row is deleted an add works again.
 */
import { GROCERY_LIST_DETAILS, MEAL_PLANNING_DETAILS } from '@wegrow/contract/meal-planning';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groceryItems } from '../src/domains/grocery-list/schema';
import { foodItems, mealCategories, recipes } from '../src/domains/meal-planning/schema';
import { projects, projectTasks } from '../src/domains/projects/schema';
import { PROJECT_TEXTS } from '../src/domains/projects/service';
import { PER_PARENT_MAX, PER_USER_MAX } from '../src/platform/paging';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

// In the past, so what the API adds now comes after the rows inserted here.
const BASE = Date.parse('2020-01-01T00:00:00Z');
/** The i-th moment, one second apart, in insertion order. */
const moment = (i: number) => new Date(BASE + i * 1000);
/** `i` with four digits, so names sort as numbers. */
const padded = (i: number) => String(i).padStart(4, '0');
/** `n` numbers from 0. */
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const db = () => t.app.services.database.db;

/** Rows of `table` matching `where`, counted in the database (what a list could hide). */
async function rowsIn(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

async function send(
  user: TestUser,
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return call(t.app, operationId, {
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function get<T>(user: TestUser, operationId: string, url: string): Promise<T> {
  const res = await send(user, operationId, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** The answer is the 422 of a full collection, with these words. */
function expectFull(res: { statusCode: number; body: string; json<T>(): T }, detail: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json<{ detail: string }>().detail).toBe(detail);
}

describe('the caps hold the exact words', () => {
  it('says the number with its comma and what to do', () => {
    expect(MEAL_PLANNING_DETAILS.tooManyRecipes(PER_USER_MAX)).toBe(
      'You can keep at most 1,000 recipes. Delete some to add more.',
    );
    expect(PROJECT_TEXTS.tooManyTasks).toBe(
      'You can keep at most 500 tasks in a project. Delete some to add more.',
    );
  });
});

describe('meal planning', () => {
  it('categories: PER_USER_MAX in all (food and recipe), every one listed', async () => {
    const user = await newUser(t.app, 'cats');
    const mine = eq(mealCategories.userId, user.id);
    // All but one food categories, and one recipe category: the cap counts both types.
    await db()
      .insert(mealCategories)
      .values(
        upTo(PER_USER_MAX).map((i) => ({
          userId: user.id,
          name: `Category ${padded(i)}`,
          type: i === 0 ? ('recipe' as const) : ('food' as const),
        })),
      );
    const url = '/api/meal-planning/categories';
    const listed = await get<{ food: unknown[]; recipes: unknown[] }>(
      user,
      'listMealCategories',
      url,
    );
    expect(listed.food.length + listed.recipes.length).toBe(PER_USER_MAX);
    expect(listed.recipes).toHaveLength(1);

    const detail = MEAL_PLANNING_DETAILS.tooManyCategories(PER_USER_MAX);
    const create = (names: string[]) =>
      send(user, 'createMealCategories', 'POST', url, { categories: names, type: 'recipe' });
    expectFull(await create(['Lunch']), detail);
    expect(await rowsIn(mealCategories, mine)).toBe(PER_USER_MAX);

    const [first] = await db().select({ id: mealCategories.id }).from(mealCategories).where(mine);
    const deleted = await send(user, 'deleteMealCategory', 'DELETE', `${url}/${first?.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    // Two would cross the cap: neither is added.
    expectFull(await create(['Lunch', 'Dinner']), detail);
    expect(await rowsIn(mealCategories, mine)).toBe(PER_USER_MAX - 1);
    const added = await create(['Lunch']);
    expect(added.statusCode, added.body).toBe(201);
    expect(await rowsIn(mealCategories, mine)).toBe(PER_USER_MAX);
  });

  it('inventory and the grocery import into it: PER_USER_MAX items, merges still fine', async () => {
    const user = await newUser(t.app, 'pantry');
    const mine = eq(foodItems.userId, user.id);
    await db()
      .insert(foodItems)
      .values(
        upTo(PER_USER_MAX).map((i) => ({
          userId: user.id,
          name: `Item ${padded(i)}`,
          quantity: 1,
          desiredQuantity: 1,
        })),
      );
    const url = '/api/meal-planning/food-inventory';
    const listed = await get<{ items: { id: number; name: string }[] }>(
      user,
      'listFoodInventory',
      url,
    );
    expect(listed.items).toHaveLength(PER_USER_MAX);
    expect(listed.items.at(-1)?.name).toBe(`Item ${padded(PER_USER_MAX - 1)}`);
    const [first, second] = listed.items;
    if (!first || !second) throw new Error('no items');

    const detail = MEAL_PLANNING_DETAILS.tooManyInventoryItems(PER_USER_MAX);
    const save = (items: object[]) => send(user, 'saveFoodInventoryItems', 'POST', url, { items });
    const basil = { name: 'Basil', quantity: 1, desiredQuantity: 2 };
    expectFull(await save([basil]), detail);
    // Replacing an item adds nothing, so it works at the cap.
    const replaced = await save([
      { id: first.id, name: first.name, quantity: 5, desiredQuantity: 5 },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);

    const deleted = await send(user, 'deleteFoodInventoryItem', 'DELETE', `${url}/${second.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    // A replacement and two new items: the new ones would cross the cap, so nothing is saved.
    const refused = await save([
      { id: first.id, name: 'Renamed', quantity: 9, desiredQuantity: 9 },
      basil,
      { ...basil, name: 'Mint' },
    ]);
    expectFull(refused, detail);
    expect(await rowsIn(foodItems, mine)).toBe(PER_USER_MAX - 1);
    const [kept] = await db().select().from(foodItems).where(eq(foodItems.id, first.id));
    expect(kept).toMatchObject({ name: first.name, quantity: 5 });
    const saved = await save([basil]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowsIn(foodItems, mine)).toBe(PER_USER_MAX);

    // The grocery list's import: a merge into Item 0000 and a new inventory item.
    await db()
      .insert(groceryItems)
      .values(
        [first.name, 'Fennel'].map((name, i) => ({
          userId: user.id,
          name,
          quantity: 3,
          checked: true,
          createdAt: moment(i),
        })),
      );
    const importUrl = '/api/grocery-list/grocery-list/import-to-inventory';
    const importChecked = () => send(user, 'importCheckedGroceriesToInventory', 'POST', importUrl);
    expectFull(await importChecked(), detail);
    expect(await rowsIn(groceryItems, eq(groceryItems.userId, user.id))).toBe(2);
    const [unchanged] = await db().select().from(foodItems).where(eq(foodItems.id, first.id));
    expect(unchanged?.quantity).toBe(5);
    expect(await rowsIn(foodItems, mine)).toBe(PER_USER_MAX);
    // Only merges: nothing new in the inventory, so the import works at the cap.
    await db()
      .delete(groceryItems)
      .where(and(eq(groceryItems.userId, user.id), eq(groceryItems.name, 'Fennel')));
    const imported = await importChecked();
    expect(imported.statusCode, imported.body).toBe(200);
    const [raised] = await db().select().from(foodItems).where(eq(foodItems.id, first.id));
    expect(raised?.quantity).toBe(8);
    expect(await rowsIn(foodItems, mine)).toBe(PER_USER_MAX);
  });

  it('recipes: PER_USER_MAX, every one listed', async () => {
    const user = await newUser(t.app, 'cook');
    const mine = eq(recipes.userId, user.id);
    await db()
      .insert(recipes)
      .values(
        upTo(PER_USER_MAX).map((i) => ({
          userId: user.id,
          name: `Recipe ${padded(i)}`,
          ingredients: ['1 egg'],
          instructions: 'Cook.',
        })),
      );
    const url = '/api/meal-planning/recipes';
    const listed = await get<{ id: number; name: string }[]>(user, 'listRecipes', url);
    expect(listed).toHaveLength(PER_USER_MAX);
    expect(listed[0]?.name).toBe('Recipe 0000');
    const [first] = listed;
    if (!first) throw new Error('no recipes');

    const recipe = { name: 'Pancakes', ingredients: ['1 egg'], instructions: 'Fry.' };
    const save = (body: object) => send(user, 'saveRecipe', 'POST', url, body);
    expectFull(await save(recipe), MEAL_PLANNING_DETAILS.tooManyRecipes(PER_USER_MAX));
    expect(await rowsIn(recipes, mine)).toBe(PER_USER_MAX);
    const replaced = await save({ ...recipe, id: first.id });
    expect(replaced.statusCode, replaced.body).toBe(200);

    const deleted = await send(user, 'deleteRecipe', 'DELETE', `${url}/${first.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const created = await save(recipe);
    expect(created.statusCode, created.body).toBe(201);
    expect(await rowsIn(recipes, mine)).toBe(PER_USER_MAX);
  });
});

describe('the grocery list', () => {
  it('PER_USER_MAX items: every one listed; adds, shortfalls and recipes refused whole', async () => {
    const user = await newUser(t.app, 'shopper');
    const mine = eq(groceryItems.userId, user.id);
    await db()
      .insert(groceryItems)
      .values(
        upTo(PER_USER_MAX).map((i) => ({
          userId: user.id,
          // One plain item a recipe's ingredient merges into.
          name: i === 0 ? 'oats' : `Item ${padded(i)}`,
          quantity: 1,
          checked: false,
          createdAt: moment(i),
        })),
      );
    const url = '/api/grocery-list/grocery-list';
    const list = () => get<{ items: { id: number; name: string }[] }>(user, 'getGroceryList', url);
    const listed = (await list()).items;
    expect(listed).toHaveLength(PER_USER_MAX);
    expect(listed[0]?.name).toBe('oats');
    expect(listed.at(-1)?.name).toBe(`Item ${padded(PER_USER_MAX - 1)}`);

    const detail = GROCERY_LIST_DETAILS.tooManyItems(PER_USER_MAX);
    const add = () => send(user, 'addGroceryItem', 'POST', `${url}/item`, { name: 'Milk' });
    expectFull(await add(), detail);
    expect(await rowsIn(groceryItems, mine)).toBe(PER_USER_MAX);

    // A recipe whose ingredients only merge works at the cap.
    const oatsOnly = await send(user, 'saveRecipe', 'POST', '/api/meal-planning/recipes', {
      name: 'Porridge',
      ingredients: ['oats'],
      instructions: 'Simmer.',
    });
    const fromRecipes = (ids: number[]) =>
      send(user, 'addRecipesToGroceryList', 'POST', '/api/grocery-list/from-recipes', ids);
    const porridge = oatsOnly.json<{ id: number }>().id;
    const merged = await fromRecipes([porridge]);
    expect(merged.statusCode, merged.body).toBe(200);
    const oats = () =>
      db()
        .select()
        .from(groceryItems)
        .where(and(mine, eq(groceryItems.name, 'oats')));
    expect((await oats())[0]?.quantity).toBe(2);

    const second = listed[1];
    if (!second) throw new Error('no items');
    const deleted = await send(user, 'deleteGroceryItem', 'DELETE', `${url}/item/${second.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // One merge and two new items: the second new one crosses the cap, so nothing changes.
    const crumble = await send(user, 'saveRecipe', 'POST', '/api/meal-planning/recipes', {
      name: 'Crumble',
      ingredients: ['oats', 'pears', 'plums'],
      instructions: 'Bake.',
    });
    expectFull(await fromRecipes([crumble.json<{ id: number }>().id]), detail);
    expect(await rowsIn(groceryItems, mine)).toBe(PER_USER_MAX - 1);
    expect((await oats())[0]?.quantity).toBe(2);

    // Two shortfalls in the inventory: the same.
    await db()
      .insert(foodItems)
      .values(
        ['Kale', 'Leeks'].map((name) => ({
          userId: user.id,
          name,
          quantity: 0,
          desiredQuantity: 4,
        })),
      );
    const shortfalls = await send(
      user,
      'addInventoryShortfallsToGroceryList',
      'POST',
      `${url}/from-inventory`,
    );
    expectFull(shortfalls, detail);
    expect(await rowsIn(groceryItems, mine)).toBe(PER_USER_MAX - 1);

    const added = await add();
    expect(added.statusCode, added.body).toBe(201);
    const after = (await list()).items;
    expect(after).toHaveLength(PER_USER_MAX);
    expect(after.at(-1)?.name).toBe('Milk');
  });
});

describe('projects', () => {
  it('PER_USER_MAX projects, every one listed', async () => {
    const user = await newUser(t.app, 'planner');
    const mine = eq(projects.userId, user.id);
    await db()
      .insert(projects)
      .values(
        upTo(PER_USER_MAX).map((i) => ({
          userId: user.id,
          name: `Project ${i}`,
          createdAt: moment(i),
        })),
      );
    const listed = await get<{ id: number; name: string }[]>(user, 'listProjects', '/api/projects');
    expect(listed).toHaveLength(PER_USER_MAX);
    expect(listed[0]?.name).toBe(`Project ${PER_USER_MAX - 1}`);
    expect(listed.at(-1)?.name).toBe('Project 0');

    const create = () => send(user, 'createProject', 'POST', '/api/projects', { name: 'Pond' });
    expectFull(await create(), PROJECT_TEXTS.tooManyProjects);
    expect(await rowsIn(projects, mine)).toBe(PER_USER_MAX);
    const deleted = await send(user, 'deleteProject', 'DELETE', `/api/projects/${listed[0]?.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const created = await create();
    expect(created.statusCode, created.body).toBe(201);
    expect(await rowsIn(projects, mine)).toBe(PER_USER_MAX);
  });

  it('adds at once for the last place: one is added, the others refused', async () => {
    const user = await newUser(t.app, 'racer');
    await db()
      .insert(projects)
      .values(
        upTo(PER_USER_MAX - 1).map((i) => ({
          userId: user.id,
          name: `Project ${i}`,
          createdAt: moment(i),
        })),
      );
    const create = (name: string) => send(user, 'createProject', 'POST', '/api/projects', { name });
    const answers = await Promise.all(upTo(8).map((i) => create(`Project at once ${i}`)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(7);
    expect(await rowsIn(projects, eq(projects.userId, user.id))).toBe(PER_USER_MAX);
  });

  it('PER_PARENT_MAX tasks per project, every one listed', async () => {
    const user = await newUser(t.app, 'tasker');
    const [busy, quiet] = await db()
      .insert(projects)
      .values(['Busy', 'Quiet'].map((name, i) => ({ userId: user.id, name, createdAt: moment(i) })))
      .returning({ id: projects.id });
    if (!busy || !quiet) throw new Error('no projects');
    await db()
      .insert(projectTasks)
      .values(
        upTo(PER_PARENT_MAX).map((i) => ({
          projectId: busy.id,
          content: `Task ${i}`,
          createdAt: moment(i),
        })),
      );
    const listed = await get<{ id: number; tasks: { id: number; content: string }[] }[]>(
      user,
      'listProjects',
      '/api/projects',
    );
    const tasks = listed.find((project) => project.id === busy.id)?.tasks ?? [];
    expect(tasks).toHaveLength(PER_PARENT_MAX);
    expect(tasks[0]?.content).toBe('Task 0');
    expect(tasks.at(-1)?.content).toBe(`Task ${PER_PARENT_MAX - 1}`);
    const alone = await get<{ tasks: unknown[] }>(user, 'getProject', `/api/projects/${busy.id}`);
    expect(alone.tasks).toHaveLength(PER_PARENT_MAX);

    const addTo = (projectId: number) =>
      send(user, 'addProjectTask', 'POST', `/api/projects/${projectId}/tasks`, { content: 'More' });
    const ofBusy = eq(projectTasks.projectId, busy.id);
    expectFull(await addTo(busy.id), PROJECT_TEXTS.tooManyTasks);
    expect(await rowsIn(projectTasks, ofBusy)).toBe(PER_PARENT_MAX);
    // The cap is per project.
    const elsewhere = await addTo(quiet.id);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);

    const deleted = await send(
      user,
      'deleteProjectTask',
      'DELETE',
      `/api/projects/tasks/${tasks[0]?.id}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    const added = await addTo(busy.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(await rowsIn(projectTasks, ofBusy)).toBe(PER_PARENT_MAX);
  });
});
