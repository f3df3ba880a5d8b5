import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/platform/db';
import { PGliteThread } from '../src/platform/pglite-thread';
import { pgliteTemplate } from './helpers/pglite-template';
import { POSTGRES_PASS } from './helpers/passes';

/**
 * PGlite in a worker thread (PGLITE_WORKER=true): the client Drizzle talks to answers as PGlite
 * does, keeps a transaction's connection to itself, and rolls back what a failed one wrote. (The
 * whole server suite also runs on it with PGLITE_WORKER=true.)
 */
let thread: PGliteThread | undefined;
const db = () => {
  if (!thread) throw new Error('no worker');
  return thread;
};
beforeAll(async () => {
  // From the migrated template (a Blob handed to the worker), as the tests' databases start.
  thread = await PGliteThread.create({ loadDataDir: await pgliteTemplate() });
  await thread.exec(
    'create table t (id int primary key, at timestamptz not null default now(), note text)',
  );
}, 120_000);
afterAll(() => thread?.close());

describe.skipIf(POSTGRES_PASS)('PGlite in a worker thread', () => {
  it('answers rows as objects or arrays, leaving the raw types as text', async () => {
    await db().query('insert into t (id, at, note) values ($1, $2, $3)', [
      1,
      '2026-01-05T12:00:00Z',
      'beans',
    ]);
    const objects = await db().query('select id, note from t where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, note: 'beans' }]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'note']);
    const arrays = await db().query('select id, at from t', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[1, '2026-01-05 12:00:00+00']]);
    const parsed = await db().query('select at from t');
    expect((parsed.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it("hands back the database's errors with their code", async () => {
    const error = await db()
      .query('insert into t (id) values ($1)', [1])
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction, and runs statements sent meanwhile after it', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db().transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
      order.push('tx insert');
      inserted();
      await held;
      // A statement of the transaction asked after the outside read: that read still waits
      // (it sees nothing of the transaction until the COMMIT), this one does not.
      await tx.query('select 1');
      order.push('tx done');
      return 'ok';
    });
    await insertDone;
    const outside = db()
      .query('select count(*)::int as n from t')
      .then((result) => {
        order.push('outside read');
        return result.rows;
      });
    release();
    expect(await transaction).toBe('ok');
    expect(await outside).toEqual([{ n: 2 }]);
    expect(order).toEqual(['tx insert', 'tx done', 'outside read']);
  });

  it('rolls back what a failed transaction wrote, and refuses its statements after', async () => {
    let kept: Parameters<Parameters<PGliteThread['transaction']>[0]>[0] | undefined;
    await expect(
      db().transaction(async (tx) => {
        kept = tx;
        await tx.query('insert into t (id) values (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db().query('select id from t where id = 3')).rows).toEqual([]);
    expect(kept?.closed).toBe(true);
    await expect(kept?.query('select 1')).rejects.toThrow(/Transaction is closed/);
    // A failed statement caught inside: the COMMIT cannot keep anything.
    await expect(
      db().transaction(async (tx) => {
        await tx.query('insert into t (id) values (4)');
        await tx.query('insert into t (id) values (1)').catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect((await db().query('select id from t where id = 4')).rows).toEqual([]);
    expect((await db().query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });
});
