/**
 * End to end: the built site served by the real server (the run's shared one, harness.ts), driven
 * in Debian's Chromium. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e` (from the repository root).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spellings } from '@wegrow/features/routes';
import { expectedHeading, NOT_FOUND_HEADING, redirectOf } from '../src/routes/firstVisit';
import { unreadCount } from './api';
import { useBrowser, useServer, type SiteServer } from './harness';

/** The demo member (apps/server/README.md): an inbox with unread messages. */
const DEMO = { email: 'demo@wegrow.local', password: 'grow-together-1' };

let server: SiteServer;
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
  server = await useServer();
  browser = await useBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.release();
});

/**
 * A record id no e2e run reaches. The spellings name records by small ids (a garden 5, a post 7)
 * that are not in the demo data; on the run's shared server the files before this one may have
 * made them, so each spelling is visited with this id instead: its path is the same, and the
 * record is missing however many the other files made.
 */
const MISSING_ID = '999999';

/** `href` with its record id (a path segment of digits) replaced by MISSING_ID. */
function withMissingRecord(href: string): string {
  return href.replace(/\/\d+(?=$|[/?])/, `/${MISSING_ID}`);
}

async function newPage(width = 1280, height = 800, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: server.baseUrl,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${page.url()}: console: ${message.text()}`);
  });
  return page;
}

/** The console's note of an API answer 404 (a record that does not exist). */
const missingRecord =
  /: console: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
}

const NOT_FOUND_LOGGED = /console: Failed to load resource: .*status of 404/;

/**
 * The spelling of a post's address names a post this server does not have: the screen says "Error
 * loading post." and goes to /blog (spec 2 §8). The browser logs the post's 404 (and its comments'
 * unless that call was cancelled when the page moved on): expected here, and dropped from the
 * page's errors once the network is quiet.
 */
async function expectMissingPost(page: Page, before: number): Promise<void> {
  await page.getByText('Error loading post.').waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/blog');
  await page.waitForLoadState('networkidle');
  const visit = pageErrors.slice(before);
  expect(visit.filter((error) => NOT_FOUND_LOGGED.test(error)).length).toBeGreaterThan(0);
  pageErrors.splice(
    before,
    visit.length,
    ...visit.filter((error) => !NOT_FOUND_LOGGED.test(error)),
  );
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

describe('the site on the real server', () => {
  it('serves every spelling of every route with its screen', async () => {
    const page = await newPage();
    try {
      // A fresh browser: `/` is the very first visit, so it shows the welcome page.
      for (const [spelling, screen] of spellings) {
        const href = withMissingRecord(spelling);
        const before = pageErrors.length;
        await page.goto(href);
        await expectHeading(page, expectedHeading(screen));
        if (screen === 'gardenDetails') {
          // The garden does not exist: the screen's not-found state, and the browser's note of
          // the API's 404 (expected here, and only here).
          await page
            .getByRole('heading', { name: 'Garden not found.' })
            .waitFor({ timeout: 15_000 });
          pageErrors = pageErrors.filter(
            (error) =>
              !(error.startsWith(`${server.baseUrl}${href}: `) && missingRecord.test(error)),
          );
        }
        const redirect = redirectOf(screen);
        if (redirect) expect(new URL(page.url()).pathname).toBe(redirect);
        await expect(page.title()).resolves.toMatch(/ · WeGrow$/);
        if (screen === 'blogPost') await expectMissingPost(page, before);
      }
    } finally {
      await page.context().close();
    }
  });

  it('shows the friendly 404 for unknown paths, answered with HTTP 404 (a page of the site: 200)', async () => {
    const page = await newPage();
    try {
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await expectHeading(page, NOT_FOUND_HEADING);
      // Chromium logs the page's own 404 as a failed resource: expected here.
      pageErrors = pageErrors.filter(
        (error) => !error.includes('/no-such-page: console: Failed to load resource'),
      );
      await expect(page.title()).resolves.toBe('Page not found · WeGrow');
      const before = pageErrors.length;
      const known = await page.goto(`/blog/${MISSING_ID}`);
      expect(known?.status()).toBe(200);
      await expectHeading(page, expectedHeading('blogPost'));
      // No post has that id: wait for its missing-post state, so its logged 404 (expected) is
      // dropped whether it arrives before the context closes or not.
      await expectMissingPost(page, before);
    } finally {
      await page.context().close();
    }
  });

  it('sends the pages that need no data as HTML: their text paints with scripts off', async () => {
    const page = await newPage(412, 800, false);
    try {
      for (const [path, heading] of [
        ['/', 'Welcome to WeGrow'],
        ['/welcome', 'Welcome to WeGrow'],
        ['/landingpage', expectedHeading('landing')],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible(),
          path,
        ).resolves.toBe(true);
        // Styled by the page's own stylesheets, with no colour class baked in.
        await expect(page.evaluate(() => document.documentElement.className)).resolves.toBe('');
        await expect(
          page.evaluate(
            () => getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
          ),
        ).resolves.toMatch(/Fraunces/);
      }
      // Any other page is the app's shell, filled in by its script.
      await page.goto('/login');
      await expect(page.locator('#root').innerHTML()).resolves.toBe('');
    } finally {
      await page.context().close();
    }
  });

  it('hydrates a pre-rendered page without errors, in the visitor’s colour mode', async () => {
    const page = await newPage(412, 800);
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/welcome');
      await expectHeading(page, 'Welcome to WeGrow');
      await expect(page.evaluate(() => document.documentElement.className)).resolves.toBe(
        'wg-dark',
      );
      // Hydrated: the theme switch answers, and links navigate in the page.
      // The pre-rendered switch says light (the server cannot know the mode); once hydrated it
      // follows the class the inline script set. Wait for that rather than read it at once.
      await page
        .getByRole('switch', { name: 'Dark mode', checked: true })
        .waitFor({ timeout: 15_000 });
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page.getByRole('link', { name: 'Or see every tool and experiment' }).click();
      await expectHeading(page, expectedHeading('landing'));
      await expect(
        page.evaluate(() => (window as { stayed?: boolean }).stayed === true),
      ).resolves.toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('shows home page A after the first visit, and fits a 320 px phone', async () => {
    const page = await newPage(320, 640);
    try {
      await page.goto('/');
      await expectHeading(page, 'Welcome to WeGrow');
      // The pre-rendered welcome page answers in the page once hydrated, when it marks itself
      // seen; a click before that is an ordinary link to `/`, which shows the welcome page again.
      await page.waitForFunction(() => localStorage.getItem('wegrow_welcome_seen') === 'true');
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
      // The pre-rendered page is hydrated when it records itself as the last visited path (where
      // the login returns to); a click before that leaves by an ordinary link and records nothing.
      await page.waitForFunction(() => localStorage.getItem('lastVisitedPath') === '/LandingPage');
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

      // A reload keeps the session (tokens in localStorage): the pre-rendered visitor's page is
      // replaced by the signed-in one, with no hydration error.
      await page.reload();
      await account.waitFor({ timeout: 15_000 });
      // `/` signed in, before the welcome page was ever seen: the welcome page without "Join".
      await page.goto('/');
      await expectHeading(page, 'Welcome to WeGrow');
      await account.waitFor({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: 'Join WeGrow' }).count()).resolves.toBe(0);

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
      await page.waitForLoadState('networkidle');
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
