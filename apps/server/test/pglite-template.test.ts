import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { users } from '../src/platform/schema';
import { openDatabase } from '../src/platform/db';
import {
  ensurePgliteTemplate,
  pgliteTemplateFile,
  readPgliteTemplate,
} from '../src/platform/pglite-template';
import { demoUsers } from '../src/seed';
import { call, fakeClock, login, newUser, testConfig } from './helpers/app';
import { POSTGRES_PASS } from './helpers/passes';

/**
 * The first start on an empty DATA_DIR loads the migrated template the build writes
 * (`.cache/pglite-template-<hash>.tar.gz`) instead of running initdb; without a template for the
 * current migrations it falls back to initdb. Embedded database only.
 */
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(POSTGRES_PASS)('PGlite template', () => {
  it('starts an empty DATA_DIR from the template, with demo data, and keeps it across a restart', async () => {
    await ensurePgliteTemplate();
    const dataDir = tempDir('wegrow-template-');
    const config = testConfig({
      dataDir,
      database: { kind: 'pglite', dir: join(dataDir, 'pglite') },
      seedDemoData: true,
    });
    const clock = fakeClock();
    const [demo] = demoUsers(config);
    if (!demo) throw new Error('no demo user');

    const first = await buildApp({ config, clock, logger: false });
    let user;
    try {
      expect(first.services.database.origin).toBe('template');
      expect((await login(first, demo.email, demo.password)).access_token).toBeTruthy();
      user = await newUser(first, 'template');
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'pglite.creating'))).toBe(false);

    const second = await buildApp({ config, clock, logger: false });
    try {
      expect(second.services.database.origin).toBe('existing');
      const me = await call(second, 'getMyAccount', {
        method: 'GET',
        url: '/api/auth/account/me',
        headers: user.auth,
      });
      expect(me.json()).toMatchObject({ email: user.email });
      expect((await login(second, user.email)).access_token).toBeTruthy();
      expect((await login(second, demo.email, demo.password)).access_token).toBeTruthy();
      // The demo data was loaded once only.
      const rows = await second.services.database.db.select().from(users);
      expect(rows.filter((u) => u.email === demo.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('uses only a template made for the current migrations', async () => {
    const dir = tempDir('wegrow-templates-');
    writeFileSync(join(dir, 'pglite-template-0123456789abcdef.tar.gz'), 'stale');
    expect(readPgliteTemplate(dir)).toBeUndefined();
    writeFileSync(pgliteTemplateFile(dir), 'current');
    expect(readPgliteTemplate(dir)?.size).toBe('current'.length);
  });

  it('falls back to initdb without a template, and starts afresh after an interrupted creation', async () => {
    const dataDir = tempDir('wegrow-initdb-');
    const dir = join(dataDir, 'pglite');
    // What a start killed while creating the database leaves behind: a half-written folder.
    mkdirSync(dir);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(`${dir}.creating`, '');
    const database = await openDatabase({ kind: 'pglite', dir, template: null });
    try {
      expect(database.origin).toBe('initdb');
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(existsSync(`${dir}.creating`)).toBe(false);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
