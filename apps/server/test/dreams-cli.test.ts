/**
 * The operator command `pnpm --filter @wegrow/server run dreams:blend-now`
 * (scripts/blend-dreams-now.ts): it runs the Dream Machine now against the configured database,
 * here an embedded (PGlite) one in a temporary DATA_DIR, and prints the result as JSON.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { CollectiveDream } from '../src/domains/dreams';
import { call, testConfig } from './helpers/app';
import { POSTGRES_PASS } from './helpers/passes';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-dreams-cli-'));
  folders.push(dir);
  return dir;
}

/** Runs the package script's command in apps/server with DATA_DIR set (and no DATABASE_URL). */
function blendNow(
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The folder's PGlite, said explicitly (the default would find it too).
    DATABASE: 'pglite',
  };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/blend-dreams-now.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The server on the data folder's embedded database (PGlite: one process at a time). */
const openServer = (dataDir: string) =>
  buildApp({
    config: testConfig({
      dataDir,
      database: { kind: 'pglite', dir: join(dataDir, 'pglite') },
      jobsWorker: false,
    }),
    logger: false,
  });

describe.skipIf(POSTGRES_PASS)('the operator command', () => {
  it('blends the recent dreams into the configured database and prints the result', async () => {
    const dataDir = tempDir();
    const before = await openServer(dataDir);
    try {
      for (const [email, vision, mantra] of [
        ['ada@example.org', 'Gardens on every corner of our street.', 'I plant the corners.'],
        ['bo@example.org', 'Rain caught on every roof, and gardens to water.', 'Water finds me.'],
      ] as const) {
        const { id } = await before.services.auth.createAccount(email, 'sunflower-seeds-42', {});
        await before.services.dreams.save(id, { vision, mantra });
      }
      const collective = await call(before, 'getCollectiveDream', {
        method: 'GET',
        url: '/api/we-dream/collective',
      });
      expect(collective.json()).toMatchObject({ count: 0, updated_at: null });
    } finally {
      await before.close();
    }

    const run = await blendNow(dataDir);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as CollectiveDream;
    expect(printed).toMatchObject({ count: 2, source: 'local' });
    expect(printed.summary).toContain('2 dreams were shared this week.');
    expect(printed.updated_at).not.toBeNull();

    const after = await openServer(dataDir);
    try {
      const collective = await call(after, 'getCollectiveDream', {
        method: 'GET',
        url: '/api/we-dream/collective',
      });
      expect(collective.json()).toEqual(printed);
    } finally {
      await after.close();
    }
  }, 120_000);

  it('refuses to create a database where there is none (exit 1, a message)', async () => {
    const empty = tempDir();
    const run = await blendNow(empty);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`There is no database in ${join(empty, 'pglite')} yet`);
  }, 60_000);
});
