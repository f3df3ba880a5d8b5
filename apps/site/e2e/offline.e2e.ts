/**
 * End to end, offline (issue 23) on the real server and the built site, in Debian's Chromium: the
 * service worker is registered and controls the page, the manifest is served; the grocery list
 * keeps working with the browser offline — items added and checked show at once and are queued,
 * a reload offline brings back the app and the pending changes, and back online they reach the
 * server exactly once. The same for a journal entry written offline (with the day it is about),
 * and the draft being typed survives the reload. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/offline.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserYesterday, setupSite, type Member, type Site } from './harness';

const LONG = { timeout: 30_000 };

interface ApiGroceryItem {
  name: string;
  quantity: number;
  checked: boolean;
}

async function groceriesOf(site: Site, member: Member): Promise<ApiGroceryItem[]> {
  const response = await site.api(member, '/grocery-list/grocery-list');
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: ApiGroceryItem[] };
  return items.map(({ name, quantity, checked }) => ({ name, quantity, checked }));
}

/** Waits until the service worker controls the page (it registers when the browser is idle). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, LONG);
}

async function addItem(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Item' }).fill(name);
  await page.getByRole('form', { name: 'Add an Item' }).getByRole('button').last().click();
  await page.getByRole('checkbox', { name }).waitFor(LONG);
}

describe('offline, on the real server', () => {
  const site = setupSite();

  it('serves the manifest and the service worker revalidated, and the worker controls the page', async () => {
    const manifest = await fetch(`${site.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as { display: string; icons: { sizes: string }[] };
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    const worker = await fetch(`${site.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const page = await site.newPage({ serviceWorker: true });
    await page.goto('/');
    await controlledByServiceWorker(page);
  });

  it('keeps the grocery list working offline, through a reload, and syncs it once back online', async () => {
    // Offline, the API's calls fail in the browser until the network is back.
    site.expectConsole(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
    const member = await site.newMember('offline');
    const page = await site.newPage({ session: member, serviceWorker: true });
    await page.goto('/GroceryList');
    await page.getByText('Your grocery list is empty.').waitFor(LONG);
    await addItem(page, 'Bread');
    await controlledByServiceWorker(page);

    await page.context().setOffline(true);
    await addItem(page, 'Oat milk');
    await addItem(page, 'Apples');
    await page.getByRole('checkbox', { name: 'Bread' }).click();
    await page.getByRole('checkbox', { name: 'Oat milk' }).click();
    // The quantity stepper: two presses, two queued changes, the row shows 3 at once.
    await page.getByRole('button', { name: 'Increase Quantity of Bread' }).click();
    await page.getByRole('button', { name: 'Increase Quantity of Bread' }).click();
    await expect
      .poll(() => page.getByRole('spinbutton', { name: 'Quantity of Bread' }).inputValue(), LONG)
      .toBe('3');
    await page.getByText('Offline — changes will sync').waitFor(LONG);
    await page.getByText('6 changes waiting to sync.').waitFor(LONG);
    expect(await groceriesOf(site, member)).toEqual([
      { name: 'Bread', quantity: 1, checked: false },
    ]);

    // A reload with no network: the app comes from the service worker, the list and the
    // pending changes from the device.
    await page.reload();
    await page.getByText('6 changes waiting to sync.').waitFor(LONG);
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Bread' }).isChecked(), LONG)
      .toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Oat milk' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Apples' }).isChecked()).toBe(false);
    expect(await page.getByRole('spinbutton', { name: 'Quantity of Bread' }).inputValue()).toBe(
      '3',
    );

    await page.context().setOffline(false);
    await page.getByText('Offline — changes will sync').waitFor({ state: 'detached', ...LONG });
    await site.poll('the changes on the server', async () => {
      const items = await groceriesOf(site, member);
      return items.length === 3 &&
        items.every((item) => item.name !== 'Apples' || !item.checked) &&
        items.some((item) => item.name === 'Bread' && item.quantity === 3)
        ? items
        : undefined;
    });
    expect(await groceriesOf(site, member)).toEqual([
      { name: 'Bread', quantity: 3, checked: true },
      { name: 'Oat milk', quantity: 1, checked: true },
      { name: 'Apples', quantity: 1, checked: false },
    ]);
    // Reconciled: the list shows the server's items (no temporary ones left).
    await page.getByText('Syncing your changes…').waitFor({ state: 'detached', ...LONG });
    await expect.poll(() => page.getByRole('checkbox').count(), LONG).toBe(3);
    expect(await page.getByRole('checkbox', { name: 'Apples' }).isChecked()).toBe(false);
  });

  it('keeps a journal entry written offline and the draft being typed, through a reload, and syncs the entry once; a delete offline syncs too', async () => {
    site.expectConsole(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
    const member = await site.newMember('offlinejournal');
    const page = await site.newPage({ session: member, serviceWorker: true });
    await page.goto('/journal');
    await page.getByText("You haven't journaled yet... what's on your mind?").waitFor(LONG);
    await controlledByServiceWorker(page);

    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Title' }).fill('Written on the train');
    await page.getByRole('textbox', { name: 'Entry' }).fill('No signal between the stations.');
    // About yesterday: the day chosen offline goes with the entry (the browser's calendar day).
    const yesterday = await browserYesterday(page);
    await page.getByRole('textbox', { name: 'Date' }).fill(yesterday);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await page
      .getByText('Saved on this device. It will sync when you are back online.')
      .waitFor(LONG);
    await page.getByText('1 change waiting to sync.').waitFor(LONG);
    // It shows in Past Entries at once, marked, with nothing to do to it until the server has it.
    const waiting = page.getByRole('article', { name: 'Written on the train' });
    await waiting.getByText('Waiting to sync', { exact: false }).waitFor(LONG);
    expect(await waiting.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await waiting.getByText('yesterday', { exact: true }).waitFor(LONG);

    // A draft being typed is kept on the device every few seconds.
    await page.getByRole('textbox', { name: 'Title' }).fill('Half a thought');
    // Wait for the draft to be on the device (IndexedDB `wegrow-offline`), not for a clock.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<string[]>((resolve) => {
                const opening = indexedDB.open('wegrow-offline');
                opening.onerror = () => resolve([]);
                opening.onsuccess = () => {
                  const db = opening.result;
                  const all = db.transaction('keyval').objectStore('keyval').getAll();
                  all.onerror = () => resolve([]);
                  all.onsuccess = () => {
                    db.close();
                    resolve(
                      (all.result as { title?: unknown }[]).flatMap((value) =>
                        typeof value?.title === 'string' ? [value.title] : [],
                      ),
                    );
                  };
                };
              }),
          ),
        LONG,
      )
      .toContain('Half a thought');
    await page.reload();
    await page.getByText('1 change waiting to sync.').waitFor(LONG);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue(), LONG)
      .toBe('Half a thought');

    await page.context().setOffline(false);
    await page.getByText('1 change waiting to sync.').waitFor({ state: 'detached', ...LONG });
    const entries = await site.poll('the entry on the server', async () => {
      const response = await site.api(member, '/journal');
      const list = (await response.json()) as { title: string; created_at: string }[];
      return list.length > 0 ? list : undefined;
    });
    expect(entries.map((entry) => entry.title)).toEqual(['Written on the train']);
    expect(
      await page.evaluate(
        (iso) => new Date(iso).toLocaleDateString('sv-SE'),
        entries[0]?.created_at ?? '',
      ),
    ).toBe(yesterday);
    const synced = page.getByRole('article', { name: 'Written on the train' });
    await synced.getByRole('button', { name: 'Edit' }).waitFor(LONG);

    // Deleted offline: gone from the list at once, from the server once the network is back.
    await page.context().setOffline(true);
    await synced.getByRole('button', { name: 'Delete entry' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Journal Entry' })
      .getByRole('button', { name: 'Yes, Delete' })
      .click();
    await page.getByText("You haven't journaled yet... what's on your mind?").waitFor(LONG);
    await page.getByText('1 change waiting to sync.').waitFor(LONG);
    await page.context().setOffline(false);
    await site.poll('the entry deleted on the server', async () => {
      const list = (await (await site.api(member, '/journal')).json()) as unknown[];
      return list.length === 0 ? list : undefined;
    });
    await page.getByText('1 change waiting to sync.').waitFor({ state: 'detached', ...LONG });
  });
});
