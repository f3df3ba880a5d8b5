/**
 * End to end, meal planning (issue 14) on the real server, in Debian's Chromium: a member goes
 * from the hub to the Category Manager and adds a food and a recipe category (and meets 'Category
 * already exists!'), stocks the Food Inventory, sends its shortfalls to the grocery list twice
 * (nothing doubles), writes a recipe, selects it twice and generates the grocery list, imports a
 * recipe from a page served here (allowed through `IMPORT_ALLOWED_HOSTS`; another loopback port
 * is refused), ticks items into the cart, imports them into the inventory (quantities merge) and
 * clears the list. Run after `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/meal-planning.e2e.ts` (from the repository root).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupSite, type Member, type Site } from './harness';

const LONG = { timeout: 30_000 };

/** A recipe page shaped like a WordPress one: schema.org JSON-LD in an `@graph`, HowToSteps. */
const RECIPE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tomato &amp; Basil Soup | A Kitchen Blog</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'A Kitchen Blog' },
    {
      '@type': 'Recipe',
      name: 'Tomato &amp; Basil Soup',
      recipeIngredient: ['6 tomatoes', '1 bunch basil', '2 cups stock'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Roast the tomatoes.' },
        { '@type': 'HowToStep', text: 'Blend with the basil and the stock.' },
      ],
    },
  ],
})}</script></head>
<body><h1>Tomato &amp; Basil Soup</h1><p>A summer soup.</p></body></html>`;

interface ApiFood {
  name: string;
  quantity: number;
  desiredQuantity: number;
}
interface ApiGrocery {
  name: string;
  quantity: number;
  checked: boolean;
  aisle: string | null;
}

async function inventoryOf(site: Site, member: Member): Promise<Record<string, ApiFood>> {
  const response = await site.api(member, '/meal-planning/food-inventory');
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: ApiFood[] };
  return Object.fromEntries(items.map((item) => [item.name, item]));
}

async function groceriesOf(site: Site, member: Member): Promise<Record<string, ApiGrocery>> {
  const response = await site.api(member, '/grocery-list/grocery-list');
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: ApiGrocery[] };
  return Object.fromEntries(items.map((item) => [item.name, item]));
}

/** A toast's words (Radix may hold a second copy for screen readers: the first is enough). */
async function toast(page: Page, text: string | RegExp): Promise<void> {
  const locator =
    typeof text === 'string' ? page.getByText(text, { exact: true }) : page.getByText(text);
  await locator.first().waitFor(LONG);
}

/** Adds an inventory item with the Add an Item form, and waits for its row. */
async function addFood(page: Page, name: string, have: number, need: number, category?: string) {
  const form = page.getByRole('form', { name: 'Add an Item' });
  await form.getByRole('textbox', { name: 'Item Name' }).fill(name);
  await form.getByRole('spinbutton', { name: 'Have' }).fill(String(have));
  await form.getByRole('spinbutton', { name: 'Need' }).fill(String(need));
  if (category) await form.getByRole('checkbox', { name: category }).click();
  await form.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('rowheader', { name: new RegExp(`^${name}`) }).waitFor(LONG);
}

describe('meal planning on the real server', () => {
  // Filled before the server starts (this file's hooks run in the order they are registered).
  const env: Record<string, string> = {};
  let fixture: Server | undefined;
  let fixtureUrl = '';
  beforeAll(async () => {
    const server = createServer((request, response) => {
      if (request.url === '/tomato-basil-soup') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(RECIPE_PAGE);
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('Not found');
      }
    });
    fixture = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fixtureUrl = `http://127.0.0.1:${port}`;
    env['IMPORT_ALLOWED_HOSTS'] = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (fixture ? fixture.close(() => resolve()) : resolve()));
  });
  const site = setupSite({ env });

  it('categories, inventory, shortfalls, recipes (written and imported), grocery list, back into the inventory', async () => {
    const member = await site.newMember('meals');
    const page = await site.newPage({ session: member });

    // The hub, then the Category Manager.
    await page.goto('/mealplanner');
    await page.getByRole('heading', { level: 1, name: 'Meal Planning' }).waitFor(LONG);
    await page
      .getByRole('list', { name: 'Meal planning tools' })
      .getByRole('link', { name: /Category Manager/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Category Manager' }).waitFor(LONG);
    await page.getByText('No food categories yet.').waitFor(LONG);
    const addCategory = page.getByRole('form', { name: 'Add a Category' });
    const categoryName = addCategory.getByRole('textbox', { name: 'Category Name' });
    await categoryName.fill('Vegetables');
    await addCategory.getByRole('button', { name: 'Add Category' }).click();
    await page
      .getByRole('list', { name: 'Food Categories' })
      .getByText('Vegetables', { exact: true })
      .waitFor(LONG);
    await categoryName.fill('Soups');
    await addCategory.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Recipe' });
    await addCategory.getByRole('button', { name: 'Add Category' }).click();
    await page
      .getByRole('list', { name: 'Recipe Categories' })
      .getByText('Soups', { exact: true })
      .waitFor(LONG);
    // The same food name again, in another case.
    await categoryName.fill('vegetables');
    await addCategory.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Food' });
    await addCategory.getByRole('button', { name: 'Add Category' }).click();
    await addCategory.getByText('Category already exists!', { exact: true }).waitFor(LONG);
    const categories = (await (await site.api(member, '/meal-planning/categories')).json()) as {
      food: { name: string }[];
      recipes: { name: string }[];
    };
    expect(categories.food.map((category) => category.name)).toEqual(['Vegetables']);
    expect(categories.recipes.map((category) => category.name)).toEqual(['Soups']);

    // The Food Inventory: two items short of what is needed, in words as well as colour.
    await page
      .getByRole('navigation', { name: 'Meal planning' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Food Inventory' }).waitFor(LONG);
    await page.getByText('Your inventory is empty.').waitFor(LONG);
    await addFood(page, 'Carrots', 1, 4, 'Vegetables');
    await addFood(page, 'Onions', 0, 2);
    await page
      .getByRole('row', { name: /^Carrots/ })
      .getByText('Low')
      .waitFor(LONG);
    await page
      .getByRole('row', { name: /^Onions/ })
      .getByText('Out')
      .waitFor(LONG);
    expect(await inventoryOf(site, member)).toMatchObject({
      Carrots: { quantity: 1, desiredQuantity: 4 },
      Onions: { quantity: 0, desiredQuantity: 2 },
    });

    // Shortfalls to the grocery list; a second run adds nothing.
    await page.getByRole('button', { name: 'Add Shortfalls to Grocery List' }).click();
    await toast(page, 'Added 2 items to your grocery list.');
    await page.getByRole('button', { name: 'Add Shortfalls to Grocery List' }).click();
    await toast(
      page,
      'Nothing to add: your inventory and grocery list already cover what you need.',
    );
    expect(await groceriesOf(site, member)).toMatchObject({
      Carrots: { quantity: 3, checked: false },
      Onions: { quantity: 2, checked: false },
    });

    // A recipe, written, cooked twice: its ingredients join the list's items.
    await page.goto('/Recipes');
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor(LONG);
    await page.getByText('No recipes yet.').waitFor(LONG);
    await page.getByRole('button', { name: 'New Recipe' }).click();
    const newRecipe = page.getByRole('dialog', { name: 'New Recipe' });
    await newRecipe.getByRole('textbox', { name: /Name/ }).fill('Carrot soup');
    await newRecipe.getByRole('textbox', { name: 'Ingredients' }).fill('2 carrots, 1 onion');
    await newRecipe.getByRole('textbox', { name: 'Instructions' }).fill('Simmer until soft.');
    await newRecipe.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Soups' });
    await newRecipe.getByRole('button', { name: 'Save Recipe' }).click();
    await newRecipe.waitFor({ state: 'detached', ...LONG });
    const soup = page.getByRole('article', { name: /Carrot soup/ });
    await soup.waitFor(LONG);
    await page.getByRole('button', { name: 'Generate Grocery List from Selected' }).click();
    await toast(page, 'Please select at least one recipe.');
    await soup.getByRole('button', { name: 'Increase Count' }).click();
    await soup.getByRole('button', { name: 'Increase Count' }).click();
    await expect.poll(() => soup.getByRole('spinbutton', { name: 'Count' }).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Generate Grocery List from Selected' }).click();
    await toast(page, /^Added 4 ingredients from 2 recipes to your grocery list/);
    // 4 carrots less the 1 in the inventory; no onions in it.
    expect(await groceriesOf(site, member)).toMatchObject({
      Carrots: { quantity: 6, checked: false },
      Onions: { quantity: 4, checked: false },
    });

    // Import from a link: a private address that is not allowed is refused, in words (a 422).
    site.expectConsole(/status of 422/);
    const link = page.getByRole('textbox', { name: 'Recipe link' });
    await link.fill('http://127.0.0.1:9/recipe');
    await page.getByRole('button', { name: 'Import from Link' }).click();
    await toast(
      page,
      'Error importing recipe: That address is on a private or local network, so recipes cannot be imported from it.',
    );
    // The fixture page (allowed): an unsaved draft with no category, saved here.
    await link.fill(`${fixtureUrl}/tomato-basil-soup`);
    await page.getByRole('button', { name: 'Import from Link' }).click();
    const draft = page.getByRole('dialog', { name: 'New Recipe' });
    await expect
      .poll(() => draft.getByRole('textbox', { name: /Name/ }).inputValue(), LONG)
      .toBe('Tomato & Basil Soup');
    expect(await draft.getByRole('textbox', { name: 'Ingredients' }).inputValue()).toBe(
      '6 tomatoes, 1 bunch basil, 2 cups stock',
    );
    expect(await draft.getByRole('textbox', { name: 'Instructions' }).inputValue()).toContain(
      'Roast the tomatoes.',
    );
    expect(await draft.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('');
    await draft.getByRole('button', { name: 'Save Recipe' }).click();
    await page.getByRole('article', { name: /Tomato & Basil Soup/ }).waitFor(LONG);
    const recipes = (await (await site.api(member, '/meal-planning/recipes')).json()) as {
      name: string;
      ingredients: string[];
      category: string | null;
    }[];
    expect(recipes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Carrot soup', category: 'Soups' }),
        expect.objectContaining({
          name: 'Tomato & Basil Soup',
          ingredients: ['6 tomatoes', '1 bunch basil', '2 cups stock'],
          category: null,
        }),
      ]),
    );

    // The Grocery List: one more item, two ticked into the cart, brought home, the rest cleared.
    await page.goto('/GroceryList');
    await page.getByRole('heading', { level: 1, name: 'Grocery List' }).waitFor(LONG);
    const list = page.getByRole('list', { name: 'Your List' });
    await list.getByRole('checkbox', { name: 'Carrots' }).waitFor(LONG);
    const addGrocery = page.getByRole('form', { name: 'Add an Item' });
    await addGrocery.getByRole('textbox', { name: 'Item' }).fill('Bread');
    await addGrocery.getByRole('button', { name: 'Add to List' }).click();
    await list.getByRole('checkbox', { name: 'Bread' }).waitFor(LONG);
    const importCart = page.getByRole('button', { name: 'Import In-Cart Items to Food Inventory' });
    expect(await importCart.isDisabled()).toBe(true);
    for (const name of ['Carrots', 'Onions']) {
      await list.getByRole('checkbox', { name }).click();
      // The item itself, not the aisle's entry around it.
      await list
        .getByRole('listitem')
        .filter({ hasText: name, hasNot: page.getByRole('list') })
        .getByText('In cart')
        .waitFor(LONG);
    }
    await page.getByText('2 of 3 items in the cart').waitFor(LONG);
    await expect
      .poll(async () => Object.values(await groceriesOf(site, member)).map((item) => item.checked))
      .toEqual(expect.arrayContaining([true, true, false]));
    await importCart.click();
    await toast(
      page,
      'Imported 2 items into your food inventory: 0 new, 2 added to items you had.',
    );
    await list.getByRole('checkbox', { name: 'Carrots' }).waitFor({ state: 'detached', ...LONG });
    expect(await inventoryOf(site, member)).toMatchObject({
      Carrots: { quantity: 7, desiredQuantity: 4 },
      Onions: { quantity: 4, desiredQuantity: 2 },
    });
    expect(Object.keys(await groceriesOf(site, member))).toEqual(['Bread']);

    await page.getByRole('button', { name: 'Clear Entire List' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear Grocery List' });
    await confirm
      .getByText('Are you sure you want to clear the entire grocery list?')
      .waitFor(LONG);
    await confirm.getByRole('button', { name: 'Yes, Clear' }).click();
    await toast(page, 'Cleared your grocery list (1 item removed).');
    await page.getByText('Your grocery list is empty.').waitFor(LONG);
    expect(await groceriesOf(site, member)).toEqual({});
  }, 240_000);

  it('keeps fractions in the inventory and merges a typed grocery item into its line (issue 45)', async () => {
    const member = await site.newMember('amounts');
    const page = await site.newPage({ session: member });
    await page.goto('/FoodInventory');
    await page.getByRole('heading', { level: 1, name: 'Food Inventory' }).waitFor(LONG);
    await page.getByText('Your inventory is empty.').waitFor(LONG);
    // Half a litre of milk of the litre needed is low, not stocked; a quarter kilo of butter stays.
    await addFood(page, 'Milk', 0.5, 1);
    await addFood(page, 'Butter', 0.25, 0.25);
    await page.getByRole('row', { name: /^Milk/ }).getByText('Low').waitFor(LONG);
    await page
      .getByRole('row', { name: /^Butter/ })
      .getByText('Stocked')
      .waitFor(LONG);
    expect(await inventoryOf(site, member)).toMatchObject({
      Milk: { quantity: 0.5, desiredQuantity: 1 },
      Butter: { quantity: 0.25, desiredQuantity: 0.25 },
    });

    // The Grocery List: "eggs" with the amount 2, then "Eggs": one line of 3, not two lines.
    await page.goto('/GroceryList');
    await page.getByRole('heading', { level: 1, name: 'Grocery List' }).waitFor(LONG);
    const addGrocery = page.getByRole('form', { name: 'Add an Item' });
    const list = page.getByRole('list', { name: 'Your List' });
    await addGrocery.getByRole('textbox', { name: 'Item' }).fill('eggs');
    await addGrocery.getByRole('textbox', { name: 'Amount' }).fill('2');
    await addGrocery.getByRole('button', { name: 'Add to List' }).click();
    await list.getByRole('checkbox', { name: 'eggs' }).waitFor(LONG);
    await addGrocery.getByRole('textbox', { name: 'Item' }).fill('Eggs');
    await addGrocery.getByRole('button', { name: 'Add to List' }).click();
    await expect
      .poll(async () => Object.values(await groceriesOf(site, member)), LONG)
      .toEqual([
        {
          id: expect.any(Number),
          name: 'eggs',
          quantity: 3,
          unit: null,
          checked: false,
          aisle: null,
        },
      ]);
    await page.getByText('Quantity: 3', { exact: true }).waitFor(LONG);
    expect(await list.getByRole('listitem').count()).toBe(1);
  }, 120_000);

  it('plans a meal for 4 servings at lunch; the grocery list scales it, under its aisle (issue 45)', async () => {
    const member = await site.newMember('servings');
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // A Dairy aisle for milk (the inventory's food category), a recipe for 2.
    expect(
      (
        await site.api(
          member,
          '/meal-planning/categories',
          json({ categories: ['Dairy'], type: 'food' }),
        )
      ).status,
    ).toBe(201);
    const categories = (await (await site.api(member, '/meal-planning/categories')).json()) as {
      food: { id: number }[];
    };
    const dairy = String(categories.food[0]?.id);
    expect(
      (
        await site.api(
          member,
          '/meal-planning/food-inventory',
          json({ items: [{ name: 'Milk', quantity: 0, desiredQuantity: 0, categories: [dairy] }] }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await site.api(
          member,
          '/meal-planning/recipes',
          json({
            name: 'Pancakes',
            ingredients: ['½ tsp salt', '1 cup milk'],
            instructions: 'Fry.',
            servings: 2,
          }),
        )
      ).status,
    ).toBe(201);

    const page = await site.newPage({ session: member });
    await page.goto('/WeekPlan');
    await page.getByRole('heading', { level: 1, name: 'Week Plan' }).waitFor(LONG);
    // The week shown is this one (the device's today): its Monday as the screen names it.
    const now = new Date();
    const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
    const mondayDate = new Date(today - ((new Date(today).getUTCDay() + 6) % 7) * 86_400_000);
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
      .format(mondayDate)
      .replace(',', '');
    const recipe = page.getByRole('combobox', { name: `Recipe for ${day}` });
    await recipe.waitFor(LONG);
    await recipe.selectOption({ label: 'Pancakes' });
    await page.getByRole('combobox', { name: `Meal for ${day}` }).selectOption('lunch');
    // The recipe's own 2 servings first, then 4.
    const servings = page.getByRole('spinbutton', { name: `Servings for ${day}` });
    await expect.poll(() => servings.inputValue(), LONG).toBe('2');
    await servings.fill('4');
    await page.getByRole('button', { name: `Add to ${day}` }).click();
    const lunch = page.getByRole('list', { name: `Lunch on ${day}` });
    await lunch.getByText('Pancakes', { exact: true }).waitFor(LONG);
    await expect
      .poll(
        () => lunch.getByRole('spinbutton', { name: /^Servings of Pancakes/ }).inputValue(),
        LONG,
      )
      .toBe('4');
    await page.getByRole('button', { name: 'Make Grocery List' }).click();
    await toast(page, /from 1 recipe/);

    // Doubled: 1 tsp salt under Other, 2 cups of milk under Dairy.
    await page.goto('/GroceryList');
    await page.getByRole('heading', { level: 3, name: 'Dairy' }).waitFor(LONG);
    await page
      .getByRole('list', { name: 'Dairy' })
      .getByText('Quantity: 2 cups', { exact: true })
      .waitFor(LONG);
    await page
      .getByRole('list', { name: 'Other' })
      .getByText('Quantity: 1 tsp', { exact: true })
      .waitFor(LONG);
    expect(Object.values(await groceriesOf(site, member))).toMatchObject([
      { name: 'salt', quantity: 1, unit: 'teaspoon', aisle: null },
      { name: 'milk', quantity: 2, unit: 'cup', aisle: 'Dairy' },
    ]);
  }, 120_000);

  it('keeps an item’s own aisle: Paper towels under Household after a reload, then moved', async () => {
    const member = await site.newMember('aisles');
    const page = await site.newPage({ session: member });
    await page.goto('/GroceryList');
    await page.getByRole('heading', { level: 1, name: 'Grocery List' }).waitFor(LONG);
    await page.getByText('Your grocery list is empty.').waitFor(LONG);
    const addGrocery = page.getByRole('form', { name: 'Add an Item' });
    await addGrocery.getByRole('textbox', { name: 'Item' }).fill('Paper towels');
    await addGrocery.getByRole('combobox', { name: 'Aisle' }).fill('Household');
    await addGrocery.getByRole('button', { name: 'Add to List' }).click();
    await page
      .getByRole('list', { name: 'Household' })
      .getByRole('checkbox', { name: 'Paper towels' })
      .waitFor(LONG);

    await page.reload();
    await page.getByRole('heading', { level: 3, name: 'Household' }).waitFor(LONG);
    await page
      .getByRole('list', { name: 'Household' })
      .getByRole('checkbox', { name: 'Paper towels' })
      .waitFor(LONG);
    expect(Object.values(await groceriesOf(site, member))).toMatchObject([
      { name: 'Paper towels', aisle: 'Household' },
    ]);

    // Moved to another aisle with the row's Move.
    await page.getByRole('button', { name: 'Move Paper towels to another aisle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move “Paper towels”' });
    await dialog.getByRole('combobox', { name: 'Aisle' }).fill('Cleaning');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page
      .getByRole('list', { name: 'Cleaning' })
      .getByRole('checkbox', { name: 'Paper towels' })
      .waitFor(LONG);
    await expect
      .poll(async () => (await groceriesOf(site, member))['Paper towels']?.aisle, LONG)
      .toBe('Cleaning');
  }, 120_000);

  it('shows a visitor the grocery list unloaded, with a sign-in prompt', async () => {
    const page = await site.newPage();
    await page.goto('/grocerylist');
    await page.getByRole('heading', { level: 1, name: 'Grocery List' }).waitFor(LONG);
    await page.getByText('Sign in to see and change your grocery list.').waitFor(LONG);
    expect(await page.getByRole('form', { name: 'Add an Item' }).count()).toBe(0);
  }, 60_000);
});
