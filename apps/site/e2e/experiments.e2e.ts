/**
 * End to end, the experiments area's lab index, boards and promo pages (issue 19) on the real
 * server, in Debian's Chromium: the lab index lists the ten experiments and Lyra, and each of its links opens
 * a page (no "Page not found"); We Plan keeps an idea and its comment across a reload (per browser
 * tab); the tarot page asks the video host for nothing until Load the live stream, then frames the
 * player (allowed by the site's CSP; the player is answered here, the tests have no network); on
 * We Build a visitor swaps for FRUIT, mints BRANCH, is told to wait, and redeems once the page's
 * clock (Playwright's `page.clock`, no real 30-second wait) has passed the vesting. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/experiments.e2e.ts` (from the repository root).
 */
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

const LAB_LINKS = [
  '/TextGame',
  '/tarot',
  '/meditation',
  '/wechoose',
  '/welearn',
  '/weplan',
  '/wegreen',
  '/wehelp',
  '/wedo',
  '/SheasPage',
  '/lyra',
];

describe('the lab index, the boards and the promo pages', () => {
  const site = setupSite();

  it('lists the ten experiments and Lyra, and each link opens its page', async () => {
    const page = await site.newPage();
    await page.goto('/experiments');
    await page.getByRole('heading', { level: 1, name: 'Experiments', exact: true }).waitFor(LONG);
    await page.getByText(/A global meditation runs for 5 minutes every 12 hours/).waitFor(LONG);
    const list = page.getByRole('list', { name: 'The experiments' });
    const links = list.getByRole('link');
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      LAB_LINKS,
    );

    for (const [index, href] of LAB_LINKS.entries()) {
      await links.nth(index).click();
      await page.waitForURL((url) => url.pathname === href, LONG);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor(LONG);
      expect(await heading.textContent(), href).not.toBe('Page not found');
      await page.goBack();
      await list.waitFor(LONG);
    }
  });

  it('We Plan keeps an idea and its discussion across a reload', async () => {
    const page = await site.newPage();
    await page.goto('/weplan');
    await page.getByRole('textbox', { name: 'Your idea' }).fill('A repair café at the library');
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    const discussion = page.getByRole('region', { name: 'Discussion' });
    await discussion.getByRole('textbox', { name: 'Your comment' }).fill('Sundays suit me.');
    await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
    await discussion.getByText('Sundays suit me.').waitFor(LONG);

    await page.reload();
    await discussion.getByText('Sundays suit me.').waitFor(LONG);
    await discussion.getByRole('button', { name: 'Summarize Discussion' }).click();
    await discussion.getByText(/1 comment so far/).waitFor(LONG);
  });

  it('the tarot page loads the live stream only when asked', async () => {
    const page = await site.newPage();
    const playerRequests: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', async (route) => {
      playerRequests.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>Live now</p>',
      });
    });
    await page.goto('/tarot');
    await page.getByRole('heading', { level: 1, name: 'Zen Tarot Readings' }).waitFor(LONG);
    const support = page.getByRole('link', { name: /Support the creator/ });
    expect(await support.getAttribute('target')).toBe('_blank');
    expect(await support.getAttribute('rel')).toBe('noopener noreferrer');
    expect(playerRequests).toEqual([]);

    await page.getByRole('button', { name: 'Load the live stream' }).click();
    await page
      .frameLocator('iframe[title="Zen Tarot live stream"]')
      .getByText('Live now')
      .waitFor(LONG);
    expect(playerRequests).toHaveLength(1);
  });

  it('We Build: swap for FRUIT, mint BRANCH, wait out the vesting, redeem', async () => {
    const page = await site.newPage();
    await page.clock.install({ time: new Date('2026-01-05T12:00:00Z') });
    await page.goto('/webuild?view=all');
    await page.getByRole('heading', { level: 1, name: 'We Build', exact: true }).waitFor(LONG);
    const balance = async (token: string) => page.getByTestId(`balance-${token}`).textContent();

    const swap = page.getByRole('region', { name: 'AMM Swap' });
    await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('1000');
    await swap.getByRole('button', { name: 'Swap' }).click();
    await swap.getByText('Swapped 1,000 SEED for 453 USDC.').waitFor(LONG);
    await swap.getByRole('combobox', { name: 'Pool' }).selectOption('FRUIT/USDC');
    await swap.getByRole('combobox', { name: 'You pay' }).selectOption('usdc');
    await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('453');
    await swap.getByRole('button', { name: 'Swap' }).click();
    await swap.getByText('Swapped 453 USDC for 414 FRUIT.').waitFor(LONG);

    const mint = page.getByRole('region', { name: 'Mint BRANCH' });
    await mint.getByRole('textbox', { name: 'SEED to convert' }).fill('100');
    await mint.getByRole('button', { name: 'Mint BRANCH' }).click();
    await mint.getByText(/Minted 125 BRANCH from 100 SEED and 25 FRUIT/).waitFor(LONG);
    expect([await balance('SEED'), await balance('FRUIT'), await balance('BRANCH')]).toEqual([
      '8,900',
      '389',
      '125',
    ]);

    const redeem = page.getByRole('region', { name: 'Redeem BRANCH' });
    await redeem.getByRole('button', { name: 'Redeem BRANCH' }).click();
    await redeem.getByText('Branch tokens still vesting. Please wait.').waitFor(LONG);
    expect(await redeem.getByRole('timer').textContent()).toMatch(/^0:(30|29)$/);

    await page.clock.fastForward(30_000);
    await redeem.getByText('Ready to redeem 125 BRANCH for 62 FRUIT.').waitFor(LONG);
    await redeem.getByRole('button', { name: 'Redeem BRANCH' }).click();
    await redeem.getByText('Redeemed 125 BRANCH for 62 FRUIT.').waitFor(LONG);
    expect([await balance('FRUIT'), await balance('BRANCH')]).toEqual(['451', '0']);

    // Kept in this browser across a reload.
    await page.reload();
    await page.getByTestId('balance-FRUIT').waitFor(LONG);
    expect([await balance('SEED'), await balance('FRUIT'), await balance('USDC')]).toEqual([
      '8,900',
      '451',
      '0',
    ]);
  });
});
