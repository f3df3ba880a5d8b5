/**
 * Several server processes on one PostgreSQL database (issue 22): two real processes
 * (`node --import tsx src/main.ts`) share nothing but the database and JWT_SECRET. A captcha used
 * on one is refused on the other; the login limit counts attempts on both together; a chat message
 * posted through one arrives on a stream held on the other; the nightly dream job and a journal
 * insight job run exactly once; two runs of the event-reminder job at once send one reminder; an account made through one logs in through the other; the demo
 * data is loaded once; a public read kept in one's memory is dropped when the other writes.
 * PostgreSQL only (DATABASE_URL, as in .ci/run's PostgreSQL pass): PGlite is one process's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMIT_DETAILS } from '../src/domains/auth/operations';
import { testDatabase, uniqueEmail } from './helpers/app';
import { openSse } from './helpers/communities';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import {
  captchaFrom,
  loginThrough,
  memberThrough,
  request,
  type ServerProcess,
  SHARED_JWT_SECRET,
  startServerProcess,
} from './helpers/process';
import { waitFor } from './helpers/wait';

/** The per-account limit of failed logins of both processes: 4 in 5 minutes. */
const ACCOUNT_LIMIT = 4;

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let fake: FakeOpenAi;
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await testDatabase();
    if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    fake = await startFakeOpenAi();
    const env = {
      DATABASE_URL: database.config.url,
      JWT_SECRET: SHARED_JWT_SECRET,
      RATE_LIMIT_AUTH_PER_ACCOUNT: `${ACCOUNT_LIMIT}/5m`,
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      // The job handlers' lines (info) tell how many times the nightly handler ran.
      LOG_LEVEL: 'info',
      // Both start on an empty database: the demo data must be loaded once.
      SEED_DEMO_DATA: 'true',
    };
    // Started together, as replicas are: both insert the nightly slot's job at start.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    sql = new pg.Client({ connectionString: database.config.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
    await database?.drop();
  });

  it('loads the demo data once although both processes started on an empty database', () => {
    const loaded = [a, b].filter((p) => p.output().includes('demo data loaded'));
    expect(loaded).toHaveLength(1);
  });

  it('refuses on one process a captcha solved and used on the other', async () => {
    const token = await captchaFrom(a.api);
    const first = await loginThrough(a.api, uniqueEmail('nobody'), 'wrong-password', token);
    expect(first.status).toBe(401);
    const again = await loginThrough(b.api, uniqueEmail('nobody'), 'wrong-password', token);
    expect(again).toEqual({
      status: 400,
      body: { detail: 'This captcha was already used. Please solve a new one.' },
    });
  });

  it('counts failed logins on both processes together', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      statuses.push((await loginThrough(i % 2 ? b.api : a.api, email, 'wrong-password')).status);
    expect(statuses).toEqual(Array<number>(ACCOUNT_LIMIT).fill(401));
    // Each process saw half the attempts; together they are at the limit.
    for (const api of [a.api, b.api]) {
      const limited = await loginThrough(api, email, 'wrong-password');
      expect(limited).toEqual({
        status: 429,
        body: { detail: LOGIN_LIMIT_DETAILS.account },
      });
    }
  });

  it('lets an account made through one process log in through the other', async () => {
    const email = uniqueEmail('maya');
    const token = await memberThrough(a.api, email);
    expect((await request(b.api, 'GET', '/auth/account/me', { token })).status).toBe(200);
    const login = await loginThrough(b.api, email);
    expect(login.status).toBe(200);
    expect(typeof login.body.access_token).toBe('string');
  });

  it('drops the forum threads kept in memory on the other process when a thread is posted', async () => {
    const token = await memberThrough(a.api, uniqueEmail('poster'));
    const list = async () =>
      (await request<{ id: number }[]>(b.api, 'GET', '/forum/threads')).body.map((t) => t.id);
    // Read twice on b: the second answer comes from b's memory.
    await list();
    await list();
    const posted = await request<{ id: number }>(a.api, 'POST', '/forum/threads', {
      token,
      body: { text: 'Seen on both processes' },
    });
    expect(posted.status).toBe(201);
    // The notice travels through PostgreSQL: b drops its copy within moments, not its 30 s limit.
    await waitFor(
      'the new thread listed on the other process',
      async () => (await list()).includes(posted.body.id),
      { timeoutMs: 5_000, intervalMs: 50 },
    );
  });

  it('delivers a chat message posted through one process to a stream held on the other', async () => {
    const token = await memberThrough(a.api, uniqueEmail('owner'));
    const created = await request<{ id: number }>(a.api, 'POST', '/communities/create', {
      token,
      body: { name: 'Two processes' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const stream = await openSse(b.api, `/communities/${id}/chat/stream`, {
      authorization: `Bearer ${token}`,
    });
    try {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
      const posted = await request<{ id: number; content: string }>(
        a.api,
        'POST',
        `/communities/${id}/chat`,
        { token, body: { content: 'Hello from process A' } },
      );
      expect(posted.status).toBe(201);
      const arrived = await stream.next((event) => event.event === 'message', 10_000);
      expect(JSON.parse(arrived.data ?? 'null')).toEqual(posted.body);
    } finally {
      stream.close();
    }
  });

  it('runs a journal insight job exactly once (one claim, one provider call)', async () => {
    const token = await memberThrough(a.api, uniqueEmail('writer'));
    const entry = await request<{ id: number }>(a.api, 'POST', '/journal', {
      token,
      body: { title: 'Two workers', content: 'Both processes run the job worker today.' },
    });
    expect(entry.status).toBe(201);
    const before = fake.requests.length;
    expect(
      (await request(b.api, 'POST', `/journal/reflect/${entry.body.id}`, { token })).status,
    ).toBe(202);
    type Listed = { id: number; insights: { reflection: { status: string } } };
    const status = await waitFor(
      'the insight to leave pending',
      async () => {
        const list = await request<Listed[]>(a.api, 'GET', '/journal', { token });
        const found = list.body.find((e) => e.id === entry.body.id)?.insights.reflection.status;
        return found === 'pending' ? undefined : (found ?? 'missing');
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    expect(status).toBe('ready');
    // No need to wait for the other worker to (wrongly) run it again: a done job is never claimed
    // again, and every claim counts an attempt, so a second claim would already show here.
    const rows = await sql.query<{ status: string; attempts: number }>(
      `select status, attempts from jobs where kind = 'journal.insight' and payload->>'entryId' = $1`,
      [String(entry.body.id)],
    );
    expect(rows.rows).toEqual([{ status: 'done', attempts: 1 }]);
    expect(fake.requests.length - before).toBe(1);
  });

  it('sends an event reminder once per member and occurrence although both processes run the job', async () => {
    const email = uniqueEmail('reminded');
    const token = await memberThrough(a.api, email);
    // Event news by e-mail at once (the default is the inbox only).
    const set = await request(b.api, 'PUT', '/notifications/preferences', {
      token,
      body: { kinds: [{ kind: 'events', in_app: true, email: 'immediately', push: false }] },
    });
    expect(set.status).toBe(200);
    const community = await request<{ id: number }>(a.api, 'POST', '/communities/create', {
      token,
      body: { name: `Reminded ${Date.now()}`, description: 'Plots' },
    });
    // An event starting in 20 hours (within the 24-hour lead), which she is going to.
    const start = new Date(Date.now() + 20 * 3_600_000);
    const title = `Work day ${Date.now()}`;
    const event = await request<{ id: number }>(
      b.api,
      'POST',
      `/communities/${community.body.id}/events`,
      {
        token,
        body: {
          title,
          date: start.toISOString().slice(0, 10),
          start_time: start.toISOString().slice(11, 16),
          time_zone: 'UTC',
        },
      },
    );
    expect(event.status).toBe(201);
    const rsvp = await request(
      a.api,
      'PUT',
      `/communities/${community.body.id}/events/${event.body.id}/rsvp`,
      { token, body: { status: 'going' } },
    );
    expect(rsvp.status).toBe(200);
    // Two runs of the reminder job at once (two slots, as two 15-minute slots would be), free for
    // either process to claim.
    const slots = [1, 2].map((n) => new Date(Date.now() - n * 60_000).toISOString());
    await sql.query(
      `insert into jobs (kind, payload, status, attempts, max_attempts, run_after, slot, created_at, updated_at)
       select 'communities.event-reminders', jsonb_build_object('slot', s), 'pending', 0, 3, now(), s, now(), now()
       from unnest(array[$1, $2]) as s`,
      slots,
    );
    await waitFor(
      'both reminder runs and the mail to be done',
      async () => {
        const { rows } = await sql.query<{ status: string }>(
          `select status from jobs where (kind = 'communities.event-reminders' and slot = any($1))
             or (kind = 'notifications.mail' and payload->>'subject' = $2)`,
          [slots, `Reminder: ${title}`],
        );
        return rows.length === 3 && rows.every((row) => row.status === 'done') ? rows : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    const told = await sql.query<{ n: string }>(
      `select count(*) as n from inbox_messages where subject = $1`,
      [`Reminder: ${title}`],
    );
    expect(Number(told.rows[0]?.n)).toBe(1);
    // One mail, in the mailbox of whichever process sent it.
    const mails = await waitFor('the reminder mail', async () => {
      const found = [a, b].flatMap((p) => {
        const dir = join(p.dataDir, 'mail');
        return existsSync(dir)
          ? readdirSync(dir).filter((file) =>
              readFileSync(join(dir, file), 'utf8').includes(`Reminder: ${title}`),
            )
          : [];
      });
      return found.length > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(1);
  });

  it('runs the nightly dream job of a night exactly once although both processes scheduled it', async () => {
    const rows = await waitFor(
      'the nightly job to be done',
      async () => {
        const { rows } = await sql.query<{ status: string; attempts: number }>(
          `select status, attempts from jobs where kind = 'dreams.nightly'`,
        );
        return rows.length > 0 && rows.every((row) => row.status === 'done') ? rows : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    expect(rows).toEqual([{ status: 'done', attempts: 1 }]);
    // The handler ran once in all: away from midnight it notes the missed night (the start check
    // decides), close after midnight it blends and stores the night's result.
    const missed = [a, b]
      .map((p) => p.output().split('dream machine: the night was missed').length - 1)
      .reduce((x, y) => x + y, 0);
    const blended = await sql.query<{ n: string }>(
      `select count(*) as n from collective_dreams where trigger = 'nightly'`,
    );
    expect(missed + Number(blended.rows[0]?.n)).toBe(1);
  });
});
