import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { embeddedPassword, freeLocalPort } from '../src/platform/embedded-postgres';
import { call, fakeClock, newUser, testConfig } from './helpers/app';

/**
 * DATABASE=embedded-postgres: the server starts PostgreSQL from the npm binaries in
 * DATA_DIR/postgres, migrates it, serves from it, stops it on close, and finds the same data (and
 * the same password) when it starts again.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-embedded-pg-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded PostgreSQL', () => {
  it('keeps one password, made once, readable by its owner only', () => {
    const file = join(dataDir, 'pw-test', 'postgres-password');
    const made = embeddedPassword(file);
    expect(made).toMatch(/^[\w-]{32}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(embeddedPassword(file)).toBe(made);
  });

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
