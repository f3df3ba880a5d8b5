/**
 * Starts the real WeGrow server (`pnpm --filter @wegrow/server start`) on a free port with a
 * throw-away DATA_DIR, serving the built site. For the end-to-end tests: the e2e project's global
 * setup (global-setup.ts) starts the one server the run shares; a file that needs other settings
 * starts its own through the harness.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const siteDist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Where a test file finds a running server: what the global setup hands the files (`inject`). */
export interface ServerAddress {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  /** The throw-away DATA_DIR (the dev mailbox is `mail/` in it). */
  readonly dataDir: string;
  /**
   * Everything the server wrote, as it writes it (beside DATA_DIR, removed with it): another
   * process (a test file of the shared server) reads its end for failure messages.
   */
  readonly logFile: string;
}

export interface RunningServer extends ServerAddress {
  /** The end of what the server wrote, for failure messages. */
  readonly output: () => string;
  stop(): Promise<void>;
}

/** The last `chars` characters of a server's log file (empty when there is none yet). */
export function logTail(logFile: string, chars = 4000): string {
  return existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-chars) : '';
}

declare module 'vitest' {
  /** What the e2e project's global setup (global-setup.ts) provides to every e2e file. */
  export interface ProvidedContext {
    /** The run's shared server (absent in projects without the global setup: `mainthread`). */
    e2eServer?: ServerAddress;
    /** The run's shared Chromium, for `chromium.connect` (absent likewise). */
    e2eBrowser?: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}) before it was ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${output()}`);
}

/**
 * Starts the server; the built site must exist (`pnpm --filter @wegrow/site build`). `env` adds to
 * (or overrides) the server's environment.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(join(siteDist, 'index.html'))) {
    throw new Error(
      'apps/site/dist is missing: run `pnpm --filter @wegrow/site build` before the e2e tests.',
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-e2e-'));
  const logFile = `${dataDir}.log`;
  const child = spawn('pnpm', ['--filter', '@wegrow/server', 'start'], {
    cwd: repoRoot,
    // Its own process group, so stopping it also stops pnpm's children (tsx, node).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteDist,
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // A quick proof of work: the tests solve many captchas.
      CAPTCHA_DIFFICULTY: '1000',
      // Jobs run when queued (an insight wakes the worker at once), never by the clock: a run near
      // midnight UTC would otherwise blend the Dream Machine under a test (apps/server/README.md).
      JOBS_SCHEDULES: 'false',
      // PGlite, said explicitly (quick, no second process): the default is the embedded PostgreSQL.
      ...(process.env.DATABASE_URL || env.DATABASE_URL ? {} : { DATABASE: 'pglite' }),
      ...env,
    },
  });
  const record = (chunk: Buffer) => appendFileSync(logFile, chunk);
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => logTail(logFile);

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, logFile, output, stop };
}
