/**
 * End to end, the week plan (issue 33) on the real server, in Debian's Chromium: a member with two
 * recipes follows the hub's link to the Week Plan, puts one on Monday and one on Wednesday of this
 * week, makes the week's grocery list and sees the merged items on the Grocery List. Run after
 * `node scripts/test-all.mjs site-build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/week-plan.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

/** Puts a recipe on the day whose picker is named "Recipe for <day> …" and waits for it there. */
async function planOn(page: Page, day: string, recipe: string) {
  await page.getByRole('combobox', { name: new RegExp(`^Recipe for ${day} `) }).selectOption({
    label: recipe,
  });
  await page.getByRole('button', { name: new RegExp(`^Add to ${day} `) }).click();
  await page
    .getByRole('list', { name: new RegExp(`^Planned on ${day} `) })
    .getByText(recipe, { exact: true })
    .waitFor(LONG);
}

describe('the week plan on the real server', () => {
  const site = setupSite();

  it("plans two recipes on this week's days and makes the grocery list from them", async () => {
    const member = await site.newMember('weekplan');
    for (const recipe of [
      { name: 'Tomato salad', ingredients: ['2 tomatoes', '1 cucumber'] },
      { name: 'Tomato sauce', ingredients: ['Tomatoes 3', '1 onion'] },
    ]) {
      const saved = await site.api(member, '/meal-planning/recipes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...recipe, instructions: 'Cook.' }),
      });
      expect(saved.status).toBe(201);
    }

    const page = await site.newPage({ session: member });
    await page.goto(`${site.baseUrl}/MealPlanning`);
    await page.getByRole('link', { name: 'Weekly meal planner with portion control' }).click();
    await page.getByRole('heading', { level: 1, name: 'Week Plan' }).waitFor(LONG);
    await page.getByRole('heading', { name: /^Week of / }).waitFor(LONG);

    await planOn(page, 'Monday', 'Tomato salad');
    await planOn(page, 'Wednesday', 'Tomato sauce');
    await page.getByRole('button', { name: 'Make Grocery List' }).click();
    await page
      .getByText(/from 2 recipes to your grocery list/)
      .first()
      .waitFor(LONG);

    await page.getByRole('link', { name: 'Open Grocery List' }).click();
    const list = page.getByRole('list', { name: 'Your List' });
    await list.waitFor(LONG);
    await list.getByRole('checkbox', { name: 'tomatoes' }).waitFor(LONG);
    await list.getByRole('checkbox', { name: 'cucumber' }).waitFor(LONG);
    await list.getByRole('checkbox', { name: 'onion' }).waitFor(LONG);

    const response = await site.api(member, '/grocery-list/grocery-list');
    const { items } = (await response.json()) as { items: { name: string; quantity: number }[] };
    expect(items.map((item) => [item.name, item.quantity])).toEqual([
      ['tomatoes', 5],
      ['cucumber', 1],
      ['onion', 1],
    ]);
  });
});
