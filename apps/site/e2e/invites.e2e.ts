/**
 * End to end, community invite links (issue 33) on the real server, in Debian's Chromium: an admin
 * creates the link in the Admin Panel; another user follows it and is a member at once (no
 * approval); the admin revokes it; a third user following it is told "This invite link is no
 * longer valid." and stays outside. Run after the site's build:
 * `pnpm exec vitest run --project e2e apps/site/e2e/invites.e2e.ts`.
 */
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

describe('invite links on the real server', () => {
  const site = setupSite();

  it('joins with the active link, and refuses it once revoked', async () => {
    const admin = await site.newMember('inviter');
    const guest = await site.newMember('invited');
    const late = await site.newMember('latecomer');
    const name = `Invited Growers ${Date.now()}`;
    const created = await site.api(admin, '/communities/create', {
      method: 'POST',
      body: JSON.stringify({ name, description: 'Join us by link.' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // The admin creates the link in the Admin Panel.
    const adminPage = await site.newPage({ session: admin });
    await adminPage.goto(`/communities/${id}#admin`);
    await adminPage.getByRole('button', { name: 'Create Invite Link' }).click(LONG);
    const field = adminPage.getByRole('textbox', { name: 'Invite link' });
    await field.waitFor(LONG);
    const link = new URL(await field.inputValue());
    expect(link.pathname).toBe(`/communities/${id}`);

    // Another user follows it: a member at once, the sections open.
    const guestPage = await site.newPage({ session: guest });
    await guestPage.goto(`${link.pathname}${link.search}`);
    await guestPage.getByText('You joined with an invite link.').waitFor(LONG);
    await guestPage.getByRole('heading', { level: 2, name: 'Community Goals' }).waitFor(LONG);
    const role = await site.api(guest, `/communities/${id}`);
    expect(((await role.json()) as { my_role: string }).my_role).toBe('member');
    // The link is followed once: the address no longer holds it.
    await expect.poll(() => new URL(guestPage.url()).search, LONG).toBe('');

    // The guest leaves (the Member List open: it reads nothing more, so no 403 is logged): the
    // "joined" line goes, and a reload does not join again.
    await guestPage.getByRole('tab', { name: 'Members' }).click();
    await guestPage.getByRole('list', { name: 'Members' }).waitFor(LONG);
    await guestPage.getByRole('button', { name: 'Leave community' }).first().click();
    await guestPage
      .getByRole('alertdialog', { name: 'Leave Community' })
      .getByRole('button', { name: 'Leave community' })
      .click();
    await guestPage.getByRole('button', { name: 'Request to Join' }).waitFor(LONG);
    await expect(guestPage.getByText('You joined with an invite link.').count()).resolves.toBe(0);
    await guestPage.reload();
    await guestPage.getByRole('button', { name: 'Request to Join' }).waitFor(LONG);
    const left = await site.api(guest, `/communities/${id}`);
    expect(((await left.json()) as { my_role: string }).my_role).toBe('visitor');

    // The admin revokes it; a third user following it is refused and stays outside.
    await adminPage.getByRole('button', { name: 'Revoke Link' }).click();
    await adminPage.getByText('Invite link revoked.').waitFor(LONG);
    site.expectConsole(/status of 404/);
    const latePage = await site.newPage({ session: late });
    await latePage.goto(`${link.pathname}${link.search}`);
    await latePage.getByText('This invite link is no longer valid.').waitFor(LONG);
    await latePage.getByRole('button', { name: 'Request to Join' }).waitFor(LONG);
    const outside = await site.api(late, `/communities/${id}`);
    expect(((await outside.json()) as { my_role: string }).my_role).toBe('visitor');
  });
});
