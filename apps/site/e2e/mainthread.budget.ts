/**
 * The main-thread budget (issue 34), the `mainthread` step of `npm test` (after `budgets`, before
 * `e2e`): the built site served by the real server with the demo data, each of the six pages of
 * `pnpm bench:lighthouse` loaded in Debian's Chromium with the CPU slowed 4×, and the long tasks
 * of its first load (before its first script until the network is quiet) summed. The quickest of
 * up to three loads must be within the page's budget (e2e/mainthread.ts says why the minimum).
 *
 * `MAINTHREAD_BUSY_MS=2000 pnpm exec vitest run --project mainthread` blocks every page's main
 * thread that long at its start (more than any page's budget): the step then fails, as it must
 * when a change blocks a page.
 * The first test proves the same without the knob: a page that blocks 600 ms is over a budget.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, setupSite, type Member } from './harness';
import {
  describeResult,
  measurePage,
  overBudget,
  type PageBudget,
  type PageResult,
} from './mainthread';

/**
 * Summed long-task time allowed on a page's quickest first load (4× slower CPU), ms: what the
 * pages cost on a loaded 2-core machine (docs/performance.md, "The main-thread budget": 0.4–1.0 s
 * after issue 34), with a margin for a machine busier still. A regression of a few hundred
 * milliseconds (a heavy import in the first paint, eager screen loaders, hydration in one task)
 * goes over.
 */
export const PAGES: PageBudget[] = [
  { path: '/', budgetMs: 1_200 },
  { path: '/LandingPage', budgetMs: 1_200 },
  { path: '/login', budgetMs: 1_200 },
  { path: '/Account', budgetMs: 1_600, signedIn: true },
  { path: '/journal', budgetMs: 1_200, signedIn: true },
  // Its sections are drawn one per task (issue 34): more long tasks, each shorter, so their sum is
  // about as before (0.64–1.1 s) while the time they block fell.
  { path: '/communities/1', budgetMs: 1_600, signedIn: true },
];

const busyMs = Number(process.env.MAINTHREAD_BUSY_MS ?? '0');

describe('main-thread budget: long tasks on first load, CPU 4× slower', () => {
  const site = setupSite();

  it('fails a page that blocks the main thread for 600 ms (the check can fail)', async () => {
    const page = await site.newPage();
    await page.route('**/__mainthread-self-test', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>t</title><p>t</p>' }),
    );
    const result = await measurePage(
      () => Promise.resolve(page),
      `${site.baseUrl}/__mainthread-self-test`,
      { path: '/__mainthread-self-test', budgetMs: 300 },
      { attempts: 1, busyMs: 600 },
    );
    expect(result.best.longTaskMs).toBeGreaterThanOrEqual(600);
    expect(overBudget([result])).toHaveLength(1);
    expect(overBudget([{ ...result, budgetMs: 2_000 }])).toEqual([]);
  });

  it('keeps every page within its budget', async () => {
    let member: Member | undefined;
    const results: PageResult[] = [];
    for (const budget of PAGES) {
      if (budget.signedIn) member ??= await site.login(DEMO.member);
      const session = budget.signedIn ? member : undefined;
      const result = await measurePage(
        () => site.newPage({ width: 412, height: 823, session }),
        `${site.baseUrl}${budget.path}`,
        budget,
        { busyMs },
      );
      console.log(describeResult(result));
      results.push(result);
    }
    expect(overBudget(results)).toEqual([]);
  }, 180_000);
});
