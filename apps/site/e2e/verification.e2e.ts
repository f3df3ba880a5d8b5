/**
 * End to end, e-mail verification (issue 30): a new member signs up in the browser, is told a link
 * was sent, logs in, cannot post where others read yet (We Talk shows the server's reason) and is
 * asked on Account to verify; the link from the dev mailbox verifies the address on /VerifyEmail,
 * a second open says the link is spent, and the same talk is then posted. Issue 41: someone who
 * signed up first with another person's address loses the account when its owner follows the link
 * (the owner chooses the password there). The built site on the real server (throw-away DATA_DIR,
 * dev mailbox), in Debian's Chromium. Run after
 * `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/verification.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };
const stamp = `${process.pid}${Date.now()}`;
const user = { email: `verify.${stamp}@example.org`, password: 'verify-me-please-1' };
const TALK = `Who has spare bean seeds? (${stamp})`;
/** The server's words (@wegrow/contract/details). */
const T = {
  notVerified: 'Verify your e-mail address before you post where others can read it.',
  verified: 'Your e-mail address is verified.',
  linkInvalid: 'This verification link is invalid, used or expired. Please request a new one.',
  resent: 'A new verification link is on its way.',
  alreadyVerified: 'Your e-mail address is already verified.',
};
/** The shell's notice while the address is not verified (issue 47). */
const NOTICE = 'Your e-mail address is not verified yet';
/** The password step of /VerifyEmail, for a browser with no session of the link's account. */
const CHOOSE = { form: 'Choose your password', submit: 'Verify and Save Password' };

const site = setupSite();

/** Ticks "I'm not a robot" in `form` and waits for the page to solve the real proof of work. */
async function solveCaptcha(form: ReturnType<Page['getByRole']>): Promise<void> {
  await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await form.getByText('Verified', { exact: true }).waitFor({ timeout: 60_000 });
}

/** Chooses `password` in the password step of /VerifyEmail (open) and presses its button. */
async function choosePassword(page: Page, password: string): Promise<void> {
  const form = page.getByRole('form', { name: CHOOSE.form });
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: CHOOSE.submit }).click();
}

/** Types a talk on We Talk (open) and presses Post. */
async function postTalk(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Start a new talk' }).fill(text);
  await page.getByRole('button', { name: 'Post' }).click();
}

describe('e-mail verification on the real server', () => {
  it('signs up, is held back until the mailed link is opened, then posts a talk', async () => {
    // A device in Paris: the new account's notifications are written in its zone.
    const page = await site.newPage({ timezoneId: 'Europe/Paris' });
    await page.goto('/signup');
    const signup = page.getByRole('form', { name: 'Sign up' });
    await signup.getByLabel('Email').fill(user.email);
    await signup.getByLabel('Password').fill(user.password);
    await solveCaptcha(signup);
    await signup.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login', LONG);
    await page.getByText('Signup successful! Please log in.').waitFor(LONG);
    await page.getByText('We sent you a link to verify your e-mail address.').waitFor(LONG);

    // Logged in but not verified: We Talk refuses the talk with the server's reason.
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Password').fill(user.password);
    await solveCaptcha(login);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', LONG);
    // Every page says so quietly, with the way to a new link (issue 47).
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await notice.waitFor(LONG);
    await notice.getByText(user.email).waitFor(LONG);
    site.expectConsole(/status of 403/);
    await page.goto('/WeTalk');
    await page.getByRole('heading', { level: 1, name: 'We Talk' }).waitFor(LONG);
    await notice.waitFor(LONG);
    await postTalk(page, TALK);
    // The refusal carries its own "Send the link again".
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await toasts.getByText(T.notVerified).waitFor(LONG);
    await toasts.getByRole('button', { name: 'Send the link again' }).click();
    await toasts.getByText(T.resent).waitFor(LONG);
    // Dismissed, the notice stays away for the visit.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached', ...LONG });
    const profile = page.waitForResponse((answer) => answer.url().endsWith('/auth/account/me'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'We Talk' }).waitFor(LONG);
    await profile;
    expect(await page.getByText(NOTICE).count()).toBe(0);

    // Account asks for the verification.
    await page.goto('/Account');
    await page.getByText('Verify your e-mail address', { exact: true }).waitFor(LONG);
    await page.getByRole('button', { name: 'Send the link again' }).waitFor(LONG);

    // The link in the dev mailbox, opened in the browser where the member is signed in: verified,
    // no password asked. Every access token issued before ends, this browser's too: its next call
    // is refused once (401) and goes on after a refresh.
    const link = await site.verificationLink(user.email);
    expect(link.origin).toBe(site.baseUrl);
    site.expectConsole(/status of 401/);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(T.verified).waitFor(LONG);
    await page.getByRole('link', { name: 'Go to your Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor(LONG);
    await page.getByRole('button', { name: 'Send the link again' }).waitFor({
      state: 'detached',
      ...LONG,
    });
    // The zone of the device it signed up on.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.waitFor(LONG);
    expect(await zone.inputValue()).toBe('Europe/Paris');

    // Opened again where the member is signed in: verified already, nothing to ask for.
    site.expectConsole(/status of 400/);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(T.alreadyVerified).waitFor(LONG);
    expect(await page.getByText(T.linkInvalid).count()).toBe(0);

    // The link is single-use.
    const again = await site.newPage();
    await again.goto(`${link.pathname}${link.search}`);
    await choosePassword(again, 'someone-elses-password-1');
    await again.getByText(T.linkInvalid).waitFor(LONG);

    // Now the talk goes through, and others read it.
    await page.goto('/WeTalk');
    await postTalk(page, TALK);
    const card = page
      .getByRole('list', { name: 'Talks' })
      .getByRole('article')
      .filter({ hasText: TALK });
    await card.waitFor(LONG);
    const threads = (await (await site.api(null, '/forum/threads')).json()) as { text: string }[];
    expect(threads.map((thread) => thread.text)).toContain(TALK);
  });

  it('takes the account from whoever signed up first with the address, when its owner follows the link', async () => {
    const address = `owner.${stamp}@example.org`;
    const attackersPassword = 'attackers-password-1';
    const ownPassword = 'owners-own-password-7';
    /** The status of a login through the API (200 or 401). */
    const loginStatus = async (password: string) =>
      (
        await fetch(`${site.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'password',
            username: address,
            password,
            recaptcha_token: await site.captcha(),
          }).toString(),
        })
      ).status;

    // Someone signs up with the owner's address and their own password, and keeps a session.
    const early = await fetch(`${site.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: address,
        password: attackersPassword,
        recaptcha_token: await site.captcha(),
      }),
    });
    expect(early.status).toBe(201);
    const attacker = await site.login({ email: address, password: attackersPassword });

    // The owner signs up in the browser: the same "check your e-mail".
    const page = await site.newPage();
    await page.goto('/signup');
    const signup = page.getByRole('form', { name: 'Sign up' });
    await signup.getByLabel('Email').fill(address);
    await signup.getByLabel('Password').fill(ownPassword);
    await solveCaptcha(signup);
    await signup.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login', LONG);
    await page.getByText('We sent you a link to verify your e-mail address.').waitFor(LONG);

    // The owner opens the mailed link in this browser (no session) and chooses their password.
    const link = await site.verificationLink(address);
    await page.goto(`${link.pathname}${link.search}`);
    await choosePassword(page, ownPassword);
    await page.getByText(T.verified).waitFor(LONG);

    // The first comer's session, refresh token and password are over.
    expect((await site.api(attacker, '/auth/account/me')).status).toBe(401);
    const refreshed = await fetch(`${site.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: attacker.refresh_token }),
    });
    expect(refreshed.status).toBe(401);
    expect(await loginStatus(attackersPassword)).toBe(401);

    // The owner logs in with their own password, in the browser.
    await page.getByRole('link', { name: 'Go to Login' }).click();
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(address);
    await login.getByLabel('Password').fill(ownPassword);
    await solveCaptcha(login);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', LONG);
    const owner = await site.login({ email: address, password: ownPassword });
    const profile = (await (await site.api(owner, '/auth/account/me')).json()) as {
      id: number;
      email_verified: boolean;
    };
    expect(profile).toMatchObject({ id: attacker.id, email_verified: true });
  });

  it('verifies the members the harness makes through the mailed link', async () => {
    const member = await site.newMember('verified');
    const profile = (await (await site.api(member, '/auth/account/me')).json()) as {
      email_verified: boolean;
    };
    expect(profile.email_verified).toBe(true);
    const unverified = await site.newMember('unverified', { verified: false });
    const theirs = (await (await site.api(unverified, '/auth/account/me')).json()) as {
      email_verified: boolean;
    };
    expect(theirs.email_verified).toBe(false);
  });
});
