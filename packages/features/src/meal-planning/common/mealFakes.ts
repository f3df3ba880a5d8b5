/**
 * Meal-planning fakes for the stories and unit tests of these screens (never part of the site), on
 * top of the MSW fakes of @wegrow/api: store changes for a state, and answers that change over time.
 */
import type { FoodItem } from '@wegrow/api';
import { db, mock, nextId, problem } from '@wegrow/api/mocks';

/** Every inventory item of the user has nothing on hand. */
export function emptyPantry(userId: number) {
  for (const item of db.foodItems) if (item.user_id === userId) item.quantity = 0;
}

/** A category with nothing in it. */
export function addCategory(
  userId: number,
  name: string,
  type: 'food' | 'recipe' = 'food',
): number {
  const id = nextId(db.categories);
  db.categories.push({ id, user_id: userId, name, type });
  return id;
}

/** The user's grocery list, emptied. */
export function emptyGroceryList(userId: number) {
  for (let i = db.groceries.length - 1; i >= 0; i -= 1)
    if (db.groceries[i]?.user_id === userId) db.groceries.splice(i, 1);
}

/** Grocery items counted in units, as recipes send them (2 cups, 250 g, 3 cloves). */
export function addUnitGroceries(userId: number) {
  const rows = [
    { name: 'red lentils', quantity: 2, unit: 'cup' },
    { name: 'tofu', quantity: 250, unit: 'gram' },
    { name: 'garlic', quantity: 3, unit: 'clove' },
  ];
  for (const [index, row] of rows.entries())
    db.groceries.push({
      id: nextId(db.groceries),
      user_id: userId,
      ...row,
      checked: false,
      created_at: `2026-01-03T11:0${index}:00Z`,
    });
}

/** Every grocery item of the user out of the cart. */
export function uncheckGroceries(userId: number) {
  for (const item of db.groceries) if (item.user_id === userId) item.checked = false;
}

/** A long recipe and a long item name, to see how the screens wrap. */
export function addLongRecipe(userId: number) {
  db.recipes.push({
    id: nextId(db.recipes),
    user_id: userId,
    name: 'Grandmother’s slow-roasted autumn vegetable and chickpea tagine with preserved lemon',
    ingredients: [
      '2 tbsp olive oil',
      '1 large red onion, sliced',
      '3 cloves garlic, crushed',
      '1 tsp ground cumin',
      '1 tsp ground cinnamon',
      '500 g butternut squash, in chunks',
      '2 carrots, in rounds',
      '400 g chickpeas, drained',
      '1 preserved lemon, rind only, chopped',
      '500 ml vegetable stock',
    ],
    instructions:
      'Warm the oil and soften the onion.\nAdd garlic and spices; stir a minute.\nAdd squash, carrots, chickpeas, lemon and stock; cover and bake two hours at 150 °C.',
    category: 'Dinner',
  });
}

/** A recipe for 4 whose lines are typed every which way, to see them read and scaled. */
export function addPancakes(userId: number) {
  db.recipes.push({
    id: nextId(db.recipes),
    user_id: userId,
    name: 'Pancakes',
    ingredients: ['2 cups flour', 'Eggs 3', '½ tsp salt', 'Butter,', 'Vitamin B12', '2-3 tomatoes'],
    servings: 4,
    instructions: 'Whisk, rest ten minutes, fry.',
    category: 'Breakfast',
  });
}

/**
 * `GET /meal-planning/food-inventory` that answers the first load and fails every later one (Find
 * Recipes asks again: 'Failed to fetch inventory.').
 */
export function inventoryFailsAfterFirstLoad(detail = 'Database unavailable') {
  let calls = 0;
  return mock.get('/meal-planning/food-inventory', ({ me, response }) => {
    calls += 1;
    if (calls > 1) throw problem(500, detail);
    const items: FoodItem[] = db.foodItems
      .filter((row) => row.user_id === me().id)
      .map(({ user_id: _owner, ...item }) => item);
    return response(200).json({ items });
  });
}
