/**
 * End to end, the sign-up → account vertical slice: a new member signs up, logs in (back to the
 * last visited path), reads the welcome message, edits the profile, uploads a picture, resets the
 * password through the e-mailed link; then the API refuses another member's look at the inbox.
 * The built site on the real server (throw-away DATA_DIR, dev mailbox), in Debian's Chromium.
 * Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/slice.e2e.ts` (from the repository root).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { claimsOf, type Tokens } from './api';
import { siteDist } from './server';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The demo member (apps/server/README.md). */
const DEMO = { email: 'demo@wegrow.local', password: 'grow-together-1' };
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

let baseUrl = '';
let dataDir = '';
let child: ChildProcess | undefined;
let serverLog = '';
let browser: Browser | undefined;
const pageErrors: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a value (not undefined) or `ms` pass. */
async function poll<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}\n${serverLog.slice(-4000)}`);
    if (child?.exitCode != null) throw new Error(`The server exited:\n${serverLog.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(): Promise<void> {
  const running = child;
  if (running && running.exitCode === null && running.pid !== undefined) {
    const pid = running.pid;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

beforeAll(async () => {
  if (!existsSync(join(siteDist, 'index.html'))) {
    throw new Error('apps/site/dist is missing: run `pnpm --filter @wegrow/site build` first.');
  }
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'wegrow-slice-'));
  child = spawn('pnpm', ['--filter', '@wegrow/server', 'start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteDist,
      PUBLIC_SITE_URL: baseUrl,
      CAPTCHA_DIFFICULTY: '1000',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await poll('the server to answer /api/health', 90_000, async () =>
    (await fetch(`${baseUrl}/api/health`)).ok ? true : undefined,
  );
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH or install chromium).');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stopServer();
}, 30_000);

async function newPage(): Promise<Page> {
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: baseUrl,
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // The refused login (401) is expected; Chromium logs every failed response.
    if (message.type() === 'error' && !/status of 401/.test(text)) {
      pageErrors.push(`${page.url()}: console: ${text}`);
    }
  });
  return page;
}

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

/** A captcha solution found in Node: SHA-256(salt + n) = challenge. */
async function captchaToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/captcha`);
  expect(response.status).toBe(200);
  const challenge = (await response.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  for (let n = 0; n <= challenge.maxnumber; n++) {
    const hash = createHash('sha256')
      .update(challenge.salt + n)
      .digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number: n, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('The captcha could not be solved.');
}

async function apiLogin(email: string, password: string): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      scope: '',
      client_id: 'wegrow-web',
      client_secret: 'wegrow-web',
      recaptcha_token: await captchaToken(),
    }).toString(),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Tokens;
}

/** The newest dev-mailbox message to `email` (quoted-printable undone), once there is one. */
function newestMailTo(email: string): string | undefined {
  const mailDir = join(dataDir, 'mail');
  if (!existsSync(mailDir)) return undefined;
  const messages = readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) =>
      readFileSync(join(mailDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    );
  return messages.find((text) => text.includes(email));
}

describe('the sign-up → account slice on the real server', () => {
  let userId = 0;

  it('signs up, logs in, reads the welcome message, edits the profile and resets the password', async () => {
    const page = await newPage();
    try {
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

      // A visit as a visitor: the last visited path, where the login goes.
      await page.goto('/projects');
      await page.getByRole('heading', { level: 1, name: 'Projects is coming soon' }).waitFor(LONG);
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
      await page.getByText('Username updated.').waitFor(LONG);
      await page.getByRole('textbox', { name: 'Bio' }).fill(user.bio);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Bio saved.').waitFor(LONG);
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
      await page.getByText('Profile picture updated.').waitFor(LONG);
      const picture = page.getByRole('img', { name: 'Your profile picture' });
      await picture.waitFor(LONG);
      await page.getByText('No Image', { exact: true }).waitFor({ state: 'detached', ...LONG });
      await poll('the profile picture to load', 30_000, async () =>
        (await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)) > 0
          ? true
          : undefined,
      );

      // 'Reset Password' e-mails a link to the signed-in address.
      await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
      const mail = await poll('the reset e-mail', 30_000, () =>
        Promise.resolve(newestMailTo(user.email)),
      );
      const link = /https?:\/\/[^\s"'<>]+\/ResetPassword\?token=[^\s"'<>&]+/.exec(mail)?.[0];
      expect(link, mail).toBeTruthy();
      expect(link?.startsWith(`${baseUrl}/ResetPassword?token=`)).toBe(true);
    } finally {
      await page.context().close();
    }
    expect(pageErrors, 'errors in the browser').toEqual([]);
  }, 300_000);

  it('sets a new password from the e-mailed link: the old one fails, the new one works', async () => {
    const mail = newestMailTo(user.email) ?? '';
    const link = /https?:\/\/[^\s"'<>]+\/ResetPassword\?token=[^\s"'<>&]+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    // Opened from the e-mail: a browser without the session.
    const page = await newPage();
    try {
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

      await page.goto('/login');
      await submitLogin(page, user.email, user.newPassword);
      await page.waitForURL((url) => url.pathname !== '/login', LONG);
      await mainNav(page)
        .getByRole('link', { name: /^Account/ })
        .waitFor(LONG);
      await expect(page.evaluate(() => localStorage.getItem('user_email'))).resolves.toBe(
        user.email,
      );
    } finally {
      await page.context().close();
    }
    expect(pageErrors, 'errors in the browser').toEqual([]);
  }, 300_000);

  it("refuses another member's look at the new member's inbox (403)", async () => {
    expect(userId).toBeGreaterThan(0);
    const demo = await apiLogin(DEMO.email, DEMO.password);
    const headers = { Authorization: `Bearer ${demo.access_token}` };
    const own = await fetch(`${baseUrl}/api/inbox/${claimsOf(demo.access_token).id}`, { headers });
    expect(own.status).toBe(200);
    const other = await fetch(`${baseUrl}/api/inbox/${userId}`, { headers });
    expect(other.status).toBe(403);
  }, 120_000);
});
