/**
 * The e2e project's global setup (vitest.config.ts): ONE server and ONE Chromium for the whole run,
 * instead of one of each per file. A server start took 8–10 s on a quiet machine and 19–42 s under
 * load, 50–70 % of a file's time, for 25 files. The files reach both through `inject`
 * (`e2eServer`, `e2eBrowser`; harness.ts), and the teardown stops both after the last file.
 *
 * The files stay apart as before: each test makes fresh members, and each page its own browser
 * context (its own storage). A file that needs other server settings (`setupSite({ env })`: a fake
 * AI provider, an allowed import host) still starts a server of its own, and uses the shared
 * browser. Two files run at a time (`maxWorkers: 2`, one per core), each seeing what the others
 * left or are writing: a test looks at its own rows (its members, its community, the post it
 * made, the mail to its member's address), never at counts of a whole list or ids it assumes
 * are free.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { startServer, type RunningServer } from './server';

/**
 * The shared server's settings beyond startServer's. Every file talks to it from 127.0.0.1, so the
 * per-address limits would add up over the run (sign-ups, logins and captchas of every file's
 * members in one 5-minute window): they stay on, with budgets no run reaches. The per-member and
 * per-account limits keep the product's values (each test's members are new).
 */
export const SHARED_SERVER_ENV: Readonly<Record<string, string>> = {
  RATE_LIMIT_GLOBAL: '100000/1m',
  RATE_LIMIT_AUTH_PER_IP: '10000/5m',
  RATE_LIMIT_CAPTCHA_PER_IP: '20000/5m',
  RATE_LIMIT_AI_PER_IP: '1000/10m',
  RATE_LIMIT_GARDEN_SUBMIT_PER_IP: '1000/1h',
  RATE_LIMIT_LYRA_PER_IP: '1000/10m',
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH or install chromium).');
  // Both at once; whichever started is stopped again when the other fails.
  const [server, browser] = await Promise.allSettled([
    startServer({ ...SHARED_SERVER_ENV }),
    chromium.launchServer({ executablePath, args: CHROMIUM_ARGS }),
  ]);
  const teardown = async (): Promise<void> => {
    await Promise.all([
      browser.status === 'fulfilled' ? browser.value.close() : undefined,
      server.status === 'fulfilled' ? server.value.stop() : undefined,
    ]);
  };
  if (server.status === 'rejected' || browser.status === 'rejected') {
    await teardown();
    const reasons = [server, browser].flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    throw new AggregateError(
      reasons,
      `The e2e run could not start its shared server and browser:\n${reasons.map(String).join('\n')}`,
    );
  }
  const running: RunningServer = server.value;
  project.provide('e2eServer', {
    baseUrl: running.baseUrl,
    dataDir: running.dataDir,
    logFile: running.logFile,
  });
  project.provide('e2eBrowser', browser.value.wsEndpoint());
  return teardown;
}
