/**
 * The job runner on a real database (PGlite, or PostgreSQL when DATABASE_URL is set): exclusive
 * claims between workers, retries with back-off on a fake clock, failures recorded, abandoned jobs
 * reclaimed, durability across a restart, graceful stop, and scheduled slots run once.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db';
import {
  dailyAtUtc,
  defineJob,
  defineScheduledJob,
  every,
  handleJob,
  type JobHandler,
  JobRunner,
  type JobRunnerOptions,
} from '../src/platform/jobs';
import { jobs } from '../src/platform/schema';
import { type AppSchema, schema } from '../src/schema';
import { testDatabase } from './helpers/app';

let database: Database<AppSchema>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const test = await testDatabase();
  drop = test.drop;
  database = await openDatabase(test.config, schema);
}, 120_000);
afterAll(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await database?.close();
  await drop?.();
});

/** A clock the test moves by hand. */
function manualClock(start = '2026-01-05T10:00:00Z') {
  let now = Date.parse(start);
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (iso: string) => {
    now = Date.parse(iso);
  };
  return clock;
}
let clock = manualClock();

const quiet = { info() {}, warn() {}, error() {} };
/** Every runner of the file, stopped before each test and at the end. */
const runners: JobRunner[] = [];
function runner(options: Partial<JobRunnerOptions> = {}): JobRunner {
  const made = new JobRunner({
    db: database.db,
    clock,
    log: quiet,
    pollMs: 20,
    backoffMs: 1000,
    leaseMs: 60_000,
    ...options,
  });
  runners.push(made);
  return made;
}

beforeEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await database.db.delete(jobs);
  clock = manualClock();
});

type Numbered = { n: number };
const numbered = defineJob<Numbered>('test.numbered', {
  parse(payload) {
    if (typeof payload === 'object' && payload !== null && 'n' in payload) {
      const { n } = payload;
      if (typeof n === 'number') return { n };
    }
    throw new Error('expected { n: number }');
  },
});

const rowOf = async (id: number) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
};

async function until(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('claiming', () => {
  it('gives each job to one worker only, with two runners on one database', async () => {
    const ran: { worker: string; n: number }[] = [];
    const register = (r: JobRunner) =>
      r.register(
        handleJob(numbered, {
          async run({ n }) {
            ran.push({ worker: r.workerId, n });
            await tick(1 + (n % 3));
          },
        }),
      );
    const a = runner({ workerId: 'worker-a' });
    const b = runner({ workerId: 'worker-b' });
    register(a);
    register(b);
    for (let n = 0; n < 40; n++) await a.enqueue(numbered, { n });
    a.start();
    b.start();
    await until(async () => {
      const rows = await database.db.select().from(jobs);
      return rows.every((row) => row.status === 'done');
    });
    expect(ran).toHaveLength(40);
    expect(new Set(ran.map((r) => r.n)).size).toBe(40);
    expect(new Set(ran.map((r) => r.worker))).toEqual(new Set(['worker-a', 'worker-b']));
    const rows = await database.db.select().from(jobs);
    expect(rows.every((row) => row.attempts === 1 && row.lockedBy === null)).toBe(true);
  });

  it('never hands out one job twice, even to claims racing each other', async () => {
    const a = runner({ workerId: 'worker-a' });
    const b = runner({ workerId: 'worker-b' });
    for (const r of [a, b]) r.register(handleJob(numbered, { run: async () => undefined }));
    const ids = await Promise.all(Array.from({ length: 10 }, (_, n) => a.enqueue(numbered, { n })));
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).claim()));
    const claimed = claims.flatMap((job) => (job ? [job.id] : []));
    expect(claimed.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  });

  it('claims only the kinds it has a handler for, oldest due first', async () => {
    const other = defineJob<Numbered>('test.other', { parse: numbered.parse });
    const producer = runner();
    producer.register(handleJob(other, { run: async () => undefined }));
    producer.register(handleJob(numbered, { run: async () => undefined }));
    await producer.enqueue(other, { n: 1 });
    const later = await producer.enqueue(
      numbered,
      { n: 2 },
      { runAt: new Date(clock().getTime() + 10) },
    );
    const first = await producer.enqueue(numbered, { n: 3 });
    const consumer = runner();
    consumer.register(handleJob(numbered, { run: async () => undefined }));
    expect((await consumer.claim())?.id).toBe(first);
    expect(await consumer.claim()).toBeNull();
    clock.advance(10);
    expect((await consumer.claim())?.id).toBe(later);
    expect(await consumer.claim()).toBeNull();
  });

  it('refuses to enqueue a kind nobody handles, and two handlers for one kind', async () => {
    const r = runner();
    await expect(r.enqueue(numbered, { n: 1 })).rejects.toThrow(/No handler/);
    r.register(handleJob(numbered, { run: async () => undefined }));
    expect(() => r.register(handleJob(numbered, { run: async () => undefined }))).toThrow(
      /Two handlers/,
    );
  });
});

describe('retries and failures', () => {
  it('retries a failed attempt with exponential back-off, recording its error', async () => {
    let calls = 0;
    const r = runner({ backoffMs: 1000 });
    r.register(
      handleJob(numbered, {
        async run() {
          calls += 1;
          if (calls < 3) throw new Error(`boom ${calls}`);
        },
      }),
    );
    const id = await r.enqueue(numbered, { n: 1 });
    const start = clock().getTime();

    expect(await r.runOnce()).toBe('retry');
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'boom 1',
      lockedBy: null,
      runAfter: new Date(start + 1000),
    });
    expect(await r.runOnce()).toBeNull();
    clock.advance(999);
    expect(await r.runOnce()).toBeNull();
    clock.advance(1);
    expect(await r.runOnce()).toBe('retry');
    // The second retry waits twice as long.
    expect(await rowOf(id)).toMatchObject({
      attempts: 2,
      lastError: 'boom 2',
      runAfter: new Date(start + 1000 + 2000),
    });
    clock.advance(1999);
    expect(await r.runOnce()).toBeNull();
    clock.advance(1);
    expect(await r.runOnce()).toBe('done');
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('fails for good after the last attempt, and tells the handler once', async () => {
    const failures: { payload: Numbered; error: string; attempt: number }[] = [];
    const handler: JobHandler<Numbered> = {
      async run() {
        throw new Error('the provider is down');
      },
      async failed(payload, error, context) {
        failures.push({ payload, error: String(error), attempt: context.attempt });
      },
    };
    const r = runner({ backoffMs: 1000 });
    r.register(handleJob(numbered, handler));
    const id = await r.enqueue(numbered, { n: 7 });
    expect(await r.runOnce()).toBe('retry');
    clock.advance(1000);
    expect(await r.runOnce()).toBe('retry');
    expect(failures).toEqual([]);
    clock.advance(2000);
    expect(await r.runOnce()).toBe('failed');
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'the provider is down',
      lockedAt: null,
    });
    expect(failures).toEqual([
      { payload: { n: 7 }, error: 'Error: the provider is down', attempt: 3 },
    ]);
    clock.advance(60 * 60_000);
    expect(await r.runOnce()).toBeNull();
  });

  it('fails at once, without retrying, a job whose payload cannot be read', async () => {
    const r = runner();
    let ran = false;
    r.register(
      handleJob(numbered, {
        async run() {
          ran = true;
        },
      }),
    );
    const now = clock();
    const [row] = await database.db
      .insert(jobs)
      .values({
        kind: numbered.kind,
        payload: { m: 'not a number' },
        maxAttempts: 3,
        runAfter: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    expect(await r.runOnce()).toBe('failed');
    expect(ran).toBe(false);
    expect(await rowOf(row?.id ?? 0)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('cannot be read'),
    });
  });
});

describe('crashes, restarts and shutdown', () => {
  it('reclaims a job whose worker died once its lease has expired', async () => {
    const crashed = runner({ workerId: 'crashed', leaseMs: 60_000 });
    const survivor = runner({ workerId: 'survivor', leaseMs: 60_000 });
    const ran: string[] = [];
    crashed.register(handleJob(numbered, { run: async () => undefined }));
    survivor.register(handleJob(numbered, { run: async () => void ran.push('survivor') }));
    const id = await crashed.enqueue(numbered, { n: 1 });
    // The crashed worker claims it and never finishes.
    expect((await crashed.claim())?.id).toBe(id);
    expect(await rowOf(id)).toMatchObject({ status: 'running', lockedBy: 'crashed' });
    expect(await survivor.runOnce()).toBeNull();
    clock.advance(60_000);
    expect(await survivor.runOnce()).toBe('done');
    expect(ran).toEqual(['survivor']);
    // The lost run counts as an attempt.
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('fails a job abandoned on its last attempt, telling the handler', async () => {
    const once = defineJob<Numbered>('test.once', { parse: numbered.parse, maxAttempts: 1 });
    const failed: string[] = [];
    const crashed = runner({ workerId: 'crashed' });
    const survivor = runner({ workerId: 'survivor' });
    crashed.register(handleJob(once, { run: async () => undefined }));
    survivor.register(
      handleJob(once, {
        run: async () => undefined,
        failed: async (_payload, error) => void failed.push(String(error)),
      }),
    );
    const id = await crashed.enqueue(once, { n: 1 });
    await crashed.claim();
    clock.advance(60_001);
    expect(await survivor.runOnce()).toBe('failed');
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      lastError: 'The job was interrupted (its worker stopped) and has no attempts left.',
    });
    expect(failed).toHaveLength(1);
  });

  it('keeps pending jobs across a restart: a new runner runs them', async () => {
    const before = runner();
    before.register(handleJob(numbered, { run: async () => undefined }));
    const ids = [
      await before.enqueue(numbered, { n: 1 }),
      await before.enqueue(numbered, { n: 2 }),
    ];
    await before.stop(); // never started: the process went away with the jobs pending

    const ran: number[] = [];
    const after = runner();
    after.register(handleJob(numbered, { run: async ({ n }) => void ran.push(n) }));
    after.start();
    await until(async () => (await Promise.all(ids.map(rowOf))).every((r) => r.status === 'done'));
    expect(ran.sort()).toEqual([1, 2]);
  });

  it('stops cleanly: waits for the job under way, then claims nothing more', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const r = runner();
    r.register(
      handleJob(numbered, {
        async run() {
          started = true;
          await gate;
        },
      }),
    );
    r.start();
    const id = await r.enqueue(numbered, { n: 1 });
    await until(() => started);
    let stopped = false;
    const stopping = r.stop().then(() => {
      stopped = true;
    });
    await tick(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ status: 'done' });
    const later = await r.enqueue(numbered, { n: 2 });
    await tick(60);
    expect(await rowOf(later)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('wakes at once on an enqueue instead of waiting for the next poll', async () => {
    const r = runner({ pollMs: 60_000 });
    r.register(handleJob(numbered, { run: async () => undefined }));
    r.start();
    await tick(30); // the loop is asleep now, for a minute
    const id = await r.enqueue(numbered, { n: 1 });
    const started = Date.now();
    await until(async () => (await rowOf(id)).status === 'done', 5000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('enqueues inside a transaction, or not at all when it rolls back', async () => {
    const r = runner();
    r.register(handleJob(numbered, { run: async () => undefined }));
    await database.db
      .transaction(async (tx) => {
        await r.enqueue(numbered, { n: 1 }, { db: tx });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });
});

describe('scheduled jobs', () => {
  const nightly = defineScheduledJob('test.nightly');

  it('computes the latest slot of a daily schedule at 00:00 UTC', () => {
    const daily = dailyAtUtc(0, 0);
    expect(daily.description).toBe('daily at 00:00 UTC');
    expect(daily.slotAt(new Date('2026-01-05T23:59:59Z')).toISOString()).toBe(
      '2026-01-05T00:00:00.000Z',
    );
    expect(daily.slotAt(new Date('2026-01-05T00:00:00Z')).toISOString()).toBe(
      '2026-01-05T00:00:00.000Z',
    );
    expect(daily.slotAt(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(dailyAtUtc(18, 30).slotAt(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
    expect(every(60_000).slotAt(new Date('2026-01-05T10:00:59Z')).toISOString()).toBe(
      '2026-01-05T10:00:00.000Z',
    );
  });

  it('runs each slot once, even with two processes', async () => {
    clock.set('2026-01-05T00:00:05Z');
    const ran: string[] = [];
    const process = (id: string) => {
      const r = runner({ workerId: id });
      r.register(handleJob(nightly, { run: async ({ slot }) => void ran.push(`${id} ${slot}`) }));
      r.schedule({ type: nightly, schedule: dailyAtUtc(0, 0) });
      return r;
    };
    const a = process('a');
    const b = process('b');
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatch(/ 2026-01-05T00:00:00.000Z$/);

    clock.set('2026-01-05T23:59:59Z');
    await Promise.all([a.drain(), b.drain()]);
    expect(ran).toHaveLength(1);

    clock.set('2026-01-06T00:00:01Z');
    await Promise.all([b.drain(), a.drain()]);
    expect(ran).toHaveLength(2);
    expect(ran[1]).toMatch(/ 2026-01-06T00:00:00.000Z$/);

    const rows = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, nightly.kind))
      .orderBy(asc(jobs.id));
    expect(rows.map((row) => [row.slot, row.status])).toEqual([
      ['2026-01-05T00:00:00.000Z', 'done'],
      ['2026-01-06T00:00:00.000Z', 'done'],
    ]);
  });

  it('runs the latest missed slot when a process starts after it', async () => {
    clock.set('2026-01-07T15:00:00Z');
    const ran: string[] = [];
    const r = runner();
    r.register(handleJob(nightly, { run: async ({ slot }) => void ran.push(slot) }));
    r.schedule({ type: nightly, schedule: dailyAtUtc(0, 0) });
    await r.drain();
    expect(ran).toEqual(['2026-01-07T00:00:00.000Z']);
  });

  it('forgets old finished jobs but keeps recent slots', async () => {
    const r = runner();
    r.register(handleJob(numbered, { run: async () => undefined }));
    r.register(handleJob(nightly, { run: async () => undefined }));
    r.schedule({ type: nightly, schedule: dailyAtUtc(0, 0) });
    const old = await r.enqueue(numbered, { n: 1 });
    await r.drain();
    clock.advance(8 * 24 * 3_600_000);
    const fresh = await r.enqueue(numbered, { n: 2 });
    await r.runOnce();
    await r.sweep();
    const left = await database.db.select().from(jobs).orderBy(asc(jobs.id));
    expect(left.map((row) => row.id)).not.toContain(old);
    expect(left.map((row) => row.id)).toContain(fresh);
    expect(left.filter((row) => row.kind === nightly.kind)).toHaveLength(1);
  });
});
