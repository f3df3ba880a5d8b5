/**
 * The main-thread budget (issue 34), the `mainthread` step of `npm test` (after `budgets`, before
 * `e2e`): the built site served by the real server with the demo data, each of the six pages of
 * `pnpm bench:lighthouse` loaded in Debian's Chromium, traced, and the long tasks of its first load
 * (before its first script until the network is quiet) summed in CPU time as a CPU 4× slower would
 * take them. The quickest of up to three loads must be within the page's budget (e2e/mainthread.ts
 * says why CPU time, and why the minimum). Machine load does not change the measure.
 *
 * `MAINTHREAD_BUSY_MS=2000 pnpm exec vitest run --project mainthread` adds that much work (as the
 * slower CPU would take it) to every page's start, more than any page's budget: the step then
 * fails, as it must when a change blocks a page.
 * The first test proves the same without the knob: a page that blocks 600 ms is over a budget.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, setupSite, type Member } from './harness';
import {
  describeResult,
  measurePage,
  overBudget,
  spinRate,
  type PageBudget,
  type PageResult,
} from './mainthread';

/**
 * Summed long-task time allowed on a page's quickest first load (CPU time × 4), ms: 1.5–2.5× the
 * most any single load cost in nine runs on a loaded 2-core machine (docs/performance.md, "The
 * main-thread budget": 0.11–0.53 s, `/communities/1` 0.6–1.1 s), and all three loads must cost
 * that to fail. A regression of a few hundred milliseconds (a heavy import in the first paint,
 * eager screen loaders, hydration in one task) goes over.
 */
export const PAGES: PageBudget[] = [
  { path: '/', budgetMs: 800 },
  { path: '/LandingPage', budgetMs: 800 },
  { path: '/login', budgetMs: 800 },
  { path: '/Account', budgetMs: 1_000, signedIn: true },
  { path: '/journal', budgetMs: 1_000, signedIn: true },
  // One section at a time (issue 44): 0.38 s where the seven sections cost 0.6–1.1 s.
  { path: '/communities/1', budgetMs: 1_000, signedIn: true },
];

const busyMs = Number(process.env.MAINTHREAD_BUSY_MS ?? '0');

/**
 * A page with nothing of the site (routed in the test, never sent to the server), that marks itself
 * ready as the site does (the harness's navigations wait for the mark).
 */
const BLANK_PAGE =
  '<!doctype html><title>t</title><p>t</p>' +
  '<script>document.documentElement.dataset.ready = location.pathname + location.search</script>';

describe('main-thread budget: long tasks on first load, in CPU time of a CPU 4× slower', () => {
  const site = setupSite();

  /** A fresh page whose `/__mainthread-blank` is BLANK_PAGE. */
  async function blankPage() {
    const page = await site.newPage();
    await page.route('**/__mainthread-blank', (route) =>
      route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }),
    );
    return page;
  }

  /** Iterations of the blocking work per millisecond of the slower CPU, measured once. */
  let rate: number | undefined;
  async function iterationsFor(ms: number): Promise<number> {
    rate ??= await spinRate(blankPage, `${site.baseUrl}/__mainthread-blank`);
    return Math.round(rate * ms);
  }

  it('fails a page that blocks the main thread for 600 ms (the check can fail)', async () => {
    const result = await measurePage(
      blankPage,
      `${site.baseUrl}/__mainthread-blank`,
      { path: '/__mainthread-blank', budgetMs: 300 },
      { attempts: 1, blockIterations: await iterationsFor(600) },
    );
    console.log(describeResult(result));
    // 600 ms of work as timed by the calibration; the CPU's speed varies a little between loads.
    expect(result.best.longestMs).toBeGreaterThan(400);
    expect(result.best.longestMs).toBeLessThan(900);
    expect(overBudget([result])).toHaveLength(1);
    expect(overBudget([{ ...result, budgetMs: 2_000 }])).toEqual([]);
  });

  it('keeps every page within its budget', async () => {
    const blockIterations = busyMs > 0 ? await iterationsFor(busyMs) : 0;
    let member: Member | undefined;
    const results: PageResult[] = [];
    for (const budget of PAGES) {
      if (budget.signedIn) member ??= await site.login(DEMO.member);
      const session = budget.signedIn ? member : undefined;
      const result = await measurePage(
        () => site.newPage({ width: 412, height: 823, session }),
        `${site.baseUrl}${budget.path}`,
        budget,
        { blockIterations },
      );
      console.log(describeResult(result));
      results.push(result);
    }
    expect(overBudget(results)).toEqual([]);
  }, 180_000);
});
