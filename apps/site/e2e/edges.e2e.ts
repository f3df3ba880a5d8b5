/**
 * End to end, consistent edges (issue 33) on the real server, in Debian's Chromium: an inventory
 * item is deleted only through its confirmation (Cancel keeps it), and a grocery amount of 10^12
 * is not clamped: the server refuses it in words and nothing is added (issue 45: the amount is
 * typed, read like a recipe line). Run after
 * `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/edges.e2e.ts` (from the repository root).
 */
import { describe, expect, it } from 'vitest';
import { setupSite, type Member, type Site } from './harness';

const LONG = { timeout: 30_000 };

async function namesAt(site: Site, member: Member, path: string): Promise<string[]> {
  const response = await site.api(member, path);
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: { name: string }[] };
  return items.map((item) => item.name);
}

describe('consistent edges on the real server', () => {
  const site = setupSite();

  it('deletes an inventory item through its confirmation; a quantity of 10^12 says its range', async () => {
    const member = await site.newMember('edges');
    const page = await site.newPage({ session: member });

    // Two items in the inventory.
    await page.goto('/FoodInventory');
    const itemForm = page.getByRole('form', { name: 'Add an Item' });
    for (const name of ['Kale', 'Leeks']) {
      await itemForm.getByRole('textbox', { name: 'Item Name' }).fill(name);
      await itemForm.getByRole('button', { name: 'Add Item' }).click();
      await page.getByRole('rowheader', { name: new RegExp(`^${name}`) }).waitFor(LONG);
    }

    // Delete asks first; Cancel keeps the item.
    await page.getByRole('button', { name: 'Delete Kale' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await confirm
      .getByText(
        'Are you sure you want to delete “Kale” from your inventory? This cannot be undone.',
      )
      .waitFor(LONG);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached', ...LONG });
    expect(await namesAt(site, member, '/meal-planning/food-inventory')).toContain('Kale');

    // Yes, Delete removes it, on the server too.
    await page.getByRole('button', { name: 'Delete Kale' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByRole('rowheader', { name: /^Kale/ }).waitFor({ state: 'detached', ...LONG });
    expect(await namesAt(site, member, '/meal-planning/food-inventory')).toEqual(['Leeks']);

    // A grocery amount of 10^12: nothing is added, the answer says the range.
    await page.goto('/GroceryList');
    const groceryForm = page.getByRole('form', { name: 'Add an Item' });
    await groceryForm.getByRole('textbox', { name: 'Item' }).fill('Rice');
    const quantity = groceryForm.getByRole('textbox', { name: 'Amount' });
    await quantity.fill('1000000000000');
    site.expectConsole(/status of 422/);
    await groceryForm.getByRole('button', { name: 'Add to List' }).click();
    await page.getByText('Quantity must be at most 1000000.').first().waitFor(LONG);
    expect(await quantity.inputValue()).toBe('1000000000000');
    expect(await namesAt(site, member, '/grocery-list/grocery-list')).toEqual([]);

    // Corrected, it is added.
    await quantity.fill('12');
    await groceryForm.getByRole('button', { name: 'Add to List' }).click();
    await expect
      .poll(() => namesAt(site, member, '/grocery-list/grocery-list'), LONG)
      .toEqual(['Rice']);
  });
});
