import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  embeddedPassword,
  freeLocalPort,
  startEmbeddedPostgres,
} from '../src/platform/embedded-postgres';
import { call, fakeClock, newUser, testConfig } from './helpers/app';

/**
 * DATABASE=embedded-postgres: the server starts PostgreSQL from the npm binaries in
 * DATA_DIR/postgres, migrates it, serves from it, stops it on close, and finds the same data (and
 * the same password) when it starts again.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-embedded-pg-'));
// Run as root, PostgreSQL runs as `postgres`, which must pass through to the folders below.
chmodSync(dataDir, 0o711);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded PostgreSQL', () => {
  it('keeps one password, made once, readable by its owner only', () => {
    const file = join(dataDir, 'pw-test', 'postgres-password');
    const made = embeddedPassword(file);
    expect(made).toMatch(/^[\w-]{32}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(embeddedPassword(file)).toBe(made);
  });

  it(
    'stops the PostgreSQL a killed server left running, then starts on the same data',
    { timeout: 180_000 },
    async () => {
      const dir = join(dataDir, 'left', 'postgres');
      const first = await startEmbeddedPostgres({ dir });
      await first.stop();
      // A server that starts it, then is killed without stopping it.
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { startEmbeddedPostgres } from ${JSON.stringify(new URL('../src/platform/embedded-postgres.ts', import.meta.url).href)};
           await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)} });
           console.log('up');
           setInterval(() => undefined, 1000);`,
        ],
        {
          cwd: fileURLToPath(new URL('..', import.meta.url)),
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('up')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      const leftover = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(() => process.kill(leftover, 0)).not.toThrow();

      const again = await startEmbeddedPostgres({ dir });
      try {
        expect(again.created).toBe(false);
        expect(() => process.kill(leftover, 0)).toThrow();
      } finally {
        await again.stop();
      }

      // A port already taken: the error says so, with PostgreSQL's own words.
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const { port } = taken.address() as AddressInfo;
      try {
        await expect(startEmbeddedPostgres({ dir, port })).rejects.toThrow(
          /did not start[\s\S]*(could not bind|Address already in use)/,
        );
      } finally {
        taken.close();
      }
    },
  );

  it('starts, serves, stops, and starts again on the same data', { timeout: 180_000 }, async () => {
    const port = await freeLocalPort();
    const database = { kind: 'embedded-postgres' as const, dir: join(dataDir, 'postgres'), port };
    const clock = fakeClock();
    const first = await buildApp({
      config: testConfig({ database, dataDir }),
      clock,
      logger: false,
    });
    let user: Awaited<ReturnType<typeof newUser>>;
    try {
      expect(first.services.database.kind).toBe('postgres');
      user = await newUser(first, 'embedded');
    } finally {
      await first.close();
    }
    // Stopped with the app: nothing listens on its port any more.
    await expect(fetch(`http://127.0.0.1:${port}`)).rejects.toThrow();
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();

    const second = await buildApp({
      config: testConfig({ database: { kind: database.kind, dir: database.dir }, dataDir }),
      clock,
      logger: false,
    });
    try {
      const me = await call(second, 'getMyAccount', {
        method: 'GET',
        url: '/api/auth/account/me',
        headers: user.auth,
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: user.email });
      expect(readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim()).toBe(password);
    } finally {
      await second.close();
    }
  });
});
