/**
 * platform/live.ts: the in-process bus (PGlite) and the LISTEN/NOTIFY bus (PostgreSQL, when
 * DATABASE_URL is set): delivery by topic, copies, size limit, closing, and the listening
 * connection's reconnection with a resync.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db';
import {
  LISTENER_APPLICATION_NAME,
  type LiveBus,
  MAX_NOTICE_BYTES,
  memoryLiveBus,
  PostgresLiveBus,
} from '../src/platform/live';
import type { Json } from '../src/platform/schema';
import { testDatabase } from './helpers/app';

const log = pino({ level: 'silent' });

/** Collects what a subscriber receives. */
function collect(bus: LiveBus, topic: string) {
  const got: Json[] = [];
  const unsubscribe = bus.subscribe(topic, (notice) => got.push(notice));
  return { got, unsubscribe };
}

async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('the in-process bus', () => {
  it('delivers a copy of each notice to the subscribers of its topic only', async () => {
    const bus = memoryLiveBus(log);
    const one = collect(bus, 'community:1');
    const also = collect(bus, 'community:1');
    const other = collect(bus, 'community:2');
    const notice = { change: 'chat' };
    await bus.publish('community:1', notice);
    await eventually(() => expect(one.got).toEqual([{ change: 'chat' }]));
    expect(also.got).toEqual([{ change: 'chat' }]);
    expect(one.got[0]).not.toBe(notice);
    expect(other.got).toEqual([]);
    one.unsubscribe();
    await bus.publish('community:1', { change: 'deleted' });
    await eventually(() => expect(also.got).toHaveLength(2));
    expect(one.got).toHaveLength(1);
  });

  it('keeps delivering when a listener throws', async () => {
    const bus = memoryLiveBus(log);
    bus.subscribe('t', () => {
      throw new Error('boom');
    });
    const ok = collect(bus, 't');
    await bus.publish('t', 1);
    await eventually(() => expect(ok.got).toEqual([1]));
  });

  it('refuses a notice larger than PostgreSQL would carry', async () => {
    const bus = memoryLiveBus(log);
    await expect(bus.publish('t', 'x'.repeat(MAX_NOTICE_BYTES))).rejects.toThrow(/at most/);
  });

  it('runs its closers on close, then delivers nothing more', async () => {
    const bus = memoryLiveBus(log);
    const closed: string[] = [];
    bus.onClose(() => {
      closed.push('streams');
    });
    const got = collect(bus, 't');
    await bus.close();
    expect(closed).toEqual(['streams']);
    await bus.publish('t', 1);
    // Past the microtask in which the in-process bus delivers (a macrotask comes after them all).
    await new Promise((resolve) => setImmediate(resolve));
    expect(got.got).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL bus', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let db: Database;
  const buses: PostgresLiveBus[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    db = await openDatabase(database.config);
  }, 120_000);
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await db?.close();
    await database?.drop();
  });

  async function bus(): Promise<PostgresLiveBus> {
    if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const made = new PostgresLiveBus({
      url: database.config.url,
      db: db.db,
      log,
      reconnectMs: { first: 50, max: 200 },
    });
    await made.start();
    buses.push(made);
    return made;
  }

  it('delivers through NOTIFY to every process, the publisher included', async () => {
    const [a, b] = [await bus(), await bus()];
    const onA = collect(a, 'community:7');
    const onB = collect(b, 'community:7');
    await a.publish('community:7', { change: 'chat' });
    await eventually(() => {
      expect(onA.got).toEqual([{ change: 'chat' }]);
      expect(onB.got).toEqual([{ change: 'chat' }]);
    });
  });

  it('reconnects a lost listening connection and asks its subscribers to resync', async () => {
    const [publisher, listener] = [await bus(), await bus()];
    let resyncs = 0;
    listener.onResync(() => {
      resyncs += 1;
    });
    const got = collect(listener, 'community:8');
    await db.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await eventually(() => expect(listener.listening).toBe(false));
    await eventually(() => expect(listener.listening).toBe(true));
    expect(resyncs).toBeGreaterThanOrEqual(1);
    await publisher.publish('community:8', { change: 'chat' });
    await eventually(() => expect(got.got).toEqual([{ change: 'chat' }]));
  });

  it('refuses an oversized notice before sending it', async () => {
    const a = await bus();
    await expect(a.publish('t', 'é'.repeat(MAX_NOTICE_BYTES / 2))).rejects.toThrow(/at most/);
  });
});
