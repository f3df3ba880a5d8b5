/**
 * Time budgets of the contract's tests, in CPU time: on a shared 2-core machine a busy neighbour
 * stretches the wall clock of the same work several times over, not the CPU time it costs. (Test
 * support only: not built into the package, see tsconfig.build.json.)
 */

/** Node's `process.cpuUsage` (the contract is type-checked without Node's or a browser's types). */
const { cpuUsage } = (
  globalThis as unknown as {
    process: {
      cpuUsage(since?: { user: number; system: number }): { user: number; system: number };
    };
  }
).process;

/** Milliseconds of this process's CPU that `work` took. */
export function cpuMs(work: () => unknown): number {
  const started = cpuUsage();
  work();
  const { user, system } = cpuUsage(started);
  return (user + system) / 1000;
}
