/**
 * The grocery list (spec 1 §2 Grocery List, §4, §7; issue #14) and its loop with meal planning:
 * shortfalls (a second run adds nothing), recipe ingredients (a repeated id counts again), checked
 * items into the inventory. The `message`s are noted, so the fakes must say the same words.
 */
import type { User, World } from '../scenario';

import { scenario } from '../scenario';

interface Shown {
  name: string;
  quantity: number;
  unit: string | null;
  checked: boolean;
}

/** The caller's list without ids (the backends number rows differently). */
async function listOf(world: World, user: User) {
  const { data } = await world.api.GET('/grocery-list/grocery-list', user.auth);
  return data?.items.map(({ name, quantity, unit, checked }): Shown => ({
    name,
    quantity,
    unit,
    checked,
  }));
}

async function inventoryOf(world: World, user: User) {
  const { data } = await world.api.GET('/meal-planning/food-inventory', user.auth);
  return data?.items.map(({ name, quantity, desiredQuantity }) => ({
    name,
    quantity,
    desiredQuantity,
  }));
}

export const groceryListScenarios = [
  scenario('grocery-list', 'items: add, replace, delete, clear, only one’s own', async (world) => {
    const { api, newUser, note } = world;
    const maya = await newUser('maya');
    const sam = await newUser('sam');
    await api.GET('/grocery-list/grocery-list');
    const milk = await api.POST('/grocery-list/grocery-list/item', {
      ...maya.auth,
      body: { name: ' Oat milk ' },
    });
    await api.POST('/grocery-list/grocery-list/item', {
      ...maya.auth,
      body: { name: 'Flour', quantity: 500, unit: 'gram' },
    });
    await api.POST('/grocery-list/grocery-list/item', { ...maya.auth, body: { name: '  ' } });
    await api.POST('/grocery-list/grocery-list/item', {
      ...maya.auth,
      body: { name: 'Kale', quantity: -1 },
    });
    await api.POST('/grocery-list/grocery-list/item', { body: { name: 'Kale' } });
    const item = milk.data?.item;
    const id = item?.id ?? 1;
    await api.PUT('/grocery-list/grocery-list/item/{id}', {
      ...maya.auth,
      params: { path: { id } },
      body: { id, name: 'Oat milk', quantity: 2, checked: true },
    });
    await api.PUT('/grocery-list/grocery-list/item/{id}', {
      ...maya.auth,
      params: { path: { id } },
      body: { id: id + 1, name: 'Oat milk', quantity: 2, checked: true },
    });
    await api.PUT('/grocery-list/grocery-list/item/{id}', {
      ...sam.auth,
      params: { path: { id } },
      body: { name: 'Oat milk', quantity: 2, checked: false },
    });
    await api.PUT('/grocery-list/grocery-list/item/{id}', {
      ...maya.auth,
      params: { path: { id } },
      body: { name: 'Oat milk', quantity: 2.5, checked: false },
    });
    note('maya', await listOf(world, maya));
    await api.DELETE('/grocery-list/grocery-list/item/{id}', {
      ...sam.auth,
      params: { path: { id } },
    });
    await api.DELETE('/grocery-list/grocery-list/item/{id}', {
      ...maya.auth,
      params: { path: { id } },
    });
    await api.DELETE('/grocery-list/grocery-list/item/{id}', {
      ...maya.auth,
      params: { path: { id } },
    });
    await api.POST('/grocery-list/grocery-list/item', { ...sam.auth, body: { name: 'Seeds' } });
    const cleared = await api.DELETE('/grocery-list/grocery-list/grocery-list/clear', maya.auth);
    note('cleared', cleared.data?.message);
    const again = await api.DELETE('/grocery-list/grocery-list/grocery-list/clear', maya.auth);
    note('again', again.data?.message);
    await api.DELETE('/grocery-list/grocery-list/grocery-list/clear');
    note('sam', await listOf(world, sam));
  }),

  scenario(
    'grocery-list',
    'shortfalls from the inventory, twice: the second run adds nothing',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            { name: 'Carrots', quantity: 0, desiredQuantity: 4 },
            { name: 'Brown rice', quantity: 1, desiredQuantity: 3 },
            { name: 'Oat milk', quantity: 2, desiredQuantity: 2 },
            { name: 'Garlic', quantity: 2, desiredQuantity: 5 },
            { name: 'Lemons', quantity: 0, desiredQuantity: 2 },
          ],
        },
      });
      await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'garlic', quantity: 1 },
      });
      const lemons = await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'LEMONS', quantity: 2 },
      });
      const id = lemons.data?.item.id ?? 1;
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...maya.auth,
        params: { path: { id } },
        body: { name: 'LEMONS', quantity: 2, checked: true },
      });
      const first = await api.POST('/grocery-list/grocery-list/from-inventory', maya.auth);
      note('first', first.data?.message);
      note('list', await listOf(world, maya));
      const second = await api.POST('/grocery-list/grocery-list/from-inventory', maya.auth);
      note('second', second.data?.message);
      note('list again', await listOf(world, maya));
      await api.POST('/grocery-list/grocery-list/from-inventory');
    },
  ),

  scenario(
    'grocery-list',
    'recipes onto the list: lines read, a repeated recipe counted again, merged by name and unit',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'Carrot', quantity: 1 },
      });
      await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'Red Lentils', quantity: 1, unit: 'cup' },
      });
      const soup = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: {
          name: 'Lentil soup',
          ingredients: [
            '2 carrots, diced',
            '1 cup red lentils',
            '200 g red lentils',
            '1 ½ cups vegetable stock',
            '3 large eggs',
            'For the topping:',
            'salt',
          ],
          instructions: '',
        },
      });
      const theirs = await api.POST('/meal-planning/recipes', {
        ...sam.auth,
        body: { name: 'Sam tea', ingredients: ['1 mint sprig'], instructions: '' },
      });
      const id = soup.data?.id ?? 1;
      const added = await api.POST('/grocery-list/from-recipes', {
        ...maya.auth,
        body: [id, id],
      });
      note('added', added.data?.message);
      note('list', await listOf(world, maya));
      await api.POST('/grocery-list/from-recipes', {
        ...maya.auth,
        body: [id, theirs.data?.id ?? 2],
      });
      await api.POST('/grocery-list/from-recipes', { ...maya.auth, body: [] });
      await api.POST('/grocery-list/from-recipes', { body: [id] });
      const water = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: { name: 'Water', ingredients: [], instructions: '' },
      });
      const nothing = await api.POST('/grocery-list/from-recipes', {
        ...maya.auth,
        body: [water.data?.id ?? 3],
      });
      note('nothing', nothing.data?.message);
    },
  ),

  scenario(
    'grocery-list',
    'recipe ingredients: merged ignoring case, the inventory taken off counted lines',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            { name: 'eggs', quantity: 2, desiredQuantity: 6 },
            { name: 'Flour', quantity: 9, desiredQuantity: 9 },
            { name: 'Onion', quantity: 5, desiredQuantity: 5 },
          ],
        },
      });
      const salad = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: { name: 'Salad', ingredients: ['2 Tomatoes', 'Eggs 3', '1 onion'], instructions: '' },
      });
      const sauce = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: { name: 'Sauce', ingredients: ['tomatoes 3', '2 cups flour'], instructions: '' },
      });
      const added = await api.POST('/grocery-list/from-recipes', {
        ...maya.auth,
        body: [salad.data?.id ?? 1, sauce.data?.id ?? 2],
      });
      note('added', added.data?.message);
      note('list', await listOf(world, maya));
      note('inventory', await inventoryOf(world, maya));
    },
  ),

  scenario(
    'grocery-list',
    'checked items into the inventory: merged by name, the rest created, off the list',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: { items: [{ name: 'Tomatoes', quantity: 1, desiredQuantity: 6 }] },
      });
      await api.POST('/grocery-list/grocery-list/item', { ...maya.auth, body: { name: 'Bread' } });
      await api.POST('/grocery-list/grocery-list/import-to-inventory', maya.auth);
      for (const body of [
        { name: 'tomatoes', quantity: 4 },
        { name: 'Basil', quantity: 1 },
      ]) {
        const added = await api.POST('/grocery-list/grocery-list/item', { ...maya.auth, body });
        const id = added.data?.item.id ?? 1;
        await api.PUT('/grocery-list/grocery-list/item/{id}', {
          ...maya.auth,
          params: { path: { id } },
          body: { ...body, checked: true },
        });
      }
      const imported = await api.POST('/grocery-list/grocery-list/import-to-inventory', maya.auth);
      note('imported', imported.data?.message);
      note('list', await listOf(world, maya));
      note('inventory', await inventoryOf(world, maya));
      await api.POST('/grocery-list/grocery-list/import-to-inventory');
    },
  ),

  scenario(
    'grocery-list',
    'Idempotency-Key: a replayed write answers its first answer and changes nothing (issue 23)',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const keyed = (user: typeof maya, key: string) => ({
        headers: { ...user.auth.headers, 'Idempotency-Key': key },
      });
      const body = { name: 'Oat milk', quantity: 2 };
      const added = await api.POST('/grocery-list/grocery-list/item', {
        ...keyed(maya, 'add-oat-milk'),
        body,
      });
      await api.POST('/grocery-list/grocery-list/item', { ...keyed(maya, 'add-oat-milk'), body });
      // Another member's same key is theirs; a malformed key is refused.
      await api.POST('/grocery-list/grocery-list/item', { ...keyed(sam, 'add-oat-milk'), body });
      await api.POST('/grocery-list/grocery-list/item', { ...keyed(maya, 'not a key'), body });
      const path = { params: { path: { id: added.data?.item.id ?? 1 } } };
      const checked = { ...body, checked: true };
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...keyed(maya, 'check-oat-milk'),
        ...path,
        body: checked,
      });
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...maya.auth,
        ...path,
        body: { ...checked, checked: false },
      });
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...keyed(maya, 'check-oat-milk'),
        ...path,
        body: checked,
      });
      // The key of another operation; then a delete replayed after the item is gone.
      await api.DELETE('/grocery-list/grocery-list/item/{id}', {
        ...keyed(maya, 'check-oat-milk'),
        ...path,
      });
      await api.DELETE('/grocery-list/grocery-list/item/{id}', {
        ...keyed(maya, 'delete-oat-milk'),
        ...path,
      });
      await api.DELETE('/grocery-list/grocery-list/item/{id}', {
        ...keyed(maya, 'delete-oat-milk'),
        ...path,
      });
      // A refused first request keeps nothing: the same key then works.
      await api.POST('/grocery-list/grocery-list/item', {
        ...keyed(maya, 'blank-first'),
        body: { name: '  ' },
      });
      await api.POST('/grocery-list/grocery-list/item', {
        ...keyed(maya, 'blank-first'),
        body: { name: 'Tofu' },
      });
      note('maya', await listOf(world, maya));
      note('sam', await listOf(world, sam));
    },
  ),

  scenario(
    'grocery-list',
    'inventory units: stored as the parser’s unit, taken off recipes only in a matching or converting unit, shortfalls and imports in the item’s unit',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      const saved = await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            { name: 'Flour', quantity: 1, desiredQuantity: 1, unit: 'Cups' },
            { name: 'Sugar', quantity: 1, desiredQuantity: 1, unit: 'c' },
            { name: 'Milk', quantity: 1, desiredQuantity: 1, unit: 'l' },
            { name: 'Rice', quantity: 200, desiredQuantity: 1000, unit: 'g' },
            { name: 'Eggs', quantity: 2, desiredQuantity: 2 },
          ],
        },
      });
      note(
        'units',
        saved.data?.items.map(({ name, unit }) => ({ name, unit })),
      );
      const eggs = saved.data?.items[4];
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: { items: [{ id: eggs?.id, name: 'Eggs', quantity: 3, desiredQuantity: 3 }] },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: { items: [{ name: 'Salt', quantity: 1, desiredQuantity: 1, unit: 'x'.repeat(31) }] },
      });
      const cake = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: {
          name: 'Cake',
          ingredients: ['3 cups flour', '200 g sugar', '500 ml milk', 'Eggs 4'],
          instructions: '',
        },
      });
      const added = await api.POST('/grocery-list/from-recipes', {
        ...maya.auth,
        body: [cake.data?.id ?? 1],
      });
      note('added', added.data?.message);
      note('list', await listOf(world, maya));
      await api.POST('/grocery-list/grocery-list/from-inventory', maya.auth);
      note('shortfalls', await listOf(world, maya));
      for (const item of (await api.GET('/grocery-list/grocery-list', maya.auth)).data?.items ?? [])
        await api.PUT('/grocery-list/grocery-list/item/{id}', {
          ...maya.auth,
          params: { path: { id: item.id } },
          body: { ...item, checked: true },
        });
      const imported = await api.POST('/grocery-list/grocery-list/import-to-inventory', maya.auth);
      note('imported', imported.data?.message);
      const { data } = await api.GET('/meal-planning/food-inventory', maya.auth);
      note(
        'inventory',
        data?.items.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
      );
    },
  ),

  scenario(
    'grocery-list',
    'exact amounts (issue 45): fractions kept in the inventory, recipe amounts summed exactly in the most readable unit, a typed item read and merged into its same-named line',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            { name: 'Milk', quantity: 0.5, desiredQuantity: 1, unit: 'l' },
            { name: 'Butter', quantity: 0.25, desiredQuantity: 0.5, unit: 'kg' },
          ],
        },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: { items: [{ name: 'Oil', quantity: -0.5, desiredQuantity: 1 }] },
      });
      note('inventory', await inventoryOf(world, maya));
      await api.POST('/grocery-list/grocery-list/from-inventory', maya.auth);
      const recipe = async (name: string, ingredients: string[]) =>
        (
          await api.POST('/meal-planning/recipes', {
            ...maya.auth,
            body: { name, ingredients, instructions: '' },
          })
        ).data?.id ?? 1;
      const pancakes = await recipe('Pancakes', ['½ tsp salt', '1 ½ tbsp sugar', '2 eggs']);
      const soup = await recipe('Tomato soup', ['¼ tsp salt', '2 tsp sugar']);
      await api.POST('/grocery-list/from-recipes', { ...maya.auth, body: [pancakes, soup, soup] });
      for (const name of ['Eggs', 'egg', 'milk 1 l', 'Olive oil, extra virgin', '2000000 g rice'])
        await api.POST('/grocery-list/grocery-list/item', { ...maya.auth, body: { name } });
      await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'salt', quantity: 0.25, unit: 'tsp' },
      });
      note('list', await listOf(world, maya));
    },
  ),

  scenario(
    'grocery-list',
    'an item’s own aisle: set when adding, moved, cleared; blank or too long refused',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      await api.POST('/meal-planning/categories', {
        ...maya.auth,
        body: { categories: ['Produce'], type: 'food' },
      });
      const categories = await api.GET('/meal-planning/categories', maya.auth);
      const produce = categories.data?.food.find((category) => category.name === 'Produce');
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            {
              name: 'Tomato',
              quantity: 0,
              desiredQuantity: 0,
              categories: [String(produce?.id ?? 0)],
            },
          ],
        },
      });
      const aisles = async () => {
        const { data } = await api.GET('/grocery-list/grocery-list', maya.auth);
        return data?.items.map(({ name, aisle }) => [name, aisle]);
      };
      const towels = await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'Paper towels', aisle: ' Household ' },
      });
      note('towels', towels.data?.item.aisle);
      const tomato = await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'Tomato' },
      });
      const item = tomato.data?.item;
      const id = item?.id ?? 1;
      const base = { name: 'Tomato', quantity: 1, checked: false };
      // Sent back as read (the worked-out aisle), it stays worked out; then moved, then cleared.
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...maya.auth,
        params: { path: { id } },
        body: { ...base, aisle: item?.aisle ?? null, checked: true },
      });
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...maya.auth,
        params: { path: { id } },
        body: { ...base, aisle: 'Market stall' },
      });
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...maya.auth,
        params: { path: { id } },
        body: { ...base, quantity: 2 },
      });
      note('moved', await aisles());
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...maya.auth,
        params: { path: { id } },
        body: { ...base, aisle: null },
      });
      await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'tomato', aisle: 'Fridge' },
      });
      note('cleared, then merged', await aisles());
      await api.POST('/grocery-list/grocery-list/item', {
        ...maya.auth,
        body: { name: 'Soap', aisle: '   ' },
      });
      await api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...maya.auth,
        params: { path: { id } },
        body: { ...base, aisle: 'x'.repeat(201) },
      });
      note('unchanged', await aisles());
    },
  ),
];
