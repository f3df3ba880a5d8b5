/**
 * End to end, moderation and membership (issue 33) on the real server, in Debian's Chromium: B asks
 * to join A's community and keeps the page open; A approves (through the API), and B's open page
 * shows the sections without a reload within 1.5 s (its join stream; no polling). B posts in the
 * chat; A, the creator, removes B's message from the chat with its confirmation; B's inbox says an
 * admin removed it. An admin bans a member from the Member List (issue 44): the member's open page
 * turns into an outsider's, their inbox says so, and neither a join request nor the invite link lets
 * them back until the ban is lifted. A member on another tab sees the Chat tab count the messages
 * posted meanwhile, and the chat open at "New messages". Run after the site's
 * build: `pnpm exec vitest run --project e2e apps/site/e2e/moderation.e2e.ts`.
 */
import { describe, expect, it } from 'vitest';
import { communityOf, inboxNotice, nameMember, openChat } from './community-fixtures';
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

  it('bans a member from the Member List: told, refused at the door and by the link, until lifted; and a join request', async () => {
    const a = await site.newMember('banner');
    const b = await site.newMember('bannee');
    const who = `bannee${Date.now()}`;
    await nameMember(site, b, who);
    const name = `Banning Growers ${Date.now()}`;
    const id = await communityOf(site, a, b, name, 'No spam here.');

    // B has the chat open; A bans B from the Member List, with a reason.
    const pageB = await site.newPage({ session: b });
    await openChat(pageB, id, name);
    const pageA = await site.newPage({ session: a });
    await pageA.goto(`/communities/${id}#members`);
    await pageA.getByRole('list', { name: 'Members' }).waitFor(LONG);
    await pageA.getByRole('button', { name: `Ban ${who}` }).click();
    const dialog = pageA.getByRole('alertdialog', { name: 'Ban Member' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Spam in the chat.');
    await dialog.getByRole('button', { name: 'Ban' }).click();
    const banned = pageA.getByRole('list', { name: 'Banned' });
    await banned.getByText(who).waitFor(LONG);
    await banned.getByText('Reason: Spam in the chat.').waitFor(LONG);
    expect(await pageA.getByRole('list', { name: 'Members' }).getByText(who).count()).toBe(0);

    // B's open page: the chat stream closed, the page is an outsider's now; the inbox says why.
    await pageB.getByRole('button', { name: 'Request to Join' }).waitFor(LONG);
    const notice = await inboxNotice(site, b, 'Banned from the community', name);
    expect(notice.content).toBe(
      `You were banned from ${name} and can't join it again. Reason: Spam in the chat.`,
    );

    // Neither asking to join nor A's invite link lets B back.
    site.expectConsole(/status of 403/);
    await pageB.getByRole('button', { name: 'Request to Join' }).click();
    await pageB.getByText("You can't join this community.").waitFor(LONG);
    const invite = await site.api(a, `/communities/${id}/invite`, { method: 'POST' });
    const { token } = (await invite.json()) as { token: string };
    await pageB.goto(`/communities/${id}?invite=${encodeURIComponent(token)}`);
    await pageB.getByText("You can't join this community.").waitFor(LONG);
    const outside = await site.api(b, `/communities/${id}`);
    expect(((await outside.json()) as { my_role: string }).my_role).toBe('visitor');

    // A lifts the ban: B may ask to join again.
    await pageA.getByRole('button', { name: `Lift ban: ${who}` }).click();
    await pageA.getByText('Nobody is banned.').waitFor(LONG);
    const again = await site.api(b, `/communities/${id}/join`, { method: 'POST' });
    expect(again.status).toBe(201);

    // B's new request shows on A's open page (read again every 15 s); A bans it: B may not ask
    // again.
    const requests = pageA.getByRole('list', { name: 'Join Requests' });
    await requests.getByRole('button', { name: `Ban ${who}` }).click();
    await pageA
      .getByRole('alertdialog', { name: 'Ban Member' })
      .getByRole('button', { name: 'Ban' })
      .click();
    await pageA.getByRole('list', { name: 'Banned' }).getByText(who).waitFor(LONG);
    await pageA.getByText('No one is waiting to join.').waitFor(LONG);
    const refused = await site.api(b, `/communities/${id}/join`, { method: 'POST' });
    expect(refused.status).toBe(403);
  });

  it('counts the chat messages posted while another tab is shown, and opens the chat at them', async () => {
    const a = await site.newMember('talker');
    const b = await site.newMember('reader');
    await nameMember(site, a, `talker${Date.now()}`);
    const name = `Unread Growers ${Date.now()}`;
    const id = await communityOf(site, a, b, name, 'Chatty beds.');
    const said = await site.api(a, `/communities/${id}/chat`, {
      method: 'POST',
      body: JSON.stringify({ content: 'Read before' }),
    });
    expect(said.status).toBe(201);
    const { id: firstId } = (await said.json()) as { id: number };
    const read = await site.api(b, `/communities/${id}/chat/read`, {
      method: 'PUT',
      body: JSON.stringify({ message_id: firstId }),
    });
    expect(read.status).toBe(200);

    // B is on the Goals tab; the page follows the chat's stream meanwhile.
    const pageB = await site.newPage({ session: b });
    const stream = pageB.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/communities/${id}/chat/stream` &&
        response.status() === 200,
      LONG,
    );
    await pageB.goto(`/communities/${id}#goals`);
    await pageB.getByRole('heading', { level: 2, name: 'Community Goals' }).waitFor(LONG);
    await stream;
    await pageB.getByRole('tab', { name: 'Chat', exact: true }).waitFor(LONG);
    for (const content of ['One', 'Two', 'Three']) {
      const posted = await site.api(a, `/communities/${id}/chat`, {
        method: 'POST',
        body: JSON.stringify({ content }),
      });
      expect(posted.status).toBe(201);
    }
    await pageB.getByRole('tab', { name: 'Chat, 3 unread' }).waitFor(LONG);

    // B opens the chat: "New messages" right above the first unread one; read at the end.
    const marked = pageB.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/communities/${id}/chat/read` &&
        response.status() === 200,
      LONG,
    );
    await pageB.getByRole('tab', { name: 'Chat, 3 unread' }).click();
    const log = pageB.getByRole('log', { name: 'Chat messages' });
    await log.getByText('New messages').waitFor(LONG);
    const order = await log.locator('li').allInnerTexts();
    const divider = order.findIndex((text) => text.includes('New messages'));
    expect(order[divider - 1]).toContain('Read before');
    expect(order[divider + 1]).toContain('One');
    await marked;

    // After a reload the count and the divider are gone.
    await pageB.goto(`/communities/${id}#goals`);
    await pageB.reload();
    await pageB.getByRole('heading', { level: 2, name: 'Community Goals' }).waitFor(LONG);
    await pageB.getByRole('tab', { name: 'Chat', exact: true }).waitFor(LONG);
    await pageB.getByRole('tab', { name: 'Chat', exact: true }).click();
    await log.getByText('Three').waitFor(LONG);
    expect(await log.getByText('New messages').count()).toBe(0);
  });
});
