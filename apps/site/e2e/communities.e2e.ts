/**
 * End to end, communities part 1 (issue 16) on the real server, in Debian's Chromium, with two
 * new members: A creates a community; B asks to join (A's inbox gets it); A approves (B's inbox gets
 * it); B sees the sections but no admin tools, and the API refuses B's admin calls (403); A makes B
 * an admin; B reorders the sections and A's page shows the new order; A, the creator, cannot be
 * removed (409); A deletes the community. Run after `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/communities.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inboxNotice } from './community-fixtures';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

/** The sections' tabs, in the default order (issue 44: one section shown at a time). */
const SECTIONS = ['Goals', 'Chat', 'Resources', 'Events', 'Members', 'Admin', 'Layout'];

/** The page's section tabs, in order, without the "Hidden" mark. */
async function sectionOrder(page: Page): Promise<string[]> {
  const tabs = await page
    .getByRole('tablist', { name: 'Sections' })
    .getByRole('tab')
    .allTextContents();
  return tabs.map((text) => text.replace(/Hidden$/, '').trim());
}

async function waitForOrder(page: Page, expected: string[]) {
  await page.getByRole('tab', { name: expected[0] }).waitFor(LONG);
  await expect.poll(() => sectionOrder(page), LONG).toEqual(expected);
}

/** Chooses a section's tab; its panel shows, headed by its title, and the address names it. */
async function openSection(page: Page, tab: string, title: string, anchor: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor(LONG);
  await page.waitForURL((url) => url.hash === `#${anchor}`, LONG);
}

describe('communities on the real server', () => {
  const site = setupSite();

  it('creates, joins, approves, refuses a member the admin tools, makes an admin who reorders, keeps the creator and deletes', async () => {
    const a = await site.newMember('creator');
    const b = await site.newMember('joiner');
    const name = `E2E Growers ${Date.now()}`;

    // A creates the community from /communities.
    const pageA = await site.newPage({ session: a });
    await pageA.goto('/communities');
    await pageA.getByRole('heading', { level: 1, name: 'Communities' }).waitFor(LONG);
    await pageA.getByRole('button', { name: '+ Create New Community' }).click();
    const create = pageA.getByRole('dialog', { name: 'Create New Community' });
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('textbox', { name: 'Description' }).fill('Beds by the river.');
    await create.getByRole('button', { name: 'Create' }).click();
    const card = pageA
      .getByRole('list', { name: 'Your Communities' })
      .getByRole('link', { name: new RegExp(name) });
    await card.click();
    await pageA.getByRole('heading', { level: 1, name }).waitFor(LONG);
    const id = Number(new URL(pageA.url()).pathname.split('/').at(-1));
    expect(id).toBeGreaterThan(0);
    await waitForOrder(pageA, SECTIONS);

    // B asks to join; the request survives a reload; A's inbox gets it.
    const pageB = await site.newPage({ session: b });
    await pageB.goto(`/communities/${id}`);
    await pageB.getByRole('heading', { level: 1, name }).waitFor(LONG);
    await pageB.getByRole('button', { name: 'Request to Join' }).click();
    await pageB.getByText('Join request sent. Waiting for approval.').waitFor(LONG);
    await pageB.reload();
    await pageB.getByText('Join request sent. Waiting for approval.').waitFor(LONG);
    const request = await inboxNotice(site, a, 'New join request', name);
    expect(request.content).toContain(`asked to join ${name}`);
    expect(request.content).toMatch(new RegExp(`Member List: /communities/${id}#members$`));

    // A approves (in the Member List); B's inbox gets it.
    await pageA.reload();
    await openSection(pageA, 'Members', 'Member List', 'members');
    const requests = pageA.getByRole('list', { name: 'Join Requests' });
    await requests.getByRole('button', { name: `Approve Member ${b.id}` }).click();
    const members = pageA.getByRole('list', { name: 'Members' });
    await members
      .getByRole('listitem', { name: `Member ${b.id}` })
      .getByText('Member', { exact: true })
      .waitFor(LONG);
    await inboxNotice(site, b, 'Join request approved', name);

    // B sees the sections, but no admin tools; the API refuses B's admin calls.
    await pageB.reload();
    await waitForOrder(pageB, SECTIONS);
    expect(await pageB.getByRole('button', { name: 'Edit Community Info' }).count()).toBe(0);
    expect(await pageB.getByRole('list', { name: 'Section order' }).count()).toBe(0);
    await openSection(pageB, 'Admin', 'Admin Panel', 'admin');
    await pageB.getByText('Only community admins can use these tools.').waitFor(LONG);
    const reversed = [
      'component_manager',
      'admin',
      'members',
      'events',
      'resources',
      'chat',
      'goals',
    ];
    const refused = await site.api(b, `/communities/${id}/layout`, {
      method: 'PUT',
      body: JSON.stringify({ layout_config: reversed }),
    });
    expect(refused.status).toBe(403);
    expect((await site.api(b, `/communities/${id}/join-requests`)).status).toBe(403);

    // A makes B an admin; B's inbox gets it.
    await members.getByRole('button', { name: `Make admin: Member ${b.id}` }).click();
    await members
      .getByRole('listitem', { name: `Member ${b.id}` })
      .getByText('Admin', { exact: true })
      .waitFor(LONG);
    await inboxNotice(site, b, 'You are now an admin', name);

    // B reorders with the keyboard and saves (the reload opens the Admin Panel again, its
    // address); A's page shows the new order.
    await pageB.reload();
    const order = pageB.getByRole('list', { name: 'Section order' });
    await order.getByRole('button', { name: 'Move up: Community Chat' }).focus();
    await pageB.keyboard.press('Enter');
    await pageB.getByText('Community Chat moved to position 1 of 7.').waitFor(LONG);
    await pageB.getByRole('button', { name: 'Save Layout' }).click();
    await pageB.getByText('Layout saved.').waitFor(LONG);
    const newOrder = ['Chat', 'Goals', ...SECTIONS.slice(2)];
    await pageA.reload();
    await waitForOrder(pageA, newOrder);

    // A, the creator, cannot be removed: no control for it, and the server refuses.
    await pageB.reload();
    await openSection(pageB, 'Members', 'Member List', 'members');
    const creatorRow = pageB
      .getByRole('list', { name: 'Members' })
      .getByRole('listitem', { name: `Member ${a.id}` });
    await creatorRow.getByText('Creator', { exact: true }).waitFor(LONG);
    expect(await creatorRow.getByRole('button').count()).toBe(0);
    const removeCreator = await site.api(b, `/communities/${id}/members/${a.id}`, {
      method: 'DELETE',
    });
    expect(removeCreator.status).toBe(409);

    // A deletes the community.
    await pageA.getByRole('button', { name: 'Delete Community' }).click();
    const confirm = pageA.getByRole('alertdialog', { name: 'Delete Community' });
    await confirm.getByText('Are you sure you want to delete this community?').waitFor(LONG);
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await pageA.waitForURL((url) => url.pathname === '/communities', LONG);
    await pageA.getByRole('heading', { level: 2, name: 'Your Communities' }).waitFor(LONG);
    expect(await pageA.getByRole('link', { name: new RegExp(name) }).count()).toBe(0);
    expect((await site.api(a, `/communities/${id}`)).status).toBe(404);
    await inboxNotice(site, b, 'Community deleted', name);
  }, 240_000);

  it('asks a visitor to log in', async () => {
    const page = await site.newPage();
    await page.goto('/MyCommunityPortal');
    await page.getByRole('heading', { level: 1, name: 'Communities' }).waitFor(LONG);
    await page.getByText('Please login to view communities.').waitFor(LONG);
  }, 60_000);
});
