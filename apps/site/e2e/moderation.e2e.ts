/**
 * End to end, moderation and membership (issue 33) on the real server, in Debian's Chromium: B asks
 * to join A's community and keeps the page open; A approves (through the API), and B's open page
 * shows the sections without a reload within 1.5 s (its join stream; no polling). B posts in the
 * chat; A, the creator, removes B's message from the chat with its confirmation; B's inbox says an
 * admin removed it. Run after the site's
 * build: `pnpm exec vitest run --project e2e apps/site/e2e/moderation.e2e.ts`.
 */
import { describe, expect, it } from 'vitest';
import { inboxNotice } from './community-fixtures';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

describe('moderation on the real server', () => {
  const site = setupSite();

  it('shows an approval on the open page, and an admin removes a message whose author is told', async () => {
    const a = await site.newMember('moderator');
    const b = await site.newMember('poster');
    const name = `Moderated Growers ${Date.now()}`;
    const created = await site.api(a, '/communities/create', {
      method: 'POST',
      body: JSON.stringify({ name, description: 'Beds by the river.' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // B asks to join and keeps the page open; A approves; B's page opens the sections by itself.
    const pageB = await site.newPage({ session: b });
    await pageB.goto(`/communities/${id}`);
    await pageB.getByRole('heading', { level: 1, name }).waitFor(LONG);
    const streamOpen = pageB.waitForResponse(
      (response) => response.url().endsWith(`/communities/${id}/join/stream`),
      LONG,
    );
    await pageB.getByRole('button', { name: 'Request to Join' }).click();
    await pageB.getByText('Join request sent. Waiting for approval.').waitFor(LONG);
    // The page follows the request live: its stream is open before A decides (a marker on the
    // window shows the page was not reloaded; the fallback refetch comes only every 60 s).
    expect((await streamOpen).status()).toBe(200);
    await pageB.evaluate(() => Object.assign(window, { notReloaded: true }));
    const decidedAt = Date.now();
    const approved = await site.api(a, `/communities/${id}/members/${b.id}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
    await pageB
      .getByRole('heading', { level: 2, name: 'Community Goals' })
      .waitFor({ timeout: 1500 });
    expect(Date.now() - decidedAt).toBeLessThan(1500);
    expect(await pageB.getByText('Join request sent. Waiting for approval.').count()).toBe(0);
    expect(await pageB.evaluate(() => 'notReloaded' in window)).toBe(true);

    // B posts; A removes it from the chat, confirmed; it leaves B's chat too; B is told.
    const posted = await site.api(b, `/communities/${id}/chat`, {
      method: 'POST',
      body: JSON.stringify({ content: 'Cheap seeds at my stall!!!' }),
    });
    expect(posted.status).toBe(201);
    const message = (await posted.json()) as { username: string | null };
    const pageA = await site.newPage({ session: a });
    await pageA.goto(`/communities/${id}#chat`);
    const log = pageA.getByRole('log', { name: 'Chat messages' });
    await log.getByText('Cheap seeds at my stall!!!').waitFor(LONG);
    await log
      .getByRole('button', { name: `Remove message by ${message.username ?? 'a member'}` })
      .click();
    const dialog = pageA.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await log.getByText('Cheap seeds at my stall!!!').waitFor({ state: 'detached', ...LONG });
    await pageB
      .getByRole('log', { name: 'Chat messages' })
      .getByText('Cheap seeds at my stall!!!')
      .waitFor({ state: 'detached', ...LONG });
    const notice = await inboxNotice(site, b, 'Removed by an admin', name);
    expect(notice.content).toBe(
      `Your message "Cheap seeds at my stall!!!" in ${name} was removed by a community admin.`,
    );
  });
});
