/**
 * End to end, reports in a community (issue 33) on the real server, in Debian's Chromium: B posts in
 * the chat of A's community; C reports it (Spam) with the Report action and dialog; A's inbox has
 * the notice, whose link (`/communities/{id}#reports`, followed from the inbox) opens the Admin
 * Panel at its reports; A removes the message (confirmed); it leaves C's open chat, and C's inbox
 * says it was removed.
 * Run after the site's build: `pnpm exec vitest run --project e2e apps/site/e2e/reports.e2e.ts`.
 */
import { describe, expect, it } from 'vitest';
import { communityOf, inboxNotice, nameMember } from './community-fixtures';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

describe('reports in a community on the real server', () => {
  const site = setupSite();

  it('a member reports a chat message, the admin follows the notice and removes it, the reporter is told', async () => {
    const stamp = String(Date.now()).slice(-9);
    const a = await site.newMember('reports-a');
    const b = await site.newMember('reports-b');
    const c = await site.newMember('reports-c');
    const nameB = `bo_${stamp}`;
    await nameMember(site, b, nameB);
    const name = `Reported Growers ${stamp}`;
    const id = await communityOf(site, a, b, name, 'Beds by the river.');
    expect((await site.api(c, `/communities/${id}/join`, { method: 'POST' })).status).toBeLessThan(
      300,
    );
    const approved = await site.api(a, `/communities/${id}/members/${c.id}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBeLessThan(300);

    const spam = `Cheap seeds at my stall ${stamp}!!!`;
    const posted = await site.api(b, `/communities/${id}/chat`, {
      method: 'POST',
      body: JSON.stringify({ content: spam }),
    });
    expect(posted.status).toBe(201);

    // C reports B's message with the Report action on it: Spam, Send.
    const pageC = await site.newPage({ session: c });
    await pageC.goto(`/communities/${id}#chat`);
    const logC = pageC.getByRole('log', { name: 'Chat messages' });
    await logC.getByText(spam).waitFor(LONG);
    await logC.getByRole('button', { name: `Report message by ${nameB}` }).click();
    const dialog = pageC.getByRole('dialog', { name: 'Report message' });
    await dialog.getByRole('radio', { name: 'Spam' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await pageC.getByText('Report sent').first().waitFor(LONG);
    await dialog.waitFor({ state: 'detached', ...LONG });

    // A's inbox has the notice; its link opens the Admin Panel at the reports, in view.
    const pageA = await site.newPage({ session: a });
    await pageA.goto('/Account');
    await pageA.getByRole('tab', { name: /^Inbox/ }).click();
    const notice = pageA
      .getByRole('list', { name: 'Messages' })
      .getByText(`A chat message in ${name} was reported (Spam)`, { exact: false });
    await notice.waitFor(LONG);
    const link = /Review it: (\/\S+)$/.exec((await notice.textContent()) ?? '')?.[1];
    expect(link).toBe(`/communities/${id}#reports`);
    // A follows the notice's link (a client-side navigation).
    await pageA
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('link', { name: `Open the report in ${name}` })
      .click();
    await pageA.waitForURL(new RegExp(`/communities/${id}#reports$`));
    const reports = pageA.getByRole('heading', { level: 3, name: 'Reports' });
    await reports.waitFor(LONG);
    await expect
      .poll(() => reports.evaluate((heading) => heading === document.activeElement), LONG)
      .toBe(true);
    const box = await reports.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);

    // A removes the message, confirmed: the report leaves the list, the message C's open chat.
    const open = pageA.getByRole('list', { name: 'Open reports' });
    await open.getByText(`“${spam}”`).waitFor(LONG);
    await open.getByRole('button', { name: 'Remove content' }).click();
    const confirm = pageA.getByRole('alertdialog', { name: 'Remove Content' });
    await confirm.getByRole('button', { name: 'Remove content' }).click();
    await pageA.getByText('No open reports.').waitFor(LONG);
    await logC.getByText(spam).waitFor({ state: 'detached', ...LONG });

    const outcome = await inboxNotice(site, c, 'Your report was reviewed', name);
    expect(outcome.content).toBe(
      `Thank you: the chat message you reported ("${spam}") was removed.`,
    );
  });
});
