/**
 * Faults (issue 22): a server process killed with SIGKILL under write load loses no acknowledged
 * write (on the embedded PGlite database, and on PostgreSQL when DATABASE_URL is set); the
 * database going away for 5 s (a TCP proxy the test cuts, PostgreSQL only) answers 503 `{detail}`
 * and recovers by itself; an AI provider that hangs, answers garbage or fails makes the insight
 * job fail cleanly and retry, while requests never wait on it.
 */
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/platform/db';
import { jobs } from '../src/platform/schema';
import {
  createTestApp,
  MINUTE,
  newUser,
  testDatabase,
  type TestApp,
  uniqueEmail,
} from './helpers/app';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import {
  memberThrough,
  request,
  type ServerProcess,
  SHARED_JWT_SECRET,
  startServerProcess,
  startTcpProxy,
} from './helpers/process';
import { POSTGRES_PASS } from './helpers/passes';
import { waitFor } from './helpers/wait';

/** Clients reading all through the database-away test. */
const READERS = 4;

/** How often each reader of the database-away test asks (load, not a wait for anything). */
const READ_EVERY_MS = 20;

interface Writer {
  token: string;
  communityId: number;
  journal: string[];
  chat: string[];
  grocery: string[];
}

/** One client writing in turn a journal entry, a chat message and a grocery item until it fails. */
async function write(api: string, writer: Writer, name: string, stop: () => boolean) {
  for (let i = 0; i < 60 && !stop(); i++) {
    const text = `${name} ${i}`;
    try {
      const kind = i % 3;
      if (kind === 0) {
        const res = await request(api, 'POST', '/journal', {
          token: writer.token,
          body: { title: text, content: `Written under load: ${text}.` },
        });
        if (res.status === 201) writer.journal.push(text);
      } else if (kind === 1) {
        const res = await request(api, 'POST', `/communities/${writer.communityId}/chat`, {
          token: writer.token,
          body: { content: text },
        });
        if (res.status === 201) writer.chat.push(text);
      } else {
        const res = await request(api, 'POST', '/grocery-list/grocery-list/item', {
          token: writer.token,
          // With a quantity the name is kept as typed (without one, "client0 2" would be read
          // as an ingredient line: 2 of "client0").
          body: { name: text, quantity: 1 },
        });
        if (res.status === 201) writer.grocery.push(text);
      }
    } catch {
      return; // The server is gone: what was not acknowledged may or may not be there.
    }
  }
}

async function killUnderWriteLoad(env: Record<string, string>) {
  let server: ServerProcess = await startServerProcess(env);
  const { dataDir } = server;
  try {
    const writers: Writer[] = [];
    for (let i = 0; i < 3; i++) {
      const token = await memberThrough(server.api, uniqueEmail(`writer${i}`));
      const community = await request<{ id: number }>(server.api, 'POST', '/communities/create', {
        token,
        body: { name: `Load ${i}` },
      });
      writers.push({ token, communityId: community.body.id, journal: [], chat: [], grocery: [] });
    }
    const acknowledged = () =>
      writers.reduce((n, w) => n + w.journal.length + w.chat.length + w.grocery.length, 0);
    let killed = false;
    const load = writers.map((w, i) => write(server.api, w, `client${i}`, () => killed));
    // SIGKILL mid-stream, with requests of every client in flight.
    await waitFor('30 acknowledged writes', () => acknowledged() >= 30, {
      timeoutMs: 30_000,
      intervalMs: 5,
    });
    await server.kill9();
    killed = true;
    await Promise.all(load);
    expect(acknowledged()).toBeGreaterThanOrEqual(30);

    server = await startServerProcess(env, { dataDir });
    for (const w of writers) {
      const journal = await request<{ title: string }[]>(server.api, 'GET', '/journal', {
        token: w.token,
      });
      expect(journal.status).toBe(200);
      expect(journal.body.map((e) => e.title)).toEqual(expect.arrayContaining(w.journal));
      const chat = await request<{ content: string }[]>(
        server.api,
        'GET',
        `/communities/${w.communityId}/chat`,
        { token: w.token },
      );
      expect(chat.status).toBe(200);
      expect(chat.body.map((m) => m.content)).toEqual(expect.arrayContaining(w.chat));
      const grocery = await request<{ items: { name: string }[] }>(
        server.api,
        'GET',
        '/grocery-list/grocery-list',
        { token: w.token },
      );
      expect(grocery.status).toBe(200);
      expect(grocery.body.items.map((item) => item.name)).toEqual(
        expect.arrayContaining(w.grocery),
      );
    }
  } finally {
    await server.kill9();
  }
}

describe('kill -9 under write load', () => {
  // PGlite whatever DATABASE_URL says: the first pass of CI only (helpers/passes.ts).
  it.skipIf(POSTGRES_PASS)(
    'loses no acknowledged write on the embedded PGlite database',
    async () => {
      await killUnderWriteLoad({});
    },
    120_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'loses no acknowledged write on PostgreSQL',
    async () => {
      const database = await testDatabase();
      try {
        if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
        await killUnderWriteLoad({
          DATABASE_URL: database.config.url,
          JWT_SECRET: SHARED_JWT_SECRET,
        });
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});

describe.skipIf(!process.env.DATABASE_URL)('the database going away for a while', () => {
  it('answers 503 {detail} while it is gone, says so on /api/health, and recovers by itself', async () => {
    const database = await testDatabase();
    if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const target = new URL(database.config.url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(database.config.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startServerProcess({
      DATABASE_URL: viaProxy.toString(),
      JWT_SECRET: SHARED_JWT_SECRET,
    });
    let done = false;
    let readers: Promise<void>[] = [];
    try {
      const token = await memberThrough(server.api, uniqueEmail('reader'));
      type Phase = 'before' | 'down' | 'after';
      const statuses: { reader: number; status: number; detail?: unknown; phase: Phase }[] = [];
      let phase: Phase = 'before';
      /** Whether every reader has been answered `status` at least `times` times in `during`. */
      const everyReader = (during: Phase, status: number, times = 1) =>
        Array.from({ length: READERS }, (_, reader) => reader).every(
          (reader) =>
            statuses.filter((s) => s.reader === reader && s.phase === during && s.status === status)
              .length >= times,
        );
      readers = Array.from({ length: READERS }, async (_, reader) => {
        while (!done) {
          try {
            const res = await request<{ detail?: unknown }>(server.api, 'GET', '/journal', {
              token,
            });
            statuses.push({
              reader,
              status: res.status,
              detail: Array.isArray(res.body) ? undefined : res.body?.detail,
              phase,
            });
          } catch {
            statuses.push({ reader, status: 0, phase }); // no answer at all
          }
          await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
        }
      });
      await waitFor('every reader answered 200 before the cut', () => everyReader('before', 200));
      proxy.cut();
      phase = 'down';
      // Away for as long as every reader takes to be answered 503 twice (not a guessed time).
      await waitFor('every reader answered 503 twice while the database is away', () =>
        everyReader('down', 503, 2),
      );
      const health = await request(server.api, 'GET', '/health');
      expect(health).toEqual({ status: 503, body: { detail: 'Database unavailable' } });
      proxy.restore();
      phase = 'after';
      // Back by itself, no restart.
      await waitFor(
        '/api/health to answer 200 again',
        async () => (await request(server.api, 'GET', '/health')).status === 200,
        { timeoutMs: 15_000, intervalMs: 100 },
      );
      await waitFor('every reader answered 200 again', () => everyReader('after', 200));
      done = true;
      await Promise.all(readers);
      expect((await request(server.api, 'GET', '/journal', { token })).status).toBe(200);
      // Only 200 or 503 with the sentence: never a 500, never a request left hanging.
      for (const s of statuses) {
        if (s.status === 503) expect(s.detail).toBe(PLATFORM_DETAILS.databaseUnavailable);
        else expect(s.status).toBe(200);
      }
      expect(statuses.filter((s) => s.phase === 'down' && s.status === 503).length).toBeGreaterThan(
        0,
      );
      expect(statuses.at(-1)?.status).toBe(200);
    } finally {
      done = true;
      await Promise.all(readers);
      await server.kill9();
      await proxy.close();
      await database.drop();
    }
  }, 120_000);
});

describe('an AI provider that hangs, answers garbage or fails', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      config: {
        aiBaseUrl: fake.baseUrl,
        aiModel: 'fake-model',
        aiTimeoutMs: 1000,
        jobsPollMs: 20,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  type Insight = { status: string; error: string | null; source: string | null };
  const reflectionOf = async (token: string, id: number): Promise<Insight> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/journal',
      headers: { authorization: `Bearer ${token}` },
    });
    const entry = res
      .json<{ id: number; insights: { reflection: Insight } }[]>()
      .find((e) => e.id === id);
    if (!entry) throw new Error('entry not listed');
    return entry.insights.reflection;
  };
  /** Waits for the insight to leave `pending`, moving the clock past each retry's back-off. */
  const settle = (token: string, id: number): Promise<Insight> =>
    waitFor(
      'the insight to leave pending',
      async () => {
        const insight = await reflectionOf(token, id);
        if (insight.status !== 'pending') return insight;
        // Past the back-off of a job waiting for its retry (never while one runs: its lease would
        // look expired and the sweep would take it back).
        const [job] = await t.app.services.database.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(
            sql`${jobs.kind} = 'journal.insight' and ${jobs.payload}->>'entryId' = ${String(id)}`,
          )
          .orderBy(sql`${jobs.id} desc`)
          .limit(1);
        if (job?.status === 'pending') t.clock.advance(MINUTE);
        t.app.services.jobs.wake();
        return undefined;
      },
      { timeoutMs: 30_000, intervalMs: 50 },
    );

  it('answers at once while the provider hangs; the job retries after a hang and garbage, then succeeds', async () => {
    const maya = await newUser(t.app, 'maya');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: maya.auth,
      payload: { title: 'Slow model', content: 'The model takes its time today.' },
    });
    const id = created.json<{ id: number }>().id;
    fake.queue('hang', { raw: 'this is not JSON' }, { text: 'A calm reflection.' });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/journal/reflect/${id}`,
      headers: maya.auth,
    });
    expect(res.statusCode).toBe(202);
    // No request waits on the provider: the start and the next reads answer while it hangs.
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await reflectionOf(maya.access_token, id)).status).toBe('pending');
    expect(Date.now() - started).toBeLessThan(1000);

    const insight = await settle(maya.access_token, id);
    expect(insight).toMatchObject({ status: 'ready', source: 'fake-model', error: null });
    expect(fake.requests.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('fails cleanly after the last attempt when the provider answers 500 every time', async () => {
    const sam = await newUser(t.app, 'sam');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: sam.auth,
      payload: { title: 'Broken model', content: 'The model is down all day.' },
    });
    const id = created.json<{ id: number }>().id;
    const fallback = fake.fallback;
    fake.fallback = { status: 500, body: '{"error":"boom"}' };
    try {
      const before = fake.requests.length;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/journal/reflect/${id}`,
        headers: sam.auth,
      });
      expect(res.statusCode).toBe(202);
      const insight = await settle(sam.access_token, id);
      expect(insight.status).toBe('failed');
      expect(typeof insight.error).toBe('string');
      expect(insight.error).not.toMatch(/boom|stack|at .*\.ts/);
      expect(fake.requests.length - before).toBeGreaterThan(1);
      // Retried up to its last attempt, then failed: recorded, not thrown at anyone.
      const rows = await t.app.services.database.db
        .select({ status: jobs.status, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
        .from(jobs)
        .where(
          sql`${jobs.kind} = 'journal.insight' and ${jobs.payload}->>'entryId' = ${String(id)}`,
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('failed');
      expect(rows[0]?.attempts).toBe(rows[0]?.maxAttempts);
      expect(rows[0]?.attempts).toBeGreaterThan(1);
    } finally {
      fake.fallback = fallback;
    }
    // Asked again once the provider is back, it works.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/journal/reflect/${id}`,
      headers: sam.auth,
    });
    expect(again.statusCode).toBe(202);
    expect((await settle(sam.access_token, id)).status).toBe('ready');
  }, 60_000);
});

describe('telling a database that is away from a query that failed', () => {
  it('is away for a refused, reset or timed-out connection and a shutting-down server, also as a cause', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const error of [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('ETIMEDOUT'),
      coded('57P01'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') }),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('is not away when the database answered and refused the query itself', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const error of [coded('23505'), coded('42P01'), new Error('boom'), undefined, 'text'])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
