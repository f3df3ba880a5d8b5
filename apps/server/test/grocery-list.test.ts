/**
 * The grocery list (spec 1 §2 Grocery List, §4, §7; issue #14): add, replace, delete, clear, and
 * the loop with meal planning — inventory shortfalls (idempotent), recipe ingredients (a repeated
 * id counts again; lines read into name, quantity and unit; merged by name and unit) and checked
 * items back into the inventory. Every message says what happened.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groceryItems } from '../src/domains/grocery-list/schema';
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

interface GroceryItem {
  id: number;
  name: string;
  quantity: number;
  unit: string | null;
  checked: boolean;
  aisle: string | null;
}
interface FoodItem {
  id: number;
  name: string;
  quantity: number;
  desiredQuantity: number;
  unit: string | null;
  categories: string[];
}

const headers = (caller: TestUser | null) => caller?.auth ?? {};

const list = async (caller: TestUser) => {
  const res = await call(t.app, 'getGroceryList', {
    method: 'GET',
    url: '/api/grocery-list/grocery-list',
    headers: headers(caller),
  });
  return res.json<{ items: GroceryItem[] }>().items;
};
const add = (caller: TestUser | null, payload: Record<string, unknown>) =>
  call(t.app, 'addGroceryItem', {
    method: 'POST',
    url: '/api/grocery-list/grocery-list/item',
    headers: headers(caller),
    payload,
  });
const put = (caller: TestUser, id: number, payload: Record<string, unknown>) =>
  call(t.app, 'updateGroceryItem', {
    method: 'PUT',
    url: `/api/grocery-list/grocery-list/item/${id}`,
    headers: headers(caller),
    payload,
  });
const remove = (caller: TestUser, id: number) =>
  call(t.app, 'deleteGroceryItem', {
    method: 'DELETE',
    url: `/api/grocery-list/grocery-list/item/${id}`,
    headers: headers(caller),
  });
const shortfalls = (caller: TestUser | null) =>
  call(t.app, 'addInventoryShortfallsToGroceryList', {
    method: 'POST',
    url: '/api/grocery-list/grocery-list/from-inventory',
    headers: headers(caller),
  });
const fromRecipes = (caller: TestUser, ids: unknown) =>
  call(t.app, 'addRecipesToGroceryList', {
    method: 'POST',
    url: '/api/grocery-list/from-recipes',
    headers: headers(caller),
    payload: ids as Record<string, unknown>,
  });
const importChecked = (caller: TestUser) =>
  call(t.app, 'importCheckedGroceriesToInventory', {
    method: 'POST',
    url: '/api/grocery-list/grocery-list/import-to-inventory',
    headers: headers(caller),
  });
const clear = (caller: TestUser) =>
  call(t.app, 'clearGroceryList', {
    method: 'DELETE',
    url: '/api/grocery-list/grocery-list/grocery-list/clear',
    headers: headers(caller),
  });
const inventory = async (caller: TestUser) =>
  (
    await call(t.app, 'listFoodInventory', {
      method: 'GET',
      url: '/api/meal-planning/food-inventory',
      headers: headers(caller),
    })
  ).json<{ items: FoodItem[] }>().items;
const stock = (caller: TestUser, items: Record<string, unknown>[]) =>
  call(t.app, 'saveFoodInventoryItems', {
    method: 'POST',
    url: '/api/meal-planning/food-inventory',
    headers: headers(caller),
    payload: { items },
  });
async function recipe(caller: TestUser, name: string, ingredients: string[]): Promise<number> {
  const res = await call(t.app, 'saveRecipe', {
    method: 'POST',
    url: '/api/meal-planning/recipes',
    headers: headers(caller),
    payload: { name, ingredients, instructions: '' },
  });
  return res.json<{ id: number }>().id;
}
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
/** name × quantity [unit], with a ✓ for checked items: short to compare. */
const shown = (items: GroceryItem[]) =>
  items.map(
    (item) =>
      `${item.name} × ${item.quantity}${item.unit ? ` ${item.unit}` : ''}${item.checked ? ' ✓' : ''}`,
  );

/** Each test starts from an empty list and inventory for both users. */
beforeEach(async () => {
  for (const user of [maya, sam]) {
    await clear(user);
    for (const item of await inventory(user))
      await call(t.app, 'deleteFoodInventoryItem', {
        method: 'DELETE',
        url: `/api/meal-planning/food-inventory/${item.id}`,
        headers: headers(user),
      });
  }
});

describe('the list', () => {
  it('adds items (quantity 1 unless given, unchecked, trimmed) in order', async () => {
    const first = await add(maya, { name: '  Oat milk ' });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ item: GroceryItem }>().item).toMatchObject({
      name: 'Oat milk',
      quantity: 1,
      unit: null,
      checked: false,
    });
    await add(maya, { name: 'Flour', quantity: 500, unit: ' gram ' });
    await add(maya, { name: 'Eggs', quantity: 0, unit: '' });
    expect(shown(await list(maya))).toEqual(['Oat milk × 1', 'Flour × 500 gram', 'Eggs × 0']);
    expect(await list(sam)).toEqual([]);
  });

  it('refuses blank names, bad quantities (422) and anonymous calls (401)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Name must not be blank.'],
      [{ name: 'Kale', quantity: -1 }, 'Quantity must be at least 0.'],
      [{ name: 'Kale', quantity: 'lots' }, 'Quantity must be a number.'],
      [{ name: 'Kale', quantity: 1_000_001 }, 'Quantity must be at most 1000000.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await add(maya, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    expect((await add(null, { name: 'Kale' })).statusCode).toBe(401);
  });

  it('replaces a whole item (the check toggle); the unit stays when left out', async () => {
    const { item } = (await add(maya, { name: 'Lentils', quantity: 2, unit: 'cup' })).json<{
      item: GroceryItem;
    }>();
    const toggled = await put(maya, item.id, { ...item, checked: true });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toEqual({ item: { ...item, checked: true } });
    const without = await put(maya, item.id, { name: 'Red lentils', quantity: 3, checked: false });
    expect(without.json<{ item: GroceryItem }>().item).toEqual({
      id: item.id,
      name: 'Red lentils',
      quantity: 3,
      unit: 'cup',
      checked: false,
      aisle: null,
    });
    const cleared = await put(maya, item.id, {
      name: 'Red lentils',
      quantity: 3,
      unit: null,
      checked: false,
    });
    expect(cleared.json<{ item: GroceryItem }>().item.unit).toBeNull();

    const mismatch = await put(maya, item.id, {
      id: item.id + 1,
      name: 'x',
      quantity: 1,
      checked: true,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      detail: 'The item id in the body must match the id in the address.',
    });
  });

  it("answers 404 for someone else's item and leaves it alone", async () => {
    const { item } = (await add(sam, { name: 'Potting soil', quantity: 2 })).json<{
      item: GroceryItem;
    }>();
    const toggle = await put(maya, item.id, { name: 'Potting soil', quantity: 2, checked: true });
    expect(toggle.statusCode).toBe(404);
    expect(toggle.json()).toEqual({ detail: 'Grocery item not found.' });
    expect((await remove(maya, item.id)).statusCode).toBe(404);
    expect(await list(sam)).toEqual([item]);
    expect((await remove(sam, item.id)).statusCode).toBe(204);
    expect((await remove(sam, item.id)).json()).toEqual({ detail: 'Grocery item not found.' });
  });

  it('clears only my list and says how many items went', async () => {
    await add(maya, { name: 'Tea' });
    await add(maya, { name: 'Honey' });
    await add(sam, { name: 'Seeds' });
    expect(message(await clear(maya))).toBe('Cleared your grocery list (2 items removed).');
    expect(message(await clear(maya))).toBe('Your grocery list was already empty.');
    expect(shown(await list(sam))).toEqual(['Seeds × 1']);
  });
});

describe('shortfalls from the inventory', () => {
  it('adds need − have − what the list holds, raises an unchecked item, and adds nothing the second time', async () => {
    await stock(maya, [
      { name: 'Carrots', quantity: 0, desiredQuantity: 4 },
      { name: 'Brown rice', quantity: 1, desiredQuantity: 3 },
      { name: 'Oat milk', quantity: 2, desiredQuantity: 2 },
      { name: 'Cumin', quantity: 3, desiredQuantity: 1 },
      { name: 'Garlic', quantity: 2, desiredQuantity: 5 },
      { name: 'Lemons', quantity: 0, desiredQuantity: 2 },
    ]);
    await add(maya, { name: 'garlic', quantity: 1 }); // raised by the rest: 5 − 2 − 1 = 2
    const { item: lemons } = (await add(maya, { name: 'LEMONS', quantity: 2 })).json<{
      item: GroceryItem;
    }>();
    await put(maya, lemons.id, { ...lemons, checked: true }); // in the cart: already covers the need

    const first = await shortfalls(maya);
    expect(first.statusCode).toBe(200);
    expect(message(first)).toBe('Added 2 items to your grocery list and raised 1 item.');
    expect(shown(await list(maya))).toEqual([
      'garlic × 3',
      'LEMONS × 2 ✓',
      'Carrots × 4',
      'Brown rice × 2',
    ]);

    const second = await shortfalls(maya);
    expect(message(second)).toBe(
      'Nothing to add: your inventory and grocery list already cover what you need.',
    );
    expect(shown(await list(maya))).toEqual([
      'garlic × 3',
      'LEMONS × 2 ✓',
      'Carrots × 4',
      'Brown rice × 2',
    ]);
  });

  it('counts items of any unit as held, but raises only one without a unit', async () => {
    await stock(maya, [{ name: 'Flour', quantity: 0, desiredQuantity: 3 }]);
    await add(maya, { name: 'flour', quantity: 1, unit: 'kilogram' });
    expect(message(await shortfalls(maya))).toBe('Added 1 item to your grocery list.');
    expect(shown(await list(maya))).toEqual(['flour × 1 kilogram', 'Flour × 2']);
    await stock(maya, [{ name: 'Yeast', quantity: 0, desiredQuantity: 1 }]);
    await add(maya, { name: 'yeast', quantity: 0 });
    expect(message(await shortfalls(maya))).toBe('Raised 1 item on your grocery list.');
  });

  it('adds each shortfall once when two runs come at once (one list change at a time per user)', async () => {
    await stock(maya, [
      { name: 'Carrots', quantity: 0, desiredQuantity: 4 },
      { name: 'Rice', quantity: 1, desiredQuantity: 3 },
    ]);
    const runs = await Promise.all([shortfalls(maya), shortfalls(maya), shortfalls(maya)]);
    expect(runs.map(message).sort()).toEqual([
      'Added 2 items to your grocery list.',
      'Nothing to add: your inventory and grocery list already cover what you need.',
      'Nothing to add: your inventory and grocery list already cover what you need.',
    ]);
    expect(shown(await list(maya))).toEqual(['Carrots × 4', 'Rice × 2']);
  });

  it('sees only my inventory and my list', async () => {
    await stock(sam, [{ name: 'Seeds', quantity: 0, desiredQuantity: 5 }]);
    expect(message(await shortfalls(maya))).toBe(
      'Nothing to add: your inventory and grocery list already cover what you need.',
    );
    expect(await list(maya)).toEqual([]);
    expect((await shortfalls(null)).statusCode).toBe(401);
  });
});

describe('ingredients of recipes', () => {
  it('reads lines into name, quantity and unit; a repeated id counts once more', async () => {
    const soup = await recipe(maya, 'Lentil soup', [
      '2 carrots, diced',
      '1 cup red lentils',
      '1 ½ cups vegetable stock',
      'For the topping:',
      'salt',
    ]);
    const res = await fromRecipes(maya, [soup, soup]);
    expect(res.statusCode).toBe(200);
    expect(message(res)).toBe(
      'Added 8 ingredients from 2 recipes to your grocery list: 4 new items, 0 raised.',
    );
    expect(shown(await list(maya))).toEqual([
      'carrots × 4',
      'red lentils × 2 cup',
      // 1½ cups twice is 3 cups, added exactly (issue 45: it was 2 + 2).
      'vegetable stock × 3 cup',
      'salt × 2',
    ]);
  });

  it('merges by name (any case or plural) and unit into unchecked items only', async () => {
    await add(maya, { name: 'Carrot', quantity: 1 });
    const { item: inCart } = (await add(maya, { name: 'onions', quantity: 1 })).json<{
      item: GroceryItem;
    }>();
    await put(maya, inCart.id, { ...inCart, checked: true });
    await add(maya, { name: 'Red Lentils', quantity: 1, unit: 'cup' });
    const stew = await recipe(maya, 'Stew', [
      '3 carrots',
      '2 onions',
      '2 cups red lentils',
      '200 g red lentils',
    ]);
    expect(message(await fromRecipes(maya, [stew]))).toBe(
      'Added 4 ingredients from 1 recipe to your grocery list: 2 new items, 2 raised.',
    );
    expect(shown(await list(maya))).toEqual([
      'Carrot × 4',
      'onions × 1 ✓',
      'Red Lentils × 3 cup',
      'onions × 2',
      'red lentils × 200 gram',
    ]);
  });

  it('merges lines across recipes ignoring case and takes off what the inventory has (counts only)', async () => {
    await stock(maya, [
      { name: 'eggs', quantity: 2, desiredQuantity: 6 },
      { name: 'Flour', quantity: 9, desiredQuantity: 9 },
      { name: 'Onion', quantity: 5, desiredQuantity: 5 },
    ]);
    const salad = await recipe(maya, 'Salad', ['2 Tomatoes', 'Eggs 3', '1 onion']);
    const sauce = await recipe(maya, 'Sauce', ['tomatoes 3', '2 cups flour']);
    expect(message(await fromRecipes(maya, [salad, sauce]))).toBe(
      'Added 5 ingredients from 2 recipes to your grocery list: 3 new items, 0 raised. 1 item already in your inventory.',
    );
    expect(shown(await list(maya))).toEqual(['Tomatoes × 5', 'Eggs × 1', 'flour × 2 cup']);
    expect((await inventory(maya)).map((item) => item.quantity)).toEqual([2, 9, 5]);
  });

  it('refuses anything but my own recipe ids: 404, nothing added', async () => {
    const mine = await recipe(maya, 'Tea', ['1 tea bag']);
    const theirs = await recipe(sam, 'Sam tea', ['1 mint sprig']);
    for (const ids of [[mine, theirs], [2147483647]]) {
      const res = await fromRecipes(maya, ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Recipe not found.' });
    }
    expect(await list(maya)).toEqual([]);
    expect((await fromRecipes(maya, [])).statusCode).toBe(422);
    expect((await fromRecipes(maya, [{ id: mine, count: 2 }])).statusCode).toBe(422);
    const empty = await recipe(maya, 'Water', []);
    expect(message(await fromRecipes(maya, [empty]))).toBe(
      'Nothing to add: the selected recipes have no ingredients.',
    );
  });
});

describe('importing checked items into the inventory', () => {
  it('adds to the item of the same name (any case), creates the others, and takes them off the list', async () => {
    await stock(maya, [{ name: 'Tomatoes', quantity: 1, desiredQuantity: 6, categories: [] }]);
    const toBuy = [
      { name: 'tomatoes', quantity: 4 },
      { name: 'Basil', quantity: 1 },
      { name: 'Bread', quantity: 1 },
    ];
    for (const payload of toBuy) {
      const { item } = (await add(maya, payload)).json<{ item: GroceryItem }>();
      if (item.name !== 'Bread') await put(maya, item.id, { ...item, checked: true });
    }
    const res = await importChecked(maya);
    expect(res.statusCode).toBe(200);
    expect(message(res)).toBe(
      'Imported 2 items into your food inventory: 1 new, 1 added to items you had.',
    );
    expect(shown(await list(maya))).toEqual(['Bread × 1']);
    expect(
      (await inventory(maya)).map(({ name, quantity, desiredQuantity }) => ({
        name,
        quantity,
        desiredQuantity,
      })),
    ).toEqual([
      { name: 'Tomatoes', quantity: 5, desiredQuantity: 6 },
      { name: 'Basil', quantity: 1, desiredQuantity: 1 },
    ]);
  });

  it('refuses when nothing is checked (422) and touches only my own', async () => {
    await add(maya, { name: 'Bread' });
    const { item } = (await add(sam, { name: 'Seeds', quantity: 3 })).json<{ item: GroceryItem }>();
    await put(sam, item.id, { ...item, checked: true });
    const res = await importChecked(maya);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'No items are checked: put items in the cart first.' });
    expect(await inventory(maya)).toEqual([]);
    expect(shown(await list(sam))).toEqual(['Seeds × 3 ✓']);
  });

  it('closes the loop: shortfalls, buy, import, and nothing short any more', async () => {
    await stock(maya, [
      { name: 'Carrots', quantity: 1, desiredQuantity: 4 },
      { name: 'Rice', quantity: 0, desiredQuantity: 2 },
    ]);
    await shortfalls(maya);
    for (const item of await list(maya)) await put(maya, item.id, { ...item, checked: true });
    expect(message(await importChecked(maya))).toBe(
      'Imported 2 items into your food inventory: 0 new, 2 added to items you had.',
    );
    expect((await inventory(maya)).map((item) => [item.name, item.quantity])).toEqual([
      ['Carrots', 4],
      ['Rice', 2],
    ]);
    expect(message(await shortfalls(maya))).toBe(
      'Nothing to add: your inventory and grocery list already cover what you need.',
    );
  });

  it('keeps quantities within what the contract accepts back', async () => {
    await stock(maya, [{ name: 'Rice', quantity: 999_999, desiredQuantity: 1_000_000 }]);
    const { item } = (await add(maya, { name: 'rice', quantity: 1_000_000 })).json<{
      item: GroceryItem;
    }>();
    await put(maya, item.id, { ...item, checked: true });
    await importChecked(maya);
    const [rice] = await inventory(maya);
    expect(rice?.quantity).toBe(1_000_000);
    expect((await stock(maya, [{ ...rice }])).statusCode).toBe(200);

    const big = await recipe(maya, 'Feast', ['999999 g flour']);
    await fromRecipes(maya, [big, big, big]);
    const [flour] = await list(maya);
    expect(flour?.quantity).toBe(1_000_000);
    expect((await put(maya, flour?.id ?? 0, { ...flour, checked: true })).statusCode).toBe(200);
  });
});

describe('inventory units (issue 33)', () => {
  it('stores a unit as the parser’s id however it is written, keeps it when left out, clears it when blank', async () => {
    const saved = (
      await stock(maya, [
        { name: 'Flour', quantity: 1, desiredQuantity: 2, unit: 'Cups' },
        { name: 'Sugar', quantity: 500, desiredQuantity: 500, unit: 'g' },
        { name: 'Honey', quantity: 1, desiredQuantity: 1, unit: ' jar ' },
        { name: 'Eggs', quantity: 6, desiredQuantity: 6 },
      ])
    ).json<{ items: FoodItem[] }>().items;
    expect(saved.map((item) => item.unit)).toEqual(['cup', 'gram', 'jar', null]);
    const [flour, sugar] = saved;
    await stock(maya, [
      { id: flour?.id, name: 'Flour', quantity: 3, desiredQuantity: 3 },
      { id: sugar?.id, name: 'Sugar', quantity: 1, desiredQuantity: 1, unit: '  ' },
    ]);
    expect((await inventory(maya)).map((item) => item.unit)).toEqual(['cup', null, 'jar', null]);
    const long = await stock(maya, [
      { name: 'X', quantity: 1, desiredQuantity: 1, unit: 'u'.repeat(31) },
    ]);
    expect(long.statusCode).toBe(422);
    expect(await inventory(maya)).toHaveLength(4);
  });

  it('takes off stock in the same or a converting unit, never across dimensions', async () => {
    await stock(maya, [
      { name: 'Flour', quantity: 1, desiredQuantity: 1, unit: 'cup' },
      { name: 'Sugar', quantity: 1, desiredQuantity: 1, unit: 'cup' },
      { name: 'Milk', quantity: 1, desiredQuantity: 1, unit: 'l' },
    ]);
    const cake = await recipe(maya, 'Cake', ['3 cups flour', '200 g sugar', '500 ml milk']);
    const res = await fromRecipes(maya, [cake]);
    expect(res.statusCode).toBe(200);
    expect(shown(await list(maya))).toEqual(['flour × 2 cup', 'sugar × 200 gram']);
  });

  it('puts shortfalls in the item’s unit and imports into the item whose unit fits', async () => {
    await stock(maya, [{ name: 'Rice', quantity: 200, desiredQuantity: 1000, unit: 'g' }]);
    await add(maya, { name: 'rice', quantity: 300, unit: 'gram' });
    await shortfalls(maya);
    expect(shown(await list(maya))).toEqual(['rice × 800 gram']);
    await add(maya, { name: 'Rice', quantity: 1, unit: 'bag' });
    for (const item of await list(maya)) await put(maya, item.id, { ...item, checked: true });
    expect(message(await importChecked(maya))).toBe(
      'Imported 2 items into your food inventory: 1 new, 1 added to items you had.',
    );
    expect((await inventory(maya)).map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['Rice', 1000, 'gram'],
      ['Rice', 1, 'bag'],
    ]);
  });
});

describe('exact amounts (issue 45)', () => {
  it('keeps fractions in the inventory (0.5 l of milk, 0.25 kg of butter) and refuses bad ones', async () => {
    const res = await stock(maya, [
      { name: 'Milk', quantity: 0.5, desiredQuantity: 1, unit: 'l' },
      { name: 'Butter', quantity: 0.25, desiredQuantity: 0.5, unit: 'kg' },
    ]);
    expect(res.statusCode).toBe(200);
    const kept = (await inventory(maya)).map((item) => [
      item.name,
      item.quantity,
      item.desiredQuantity,
      item.unit,
    ]);
    expect(kept).toEqual([
      ['Milk', 0.5, 1, 'liter'],
      ['Butter', 0.25, 0.5, 'kilogram'],
    ]);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Milk', quantity: -0.5, desiredQuantity: 1 }, 'Quantity must be at least 0.'],
      [{ name: 'Milk', quantity: 'half', desiredQuantity: 1 }, 'Quantity must be a number.'],
      [
        { name: 'Milk', quantity: 1, desiredQuantity: 1_000_000.5 },
        'Need must be at most 1000000.',
      ],
    ];
    for (const [item, detail] of cases) {
      const refused = await stock(maya, [item]);
      expect(refused.statusCode, JSON.stringify(item)).toBe(422);
      expect(refused.json<{ detail: string }>().detail).toContain(detail);
    }
    expect((await inventory(maya)).map((item) => item.quantity)).toEqual([0.5, 0.25]);
    // Half a litre short is half a litre on the list, not a litre.
    await shortfalls(maya);
    expect(shown(await list(maya))).toEqual(['Milk × 500 milliliter', 'Butter × 250 gram']);
  });

  it('sums recipe amounts exactly: ½ + ¼ tsp salt is ¾ tsp, the soup twice makes 1 tsp', async () => {
    const pancakes = await recipe(maya, 'Pancakes', ['½ tsp salt', '1 ½ tbsp sugar', '2 eggs']);
    const soup = await recipe(maya, 'Tomato soup', ['¼ tsp salt', '4 tomatoes']);
    await fromRecipes(maya, [pancakes, soup]);
    expect(shown(await list(maya))).toEqual([
      'salt × 0.75 teaspoon',
      'sugar × 1.5 tablespoon',
      'eggs × 2',
      'tomatoes × 4',
    ]);
    await clear(maya);
    await fromRecipes(maya, [pancakes, soup, soup]);
    expect(shown(await list(maya)).slice(0, 2)).toEqual([
      'salt × 1 teaspoon',
      'sugar × 1.5 tablespoon',
    ]);
    // Onto the list's line, exactly, in the family's most readable unit: 1 tsp + 2 × ¼ + ½ = 2 tsp.
    await fromRecipes(maya, [pancakes, soup, soup]);
    expect(shown(await list(maya))[0]).toBe('salt × 2 teaspoon');
    await fromRecipes(maya, [soup, soup, soup, soup]);
    expect(shown(await list(maya))[0]).toBe('salt × 1 tablespoon');
  });

  it('merges a typed item into the same-named line (any case or plural, a unit that adds up)', async () => {
    await add(maya, { name: 'eggs', quantity: 2 });
    const merged = await add(maya, { name: 'Eggs' });
    expect(merged.statusCode).toBe(201);
    await add(maya, { name: 'egg' });
    await add(maya, { name: 'milk 1 l' });
    await add(maya, { name: 'Milk', quantity: 500, unit: 'ml' });
    await add(maya, { name: 'milk', quantity: 1, unit: 'carton' });
    expect(shown(await list(maya))).toEqual(['eggs × 4', 'milk × 1.5 liter', 'milk × 1 carton']);
    expect(merged.json<{ item: GroceryItem }>().item).toMatchObject({ name: 'eggs', quantity: 3 });
    // An amount typed past the bound is refused in words, never capped.
    const tooMuch = await add(maya, { name: '1000000000000 g rice' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ detail: 'Quantity must be at most 1000000.' });
    // A checked line is in the cart: a new one is started.
    const [eggs] = await list(maya);
    await put(maya, eggs?.id ?? 0, { ...eggs, checked: true });
    await add(maya, { name: 'Eggs' });
    expect(shown(await list(maya))).toEqual([
      'eggs × 4 ✓',
      'milk × 1.5 liter',
      'milk × 1 carton',
      'Eggs × 1',
    ]);
    expect(await list(sam)).toEqual([]);
  });
});

describe('an item’s own aisle', () => {
  /** Maya's food category "Produce", on her inventory's Tomato (the worked-out aisle). */
  async function produceTomato(): Promise<void> {
    await call(t.app, 'createMealCategories', {
      method: 'POST',
      url: '/api/meal-planning/categories',
      headers: maya.auth,
      payload: { categories: ['Produce'], type: 'food' },
    });
    const { food } = (
      await call(t.app, 'listMealCategories', {
        method: 'GET',
        url: '/api/meal-planning/categories',
        headers: maya.auth,
      })
    ).json<{ food: { id: number; name: string }[] }>();
    const produce = food.find((category) => category.name === 'Produce');
    expect(produce).toBeDefined();
    const stocked = await stock(maya, [
      { name: 'Tomato', quantity: 0, desiredQuantity: 0, categories: [String(produce?.id)] },
    ]);
    expect(stocked.statusCode).toBe(200);
  }
  /** The aisle kept in the row (null: worked out when read). */
  async function storedAisle(id: number): Promise<string | null | undefined> {
    const [row] = await t.app.services.database.db
      .select({ aisle: groceryItems.aisle })
      .from(groceryItems)
      .where(eq(groceryItems.id, id));
    return row?.aisle;
  }
  const aisles = async (caller: TestUser) =>
    (await list(caller)).map(({ name, aisle }) => [name, aisle]);

  it('is set when adding (trimmed) and shown instead of the worked-out one', async () => {
    await produceTomato();
    const towels = await add(maya, { name: 'Paper towels', aisle: '  Household  ' });
    expect(towels.statusCode).toBe(201);
    expect(towels.json<{ item: GroceryItem }>().item.aisle).toBe('Household');
    await add(maya, { name: 'tomatoes 3', aisle: 'Market stall' });
    await add(maya, { name: 'Lemons', aisle: null });
    await add(maya, { name: 'Basil' });
    expect(await aisles(maya)).toEqual([
      ['Paper towels', 'Household'],
      ['tomatoes', 'Market stall'],
      ['Lemons', null],
      ['Basil', null],
    ]);
    expect(await list(sam)).toEqual([]);
  });

  it('goes to the item an add merges into', async () => {
    await add(maya, { name: 'Eggs', quantity: 2 });
    const merged = await add(maya, { name: 'eggs', quantity: 4, aisle: 'Fridge' });
    expect(merged.json<{ item: GroceryItem }>().item).toMatchObject({
      name: 'Eggs',
      quantity: 6,
      aisle: 'Fridge',
    });
    // An add without one leaves the item's aisle as it is.
    await add(maya, { name: 'eggs', quantity: 1 });
    expect(await aisles(maya)).toEqual([['Eggs', 'Fridge']]);
  });

  it('is moved and cleared by an update; left out, or sent back as read, it stays', async () => {
    await produceTomato();
    const { item } = (await add(maya, { name: 'Tomato' })).json<{ item: GroceryItem }>();
    expect(item.aisle).toBe('Produce');
    // The check toggle sends the item back as read: the worked-out aisle is not pinned.
    expect((await put(maya, item.id, { ...item, checked: true })).json()).toEqual({
      item: { ...item, checked: true },
    });
    expect(await storedAisle(item.id)).toBeNull();

    const moved = await put(maya, item.id, { ...item, aisle: ' Market  stall ' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ item: GroceryItem }>().item.aisle).toBe('Market stall');
    const { aisle: _left, ...withoutAisle } = item;
    await put(maya, item.id, { ...withoutAisle, quantity: 2 });
    expect(await aisles(maya)).toEqual([['Tomato', 'Market stall']]);
    // Moved to the worked-out aisle by hand while it has its own: that one is kept as its own.
    await put(maya, item.id, { ...item, aisle: 'Produce' });
    const cleared = await put(maya, item.id, { ...item, aisle: null });
    expect(cleared.json<{ item: GroceryItem }>().item.aisle).toBe('Produce');
    expect(await storedAisle(item.id)).toBeNull();
  });

  it('refuses a blank, too long or non-text aisle (422), nothing changed', async () => {
    const { item } = (await add(maya, { name: 'Rice', aisle: 'Grains' })).json<{
      item: GroceryItem;
    }>();
    const cases: [unknown, string][] = [
      ['   ', 'Aisle must not be blank.'],
      ['', 'Aisle must not be empty.'],
      ['x'.repeat(201), 'Aisle must be at most 200 characters.'],
      [7, 'Aisle must be text (or null).'],
    ];
    for (const [aisle, detail] of cases) {
      const added = await add(maya, { name: 'Soap', aisle });
      expect(added.statusCode, JSON.stringify(aisle)).toBe(422);
      expect(added.json(), JSON.stringify(aisle)).toEqual({ detail });
      const updated = await put(maya, item.id, { ...item, aisle });
      expect(updated.statusCode, JSON.stringify(aisle)).toBe(422);
      expect(updated.json(), JSON.stringify(aisle)).toEqual({ detail });
    }
    expect((await add(maya, { name: 'Soap', aisle: 'x'.repeat(200) })).statusCode).toBe(201);
    expect(await aisles(maya)).toEqual([
      ['Rice', 'Grains'],
      ['Soap', 'x'.repeat(200)],
    ]);
  });
});
