/**
 * End to end, the sign-up → account vertical slice: a new member signs up, logs in (back to the
 * last visited path), reads the welcome message, edits the profile, uploads a picture, resets the
 * password through the e-mailed link; then the API refuses another member's look at the inbox.
 * The built site on the real server (throw-away DATA_DIR, dev mailbox), in Debian's Chromium.
 * Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/slice.e2e.ts` (from the repository root).
 */
import { expect, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { claimsOf } from './api';
import { DEMO, setupSite } from './harness';

const WELCOME = 'Welcome to WeGrow! Start with the Smart Journal or the Meal Planner.';
/** A 1×1 PNG. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const LONG = { timeout: 30_000 };

const stamp = `${process.pid}${Date.now()}`;
const user = {
  email: `slice.${stamp}@example.org`,
  password: 'first-password-1',
  newPassword: 'second-password-2',
  username: `slice_${stamp.slice(-12)}`,
  bio: `I grow tomatoes (${stamp}).`,
};

const site = setupSite();

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Ticks "I'm not a robot" in `form` and waits for the page to solve the real proof of work. */
async function solveCaptcha(form: ReturnType<Page['getByRole']>): Promise<void> {
  await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await form.getByText('Verified', { exact: true }).waitFor({ timeout: 60_000 });
}

/** Fills and submits the login screen (already open). */
async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/ResetPassword\?token=[^\s"'<>&]+/;

describe('the sign-up → account slice on the real server', () => {
  let userId = 0;

  it('signs up, logs in, reads the welcome message, edits the profile and resets the password', async () => {
    const page = await site.newPage();
    // Sign up, solving the real captcha.
    await page.goto('/signup');
    const signup = page.getByRole('form', { name: 'Sign up' });
    await signup.getByLabel('Email').fill(user.email);
    await signup.getByLabel('Password').fill(user.password);
    await solveCaptcha(signup);
    await signup.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login', LONG);
    expect(new URL(page.url()).search).toBe('?justSignedUp=true');
    await page.getByText('Signup successful! Please log in.').waitFor(LONG);
    // The e-mail is filled in (carried in the page's history state, not in the address).
    await expect(
      page.getByRole('form', { name: 'Login' }).getByLabel('Email').inputValue(),
    ).resolves.toBe(user.email);

    // A visit as a visitor: the last visited path, where the login goes.
    await page.goto('/projects');
    await page.getByRole('heading', { level: 1, name: 'Your Projects' }).waitFor(LONG);
    await page.goto('/login');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/projects', LONG);
    const accessToken = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(accessToken).toBeTruthy();
    userId = claimsOf(accessToken ?? '').id;
    expect(userId).toBeGreaterThan(0);

    // The badge counts the welcome message.
    const nav = mainNav(page);
    const badged = nav.getByRole('link', { name: /^Account, 1 unread/ });
    await badged.waitFor(LONG);

    // Account → Inbox: reading the welcome message clears the badge.
    await badged.click();
    await page.waitForURL((url) => url.pathname === '/Account', LONG);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor(LONG);
    await page.getByRole('tab', { name: /^Inbox/ }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText('Unread').first().waitFor(LONG);
    await messages.getByRole('button', { name: new RegExp(WELCOME.slice(0, 20)) }).click();
    await page.getByText('All caught up: every message has been read.').waitFor(LONG);
    await nav.getByRole('link', { name: /^Account, \d+ unread/ }).waitFor({
      state: 'detached',
      ...LONG,
    });
    await nav.getByRole('link', { name: 'Account', exact: true }).waitFor(LONG);

    // Account Settings: username and bio, kept across a reload.
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
    await page.getByRole('button', { name: 'Update Username' }).click();
    await page.getByText('Username updated.', { exact: true }).waitFor(LONG);
    await page.getByRole('textbox', { name: 'Bio' }).fill(user.bio);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Bio saved.', { exact: true }).waitFor(LONG);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor(LONG);
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.waitFor(LONG);
    await expect(username.inputValue()).resolves.toBe(user.username);
    await expect(page.getByRole('textbox', { name: 'Bio' }).inputValue()).resolves.toBe(user.bio);

    // The profile picture: 'No Image' gives way to the uploaded one.
    await page.getByText('No Image', { exact: true }).waitFor(LONG);
    await page.getByLabel('Choose a picture').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await page.getByText('Profile picture updated.', { exact: true }).waitFor(LONG);
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await picture.waitFor(LONG);
    await page.getByText('No Image', { exact: true }).waitFor({ state: 'detached', ...LONG });
    await site.poll('the profile picture to load', async () =>
      (await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)) > 0
        ? true
        : undefined,
    );

    // 'Reset Password' e-mails a link to the signed-in address.
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    const mail = await site.mailTo(user.email, RESET_LINK);
    const link = RESET_LINK.exec(mail)?.[0];
    expect(link, mail).toBeTruthy();
    expect(link?.startsWith(`${site.baseUrl}/ResetPassword?token=`)).toBe(true);
  }, 300_000);

  it('sets a new password from the e-mailed link: the old one fails, the new one works', async () => {
    const mail = await site.mailTo(user.email, RESET_LINK);
    const link = RESET_LINK.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    // Opened from the e-mail: a browser without the session.
    const page = await site.newPage();
    // The old password is refused (401) before the new one works.
    site.expectConsole(/status of 401/);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor(LONG);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New Password').fill(user.newPassword);
    await form.getByLabel('Confirm Password').fill(user.newPassword);
    await form.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await page.getByText('Password reset! You may now log in.').waitFor(LONG);
    await page.waitForURL((url) => url.pathname === '/login', LONG);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor(LONG);

    await submitLogin(page, user.email, user.password);
    await page.getByText('Invalid login or server error.').waitFor(LONG);
    expect(new URL(page.url()).pathname).toBe('/login');

    // The captcha started over and solved its new challenge by itself: the right password and
    // Login are enough, without ticking "I'm not a robot" again.
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByText('Verified', { exact: true }).waitFor({ timeout: 60_000 });
    await login.getByLabel('Password').fill(user.newPassword);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', LONG);
    await mainNav(page)
      .getByRole('link', { name: /^Account/ })
      .waitFor(LONG);
    await expect(page.evaluate(() => localStorage.getItem('user_email'))).resolves.toBe(user.email);
  }, 300_000);

  it("refuses another member's look at the new member's inbox (403)", async () => {
    expect(userId).toBeGreaterThan(0);
    const demo = await site.login(DEMO.member);
    const own = await site.api(demo, `/inbox/${demo.id}`);
    expect(own.status).toBe(200);
    const other = await site.api(demo, `/inbox/${userId}`);
    expect(other.status).toBe(403);
  }, 120_000);
});
