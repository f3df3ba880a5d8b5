/**
 * The fakes cap a member's own collections as the server does (issue 22; the server's test is
 * apps/server/test/per-user-bounds.test.ts): PER_USER_MAX categories, inventory items, recipes,
 * grocery items and projects, PER_PARENT_MAX tasks per project. At the cap the list answers every
 * row, one more add is the same 422 with the same words and changes nothing, bulk adds are refused
 * whole, merges still work, and after a delete an add works again.
 */
import { GROCERY_LIST_DETAILS, MEAL_PLANNING_DETAILS } from '@wegrow/contract/meal-planning';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src';
import { db, mockSessionFor, resetDb, users } from '../src/mocks';
import { removeWhere } from '../src/mocks/db';
import { PROJECT_TEXTS } from '../src/mocks/handlers/projects';
import { server } from '../src/mocks/node';
import { PER_PARENT_MAX, PER_USER_MAX } from '../src/mocks/support/page';
import { TEST_BASE_URL, testSession } from './support/session';

const me = users.maya.id;
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);
const padded = (i: number) => String(i).padStart(4, '0');
/** The i-th moment, one second apart, in the past (what the fakes add now comes after). */
const moment = (i: number) => new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const maya = (): ApiClient =>
  createApiClient({ baseUrl: TEST_BASE_URL, session: testSession(mockSessionFor(me)) });

/** The 422 of a full collection, with these words. */
function expectFull(
  answer: { error?: { detail?: string } | undefined; response: Response },
  detail: string,
) {
  expect(answer.response.status).toBe(422);
  expect(answer.error?.detail).toBe(detail);
}

const mine = <Row extends { user_id: number }>(rows: Row[]) =>
  rows.filter((row) => row.user_id === me).length;

describe('the fakes’ meal planning caps', () => {
  it('categories: PER_USER_MAX in all, all listed; a bulk add crossing it adds nothing', async () => {
    removeWhere(db.categories, (row) => row.user_id === me);
    for (const i of upTo(PER_USER_MAX))
      db.categories.push({
        id: 10_000 + i,
        user_id: me,
        name: `Category ${padded(i)}`,
        type: i === 0 ? 'recipe' : 'food',
      });
    const { data: listed } = await maya().GET('/meal-planning/categories');
    expect((listed?.food.length ?? 0) + (listed?.recipes.length ?? 0)).toBe(PER_USER_MAX);
    const detail = MEAL_PLANNING_DETAILS.tooManyCategories(PER_USER_MAX);
    const create = (categories: string[]) =>
      maya().POST('/meal-planning/categories', { body: { categories, type: 'recipe' } });
    expectFull(await create(['Lunch']), detail);
    await maya().DELETE('/meal-planning/categories/{id}', { params: { path: { id: 10_000 } } });
    expectFull(await create(['Lunch', 'Dinner']), detail);
    expect(mine(db.categories)).toBe(PER_USER_MAX - 1);
    expect((await create(['Lunch'])).response.status).toBe(201);
    expect(mine(db.categories)).toBe(PER_USER_MAX);
  });

  it('inventory, and the grocery import into it: only new items count', async () => {
    removeWhere(db.foodItems, (row) => row.user_id === me);
    removeWhere(db.groceries, (row) => row.user_id === me);
    for (const i of upTo(PER_USER_MAX))
      db.foodItems.push({
        id: 10_000 + i,
        user_id: me,
        name: `Item ${padded(i)}`,
        quantity: 1,
        desiredQuantity: 1,
        unit: null,
        categories: [],
      });
    const { data: listed } = await maya().GET('/meal-planning/food-inventory');
    expect(listed?.items).toHaveLength(PER_USER_MAX);
    const detail = MEAL_PLANNING_DETAILS.tooManyInventoryItems(PER_USER_MAX);
    const save = (items: { id?: number; name: string }[]) =>
      maya().POST('/meal-planning/food-inventory', {
        body: { items: items.map((item) => ({ ...item, quantity: 5, desiredQuantity: 5 })) },
      });
    expectFull(await save([{ name: 'Basil' }]), detail);
    expect((await save([{ id: 10_000, name: 'Item 0000' }])).response.status).toBe(200);
    await maya().DELETE('/meal-planning/food-inventory/{id}', { params: { path: { id: 10_001 } } });
    expectFull(
      await save([{ id: 10_000, name: 'Renamed' }, { name: 'Basil' }, { name: 'Mint' }]),
      detail,
    );
    expect(db.foodItems.find((row) => row.id === 10_000)?.name).toBe('Item 0000');
    expect(mine(db.foodItems)).toBe(PER_USER_MAX - 1);
    expect((await save([{ name: 'Basil' }])).response.status).toBe(200);

    for (const [i, name] of ['Item 0000', 'Fennel'].entries())
      db.groceries.push({
        id: 10_000 + i,
        user_id: me,
        name,
        quantity: 3,
        unit: null,
        checked: true,
        created_at: moment(i),
      });
    const importChecked = () => maya().POST('/grocery-list/grocery-list/import-to-inventory');
    expectFull(await importChecked(), detail);
    expect(mine(db.groceries)).toBe(2);
    expect(db.foodItems.find((row) => row.id === 10_000)?.quantity).toBe(5);
    removeWhere(db.groceries, (row) => row.name === 'Fennel');
    expect((await importChecked()).response.status).toBe(200);
    expect(db.foodItems.find((row) => row.id === 10_000)?.quantity).toBe(8);
    expect(mine(db.foodItems)).toBe(PER_USER_MAX);
  });

  it('recipes: PER_USER_MAX, all listed; replacing one still works', async () => {
    removeWhere(db.recipes, (row) => row.user_id === me);
    for (const i of upTo(PER_USER_MAX))
      db.recipes.push({
        id: 10_000 + i,
        user_id: me,
        name: `Recipe ${padded(i)}`,
        ingredients: ['1 egg'],
        instructions: 'Cook.',
        category: null,
      });
    const { data: listed } = await maya().GET('/meal-planning/recipes');
    expect(listed).toHaveLength(PER_USER_MAX);
    const recipe = { name: 'Pancakes', ingredients: ['1 egg'], instructions: 'Fry.' };
    const save = (body: typeof recipe & { id?: number }) =>
      maya().POST('/meal-planning/recipes', { body });
    expectFull(await save(recipe), MEAL_PLANNING_DETAILS.tooManyRecipes(PER_USER_MAX));
    expect((await save({ ...recipe, id: 10_000 })).response.status).toBe(200);
    await maya().DELETE('/meal-planning/recipes/{id}', { params: { path: { id: 10_000 } } });
    expect((await save(recipe)).response.status).toBe(201);
    expect(mine(db.recipes)).toBe(PER_USER_MAX);
  });
});

describe('the fakes’ grocery list cap', () => {
  it('PER_USER_MAX items, all listed; adds, recipes and shortfalls refused whole', async () => {
    removeWhere(db.groceries, (row) => row.user_id === me);
    removeWhere(db.foodItems, (row) => row.user_id === me);
    for (const i of upTo(PER_USER_MAX))
      db.groceries.push({
        id: 10_000 + i,
        user_id: me,
        name: i === 0 ? 'oats' : `Item ${padded(i)}`,
        quantity: 1,
        unit: null,
        checked: false,
        created_at: moment(i),
      });
    const { data: listed } = await maya().GET('/grocery-list/grocery-list');
    expect(listed?.items).toHaveLength(PER_USER_MAX);
    const detail = GROCERY_LIST_DETAILS.tooManyItems(PER_USER_MAX);
    const add = () => maya().POST('/grocery-list/grocery-list/item', { body: { name: 'Milk' } });
    expectFull(await add(), detail);

    const recipeId = (ingredients: string[]) => {
      const id = 20_000 + db.recipes.length;
      db.recipes.push({
        id,
        user_id: me,
        name: 'R',
        ingredients,
        instructions: '',
        category: null,
      });
      return id;
    };
    const fromRecipes = (ids: number[]) => maya().POST('/grocery-list/from-recipes', { body: ids });
    const oats = () => db.groceries.find((row) => row.user_id === me && row.name === 'oats');
    expect((await fromRecipes([recipeId(['oats'])])).response.status).toBe(200);
    expect(oats()?.quantity).toBe(2);

    await maya().DELETE('/grocery-list/grocery-list/item/{id}', {
      params: { path: { id: 10_001 } },
    });
    expectFull(await fromRecipes([recipeId(['oats', 'pears', 'plums'])]), detail);
    expect(mine(db.groceries)).toBe(PER_USER_MAX - 1);
    expect(oats()?.quantity).toBe(2);

    for (const [i, name] of ['Kale', 'Leeks'].entries())
      db.foodItems.push({
        id: 20_000 + i,
        user_id: me,
        name,
        quantity: 0,
        desiredQuantity: 4,
        unit: null,
        categories: [],
      });
    expectFull(await maya().POST('/grocery-list/grocery-list/from-inventory'), detail);
    expect(mine(db.groceries)).toBe(PER_USER_MAX - 1);

    expect((await add()).response.status).toBe(201);
    const { data: after } = await maya().GET('/grocery-list/grocery-list');
    expect(after?.items).toHaveLength(PER_USER_MAX);
    expect(after?.items.at(-1)?.name).toBe('Milk');
  });
});

describe('the fakes’ projects caps', () => {
  it('PER_USER_MAX projects and PER_PARENT_MAX tasks each, all listed', async () => {
    removeWhere(db.projects, (row) => row.user_id === me);
    for (const i of upTo(PER_USER_MAX))
      db.projects.push({
        id: 10_000 + i,
        user_id: me,
        name: `Project ${i}`,
        description: '',
        links: [],
        created_at: moment(i),
      });
    for (const i of upTo(PER_PARENT_MAX))
      db.projectTasks.push({
        id: 10_000 + i,
        project_id: 10_000,
        content: `Task ${i}`,
        completed: false,
      });
    const { data: listed } = await maya().GET('/projects');
    expect(listed).toHaveLength(PER_USER_MAX);
    expect(listed?.find((project) => project.id === 10_000)?.tasks).toHaveLength(PER_PARENT_MAX);

    const create = () => maya().POST('/projects', { body: { name: 'Pond' } });
    expectFull(await create(), PROJECT_TEXTS.tooManyProjects);
    const addTask = (id: number) =>
      maya().POST('/projects/{id}/tasks', { params: { path: { id } }, body: { content: 'More' } });
    expectFull(await addTask(10_000), PROJECT_TEXTS.tooManyTasks);
    expect((await addTask(10_001)).response.status).toBe(201);

    await maya().DELETE('/projects/tasks/{taskId}', { params: { path: { taskId: 10_000 } } });
    expect((await addTask(10_000)).response.status).toBe(201);
    await maya().DELETE('/projects/{id}', { params: { path: { id: 10_999 } } });
    expect((await create()).response.status).toBe(201);
    expect(mine(db.projects)).toBe(PER_USER_MAX);
  });
});
