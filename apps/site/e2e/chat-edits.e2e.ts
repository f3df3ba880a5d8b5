/**
 * End to end, the community chat's Markdown, edits and deletions (issue 44) on the real server, in
 * Debian's Chromium, with two members of one community in two browser contexts (made, joined and
 * approved through the API): A sends `**hello** [site](https://example.org)` and B sees it live in
 * bold with a link; A edits it in place and B sees the new text marked "(edited)"; A deletes it
 * (confirmed) and it leaves B's chat. B's page is never reloaded: all of it comes through the live
 * stream. Run after `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/chat-edits.e2e.ts` (from the root).
 */
import { describe, expect, it } from 'vitest';
import { communityOf, openChat } from './community-fixtures';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };
/** What the live stream has to bring to the other page. */
const LIVE = { timeout: 5_000 };

describe('chat edits on the real server', () => {
  const site = setupSite();

  it('shows Markdown, an edit marked "(edited)" and a deletion live on the other member’s page', async () => {
    const a = await site.newMember('writer');
    const b = await site.newMember('reader');
    const name = `Chatty Growers ${Date.now()}`;
    const id = await communityOf(site, a, b, name, 'Beds by the river.');

    const pageA = await site.newPage({ session: a });
    const pageB = await site.newPage({ session: b });
    const logA = await openChat(pageA, id, name);
    const logB = await openChat(pageB, id, name);
    await pageB.evaluate(() => Object.assign(window, { notReloaded: true }));

    // A posts Markdown: B sees it bold, with a link to the site (in a new tab, nofollow).
    const box = pageA.getByRole('combobox', { name: 'Message' });
    await box.fill('**hello** [site](https://example.org)');
    await box.press('Enter');
    await logA.locator('strong', { hasText: 'hello' }).waitFor(LONG);
    await logB.locator('strong', { hasText: 'hello' }).waitFor(LIVE);
    const link = logB.getByRole('link', { name: /^site/ });
    expect(await link.getAttribute('href')).toBe('https://example.org');
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    const messageB = logB.getByRole('listitem').filter({ has: pageB.locator('strong') });
    expect(await messageB.getByText('(edited)').count()).toBe(0);

    // A edits it in place (Enter saves): B sees the new text, marked "(edited)".
    await logA.getByRole('button', { name: 'Edit your message' }).click();
    const field = logA.getByRole('combobox', { name: 'Your message' });
    expect(await field.inputValue()).toBe('**hello** [site](https://example.org)');
    await field.fill('**hello again** [site](https://example.org)');
    await field.press('Enter');
    await logA.locator('strong', { hasText: 'hello again' }).waitFor(LONG);
    await logB.locator('strong', { hasText: 'hello again' }).waitFor(LIVE);
    await messageB.getByText('(edited)').waitFor(LIVE);
    expect(await messageB.locator('time[title^="Edited "]').count()).toBe(1);

    // A deletes it, confirmed: it leaves B's chat too.
    await logA.getByRole('button', { name: 'Delete message' }).click();
    const dialog = pageA.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await logA
      .locator('strong', { hasText: 'hello again' })
      .waitFor({ state: 'detached', ...LONG });
    await logB
      .locator('strong', { hasText: 'hello again' })
      .waitFor({ state: 'detached', ...LIVE });
    expect(await logB.getByRole('link', { name: /^site/ }).count()).toBe(0);
    expect(await pageB.evaluate(() => 'notReloaded' in window)).toBe(true);
  });
});
