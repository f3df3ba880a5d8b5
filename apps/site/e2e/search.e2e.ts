/**
 * End to end, search and tags (issue 33) on the real server, in Debian's Chromium: a member writes
 * two journal entries, tags one (typed in another case, stored lower case), searches the journal
 * (PostgreSQL full-text search: only the matching entry), filters it by the tag's chip, and clears
 * both; then starts a titled talk in We Talk and finds it with the forum's search. Run after
 * `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/search.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

/** The titles of the entries listed under Past Entries, in order. */
async function listedTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Past Entries' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

/** Waits until Past Entries lists exactly these titles. */
async function waitForTitles(page: Page, titles: string[]): Promise<void> {
  await expect.poll(() => listedTitles(page), LONG).toEqual(titles);
}

describe('search and tags on the real server', () => {
  const site = setupSite();

  it('writes two entries, tags one, searches and filters the journal; finds a talk by its title', async () => {
    const member = await site.newMember('searcher');
    const page = await site.newPage({ session: member });
    await page.goto('/smartjournal');
    await page.getByRole('heading', { level: 2, name: 'Past Entries' }).waitFor(LONG);

    for (const [title, content] of [
      ['Seed swap', 'Traded tomato seeds with Sam; the beans went to Lena.'],
      ['Quiet evening', 'Read by the window and watched the rain.'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('textbox', { name: 'Entry' }).fill(content);
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await page.getByRole('article', { name: title }).waitFor(LONG);
    }
    await waitForTitles(page, ['Quiet evening', 'Seed swap']);

    // Tag the first entry: typed 'Garden ', kept as 'garden'.
    const swap = page.getByRole('article', { name: 'Seed swap' });
    await swap.getByRole('button', { name: 'Add tag' }).click();
    await swap.getByRole('textbox', { name: 'Add a tag' }).fill('Garden ');
    await swap.getByRole('button', { name: 'Save tag' }).click();
    await swap.getByRole('button', { name: 'Show entries tagged garden' }).waitFor(LONG);
    const stored = (await (await site.api(member, '/journal')).json()) as {
      title: string;
      tags: string[];
    }[];
    expect(stored.find((entry) => entry.title === 'Seed swap')?.tags).toEqual(['garden']);

    // Full-text search over titles and entries, any case.
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('RAIN');
    await page.getByRole('searchbox', { name: 'Search entries' }).press('Enter');
    await page.getByText('Entries matching “RAIN”').waitFor(LONG);
    await waitForTitles(page, ['Quiet evening']);
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('zucchini');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No entries matching “zucchini”.').waitFor(LONG);

    // Back to every entry, then only the tagged one through its chip.
    await page.getByRole('button', { name: 'Show all entries' }).click();
    await waitForTitles(page, ['Quiet evening', 'Seed swap']);
    await page
      .getByRole('article', { name: 'Seed swap' })
      .getByRole('button', { name: 'Show entries tagged garden' })
      .click();
    await page.getByText('Entries tagged “garden”').waitFor(LONG);
    await waitForTitles(page, ['Seed swap']);

    // The forum: a titled talk, found by a word of its title.
    const talker = await site.newMember('talker');
    const forum = await site.newPage({ session: talker });
    await forum.goto('/WeTalk');
    await forum.getByRole('heading', { level: 1, name: 'We Talk' }).waitFor(LONG);
    await forum.getByRole('textbox', { name: 'Title (optional)' }).fill('Quincefest planning');
    await forum.getByRole('textbox', { name: 'Start a new talk' }).fill('Who brings the jars?');
    await forum.getByRole('button', { name: 'Post' }).click();
    await forum.getByRole('heading', { level: 3, name: 'Quincefest planning' }).waitFor(LONG);
    await forum.getByRole('searchbox', { name: 'Search talks' }).fill('quincefest');
    await forum.getByRole('searchbox', { name: 'Search talks' }).press('Enter');
    await forum.getByRole('heading', { level: 2, name: 'Results for “quincefest”' }).waitFor(LONG);
    const found = forum.getByRole('list', { name: 'Talks' }).getByRole('article');
    await expect.poll(() => found.count(), LONG).toBe(1);
    expect(await found.first().textContent()).toContain('Who brings the jars?');
    await forum.getByRole('searchbox', { name: 'Search talks' }).fill('nothing-like-it');
    await forum.getByRole('searchbox', { name: 'Search talks' }).press('Enter');
    await forum.getByText('No talks match “nothing-like-it”.').waitFor(LONG);
  });
});
