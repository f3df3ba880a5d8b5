/**
 * Meal planning (spec 1 §2 Category Manager, Food Inventory, Recipes; §5; issue #14): each user's
 * own categories, inventory and recipes; someone else's rows answer 404. The recipe import's
 * success needs a web page, which the fakes never fetch: its 401 and 422 answers are played here,
 * its success in the server's tests (apps/server/test/recipe-import.test.ts).
 */
import { scenario } from '../scenario';

const FOOD = 'food' as const;
const RECIPE = 'recipe' as const;

export const mealPlanningScenarios = [
  scenario('meal-planning', 'categories: add, duplicates, blank names, delete', async (world) => {
    const { api, newUser, note } = world;
    const maya = await newUser('maya');
    const sam = await newUser('sam');
    await api.GET('/meal-planning/categories');
    const created = await api.POST('/meal-planning/categories', {
      ...maya.auth,
      body: { categories: [' Vegetables ', 'Grains'], type: FOOD },
    });
    note(
      'created',
      created.data?.map(({ name, type }) => ({ name, type })),
    );
    await api.POST('/meal-planning/categories', {
      ...maya.auth,
      body: { categories: ['VEGETABLES'], type: FOOD },
    });
    await api.POST('/meal-planning/categories', {
      ...maya.auth,
      body: { categories: ['Fruit', 'fruit'], type: FOOD },
    });
    await api.POST('/meal-planning/categories', {
      ...maya.auth,
      body: { categories: ['   '], type: FOOD },
    });
    await api.POST('/meal-planning/categories', {
      ...maya.auth,
      body: { categories: ['Vegetables'], type: RECIPE },
    });
    await api.POST('/meal-planning/categories', {
      ...sam.auth,
      body: { categories: ['Vegetables'], type: FOOD },
    });
    const list = await api.GET('/meal-planning/categories', maya.auth);
    note('maya', {
      food: list.data?.food.map((c) => c.name),
      recipes: list.data?.recipes.map((c) => c.name),
    });
    const id = created.data?.[0]?.id ?? 1;
    await api.DELETE('/meal-planning/categories/{id}', { ...sam.auth, params: { path: { id } } });
    await api.DELETE('/meal-planning/categories/{id}', { ...maya.auth, params: { path: { id } } });
    await api.DELETE('/meal-planning/categories/{id}', { ...maya.auth, params: { path: { id } } });
    await api.DELETE('/meal-planning/categories/{id}', {
      ...maya.auth,
      params: { path: { id: 2147483648 } },
    });
  }),

  scenario(
    'meal-planning',
    'food inventory: create or update in one call, own food categories only',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const cats = await api.POST('/meal-planning/categories', {
        ...maya.auth,
        body: { categories: ['Produce', 'Pantry'], type: FOOD },
      });
      const breakfast = await api.POST('/meal-planning/categories', {
        ...maya.auth,
        body: { categories: ['Breakfast'], type: RECIPE },
      });
      const [produce, pantry] = (cats.data ?? []).map((c) => String(c.id));
      const saved = await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            { name: ' Tomatoes ', quantity: 2, desiredQuantity: 6, categories: [produce ?? '1'] },
            { name: 'Oats', quantity: 1, desiredQuantity: 1 },
          ],
        },
      });
      const tomatoes = saved.data?.items[0];
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            {
              id: tomatoes?.id,
              name: 'Tomatoes',
              quantity: 3,
              desiredQuantity: 6,
              categories: [pantry ?? '2', produce ?? '1', pantry ?? '2'],
            },
          ],
        },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: {
          items: [
            {
              name: 'Granola',
              quantity: 1,
              desiredQuantity: 1,
              categories: [String(breakfast.data?.[0]?.id ?? 3)],
            },
          ],
        },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: { items: [{ name: 'Kale', quantity: -1, desiredQuantity: 1 }] },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: { items: [{ name: 'Kale', quantity: 1, desiredQuantity: 1.5 }] },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...maya.auth,
        body: { items: [{ name: '  ', quantity: 1, desiredQuantity: 1 }] },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...sam.auth,
        body: { items: [{ id: tomatoes?.id, name: 'Mine', quantity: 9, desiredQuantity: 9 }] },
      });
      await api.POST('/meal-planning/food-inventory', {
        ...sam.auth,
        body: {
          items: [{ name: 'Soil', quantity: 1, desiredQuantity: 2, categories: [produce ?? '1'] }],
        },
      });
      const list = await api.GET('/meal-planning/food-inventory', maya.auth);
      note(
        'inventory',
        list.data?.items.map(({ name, quantity, desiredQuantity, categories }) => ({
          name,
          quantity,
          desiredQuantity,
          categories: categories.length,
        })),
      );
      note('sam', (await api.GET('/meal-planning/food-inventory', sam.auth)).data);
      const id = tomatoes?.id ?? 1;
      await api.DELETE('/meal-planning/food-inventory/{id}', {
        ...sam.auth,
        params: { path: { id } },
      });
      await api.DELETE('/meal-planning/food-inventory/{id}', {
        ...maya.auth,
        params: { path: { id } },
      });
      await api.DELETE('/meal-planning/food-inventory/{id}', {
        ...maya.auth,
        params: { path: { id } },
      });
      await api.GET('/meal-planning/food-inventory');
    },
  ),

  scenario(
    'meal-planning',
    'recipes: save, category by name, filter, someone else’s',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      await api.POST('/meal-planning/categories', {
        ...maya.auth,
        body: { categories: ['Soups'], type: RECIPE },
      });
      await api.POST('/meal-planning/categories', {
        ...maya.auth,
        body: { categories: ['Produce'], type: FOOD },
      });
      const soup = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: {
          name: ' Carrot soup ',
          ingredients: [' 6 carrots ', '1 onion'],
          instructions: 'Simmer, then blend.',
          category: 'SOUPS',
        },
      });
      const withoutId = (recipe: { id: number } | undefined) =>
        recipe && { ...recipe, id: typeof recipe.id };
      note('created', withoutId(soup.data));
      const id = soup.data?.id ?? 1;
      const replaced = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: { id, name: 'Carrot ginger soup', ingredients: ['6 carrots'], instructions: '' },
      });
      note('replaced', withoutId(replaced.data));
      await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: { name: 'Apple pie', ingredients: ['apples'], instructions: '', category: 'Produce' },
      });
      await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: { name: 'Apple pie', ingredients: ['apples', ' '], instructions: '' },
      });
      await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: {
          name: 'Lentil soup',
          ingredients: ['lentils'],
          instructions: '',
          category: 'soups',
        },
      });
      await api.POST('/meal-planning/recipes', {
        ...sam.auth,
        body: { id, name: 'Mine', ingredients: [], instructions: '' },
      });
      const soups = await api.GET('/meal-planning/recipes', {
        ...maya.auth,
        params: { query: { category: 'soups' } },
      });
      note(
        'soups',
        soups.data?.map((recipe) => recipe.name),
      );
      note(
        'all',
        (await api.GET('/meal-planning/recipes', maya.auth)).data?.map((recipe) => recipe.name),
      );
      note('sam', (await api.GET('/meal-planning/recipes', sam.auth)).data);
      await api.GET('/meal-planning/recipes', {
        ...maya.auth,
        params: { query: { category: '' } },
      });
      await api.GET('/meal-planning/recipes');
      await api.DELETE('/meal-planning/recipes/{id}', { ...sam.auth, params: { path: { id } } });
      await api.DELETE('/meal-planning/recipes/{id}', { ...maya.auth, params: { path: { id } } });
      await api.DELETE('/meal-planning/recipes/{id}', { ...maya.auth, params: { path: { id } } });
    },
  ),

  scenario(
    'meal-planning',
    'recipes: ingredients read into quantity, unit and food; servings; junk lines dropped',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const saved = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: {
          name: 'Pancakes',
          ingredients: [
            '2 cups flour',
            'Eggs 3',
            '½ tsp salt',
            ', ,',
            'Butter,',
            'Vitamin B12',
            '7UP',
            '2-3 tomatoes',
          ],
          instructions: 'Whisk and fry.',
          servings: 4,
        },
      });
      note('saved', saved.data && { ...saved.data, id: typeof saved.data.id });
      for (const servings of [0, 101])
        await api.POST('/meal-planning/recipes', {
          ...maya.auth,
          body: { name: 'X', ingredients: [], instructions: '', servings },
        });
      await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: { name: 'Toast', ingredients: ['bread'], instructions: '' },
      });
      note(
        'listed',
        (await api.GET('/meal-planning/recipes', maya.auth)).data?.map((recipe) => ({
          name: recipe.name,
          servings: recipe.servings,
          parsed: recipe.parsedIngredients.length,
        })),
      );
    },
  ),

  scenario(
    'meal-planning',
    'recipe import: signed in, web addresses only, no private or local address',
    async ({ api, newUser }) => {
      const maya = await newUser('maya');
      await api.POST('/meal-planning/recipes/import', {
        body: { url: 'https://recipes.example.org/soup' },
      });
      for (const url of [
        'http://127.0.0.1/',
        'http://2130706433/',
        'http://0x7f.1/',
        'http://017700000001/',
        'http://localhost:3000/api/health',
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://10.0.0.1/',
        'http://169.254.169.254/latest/meta-data/',
        'http://100.64.0.1/',
        'http://0.0.0.0/',
        'ftp://recipes.example.org/soup',
        'not a web address',
        'https://exa mple.org/',
      ])
        await api.POST('/meal-planning/recipes/import', { ...maya.auth, body: { url } });
    },
  ),
];
