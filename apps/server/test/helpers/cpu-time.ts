/**
 * Time budgets of CPU-bound work (a regular expression, a parse) measured as this process's CPU
 * time, not the wall clock: on a shared 2-core machine a busy neighbour stretches the wall-clock
 * time of the same work several times over (a budget test failed that way), while the CPU time it
 * takes stays what the work costs. Meant for work that runs on this thread while nothing else in
 * the process does (the test files of a worker run one at a time).
 */

/** Milliseconds of CPU (user and system) that `work` took. */
export function cpuMs(work: () => unknown): number {
  const started = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/** Milliseconds of CPU (user and system) that `work` took until its promise settled. */
export async function cpuMsAsync(work: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}
