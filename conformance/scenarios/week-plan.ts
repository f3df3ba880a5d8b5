/**
 * The week plan (issue 33): recipes planned on the days of a week chosen by its Monday, taken off,
 * and the week's grocery list made from them (merged like "Generate Grocery List").
 */
import type { User, World } from '../scenario';

import { scenario } from '../scenario';

/** The week without ids (the backends number rows differently). */
async function weekOf(world: World, user: User, start: string) {
  const { data } = await world.api.GET('/meal-planning/week-plan', {
    ...user.auth,
    params: { query: { start } },
  });
  return data?.entries.map(({ date, recipeName }) => ({ date, recipeName }));
}

export const weekPlanScenarios = [
  scenario('meal-planning', 'week plan: plan, take off, make the grocery list', async (world) => {
    const { api, newUser, note } = world;
    const maya = await newUser('maya');
    const sam = await newUser('sam');
    const soup = await api.POST('/meal-planning/recipes', {
      ...maya.auth,
      body: { name: 'Soup', ingredients: ['2 Tomatoes', '1 onion'], instructions: 'Cook.' },
    });
    const sauce = await api.POST('/meal-planning/recipes', {
      ...maya.auth,
      body: { name: 'Sauce', ingredients: ['tomatoes 3'], instructions: 'Stir.' },
    });
    const soupId = soup.data?.id ?? 0;
    const sauceId = sauce.data?.id ?? 0;

    await api.GET('/meal-planning/week-plan', { params: { query: { start: '2026-11-23' } } });
    await api.GET('/meal-planning/week-plan', {
      ...maya.auth,
      params: { query: { start: '2026-11-24' } },
    });
    await api.GET('/meal-planning/week-plan', {
      ...maya.auth,
      params: { query: { start: 'next week' } },
    });
    await api.POST('/meal-planning/week-plan/grocery-list', {
      ...maya.auth,
      body: { start: '2026-11-23' },
    });

    const sunday = await api.POST('/meal-planning/week-plan/entries', {
      ...maya.auth,
      body: { date: '2026-11-29', recipeId: soupId },
    });
    await api.POST('/meal-planning/week-plan/entries', {
      ...maya.auth,
      body: { date: '2026-11-23', recipeId: sauceId },
    });
    await api.POST('/meal-planning/week-plan/entries', {
      ...maya.auth,
      body: { date: '2026-11-25', recipeId: soupId },
    });
    await api.POST('/meal-planning/week-plan/entries', {
      ...maya.auth,
      body: { date: '2026-11-30', recipeId: sauceId },
    });
    await api.POST('/meal-planning/week-plan/entries', {
      ...sam.auth,
      body: { date: '2026-11-23', recipeId: soupId },
    });
    await api.POST('/meal-planning/week-plan/entries', {
      ...maya.auth,
      // @ts-expect-error -- the recipe is missing on purpose
      body: { date: '2026-11-23' },
    });
    note('maya week', await weekOf(world, maya, '2026-11-23'));
    note('sam week', await weekOf(world, sam, '2026-11-23'));

    const sundayId = sunday.data?.id ?? 0;
    await api.DELETE('/meal-planning/week-plan/entries/{id}', {
      ...sam.auth,
      params: { path: { id: sundayId } },
    });
    await api.DELETE('/meal-planning/week-plan/entries/{id}', {
      ...maya.auth,
      params: { path: { id: sundayId } },
    });
    await api.DELETE('/meal-planning/week-plan/entries/{id}', {
      ...maya.auth,
      params: { path: { id: sundayId } },
    });
    note('maya week after', await weekOf(world, maya, '2026-11-23'));

    await api.POST('/meal-planning/week-plan/grocery-list', {
      ...sam.auth,
      body: { start: '2026-11-23' },
    });
    await api.POST('/meal-planning/week-plan/grocery-list', {
      ...maya.auth,
      body: { start: '2026-11-23' },
    });
    const { data } = await api.GET('/grocery-list/grocery-list', maya.auth);
    note(
      'maya list',
      data?.items.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
    );
  }),

  scenario('meal-planning', 'week plan: a day holds at most 10 recipes', async (world) => {
    const { api, newUser } = world;
    const maya = await newUser('maya');
    const stew = await api.POST('/meal-planning/recipes', {
      ...maya.auth,
      body: { name: 'Stew', ingredients: ['1 leek'], instructions: 'Simmer.' },
    });
    for (let i = 0; i < 11; i++)
      await api.POST('/meal-planning/week-plan/entries', {
        ...maya.auth,
        body: { date: '2026-12-02', recipeId: stew.data?.id ?? 0 },
      });
  }),
  scenario(
    'meal-planning',
    'week plan: slots and servings scale the grocery list, grouped by aisle',
    async (world) => {
      const { api, newUser, note } = world;
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      await api.POST('/meal-planning/categories', {
        ...maya.auth,
        body: { categories: ['Produce', 'Pantry'], type: 'food' },
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
      const pancakes = await api.POST('/meal-planning/recipes', {
        ...maya.auth,
        body: {
          name: 'Pancakes',
          ingredients: ['½ tsp salt', '2 tomatoes', '1 cup flour'],
          instructions: 'Fry.',
          servings: 2,
        },
      });
      const recipeId = pancakes.data?.id ?? 0;
      const lunch = await api.POST('/meal-planning/week-plan/entries', {
        ...maya.auth,
        body: { date: '2026-12-08', recipeId, slot: 'lunch', servings: 4 },
      });
      await api.POST('/meal-planning/week-plan/entries', {
        ...maya.auth,
        body: { date: '2026-12-08', recipeId, slot: 'breakfast' },
      });
      await api.POST('/meal-planning/week-plan/entries', {
        ...maya.auth,
        // @ts-expect-error -- not a meal on purpose
        body: { date: '2026-12-08', recipeId, slot: 'brunch' },
      });
      await api.POST('/meal-planning/week-plan/entries', {
        ...maya.auth,
        body: { date: '2026-12-08', recipeId, servings: 0 },
      });
      const lunchId = lunch.data?.id ?? 0;
      await api.PATCH('/meal-planning/week-plan/entries/{id}', {
        ...sam.auth,
        params: { path: { id: lunchId } },
        body: { servings: 6 },
      });
      await api.PATCH('/meal-planning/week-plan/entries/{id}', {
        ...maya.auth,
        params: { path: { id: lunchId } },
        body: { servings: 6 },
      });
      await api.PATCH('/meal-planning/week-plan/entries/{id}', {
        ...maya.auth,
        params: { path: { id: lunchId } },
        body: {},
      });
      const { data: week } = await api.GET('/meal-planning/week-plan', {
        ...maya.auth,
        params: { query: { start: '2026-12-07' } },
      });
      note(
        'maya week',
        week?.entries.map(({ date, slot, servings, recipeServings, recipeName }) => ({
          date,
          slot,
          servings,
          recipeServings,
          recipeName,
        })),
      );
      await api.POST('/meal-planning/week-plan/grocery-list', {
        ...maya.auth,
        body: { start: '2026-12-07' },
      });
      const { data } = await api.GET('/grocery-list/grocery-list', maya.auth);
      note(
        'maya list',
        data?.items.map(({ name, quantity, unit, aisle }) => ({ name, quantity, unit, aisle })),
      );
    },
  ),
];
