/**
 * The main-thread budget's measure (issue 34; on CPU time since issue 42): how long a page's first
 * load would block the main thread on a CPU 4× slower than this machine's (Lighthouse's mobile
 * preset), from before the page's first script until the network is quiet.
 *
 * It is measured in CPU time, not wall time. The page loads at full speed while Chromium traces
 * it; each task of the page's renderer main thread (`RunTask`, DevTools' timeline category) carries
 * the CPU time its thread spent in it (`tdur`). A task counts for that time × `CPU_SLOWDOWN`; those of
 * 50 ms or more so counted are the long tasks, and their sum is the page's cost. Another process
 * on the machine only delays a task; it adds nothing to the task's CPU time, so machine load does
 * not move the measure, while what the page's own code costs does (a heavy import in the first
 * paint, hydration in one task, eager screen loaders).
 *
 * The previous measure (issue 34) slowed the CPU with `Emulation.setCPUThrottlingRate` and summed
 * the wall-clock durations of `longtask` entries: on the shared 2-core machine a task's wall time
 * was up to 3–4× its CPU time, and the throttle itself works by spinning in the page's thread
 * (so even its CPU time grew with the load). It failed under load with no change to the site.
 *
 * Each page is still loaded up to `attempts` times in a fresh context (a first visit each time)
 * and the MINIMUM kept: what is left of the load's effect on CPU time (a busy sibling hyperthread,
 * cold caches) only ever adds. A load within the budget ends the page's attempts early.
 */
import type { Page } from 'playwright-core';

/** What one load cost the main thread, in milliseconds of a CPU `CPU_SLOWDOWN`× slower. */
export interface LoadCost {
  /** The sum of the long tasks' durations, ms. */
  longTaskMs: number;
  /** The sum of each long task's part over 50 ms (Lighthouse's "blocking time", without its window), ms. */
  blockingMs: number;
  /** The longest task, ms. */
  longestMs: number;
  /** How many long tasks. */
  tasks: number;
}

/** A page of the budget, its limit on the summed long-task time of its first load. */
export interface PageBudget {
  path: string;
  /** Summed long-task time allowed on the quickest of the loads, ms (4× slower CPU). */
  budgetMs: number;
  signedIn?: boolean;
}

export interface PageResult {
  path: string;
  budgetMs: number;
  /** The quickest load (by summed long-task time). */
  best: LoadCost;
  /** Every load's summed long-task time, ms, in order. */
  loads: number[];
}

/** The slower CPU the budget is for (Lighthouse's mobile preset: 4×). */
export const CPU_SLOWDOWN = 4;

/** A task this long or longer (on the slower CPU) is a long task, ms. */
export const LONG_TASK_MS = 50;

/**
 * Installed before any of the page's scripts when `iterations` > 0: in the page's first task of its
 * own, a fixed amount of work (the budget's self-test, and the `MAINTHREAD_BUSY_MS` knob that
 * proves the step fails). Fixed work, not a wait for the clock: a loaded machine would give a
 * clock-bound loop less CPU time, and the measure is CPU time. `spinRate` says how many
 * iterations make a given time. (Self-contained: Playwright sends its source to the page.)
 */
export function blockMainThread(iterations: number): void {
  if (iterations <= 0) return;
  setTimeout(() => {
    let x = 0;
    // Small integers only (below 2^31), so every round costs the same however many there are.
    for (let i = 0; i < iterations; i++) x = (x * 31 + 7) % 1_000_003;
    // Kept, so the loop is not optimised away.
    (window as { __wegrowSpin?: number }).__wegrowSpin = x;
  }, 0);
}

/** Sums a load's tasks, given each one's CPU time in ms (see the module's comment). */
export function costOf(cpuMs: readonly number[]): LoadCost {
  let longTaskMs = 0;
  let blockingMs = 0;
  let longestMs = 0;
  let tasks = 0;
  for (const cpu of cpuMs) {
    const duration = cpu * CPU_SLOWDOWN;
    longestMs = Math.max(longestMs, duration);
    if (duration < LONG_TASK_MS) continue;
    tasks += 1;
    longTaskMs += duration;
    blockingMs += duration - LONG_TASK_MS;
  }
  return {
    longTaskMs: Math.round(longTaskMs),
    blockingMs: Math.round(blockingMs),
    longestMs: Math.round(longestMs),
    tasks,
  };
}

/** The pages over their budget, as readable lines (empty when every page is within it). */
export function overBudget(results: readonly PageResult[]): string[] {
  return results
    .filter((result) => result.best.longTaskMs > result.budgetMs)
    .map(
      (result) =>
        `${result.path}: ${result.best.longTaskMs} ms of long tasks (CPU time × ${CPU_SLOWDOWN}) on its quickest load (loads: ${result.loads.join(', ')} ms), budget ${result.budgetMs} ms`,
    );
}

/** One line per page for the log. */
export function describeResult(result: PageResult): string {
  const { best } = result;
  return `${result.path.padEnd(16)} long tasks ${String(best.longTaskMs).padStart(5)} ms (budget ${result.budgetMs}; ${best.tasks} tasks, longest ${best.longestMs} ms, blocking ${best.blockingMs} ms; loads ${result.loads.join('/')} ms)`;
}

/** The parts of a Chrome trace event read here (microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (absent where the platform has no thread clock). */
  tdur?: number;
  args?: {
    name?: string;
    data?: {
      frame?: string;
      processId?: number;
      frames?: { frame: string; processId: number }[];
    };
  };
}

/** A task in DevTools' timeline category of Chromium's traces (the outermost of nested ones is kept). */
const TASK_EVENT = 'RunTask';

/**
 * The CPU time of each task, ms, that the main thread of the renderer showing `frameId` (the
 * page's main frame) ran during the trace. The renderer is the one the frame last committed in
 * (a navigation may move it to another process). A task without thread time counts for none;
 * throws when no task of the page has thread time (no thread clock here).
 */
export function mainThreadTasks(events: readonly TraceEvent[], frameId: string): number[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  let pid: number | undefined;
  for (const event of sorted) {
    const data = event.args?.data;
    if (event.name === 'TracingStartedInBrowser')
      pid = data?.frames?.find((frame) => frame.frame === frameId)?.processId ?? pid;
    else if (event.name === 'FrameCommittedInBrowser' && data?.frame === frameId)
      pid = data.processId ?? pid;
  }
  if (pid === undefined) throw new Error(`The trace does not say which process showed the page.`);
  const main = sorted.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error(`The trace has no main thread for the page's renderer (${pid}).`);
  const cpuMs: number[] = [];
  let timed = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const event of sorted) {
    if (event.ph !== 'X' || event.pid !== pid || event.tid !== main.tid) continue;
    if (event.name !== TASK_EVENT || event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    // A task without its thread time took none the thread clock could see (Chromium leaves
    // `tdur` out when it is zero), or was still running when the trace stopped: nothing to add.
    if (event.tdur === undefined) continue;
    timed += 1;
    cpuMs.push(event.tdur / 1000);
  }
  // Not one task with its thread time: this platform has no thread clock.
  if (timed === 0 && end > Number.NEGATIVE_INFINITY)
    throw new Error('The trace has no thread time (tdur): CPU time cannot be measured here.');
  return cpuMs;
}

/**
 * Trace categories: DevTools' timeline has the tasks (with their thread time) and which process
 * shows which frame; the threads' names come with the metadata. (`toplevel` has the tasks too, but
 * with every process's message handling: a trace five times the size, seconds more per load.)
 */
const CATEGORIES = ['disabled-by-default-devtools.timeline', '__metadata'];

/**
 * Loads `url` once in a fresh page made by `newPage` (in a context of its own, which may hold a
 * session in storage), traced, and returns what the load cost the main thread. `blockIterations`
 * adds fixed work to the page's start (`blockMainThread`).
 */
export async function measureLoad(
  newPage: () => Promise<Page>,
  url: string,
  blockIterations = 0,
): Promise<LoadCost> {
  const page = await newPage();
  const context = page.context();
  const browser = context.browser();
  if (!browser) throw new Error('The page has no browser to trace.');
  try {
    await context.addInitScript(blockMainThread, blockIterations);
    const cdp = await context.newCDPSession(page);
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const quiet = networkQuiet(page);
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await quiet;
      // And the tasks the last answers queued have run (they may wait behind others on a busy machine).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
      );
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return costOf(mainThreadTasks(traceEvents, frameTree.frame.id));
  } finally {
    await context.close();
  }
}

/**
 * Resolves once the page has had no request start or end for `quietMs` and none is in flight but
 * its streams (a community's chat keeps a server-sent event stream open: Playwright's
 * `networkidle` never comes there), or after `maxMs`. A stream is an `EventSource`, or a `fetch`
 * of the API's `…/stream` (its `Accept` header is not among the request's headers Playwright has
 * at once).
 */
function networkQuiet(page: Page, quietMs = 500, maxMs = 20_000): Promise<void> {
  const inFlight = new Set<object>();
  let last = Date.now();
  const started = Date.now();
  const isStream = (request: { resourceType(): string; url(): string }) =>
    request.resourceType() === 'eventsource' || /\/stream$/.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    last = Date.now();
    if (!isStream(request)) inFlight.add(request);
  });
  const done = (request: object) => {
    last = Date.now();
    inFlight.delete(request);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = Date.now();
      if ((inFlight.size === 0 && now - last >= quietMs) || now - started > maxMs) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/** Loads a page up to `attempts` times and keeps the quickest load (see the module's comment). */
export async function measurePage(
  newPage: () => Promise<Page>,
  url: string,
  page: PageBudget,
  { attempts = 3, blockIterations = 0 }: { attempts?: number; blockIterations?: number } = {},
): Promise<PageResult> {
  const loads: LoadCost[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const cost = await measureLoad(newPage, url, blockIterations);
    loads.push(cost);
    if (cost.longTaskMs <= page.budgetMs) break;
  }
  const best = loads.reduce((a, b) => (b.longTaskMs < a.longTaskMs ? b : a));
  return {
    path: page.path,
    budgetMs: page.budgetMs,
    best,
    loads: loads.map((load) => load.longTaskMs),
  };
}

/** The iterations `spinRate` times on the calibration page: about 20–60 ms of CPU. */
const CALIBRATION_ITERATIONS = 20_000_000;

/**
 * How many iterations of `blockMainThread`'s work make one millisecond of the slower CPU's main
 * thread, in this browser: its work is timed on a page that does nothing else (the fastest of
 * `attempts` loads, its longest task being the work), the same way the pages are. The self-test and
 * `MAINTHREAD_BUSY_MS` turn milliseconds into work with it.
 */
export async function spinRate(
  newPage: () => Promise<Page>,
  url: string,
  attempts = 2,
): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const cost = await measureLoad(newPage, url, CALIBRATION_ITERATIONS);
    fastest = Math.min(fastest, cost.longestMs);
  }
  if (!(fastest > 0 && Number.isFinite(fastest)))
    throw new Error('The calibration page showed no task of its work.');
  return CALIBRATION_ITERATIONS / fastest;
}
