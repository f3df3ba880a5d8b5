import { beforeAll, describe, expect, it } from 'vitest';
import { coldStart } from '../scripts/measure-cold-start';
import { ensurePgliteTemplate } from '../src/platform/pglite-template';
import { POSTGRES_PASS } from './helpers/passes';

/**
 * `start` (node --import tsx src/main.ts) on an empty DATA_DIR: spawn → GET /api/health 200, then SIGTERM → a
 * graceful exit. The product target is under 5 s on an idle machine, which
 * `tsx scripts/measure-cold-start.ts` measures on its own; inside the suite the CPU is shared with the
 * other test files, so the bound is only enforced when COLD_START_BOUND_MS is set. As after
 * `pnpm --filter @wegrow/server run build`, the migrated PGlite template is there.
 */
const BOUND_MS = Number(process.env.COLD_START_BOUND_MS ?? 90_000);

describe.skipIf(POSTGRES_PASS)('cold start', () => {
  beforeAll(() => ensurePgliteTemplate().then(() => undefined), 120_000);

  it('serves /api/health from a fresh DATA_DIR and shuts down gracefully', async () => {
    // As long as the other tests' server processes are given (helpers/process.ts): 19–42 s were
    // measured under load, and a 60 s limit failed a loaded unit step.
    const { ms, exitCode } = await coldStart({ timeoutMs: BOUND_MS });
    console.info(`cold start: ${ms} ms (spawn → /api/health 200)`);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(exitCode).toBe(0);
  }, 120_000);
});
