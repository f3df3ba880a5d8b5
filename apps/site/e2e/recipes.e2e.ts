/**
 * End to end, recipes with amounts (issue 33) on the real server, in Debian's Chromium: a member
 * writes a recipe for 4 whose lines are typed every which way, sees them read into amounts and
 * foods, scales it to 6 servings (the saved recipe does not change), and generates the grocery
 * list from it and a second recipe: the eggs the inventory has are taken off, and "2 Tomatoes" and
 * "tomatoes 3" become one line; and the inventory's units: what is in stock is taken off only in a
 * matching unit (1 cup of flour off 3 cups; 1 cup of sugar leaves 200 g). Run after the site build:
 * `pnpm exec vitest run --project e2e apps/site/e2e/recipes.e2e.ts` (from the repository root).
 */
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

interface ApiGrocery {
  name: string;
  quantity: number;
  unit: string | null;
}

describe('recipes with amounts', () => {
  const site = setupSite();

  it('writes a recipe with servings, scales it, and generates the grocery list less the inventory', async () => {
    const member = await site.newMember('recipes');
    const json = { 'content-type': 'application/json' };
    const stocked = await site.api(member, '/meal-planning/food-inventory', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ items: [{ name: 'eggs', quantity: 2, desiredQuantity: 6 }] }),
    });
    expect(stocked.status).toBe(200);
    const sauce = await site.api(member, '/meal-planning/recipes', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Tomato sauce', ingredients: ['tomatoes 3'], instructions: '' }),
    });
    expect(sauce.status).toBe(201);

    const page = await site.newPage({ session: member });
    await page.goto('/Recipes');
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor(LONG);
    await page.getByRole('article', { name: /Tomato sauce/ }).waitFor(LONG);
    await page.getByRole('button', { name: 'New Recipe' }).click();
    const form = page.getByRole('dialog', { name: 'New Recipe' });
    await form.getByRole('textbox', { name: /Name/ }).fill('Pancakes');
    await form
      .getByRole('textbox', { name: 'Ingredients' })
      .fill('2 cups flour\nEggs 3\n½ tsp salt\n2 Tomatoes\n, ,\nButter,');
    await form.getByRole('spinbutton', { name: 'Servings' }).fill('4');
    await form.getByRole('button', { name: 'Save Recipe' }).click();
    await form.waitFor({ state: 'detached', ...LONG });

    const pancakes = page.getByRole('article', { name: /Pancakes/ });
    await pancakes.getByText('Serves 4').waitFor(LONG);
    await pancakes.getByRole('button', { name: 'Show details Pancakes' }).click();
    const lines = pancakes.getByRole('listitem');
    await expect
      .poll(() => lines.allTextContents())
      .toEqual(['2 cups flour', '3 Eggs', '½ tsp salt', '2 Tomatoes', 'Butter']);
    await pancakes.getByRole('button', { name: 'Increase Servings' }).click();
    await pancakes.getByRole('button', { name: 'Increase Servings' }).click();
    await expect
      .poll(() => lines.allTextContents())
      .toEqual(['3 cups flour', '4½ Eggs', '¾ tsp salt', '3 Tomatoes', 'Butter']);
    const saved = (await (await site.api(member, '/meal-planning/recipes')).json()) as {
      name: string;
      servings: number | null;
      ingredients: string[];
    }[];
    expect(saved.find((recipe) => recipe.name === 'Pancakes')).toMatchObject({
      servings: 4,
      ingredients: ['2 cups flour', 'Eggs 3', '½ tsp salt', '2 Tomatoes', 'Butter,'],
    });

    await pancakes.getByRole('button', { name: 'Increase Count' }).click();
    await page
      .getByRole('article', { name: /Tomato sauce/ })
      .getByRole('button', { name: 'Increase Count' })
      .click();
    await page.getByText('Selected: Pancakes × 1, Tomato sauce × 1').waitFor(LONG);
    await page.getByRole('button', { name: 'Generate Grocery List from Selected' }).click();
    await page
      .getByText(/^Added 6 ingredients from 2 recipes to your grocery list/)
      .first()
      .waitFor(LONG);
    const response = await site.api(member, '/grocery-list/grocery-list');
    const { items } = (await response.json()) as { items: ApiGrocery[] };
    // One tomatoes line (either spelling first, as the recipes were sent), 3 eggs less the 2 in stock.
    const byName = Object.fromEntries(
      items.map(({ name, quantity, unit }) => [name.toLowerCase(), { quantity, unit }]),
    );
    expect(items).toHaveLength(5);
    expect(byName).toEqual({
      flour: { quantity: 2, unit: 'cup' },
      eggs: { quantity: 1, unit: null },
      salt: { quantity: 0.5, unit: 'teaspoon' },
      tomatoes: { quantity: 5, unit: null },
      butter: { quantity: 1, unit: null },
    });
  }, 180_000);

  it('takes off inventory in the same unit only: 1 cup of flour in stock, 3 cups needed → 2 cups; sugar in cups leaves 200 g', async () => {
    const member = await site.newMember('units');
    const json = { 'content-type': 'application/json' };
    const cake = await site.api(member, '/meal-planning/recipes', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Sponge cake',
        ingredients: ['3 cups flour', '200 g sugar'],
        instructions: '',
      }),
    });
    expect(cake.status).toBe(201);

    const page = await site.newPage({ session: member });
    await page.goto('/FoodInventory');
    const form = page.getByRole('form', { name: 'Add an Item' });
    for (const name of ['Flour', 'Sugar']) {
      await form.getByRole('textbox', { name: 'Item Name' }).fill(name);
      await form.getByRole('combobox', { name: /^Unit/ }).fill('cups');
      await form.getByRole('button', { name: 'Add Item' }).click();
      await page
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .getByText('Unit: cups')
        .waitFor(LONG);
    }

    await page.goto('/Recipes');
    const article = page.getByRole('article', { name: /Sponge cake/ });
    await article.getByRole('button', { name: 'Increase Count' }).click();
    await page.getByRole('button', { name: 'Generate Grocery List from Selected' }).click();
    await page
      .getByText(/^Added 2 ingredients from 1 recipe/)
      .first()
      .waitFor(LONG);

    await page.goto('/GroceryList');
    await page.getByRole('heading', { level: 1, name: 'Grocery List' }).waitFor(LONG);
    await page.getByText('Quantity: 2 cups').waitFor(LONG);
    await page.getByText('Quantity: 200 g').waitFor(LONG);
    const { items } = (await (await site.api(member, '/grocery-list/grocery-list')).json()) as {
      items: ApiGrocery[];
    };
    expect(items.map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual([
      { name: 'flour', quantity: 2, unit: 'cup' },
      { name: 'sugar', quantity: 200, unit: 'gram' },
    ]);
  }, 180_000);
});
