/**
 * End to end, your account (issue 43): where you are signed in, and a change of address. A member
 * logged in on two devices opens Account → Security in the browser, sees both logins (this one
 * marked), signs out everywhere else, and the other device's tokens are refused from then on. A
 * member asks for a new address there, opens the link mailed to it (dev mailbox), and the account
 * lives there; the notice to the old address undoes it. A member exports their data, finds their
 * journal entry in the downloaded ZIP, and imports it back (once). A member deletes their account: login is refused, and their
 * forum talk stays, by "Deleted member". The built site on the run's shared
 * server, in Debian's Chromium. Run after `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/account.e2e.ts` (from the repository root).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

/** The link in a dev-mailbox mail (`…/ChangeEmail?token=…` or `?undo=…`), as a same-site path. */
function changeLinkIn(mail: string, kind: 'token' | 'undo'): string {
  const found = new RegExp(`https?://[^\\s"'<>]+/ChangeEmail\\?${kind}=[^\\s"'<>&]+`).exec(mail);
  if (!found) throw new Error(`No ${kind} link in the mail:\n${mail}`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
}

const LONG = { timeout: 30_000 };
const site = setupSite();

describe('your account on the real server', () => {
  it('lists where the member is signed in and signs the other device out', async () => {
    const member = await site.newMember('sessions');
    const otherDevice = await site.login(member);
    const page = await site.newPage({ session: member });
    await page.goto('/Account');
    await page.getByRole('tab', { name: 'Security' }).click();
    const sessions = page.getByRole('list', { name: "Where you're signed in" });
    await sessions.waitFor(LONG);
    await expect.poll(() => sessions.getByRole('listitem').count(), LONG).toBe(2);
    await expect(sessions.getByText('This device').count()).resolves.toBe(1);
    expect((await site.api(otherDevice, '/auth/account/me')).status).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('Signed out of 1 other session.').first().waitFor(LONG);
    await expect.poll(() => sessions.getByRole('listitem').count(), LONG).toBe(1);

    // The other device is out: its access token is refused, and it cannot refresh.
    expect((await site.api(otherDevice, '/auth/account/me')).status).toBe(401);
    const renewed = await fetch(`${site.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: otherDevice.refresh_token }),
    });
    expect(renewed.status).toBe(401);
    // This browser goes on.
    expect((await site.api(member, '/auth/account/me')).status).toBe(200);
  });

  it('changes the address through the link mailed to it, and undoes it from the old one', async () => {
    const member = await site.newMember('mover');
    const newAddress = member.email.replace('mover.', 'moved.');
    const page = await site.newPage({ session: member });
    await page.goto('/Account');
    await page.getByRole('tab', { name: 'Security' }).click();
    const form = page.getByRole('form', { name: 'Change your e-mail address' });
    await form.getByLabel('New e-mail address').fill(newAddress);
    await form.getByLabel('Your password').fill(member.password);
    await form.getByRole('button', { name: 'Change address' }).click();
    await form
      .getByText(`We sent a link to ${newAddress}. Your address changes when you open it.`)
      .waitFor(LONG);

    // The link mailed to the new address, opened in the same browser: the account lives there.
    site.expectConsole(/status of 401/);
    await page.goto(changeLinkIn(await site.mailTo(newAddress, /ChangeEmail/), 'token'));
    await page.getByText(`Your e-mail address is now ${newAddress}.`).waitFor(LONG);
    await page.getByRole('link', { name: 'Go to your Account' }).click();
    await page.getByText(`Signed in as ${newAddress}`).waitFor(LONG);
    expect((await site.login({ email: newAddress, password: member.password })).email).toBe(
      newAddress,
    );

    // The old address's notice undoes it: back on the old address, everyone signed out.
    const other = await site.newPage();
    await other.goto(changeLinkIn(await site.mailTo(member.email, /ChangeEmail\?undo/), 'undo'));
    await other.getByRole('button', { name: 'Put my address back' }).click();
    await other
      .getByText(`Your e-mail address is ${member.email} again, and every session was signed out.`)
      .waitFor(LONG);
    const back = await site.login({ email: member.email, password: member.password });
    expect(
      (await (await site.api(back, '/auth/account/me')).json()) as { email: string },
    ).toMatchObject({
      email: member.email,
    });
  });

  it('exports the data (the entry in the ZIP, as Markdown) and imports the journal back once', async () => {
    const member = await site.newMember('exporter');
    const entry = await site.api(member, '/journal', {
      method: 'POST',
      body: JSON.stringify({ title: 'Seeds sown', content: 'Six rows of chard today.' }),
    });
    expect(entry.status).toBe(201);
    const page = await site.newPage({ session: member });
    await page.goto('/Account');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Export my data' }).click();
    // The server's job puts it together; the card asks again until it is ready.
    const download = page.getByRole('button', { name: 'Download my data' });
    await download.waitFor(LONG);
    const [file] = await Promise.all([page.waitForEvent('download', LONG), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^wegrow-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = join(await mkdtemp(join(tmpdir(), 'wegrow-export-')), file.suggestedFilename());
    await file.saveAs(saved);
    const zip = unzipSync(new Uint8Array(await readFile(saved)));
    const markdown = Object.keys(zip).find((name) => /^journal\/.*seeds-sown\.md$/.test(name));
    expect(strFromU8(zip[markdown ?? ''] ?? new Uint8Array())).toContain(
      'Six rows of chard today.',
    );
    // Told in the inbox.
    const inbox = (await (await site.api(member, `/inbox/${member.id}`)).json()) as {
      subject: string;
    }[];
    expect(inbox.map((message) => message.subject)).toContain('Your export is ready');

    // The ZIP imports back: once the entry is gone it comes back, and a second import adds nothing.
    const { id } = (await entry.json()) as { id: number };
    expect((await site.api(member, `/journal/${id}`, { method: 'DELETE' })).status).toBe(204);
    const importCard = page.getByRole('form', { name: 'Import a journal' });
    await importCard.getByLabel('Journal file').setInputFiles(saved);
    await importCard.getByRole('button', { name: 'Import 1 entry' }).click();
    await importCard.getByText('Imported 1 entry.').waitFor(LONG);
    const journal = (await (await site.api(member, '/journal')).json()) as { title: string }[];
    expect(journal.map((e) => e.title)).toEqual(['Seeds sown']);
    await importCard.getByLabel('Journal file').setInputFiles(saved);
    await importCard.getByRole('button', { name: 'Import 1 entry' }).click();
    await importCard.getByText('Imported 0 entries; 1 was already in your journal.').waitFor(LONG);
  });

  it('deletes the account: login refused, the talk kept under "Deleted member"', async () => {
    const member = await site.newMember('leaver');
    const talk = await site.api(member, '/forum/threads', {
      method: 'POST',
      body: JSON.stringify({ text: `Leaving soon, thanks all (${member.id})` }),
    });
    expect(talk.status).toBe(201);
    const { id: talkId } = (await talk.json()) as { id: number };

    const page = await site.newPage({ session: member });
    await page.goto('/Account');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByLabel('Your password').fill(member.password);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account was deleted.').first().waitFor(LONG);
    await page.waitForURL((url) => url.pathname === '/', LONG);

    const login = await fetch(`${site.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: member.email,
        password: member.password,
        recaptcha_token: await site.captcha(),
      }).toString(),
    });
    expect(login.status).toBe(401);
    const kept = (await (await site.api(null, `/forum/threads/${talkId}`)).json()) as {
      author: { username: string | null };
    };
    expect(kept.author.username).toBe('Deleted member');
  });
});
