/**
 * The end-to-end harness every `*.e2e.ts` file uses: the built site served by the real server
 * (`pnpm --filter @wegrow/server start`, a throw-away DATA_DIR, the demo data, the dev mailbox),
 * Debian's Chromium through playwright-core, and helpers that reach the API directly (members made
 * through sign-up with a solved captcha and verified through the link the dev mailbox received,
 * sessions put into a page's storage).
 *
 * One server and one Chromium serve the whole e2e run: the project's global setup
 * (global-setup.ts) starts them and hands their addresses to the files (`inject`). So a file does
 * not start on an empty server: it sees the demo data and whatever the files before it made.
 * Tests stay apart through fresh members (`newMember`) and their own rows, and look only at those
 * (not at "the first community" or the length of a whole list). A file whose server needs other
 * settings (`setupSite({ env })`) starts one of its own, as does a project without the global
 * setup (`mainthread`).
 *
 * ```ts
 * const site = setupSite();            // registers beforeAll/afterAll/afterEach in this file
 * it('…', async () => {
 *   const member = await site.newMember('maya');
 *   const page = await site.newPage({ session: member });
 *   await page.goto('/journal');
 * });
 * ```
 * Every page's uncaught errors and console errors (a CSP violation included) fail the test that
 * opened it, unless the test says they are expected (`site.expectConsole(/status of 401/)`).
 *
 * Every navigation of a page from `newPage` — `goto`, `reload`, `goBack`, `goForward`, and
 * `waitForURL` after a click — resolves only once the site has marked the page ready for the
 * address it is at (`<html data-ready>`, set when React has committed the page, hydrated for a
 * pre-rendered one: apps/site/src/routes/RootLayout.tsx; `waitForReady`). So no test clicks a
 * pre-rendered page before it is hydrated, nor acts on the page a navigation is leaving, and none
 * needs to infer either from storage or a quiet network. A page that never marks itself ready
 * fails the navigation with what it shows.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { claimsOf, type Tokens } from './api';
import { logTail, startServer } from './server';

/** The demo accounts of the seed (apps/server/README.md). */
export const DEMO = {
  member: { email: 'demo@wegrow.local', password: 'grow-together-1' },
  second: { email: 'sam@wegrow.local', password: 'grow-together-2' },
  blogOwner: { email: 'owner@wegrow.local', password: 'blog-owner-1' },
  forumAdmin: { email: 'admin@wegrow.local', password: 'forum-admin-1' },
} as const;

/** The link mailed on sign-up (the site's /VerifyEmail with the token). */
const VERIFY_LINK = /https?:\/\/[^\s"'<>]+\/VerifyEmail\?token=[^\s"'<>&]+/;

/** A member signed in through the API: who, and the tokens the site keeps in localStorage. */
export interface Member extends Tokens {
  id: number;
  email: string;
  password: string;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Sign this member in before the first page loads (the session in localStorage). */
  session?: Member;
  /**
   * `false`: scripts off (the pre-rendered HTML as it is); its navigations then wait for no
   * readiness mark, which only the site's script sets. @default true
   */
  javaScriptEnabled?: boolean;
  /**
   * Let the site's service worker install (the offline and push tests). Off by default: each page
   * is a fresh browser context, where the worker would precache the whole site (~140 files) once
   * the page is idle, work no other test looks at. @default false
   */
  serviceWorker?: boolean;
  /** The browser's time zone (IANA), as a device in that zone has it. @default the machine's */
  timezoneId?: string;
}

export interface Site {
  /** `http://127.0.0.1:<port>` of the running server. */
  readonly baseUrl: string;
  /** The server's data folder (the dev mailbox is `mail/` in it). */
  readonly dataDir: string;
  /**
   * A page in a fresh browser context (its own storage), at 1280×800 unless told otherwise, whose
   * navigations wait for the site's readiness mark (see the module's comment).
   */
  newPage(options?: PageOptions): Promise<Page>;
  /** Console errors matching `pattern` are expected in this test (e.g. a refused login's 401). */
  expectConsole(pattern: RegExp): void;
  /**
   * Signs a new member up and logs them in, through the API. The address is verified first, through
   * the link mailed on sign-up (as its owner would open it), unless `verified: false`: an unverified
   * member may not post where others read (issue 30).
   */
  newMember(name?: string, options?: { verified?: boolean }): Promise<Member>;
  /**
   * Opens the verification link mailed to `email` (the newest), as the /VerifyEmail screen does
   * with no session in the browser: `POST /auth/verify-email` with the link's token and the
   * password the member chooses there (their sign-up one). Nothing is written to the database
   * directly.
   */
  verify(email: string, password: string): Promise<void>;
  /** The newest verification link mailed to `email` (`…/VerifyEmail?token=…`), once there is one. */
  verificationLink(email: string): Promise<URL>;
  /** Logs an existing account in through the API. */
  login(account: { email: string; password: string }): Promise<Member>;
  /** A solved captcha for a direct API call. */
  captcha(): Promise<string>;
  /** `fetch` on the API with the member's bearer token: `site.api(member, '/journal')`. */
  api(member: Member | null, path: string, init?: RequestInit): Promise<Response>;
  /** The newest dev-mailbox message to `email` (that matches `pattern`), once there is one. */
  mailTo(email: string, pattern?: RegExp): Promise<string>;
  /** Waits until `check` returns a value (not undefined); the server's log is in the error. */
  poll<T>(what: string, check: () => Promise<T | undefined>, ms?: number): Promise<T>;
}

export interface SiteOptions {
  /**
   * Extra environment for the server (e.g. `AI_BASE_URL`, `IMPORT_ALLOWED_HOSTS`): the file then
   * starts a server of its own with it, instead of using the run's shared one.
   */
  env?: Record<string, string>;
}

/** The server a file's tests talk to. */
export interface SiteServer {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  /** The server's DATA_DIR (the dev mailbox is `mail/` in it). */
  readonly dataDir: string;
  /** The end of the server's log, for failure messages. */
  output(): string;
  /** Stops the file's own server; leaves the shared one running for the next file. */
  release(): Promise<void>;
}

/**
 * The run's shared server (global-setup.ts) when there is one and `env` asks for nothing else;
 * otherwise a server of this file's own, with `env`.
 */
export async function useServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const shared = inject('e2eServer');
  if (shared && Object.keys(env).length === 0) {
    return {
      baseUrl: shared.baseUrl,
      dataDir: shared.dataDir,
      output: () => logTail(shared.logFile),
      release: () => Promise.resolve(),
    };
  }
  const own = await startServer(env);
  return { baseUrl: own.baseUrl, dataDir: own.dataDir, output: own.output, release: own.stop };
}

/**
 * The run's shared Chromium (global-setup.ts), connected to, when there is one; otherwise one
 * launched for this file. `close()` drops the connection (and the contexts made through it) or
 * closes the file's own browser.
 */
export async function useBrowser(): Promise<Browser> {
  const endpoint = inject('e2eBrowser');
  if (endpoint) return chromium.connect(endpoint);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH or install chromium).');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

let counter = 0;

/**
 * Connects this test file to the site (the shared server, or its own with `options.env`) and returns
 * its helpers (see the module's comment).
 */
export function setupSite(options: SiteOptions = {}): Site {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let expected: RegExp[] = [];
  /** The requests each page has sent and not yet had answered (for a failed test's report). */
  const inFlight = new Map<Page, Set<string>>();

  beforeAll(async () => {
    // Both at once; afterAll releases whichever started when the other failed.
    const [started, launched] = await Promise.allSettled([useServer(options.env), useBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const result of [started, launched]) if (result.status === 'rejected') throw result.reason;
  }, 120_000);

  afterEach(async ({ task }) => {
    // A failed test says what each of its pages showed and was still waiting for, and what the
    // server logged last: on CI that is all there is to go on.
    if (task.result?.state === 'fail')
      console.error(await failureReport(contexts, inFlight, server));
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    inFlight.clear();
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    errors = [];
    expected = [];
    expect(unexpected, 'errors in the browser').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.release();
  }, 30_000);

  const running = (): SiteServer => {
    if (!server) throw new Error('The site is not running (use the helpers inside tests).');
    return server;
  };

  const site: Site = {
    get baseUrl() {
      return running().baseUrl;
    },
    get dataDir() {
      return running().dataDir;
    },

    async newPage({
      width = 1280,
      height = 800,
      session,
      javaScriptEnabled = true,
      serviceWorker = false,
      timezoneId,
    } = {}) {
      if (!browser) throw new Error('No browser');
      const context = await browser.newContext({
        viewport: { width, height },
        baseURL: running().baseUrl,
        javaScriptEnabled,
        serviceWorkers: serviceWorker ? 'allow' : 'block',
        ...(timezoneId === undefined ? {} : { timezoneId }),
      });
      contexts.push(context);
      context.setDefaultTimeout(30_000);
      if (session) {
        await context.addInitScript((entries: Record<string, string>) => {
          // Only before the app's own first run in this context: later reloads keep what it did.
          if (sessionStorage.getItem('e2e-session-set')) return;
          sessionStorage.setItem('e2e-session-set', '1');
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, sessionEntries(session));
      }
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`);
      });
      const pending = new Set<string>();
      inFlight.set(page, pending);
      const label = (request: Request) => `${request.method()} ${request.url()}`;
      page.on('request', (request) => pending.add(label(request)));
      page.on('requestfinished', (request) => pending.delete(label(request)));
      page.on('requestfailed', (request) => pending.delete(label(request)));
      if (javaScriptEnabled) navigationsWaitForReady(page);
      return page;
    },

    expectConsole(pattern) {
      expected.push(pattern);
    },

    async captcha() {
      const response = await fetch(`${running().baseUrl}/api/auth/captcha`);
      expect(response.status).toBe(200);
      return solveChallenge((await response.json()) as Challenge);
    },

    async newMember(name = 'member', { verified = true } = {}) {
      counter += 1;
      const email = `${name}.${process.pid}.${Date.now()}.${counter}@example.org`;
      const password = `${name}-password-${counter}`;
      const response = await fetch(`${running().baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, recaptcha_token: await site.captcha() }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      if (verified) await site.verify(email, password);
      return site.login({ email, password });
    },

    async verificationLink(email) {
      const mail = await site.mailTo(email, VERIFY_LINK);
      const link = VERIFY_LINK.exec(mail)?.[0];
      if (!link) throw new Error(`No verification link in the mail to ${email}`);
      return new URL(link);
    },

    async verify(email, password) {
      const token = (await site.verificationLink(email)).searchParams.get('token');
      const response = await site.api(null, '/auth/verify-email', {
        method: 'POST',
        body: JSON.stringify({ token, password }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    },

    async login({ email, password }) {
      const response = await fetch(`${running().baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: email,
          password,
          scope: '',
          client_id: 'wegrow-web',
          client_secret: 'wegrow-web',
          recaptcha_token: await site.captcha(),
        }).toString(),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const tokens = (await response.json()) as Tokens;
      return { ...tokens, id: claimsOf(tokens.access_token).id, email, password };
    },

    api(member, path, init = {}) {
      const headers = new Headers(init.headers);
      if (member) headers.set('Authorization', `Bearer ${member.access_token}`);
      if (init.body !== undefined && !headers.has('content-type'))
        headers.set('content-type', 'application/json');
      return fetch(`${running().baseUrl}/api${path}`, { ...init, headers });
    },

    mailTo(email, pattern) {
      return site.poll(`an e-mail to ${email}${pattern ? ` with ${pattern}` : ''}`, () =>
        Promise.resolve(newestMailTo(join(running().dataDir, 'mail'), email, pattern)),
      );
    },

    async poll(what, check, ms = 30_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const value = await check().catch(() => undefined);
        if (value !== undefined) return value;
        if (Date.now() > deadline)
          throw new Error(`Timed out: ${what}\n${running().output().slice(-4000)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
  return site;
}

/** Yesterday as the page's browser counts days (its own calendar and zone): `YYYY-MM-DD`. */
export async function browserYesterday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() - 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  });
}

/** How long a navigation waits for the page's readiness mark unless given a timeout, ms. */
export const READY_TIMEOUT_MS = 30_000;

/**
 * Waits until the site has marked the page ready for the address it is at: `<html data-ready>`
 * equal to its path and query. The root layout (apps/site/src/routes/RootLayout.tsx) sets it when
 * React has committed the page (hydrated it, for a pre-rendered one) and removes it while a
 * navigation's next page loads. Comparing the address, not only the mark's presence, keeps the
 * mark of the page being left from passing for the next one in the moment before React renders
 * the navigation (a `navigate()` after a request, back and forward). Fails, after `timeout` ms,
 * with what the page shows and what the mark says.
 */
export async function waitForReady(page: Page, timeout = READY_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.ready ===
        window.location.pathname + window.location.search,
      undefined,
      { timeout },
    );
  } catch (error) {
    const seen = await page
      .evaluate(() => ({
        mark: document.documentElement.dataset.ready ?? null,
        text: document.body.innerText,
      }))
      .catch(() => ({ mark: null, text: '(unreadable)' }));
    const mark = seen.mark === null ? 'no data-ready on <html>' : `data-ready="${seen.mark}"`;
    const shown = seen.text.replace(/\s+/g, ' ').trim().slice(0, 400);
    throw new Error(
      `${page.url()} was not marked ready by the site within ${timeout} ms (${mark}): its page ` +
        `was never committed (the script did not run, a page's code did not load, or React did ` +
        `not hydrate). It shows: ${shown}`,
      { cause: error },
    );
  }
}

/**
 * Makes the page's navigations wait for its readiness mark (`waitForReady`), with the navigation's
 * own timeout when it has one: `goto`, `reload`, `goBack` and `goForward`, and `waitForURL`, which
 * tests call after the click that navigates.
 */
function navigationsWaitForReady(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  /** `navigation` once the page it leads to is marked ready. */
  const thenReady = async <T>(navigation: Promise<T>, timeout?: number): Promise<T> => {
    const result = await navigation;
    await waitForReady(page, timeout);
    return result;
  };
  page.goto = (url, options) => thenReady(goto(url, options), options?.timeout);
  page.reload = (options) => thenReady(reload(options), options?.timeout);
  page.goBack = (options) => thenReady(goBack(options), options?.timeout);
  page.goForward = (options) => thenReady(goForward(options), options?.timeout);
  page.waitForURL = (url, options) => thenReady(waitForURL(url, options), options?.timeout);
}

/**
 * What a failed test's pages showed (address and visible text, shortened), the requests they
 * were still waiting for, and the end of the server's log. Each page's lines start with
 * `e2e page:`, which the test command's failure digest keeps (scripts/test-all.mjs).
 */
async function failureReport(
  contexts: readonly BrowserContext[],
  inFlight: ReadonlyMap<Page, ReadonlySet<string>>,
  server: SiteServer | undefined,
): Promise<string> {
  const lines: string[] = [];
  for (const page of contexts.flatMap((context) => context.pages())) {
    const text = await page
      .evaluate(() => document.body.innerText)
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    const shown = text.replace(/\s+/g, ' ').trim().slice(0, 600);
    lines.push(`e2e page: ${page.url()} shows: ${shown}`);
    const waiting = [...(inFlight.get(page) ?? [])].slice(0, 8);
    if (waiting.length)
      lines.push(`e2e page: ${page.url()} still waits for: ${waiting.join(', ')}`);
  }
  lines.push(`The server's last lines:\n${server?.output().slice(-3000) ?? '(no server)'}`);
  return lines.join('\n');
}

/** The session as the site keeps it in localStorage (spec 1 §3 keys). */
function sessionEntries(member: Member): Record<string, string> {
  return {
    access_token: member.access_token,
    refresh_token: member.refresh_token,
    user_id: String(member.id),
    user_email: member.email,
    // Not a first visit: `/` shows a home page, not the welcome page.
    wegrow_welcome_seen: 'true',
  };
}

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** SHA-256(salt + n) = challenge, as the widget's proof of work finds it. */
function solveChallenge(challenge: Challenge): string {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (
      createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge
    ) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number: n, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('The captcha could not be solved.');
}

/** The newest dev-mailbox message to `email` (quoted-printable undone) that matches `pattern`. */
function newestMailTo(mailDir: string, email: string, pattern?: RegExp): string | undefined {
  if (!existsSync(mailDir)) return undefined;
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) =>
      readFileSync(join(mailDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    )
    .find((text) => text.includes(email) && (!pattern || pattern.test(text)));
}
