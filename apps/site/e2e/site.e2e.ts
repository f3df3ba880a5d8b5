/**
 * End to end: the built site served by the real server (throw-away DATA_DIR), driven in Debian's
 * Chromium. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e` (from the repository root).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { spellings } from '@wegrow/features/routes';
import { expectedHeading, NOT_FOUND_HEADING, redirectOf } from '../src/routes/firstVisit';
import { unreadCount } from './api';
import { startServer, type RunningServer } from './server';

/** The demo member (apps/server/README.md): an inbox with unread messages. */
const DEMO = { email: 'demo@wegrow.local', password: 'grow-together-1' };

let server: RunningServer;
let browser: Browser;
/** Uncaught errors and console errors of the pages; each test must end with none. */
let pageErrors: string[] = [];

beforeEach(() => {
  pageErrors = [];
});

afterEach(() => {
  expect(pageErrors, 'errors in the browser').toEqual([]);
});

beforeAll(async () => {
  server = await startServer();
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH or install chromium).');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: server.baseUrl,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${page.url()}: console: ${message.text()}`);
  });
  return page;
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

describe('the site on the real server', () => {
  it('serves every spelling of every route with its screen', async () => {
    const page = await newPage();
    try {
      // A fresh browser: `/` is the very first visit, so it shows the welcome page.
      for (const [href, screen] of spellings) {
        await page.goto(href);
        await expectHeading(page, expectedHeading(screen));
        const redirect = redirectOf(screen);
        if (redirect) expect(new URL(page.url()).pathname).toBe(redirect);
        await expect(page.title()).resolves.toMatch(/ · WeGrow$/);
      }
    } finally {
      await page.context().close();
    }
  });

  it('shows the friendly 404 for unknown paths', async () => {
    const page = await newPage();
    try {
      await page.goto('/no-such-page');
      await expectHeading(page, NOT_FOUND_HEADING);
      await expect(page.title()).resolves.toBe('Page not found · WeGrow');
    } finally {
      await page.context().close();
    }
  });

  it('shows home page A after the first visit, and fits a 320 px phone', async () => {
    const page = await newPage(320, 640);
    try {
      await page.goto('/');
      await expectHeading(page, 'Welcome to WeGrow');
      await page.getByRole('link', { name: 'Step inside' }).click();
      await expectHeading(page, 'Together, we grow');
      await expect(mainNav(page).getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(
        true,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.context().close();
    }
  });

  it('logs in a demo user on the login screen: the navigation changes, the badge counts the unread messages, Logout (from Account) revokes the session and returns to /login', async () => {
    const page = await newPage();
    try {
      await page.goto('/LandingPage');
      await expectHeading(page, expectedHeading('landing'));
      const nav = mainNav(page);
      await expect(
        nav.getByRole('link', { name: 'Sign Up', exact: true }).isVisible(),
      ).resolves.toBe(true);
      await nav.getByRole('link', { name: 'Login', exact: true }).click();
      await expectHeading(page, expectedHeading('login'));

      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill(DEMO.email);
      await form.getByLabel('Password').fill(DEMO.password);
      // The captcha: a real ALTCHA proof of work, solved by the page.
      await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
      await form.getByText('Verified', { exact: true }).waitFor({ timeout: 60_000 });
      await form.getByRole('button', { name: 'Login', exact: true }).click();

      // After login: the last visited path.
      await page.waitForURL((url) => url.pathname === '/LandingPage', { timeout: 15_000 });
      const accessToken = await page.evaluate(() => localStorage.getItem('access_token'));
      expect(accessToken).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('user_email'))).toBe(DEMO.email);
      const unread = await unreadCount(server.baseUrl, accessToken ?? '');
      expect(unread).toBeGreaterThan(0);

      const account = nav.getByRole('link', { name: new RegExp(`^Account, ${unread} unread`) });
      await account.waitFor({ timeout: 15_000 });
      await expect(account.getAttribute('href')).resolves.toBe('/Account');
      await expect(account.innerText()).resolves.toContain(String(unread));
      await expect(page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);
      await expect(nav.getByRole('link', { name: 'Login', exact: true }).count()).resolves.toBe(0);
      await expect(nav.getByRole('link', { name: 'Sign Up', exact: true }).count()).resolves.toBe(
        0,
      );

      // A reload keeps the session (tokens in localStorage).
      await page.reload();
      await account.waitFor({ timeout: 15_000 });

      // Logout from the Account screen: the server revokes the refresh token, the last visited path
      // is forgotten, and nothing is asked that answers 401 (the profile used to be refetched).
      await account.click();
      await expectHeading(page, 'Account');
      await page.getByRole('tab', { name: /^Inbox/ }).waitFor({ timeout: 15_000 });
      const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
      const answers: { call: string; status: number }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/'))
          answers.push({
            call: `${response.request().method()} ${url.pathname}`,
            status: response.status(),
          });
      });
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await expectHeading(page, expectedHeading('login'));
      await page.waitForTimeout(1000);
      expect(answers.filter(({ status }) => status === 401)).toEqual([]);
      expect(answers).toContainEqual({ call: 'POST /api/auth/logout', status: 204 });
      await expect(
        page.evaluate(() => localStorage.getItem('lastVisitedPath')),
      ).resolves.toBeNull();
      const renewal = await fetch(`${server.baseUrl}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      expect(renewal.status).toBe(401);
      await nav.getByRole('link', { name: 'Sign Up', exact: true }).waitFor();
      await expect(nav.getByRole('link', { name: 'Login', exact: true }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
      await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
    } finally {
      await page.context().close();
    }
  });
});
