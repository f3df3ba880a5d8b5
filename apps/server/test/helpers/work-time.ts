/**
 * Time budgets of CPU-bound work (a regular expression, a parse) measured as the lesser of this
 * process's CPU time and the wall clock. Each is stretched by something else, never shrunk: on a
 * shared 2-core machine a busy neighbour stretches the wall-clock time of the same work several
 * times over (a budget test failed that way), and the process's CPU time counts its other threads
 * too — a PGlite worker thread a previous file of the worker left busy, V8's garbage-collector
 * helpers — which stretched a 4 ms task to 100 ms of CPU in CI while its wall-clock time stayed
 * short. The lesser is the nearer to what the work costs; work that is really slow (a regular
 * expression gone quadratic) is slow by both. Meant for work that runs on this thread while
 * nothing else in the test does (the test files of a worker run one at a time).
 */

/** A measure begun now; `took()` is the lesser of the CPU time and the wall time since, ms. */
function measure(): { took: () => number } {
  const started = process.cpuUsage();
  const startedAt = performance.now();
  return {
    took: () => {
      const wall = performance.now() - startedAt;
      const { user, system } = process.cpuUsage(started);
      return Math.min((user + system) / 1000, wall);
    },
  };
}

/** Milliseconds `work` took: the lesser of its CPU time (user and system) and its wall time. */
export function workMs(work: () => unknown): number {
  const { took } = measure();
  work();
  return took();
}

/** Milliseconds `work` took until its promise settled, as `workMs` counts them. */
export async function workMsAsync(work: () => Promise<unknown>): Promise<number> {
  const { took } = measure();
  await work();
  return took();
}
