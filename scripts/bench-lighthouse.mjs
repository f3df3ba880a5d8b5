#!/usr/bin/env node
/**
 * `pnpm bench:lighthouse`: a benchmark, not a test. Builds the site, starts it as `npm start` does
 * (server + built site, embedded database with the demo data, on a throw-away DATA_DIR), and runs
 * Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium against `/`,
 * `/LandingPage`, `/login` and the signed-in screens `/Account`, `/journal` and `/communities/1` (as
 * the demo member, whose community is 1), each several times. Prints the median performance score, LCP, TBT, CLS and accessibility score per page.
 *
 * Lighthouse 12 removed its PWA category, so the PWA checks it made are ours here (docs/offline.md):
 * the manifest is installable (Chromium's own verdict, `Page.getInstallabilityErrors`, and the
 * fields and icons it needs), a service worker controls the page, and the site starts offline. The
 * run fails (exit 1) when one of them does.
 *
 *   pnpm bench:lighthouse [--runs 3] [--no-build] [--json out.json] [--url http://host:port]…
 *                         [--page /journal]… [--reports dir] [--pwa-only]
 *
 * With `--url`, it measures a server that is already running (the demo data must be loaded there
 * for the signed-in page). Given twice or more (a build before and after a change, each served by
 * its own server), every run of a page measures each server in turn, so both see the same machine
 * load. `--page` (once or more) measures only those of the six pages (by path); `--reports` keeps
 * each run's whole Lighthouse report (JSON: the LCP element, long tasks, request chains). Results of record
 * are in docs/performance.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
/** @param {string} name @param {string | null} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('runs', '3'));
const jsonOut = option('json', null);
const reportsDir = option('reports', null);
/** Every value of an option given more than once (`--url a --url b`). @param {string} name */
const options = (name) =>
  args.flatMap((arg, index) =>
    arg === `--${name}` && args[index + 1] ? [String(args[index + 1])] : [],
  );
/** Every `--url`: with two or more, each page's runs alternate between them (one run, same load). */
const givenUrls = options('url');
const build = !args.includes('--no-build') && givenUrls.length === 0;
const pwaOnly = args.includes('--pwa-only');

/** The demo member of the seed (apps/server/src/seed.ts). */
const DEMO = { email: 'demo@wegrow.local', password: 'grow-together-1' };

const ALL_PAGES = [
  { name: '/ (first visit)', path: '/' },
  { name: '/LandingPage', path: '/LandingPage' },
  { name: '/login', path: '/login' },
  { name: '/Account (signed in)', path: '/Account', signedIn: true },
  { name: '/journal (signed in)', path: '/journal', signedIn: true },
  { name: '/communities/1 (signed in)', path: '/communities/1', signedIn: true },
];
/** `--page <path>` (once or more): only those pages. */
const onlyPages = options('page');
const unknownPages = onlyPages.filter((path) => !ALL_PAGES.some((page) => page.path === path));
if (unknownPages.length) {
  console.error(
    `Unknown --page ${unknownPages.join(', ')}; the pages are ${ALL_PAGES.map((page) => page.path).join(', ')}.`,
  );
  process.exit(2);
}
const PAGES = onlyPages.length
  ? ALL_PAGES.filter((page) => onlyPages.includes(page.path))
  : ALL_PAGES;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {string} url
 * @param {number} deadlineMs
 * @param {(res: Response) => boolean} [isReady]
 */
async function waitFor(url, deadlineMs, isReady = (res) => res.ok) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if (isReady(await fetch(url))) return;
    } catch {
      // Not up yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${deadlineMs / 1000} s`);
}

/** Starts the server as `npm start` does, on a free port and a throw-away data folder. */
async function startSite() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-bench-'));
  const child = spawn('pnpm', ['--filter', '@wegrow/server', 'start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: join(root, 'apps/site/dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // PGlite, as the earlier figures (docs/performance.md), unless DATABASE or DATABASE_URL says.
      ...(process.env.DATABASE_URL ? {} : { DATABASE: process.env.DATABASE || 'pglite' }),
      // A benchmark measures pages, not the rate limiter.
      RATE_LIMIT_GLOBAL: '100000/1m',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`, 90_000);
  return {
    baseUrl,
    stop() {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Solves an ALTCHA v1 challenge as the widget does.
 * @param {{ algorithm: string, challenge: string, salt: string, signature: string, maxnumber: number }} challenge
 */
function solve(challenge) {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    )
      return Buffer.from(
        JSON.stringify({ ...challenge, number: n, maxnumber: undefined }),
      ).toString('base64');
  }
  throw new Error('captcha not solved');
}

/** Logs the demo member in through the API; the session as the site keeps it in localStorage. */
/** @param {string} baseUrl */
async function demoSession(baseUrl) {
  const challenge = await (await fetch(`${baseUrl}/api/auth/captcha`)).json();
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: DEMO.email,
      password: DEMO.password,
      scope: '',
      recaptcha_token: solve(challenge),
    }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  const tokens = await res.json();
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString());
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    user_id: String(claims.id),
    user_email: DEMO.email,
  };
}

/** Chromium with a DevTools port, for Lighthouse (and Playwright to prepare storage). */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'wegrow-lh-profile-'));
  const executable = findChromium();
  if (!executable) throw new Error('No Chromium found (set CHROME_PATH or install chromium).');
  const child = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so its helper processes stop with it.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000);
  return {
    port,
    async stop() {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        // A helper still writing there: the folder is in tmp, and the figures matter more.
        console.warn(`Could not remove ${profile}: ${error}`);
      }
    },
  };
}

/** Puts the session into the site's localStorage (or clears it), as a returning visitor has it. */
/**
 * @param {number} port
 * @param {string} origin
 * @param {Record<string, string>} entries
 */
async function prepareStorage(port, origin, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((stored) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
  await page.close();
  await browser.close();
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** @param {string} url @param {number} port */
async function measure(url, port) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      // The prepared localStorage (session, welcome flag) must survive.
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility'],
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  /** @param {string} id */
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const value = (id) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
  };
}

/**
 * The PWA checks Lighthouse 12 no longer makes: installable manifest (Chromium's verdict, and the
 * fields and icons), a service worker controlling the page, and an offline start.
 * @param {number} port @param {string} baseUrl
 * @returns {Promise<{ check: string, ok: boolean, detail: string }[]>}
 */
async function pwaChecks(port, baseUrl) {
  /** @type {{ check: string, ok: boolean, detail: string }[]} */
  const results = [];
  /** @param {string} check @param {boolean} ok @param {string} detail */
  const note = (check, ok, detail) => results.push({ check, ok, detail });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  // The profile's own context: Chromium never offers to install from an incognito one.
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const cdp = await context.newCDPSession(page);
    const { url: manifestUrl } = await cdp.send('Page.getAppManifest');
    note('manifest linked', Boolean(manifestUrl), manifestUrl || 'no <link rel="manifest">');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A service worker is no longer required for installability; it is checked below.
    const errors = installabilityErrors.map((error) => error.errorId);
    note('installable (Chromium)', errors.length === 0, errors.join(', ') || 'no errors');
    /** @typedef {{ src: string, sizes: string, type?: string, purpose?: string }} ManifestIcon */
    /** @type {{ name?: string, short_name?: string, start_url?: string, theme_color?: string, display?: string, icons: ManifestIcon[] }} */
    const manifest = await (await fetch(`${baseUrl}/manifest.webmanifest`)).json();
    const sizes = new Set(
      manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes),
    );
    const fields =
      Boolean(manifest.name && manifest.short_name && manifest.start_url && manifest.theme_color) &&
      ['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display ?? '');
    note('manifest fields', fields, `display ${manifest.display}, start_url ${manifest.start_url}`);
    const icons =
      sizes.has('192x192') &&
      sizes.has('512x512') &&
      manifest.icons.some((icon) => String(icon.purpose ?? '').includes('maskable'));
    note('icons 192, 512, maskable', icons, [...sizes].join(', '));
    let controlled = true;
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
    } catch {
      controlled = false;
    }
    note('service worker controls the page', controlled, controlled ? '/sw.js' : 'none in 30 s');
    await context.setOffline(true);
    let offline = false;
    let detail = '';
    try {
      const answer = await page.goto(`${baseUrl}/`);
      await page.locator('#root h1').first().waitFor({ timeout: 15_000 });
      offline = answer?.status() === 200;
      detail = `status ${answer?.status()}, the page rendered`;
    } catch (error) {
      detail = String(error).split('\n')[0] ?? '';
    }
    note('starts offline', offline, detail);
  } finally {
    await context.setOffline(false);
    await browser.close();
  }
  return results;
}

async function main() {
  if (build) {
    console.log('▶ Building the site');
    const made = spawnSync('pnpm', ['--filter', '@wegrow/site...', 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (made.status !== 0) process.exit(made.status ?? 1);
  }
  const sites = givenUrls.length
    ? givenUrls.map((baseUrl) => ({ baseUrl, stop() {} }))
    : [await startSite()];
  const browser = await launchChromium();
  const rows = [];
  try {
    const sessions = await Promise.all(sites.map((site) => demoSession(site.baseUrl)));
    const storageKeys = await sessionStorageKeys();
    for (const page of pwaOnly ? [] : PAGES) {
      /** @type {Awaited<ReturnType<typeof measure>>[][]} */
      const samplesBySite = sites.map(() => []);
      for (let run = 0; run < runs; run++) {
        for (const [index, site] of sites.entries()) {
          const session = sessions[index];
          const samples = samplesBySite[index];
          if (!session || !samples) continue;
          // A first visit (clean storage, as Lighthouse's own default), except the signed-in page.
          /** @type {Record<string, string>} */
          const entries = {};
          if (page.signedIn) {
            entries[storageKeys.welcomed] = 'true';
            entries[storageKeys.accessToken] = session.access_token;
            entries[storageKeys.refreshToken] = session.refresh_token;
            entries[storageKeys.userId] = session.user_id;
            entries[storageKeys.userEmail] = session.user_email;
          }
          await prepareStorage(browser.port, site.baseUrl, entries);
          samples.push(await measure(`${site.baseUrl}${page.path}`, browser.port));
        }
      }
      for (const [index, samples] of samplesBySite.entries()) {
        const row = {
          ...(sites.length > 1 ? { site: sites[index]?.baseUrl } : {}),
          page: page.name,
          performance: median(samples.map((s) => s.performance)),
          lcpMs: Math.round(median(samples.map((s) => s.lcp))),
          tbtMs: Math.round(median(samples.map((s) => s.tbt))),
          cls: Number(median(samples.map((s) => s.cls)).toFixed(3)),
          accessibility: median(samples.map((s) => s.accessibility)),
          runs,
        };
        rows.push(row);
        console.log(
          `${sites.length > 1 ? `${row.site} ` : ''}${row.page.padEnd(22)} perf ${String(row.performance).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${row.tbtMs} ms  CLS ${row.cls}  a11y ${row.accessibility}`,
        );
      }
    }
    console.log('▶ PWA checks (Lighthouse 12 has no PWA category)');
    for (const result of await pwaChecks(browser.port, sites.at(-1)?.baseUrl ?? '')) {
      console.log(`${result.ok ? '✓' : '✗'} ${result.check.padEnd(34)} ${result.detail}`);
      if (!result.ok) process.exitCode = 1;
    }
  } finally {
    await browser.stop();
    for (const site of sites) site.stop();
  }
  if (rows.length) console.table(rows);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
}

/**
 * The localStorage keys of the session (packages/features/src/session/keys.ts, the spec's names)
 * and of the welcome flag (packages/features/src/home/homeRule.ts).
 */
async function sessionStorageKeys() {
  return {
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    userId: 'user_id',
    userEmail: 'user_email',
    welcomed: 'wegrow_welcome_seen',
  };
}

await main();
