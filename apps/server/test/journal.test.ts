/**
 * The Smart Journal (spec 1 §2, §4, §5, §7, §8, §9): entries per user, newest first; blank title
 * or content refused; another user's entry is 404 for every operation; insights start with 202,
 * run as background jobs with the AI provider (the local engine by default), 409 when they exist
 * or are under way, record their failures, and survive a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { jobs } from '../src/platform/schema';
import {
  call,
  createTestApp,
  DEFAULT_TEST_RATE_LIMITS,
  fakeClock,
  newUser,
  testConfig,
  testDatabase,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';

interface InsightState {
  status: 'absent' | 'pending' | 'ready' | 'failed';
  source: string | null;
  error: string | null;
}
interface Entry {
  id: number;
  title: string;
  content: string;
  created_at: string;
  updated_at: string;
  reflection: string | null;
  mantra: string | null;
  next_action: string | null;
  insights: Record<'reflection' | 'mantra' | 'next_action', InsightState>;
  crisis: boolean;
}
type Kind = 'reflection' | 'mantra' | 'next_action';
const START_PATH: Record<Kind, string> = {
  reflection: 'reflect',
  mantra: 'mantra',
  next_action: 'next-action',
};
const START_OPERATION: Record<Kind, string> = {
  reflection: 'requestJournalReflection',
  mantra: 'requestJournalMantra',
  next_action: 'requestJournalNextAction',
};
const ABSENT: InsightState = { status: 'absent', source: null, error: null };

/** The insight jobs of one entry. */
async function insightJobsOf(app: FastifyInstance, entryId: number) {
  const rows = await app.services.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, 'journal.insight'));
  return rows.filter(
    ({ payload }) =>
      typeof payload === 'object' &&
      payload !== null &&
      'entryId' in payload &&
      payload.entryId === entryId,
  );
}

/** The journal's calls on one app. */
function journalApi(app: FastifyInstance) {
  return {
    list: (caller?: TestUser) =>
      call(app, 'listJournalEntries', {
        method: 'GET',
        url: '/api/journal',
        headers: caller?.auth,
      }),
    create: (caller: TestUser | undefined, payload: Record<string, unknown>) =>
      call(app, 'createJournalEntry', {
        method: 'POST',
        url: '/api/journal',
        headers: caller?.auth,
        payload,
      }),
    update: (caller: TestUser | undefined, id: number, payload: Record<string, unknown>) =>
      call(app, 'updateJournalEntry', {
        method: 'PUT',
        url: `/api/journal/${id}`,
        headers: caller?.auth,
        payload,
      }),
    remove: (caller: TestUser | undefined, id: number) =>
      call(app, 'deleteJournalEntry', {
        method: 'DELETE',
        url: `/api/journal/${id}`,
        headers: caller?.auth,
      }),
    start: (caller: TestUser | undefined, kind: Kind, id: number) =>
      call(app, START_OPERATION[kind], {
        method: 'POST',
        url: `/api/journal/${START_PATH[kind]}/${id}`,
        headers: caller?.auth,
      }),
    removeInsight: (caller: TestUser | undefined, id: number, kind: string) =>
      call(app, 'deleteJournalInsight', {
        method: 'DELETE',
        url: `/api/journal/${id}/insight/${kind}`,
        headers: caller?.auth,
      }),
    async entries(caller: TestUser): Promise<Entry[]> {
      const res = await this.list(caller);
      expect(res.statusCode).toBe(200);
      return res.json<Entry[]>();
    },
    async entry(caller: TestUser, id: number): Promise<Entry> {
      const found = (await this.entries(caller)).find((entry) => entry.id === id);
      if (!found) throw new Error(`entry ${id} not listed`);
      return found;
    },
    async write(caller: TestUser, title: string, content: string): Promise<Entry> {
      const res = await this.create(caller, { title, content });
      expect(res.statusCode).toBe(201);
      return res.json<Entry>();
    },
  };
}

const MORNING = {
  title: 'Morning pages',
  content:
    'I woke up calm today. The seedlings on the windowsill finally sprouted. I want to start the seed library at the spring swap.',
};

// The main app runs no worker: the tests run the queue with `jobs.drain()`, so pending states are
// observable and nothing races.
let t: TestApp;
let api: ReturnType<typeof journalApi>;
let maya: TestUser;
let sam: TestUser;
beforeAll(async () => {
  t = await createTestApp({ config: { jobsWorker: false } });
  api = journalApi(t.app);
  maya = await newUser(t.app, 'maya');
  sam = await newUser(t.app, 'sam');
}, 120_000);
afterAll(() => t.close());

const drain = () => t.app.services.jobs.drain();

describe('entries', () => {
  it('lists my entries newest first, each without insights at first', async () => {
    const empty = await newUser(t.app, 'empty');
    expect(await api.entries(empty)).toEqual([]);
    const first = await api.write(empty, 'First', 'The first page.');
    t.clock.advance(1000);
    const second = await api.write(empty, 'Second', 'The second page.');
    const listed = await api.entries(empty);
    expect(listed.map((entry) => entry.title)).toEqual(['Second', 'First']);
    expect(listed[1]).toEqual(first);
    expect(second).toMatchObject({
      title: 'Second',
      content: 'The second page.',
      reflection: null,
      mantra: null,
      next_action: null,
      insights: { reflection: ABSENT, mantra: ABSENT, next_action: ABSENT },
    });
    expect(second.updated_at).toBe(second.created_at);
  });

  it('stores title and content trimmed', async () => {
    const entry = await api.write(maya, '  Dusk  ', '\n The blackbird sang until dark.\t');
    expect(entry).toMatchObject({ title: 'Dusk', content: 'The blackbird sang until dark.' });
    const edited = await api.update(maya, entry.id, {
      title: ' Dusk, later ',
      content: ' Quiet. ',
    });
    expect(edited.json()).toMatchObject({ title: 'Dusk, later', content: 'Quiet.' });
  });

  it('refuses a blank or missing title or content (422) and stores nothing', async () => {
    const writer = await newUser(t.app, 'blank');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ', content: 'Something' }, 'Title must not be blank.'],
      [{ title: 'Something', content: ' \n\t ' }, 'Content must not be blank.'],
      [{ title: '', content: 'Something' }, 'Title must not be empty.'],
      [{ title: 'Something' }, 'Content is required.'],
      [{ title: 'x'.repeat(201), content: 'Something' }, 'Title must be at most 200 characters.'],
      [
        { title: 'Something', content: 'x'.repeat(20_001) },
        'Content must be at most 20000 characters.',
      ],
      [
        { title: 'Something', content: 'Something', mood: 'calm' },
        'The request has a field it does not accept: mood.',
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await api.create(writer, payload);
      expect(res.statusCode, detail).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    expect(await api.entries(writer)).toEqual([]);

    const entry = await api.write(writer, 'Kept', 'As it was.');
    const blank = await api.update(writer, entry.id, { title: 'Kept', content: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Content must not be blank.' });
    expect(await api.entry(writer, entry.id)).toEqual(entry);
  });

  it('keeps the blank rule in the service too, in the contract’s words', async () => {
    const { journal } = t.app.services;
    await expect(journal.create(maya.id, { title: ' ', content: 'x' })).rejects.toMatchObject({
      statusCode: 422,
      detail: 'Title must not be blank.',
    });
    await expect(journal.create(maya.id, { title: 'x', content: '\n' })).rejects.toMatchObject({
      statusCode: 422,
      detail: 'Content must not be blank.',
    });
  });

  it('edits my entry, keeping its insights, and moves updated_at', async () => {
    const entry = await api.write(maya, 'To edit', 'I felt held by my friends.');
    expect((await api.start(maya, 'mantra', entry.id)).statusCode).toBe(202);
    await drain();
    const mantra = (await api.entry(maya, entry.id)).mantra;
    expect(mantra).toMatch(/^I am /);
    t.clock.advance(60_000);
    const res = await api.update(maya, entry.id, { title: 'Edited', content: 'Still held.' });
    expect(res.statusCode).toBe(200);
    const edited = res.json<Entry>();
    expect(edited).toMatchObject({ id: entry.id, title: 'Edited', content: 'Still held.', mantra });
    expect(edited.created_at).toBe(entry.created_at);
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(entry.updated_at));
  });

  it('deletes my entry with its insights (204)', async () => {
    const entry = await api.write(maya, 'To delete', 'Gone soon.');
    await api.start(maya, 'reflection', entry.id);
    await drain();
    const res = await api.remove(maya, entry.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api.entries(maya)).some((e) => e.id === entry.id)).toBe(false);
    const again = await api.remove(maya, entry.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Journal entry not found.' });
  });
});

describe('crisis help and an entry’s date (issue 45)', () => {
  const settings = (caller: TestUser | undefined, country?: unknown) =>
    country === undefined
      ? call(t.app, 'getJournalSettings', {
          method: 'GET',
          url: '/api/journal/settings',
          headers: caller?.auth,
        })
      : call(t.app, 'updateJournalSettings', {
          method: 'PUT',
          url: '/api/journal/settings',
          headers: caller?.auth,
          payload: { country },
        });

  it('marks an entry that speaks of not wanting to live or of self-harm, never grief alone', async () => {
    const writer = await newUser(t.app, 'crisis');
    const crisis = [
      ['Tonight', 'I don’t want to live anymore. Everything is too much.'],
      ['Again', 'I hurt myself again tonight and I feel ashamed.'],
      ['Heavy', 'Some days I wish I was dead.'],
    ];
    for (const [title, content] of crisis)
      expect((await api.write(writer, title ?? '', content ?? '')).crisis, content).toBe(true);
    const grief = await api.write(
      writer,
      'Today',
      'My dog died this morning. I cannot stop crying.',
    );
    expect(grief).toMatchObject({ crisis: false });
    expect((await api.write(writer, MORNING.title, MORNING.content)).crisis).toBe(false);
    // The list says the same; an edit that no longer speaks of it is no longer marked.
    const listed = await api.entries(writer);
    expect(listed.filter((entry) => entry.crisis).length).toBe(3);
    const first = listed.find((entry) => entry.crisis);
    const edited = await api.update(writer, first?.id ?? 0, { title: 'Later', content: 'Better.' });
    expect(edited.json()).toMatchObject({ crisis: false });
  });

  it('keeps the member’s country for the crisis line (two capital letters; null clears it)', async () => {
    const member = await newUser(t.app, 'country');
    expect((await settings(undefined)).statusCode).toBe(401);
    expect((await settings(member)).json()).toEqual({ country: null });
    const set = await settings(member, 'GB');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ country: 'GB' });
    expect((await settings(member)).json()).toEqual({ country: 'GB' });
    expect((await settings(maya)).json()).toEqual({ country: null });
    for (const bad of ['gb', 'G1']) {
      const res = await settings(member, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toEqual({
        detail: 'The country must be a two-letter country code, such as GB or US.',
      });
    }
    expect((await settings(member, 'GBR')).statusCode).toBe(422);
    expect((await settings(member)).json()).toEqual({ country: 'GB' });
    expect((await settings(member, null)).json()).toEqual({ country: null });
  });

  it('takes an entry’s date when writing or editing, orders the list by it, refuses the future', async () => {
    const writer = await newUser(t.app, 'dated');
    const now = Date.parse(t.clock().toISOString());
    const day = 24 * 60 * 60 * 1000;
    const today = await api.write(writer, 'Today', 'Written today.');
    t.clock.advance(1000);
    const yesterday = new Date(now - day).toISOString();
    const res = await api.create(writer, {
      title: 'Yesterday',
      content: 'About yesterday.',
      created_at: yesterday,
    });
    expect(res.statusCode).toBe(201);
    const late = res.json<Entry>();
    expect(late.created_at).toBe(yesterday);
    expect((await api.entries(writer)).map((e) => e.title)).toEqual(['Today', 'Yesterday']);

    // Moving "Today" to two days ago puts it last; the date is kept, the text replaced.
    const twoDaysAgo = new Date(now - 2 * day).toISOString();
    const moved = await api.update(writer, today.id, {
      title: 'Today',
      content: 'Written two days ago.',
      created_at: twoDaysAgo,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      created_at: twoDaysAgo,
      content: 'Written two days ago.',
    });
    expect((await api.entries(writer)).map((e) => [e.title, e.created_at])).toEqual([
      ['Yesterday', yesterday],
      ['Today', twoDaysAgo],
    ]);
    // Without a date an edit keeps it.
    await api.update(writer, late.id, { title: 'Yesterday', content: 'Still yesterday.' });
    expect((await api.entry(writer, late.id)).created_at).toBe(yesterday);

    const refused: [unknown, string][] = [
      [new Date(now + day).toISOString(), "An entry's date cannot be in the future."],
      ['1899-12-31T12:00:00Z', "An entry's date cannot be before the year 1900."],
    ];
    for (const [created_at, detail] of refused) {
      const write = await api.create(writer, { title: 'T', content: 'C', created_at });
      expect(write.statusCode, detail).toBe(422);
      expect(write.json()).toEqual({ detail });
      const edit = await api.update(writer, late.id, { title: 'T', content: 'C', created_at });
      expect(edit.statusCode, detail).toBe(422);
      expect(edit.json()).toEqual({ detail });
    }
    const notADate = await api.create(writer, {
      title: 'T',
      content: 'C',
      created_at: 'yesterday',
    });
    expect(notADate.statusCode).toBe(422);
    expect((await api.entries(writer)).length).toBe(2);
    expect((await api.entry(writer, late.id)).content).toBe('Still yesterday.');
  });
});

describe('the month calendar and streak (issue 45)', () => {
  interface Calendar {
    month: string;
    today: string;
    streak: number;
    days: { date: string; entries: number; titles: { id: number; title: string }[] }[];
  }
  const calendar = (caller: TestUser | undefined, query: string) =>
    call(t.app, 'getJournalCalendar', {
      method: 'GET',
      url: `/api/journal/calendar?${query}`,
      headers: caller?.auth,
    });
  const read = async (caller: TestUser, query: string) => {
    const res = await calendar(caller, query);
    expect(res.statusCode, query).toBe(200);
    return res.json<Calendar>();
  };
  const dated = async (caller: TestUser, title: string, created_at: string) => {
    const res = await api.create(caller, { title, content: 'A page.', created_at });
    expect(res.statusCode).toBe(201);
    return res.json<Entry>().id;
  };

  it('counts the month’s entries by the member’s day, in their time zone', async () => {
    const writer = await newUser(t.app, 'calendar');
    const first = await dated(writer, 'Early', '2025-06-01T02:00:00Z');
    const morning = await dated(writer, 'Morning', '2025-06-10T09:00:00Z');
    const evening = await dated(writer, 'Evening', '2025-06-10T18:00:00Z');
    const last = await dated(writer, 'Late', '2025-06-30T23:30:00Z');
    const days = (answer: Calendar) => answer.days.map((day) => [day.date, day.entries]);

    const utc = await read(writer, 'month=2025-06');
    expect(utc.month).toBe('2025-06');
    expect(utc.today).toBe(t.clock().toISOString().slice(0, 10));
    expect(days(utc)).toEqual([
      ['2025-06-01', 1],
      ['2025-06-10', 2],
      ['2025-06-30', 1],
    ]);
    expect(utc.days[1]?.titles).toEqual([
      { id: morning, title: 'Morning' },
      { id: evening, title: 'Evening' },
    ]);
    // New York: the early entry was still 31 May; Auckland: the evening is the 11th, the last July.
    expect(days(await read(writer, 'month=2025-06&time_zone=America/New_York'))).toEqual([
      ['2025-06-10', 2],
      ['2025-06-30', 1],
    ]);
    expect(days(await read(writer, 'month=2025-05&time_zone=America/New_York'))).toEqual([
      ['2025-05-31', 1],
    ]);
    expect(days(await read(writer, 'month=2025-06&time_zone=Pacific/Auckland'))).toEqual([
      ['2025-06-01', 1],
      ['2025-06-10', 1],
      ['2025-06-11', 1],
    ]);
    expect((await read(writer, 'month=2025-07&time_zone=Pacific/Auckland')).days).toEqual([
      { date: '2025-07-01', entries: 1, titles: [{ id: last, title: 'Late' }] },
    ]);
    expect(first).toBeGreaterThan(0);
    // Only one's own: another member's month is empty.
    expect((await read(sam, 'month=2025-06')).days).toEqual([]);
  });

  it('counts the streak of days in a row ending today, or yesterday before today’s entry', async () => {
    const writer = await newUser(t.app, 'streak');
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse(t.clock().toISOString());
    const ago = (days: number) => new Date(now - days * day).toISOString();
    expect((await read(writer, 'month=2025-06')).streak).toBe(0);
    await dated(writer, 'Four days ago', ago(4));
    await dated(writer, 'Two days ago', ago(2));
    await dated(writer, 'Yesterday', ago(1));
    await dated(writer, 'Yesterday again', ago(1));
    expect((await read(writer, 'month=2025-06')).streak).toBe(2);
    await api.write(writer, 'Today', 'Written today.');
    expect((await read(writer, 'month=2025-06')).streak).toBe(3);
    // A gap of a day before yesterday ends it.
    const lone = await newUser(t.app, 'lone');
    await dated(lone, 'Two days ago', ago(2));
    expect((await read(lone, 'month=2025-06')).streak).toBe(0);
  });

  it('refuses a month that is not yyyy-MM or an unknown zone (422), and a visitor (401)', async () => {
    const refused: [string, string][] = [
      ['month=2025-13', 'The month must be a year and a month, such as 2026-05.'],
      ['month=June', 'The month must be a year and a month, such as 2026-05.'],
      ['month=1899-12', 'The month must be a year and a month, such as 2026-05.'],
      [
        'month=2025-06&time_zone=Mars/Olympus',
        'The time zone is not one we know; send an IANA zone such as Europe/London.',
      ],
    ];
    for (const [query, detail] of refused) {
      const res = await calendar(maya, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    const missing = await calendar(maya, '');
    expect(missing.statusCode).toBe(422);
    expect((await calendar(undefined, 'month=2025-06')).statusCode).toBe(401);
  });
});

describe("another user's entries", () => {
  it('answers 404 for every operation, exactly as for an unknown id, and changes nothing', async () => {
    const entry = await api.write(maya, 'Private', 'Only mine. I felt calm.');
    await api.start(maya, 'reflection', entry.id);
    await drain();
    const before = await api.entry(maya, entry.id);
    const jobsBefore = await t.app.services.database.db.select().from(jobs);

    for (const id of [entry.id, 2_000_000_000]) {
      const answers = [
        await api.update(sam, id, { title: 'Mine now', content: 'Taken.' }),
        await api.remove(sam, id),
        await api.start(sam, 'reflection', id),
        await api.start(sam, 'mantra', id),
        await api.start(sam, 'next_action', id),
        await api.removeInsight(sam, id, 'reflection'),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Journal entry not found.' });
      }
    }
    expect((await api.entries(sam)).some((e) => e.id === entry.id)).toBe(false);
    expect(await api.entry(maya, entry.id)).toEqual(before);
    expect(await t.app.services.database.db.select().from(jobs)).toHaveLength(jobsBefore.length);
  });

  it('answers 401 without a token, for every operation', async () => {
    const answers = [
      await api.list(),
      await api.create(undefined, MORNING),
      await api.update(undefined, 1, MORNING),
      await api.remove(undefined, 1),
      await api.start(undefined, 'reflection', 1),
      await api.start(undefined, 'mantra', 1),
      await api.start(undefined, 'next_action', 1),
      await api.removeInsight(undefined, 1, 'mantra'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('validates the path: a whole positive id and a known insight kind (422)', async () => {
    const entry = await api.write(maya, 'Paths', 'Checked.');
    const kind = await api.removeInsight(maya, entry.id, 'horoscope');
    expect(kind.statusCode).toBe(422);
    expect(kind.json()).toEqual({
      detail: 'Kind must be one of: reflection, mantra, next_action.',
    });
    const id = await api.remove(maya, 0);
    expect(id.statusCode).toBe(422);
  });
});

describe('insights', () => {
  it('start with 202, stay pending until the job runs, then hold the local engine’s text', async () => {
    const entry = await api.write(maya, MORNING.title, MORNING.content);
    for (const kind of ['reflection', 'mantra', 'next_action'] as const) {
      const res = await api.start(maya, kind, entry.id);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        message: {
          reflection: 'Reflection is being generated.',
          mantra: 'Mantra is being generated.',
          next_action: 'Next action is being generated.',
        }[kind],
      });
    }
    const pending = await api.entry(maya, entry.id);
    expect(pending).toMatchObject({ reflection: null, mantra: null, next_action: null });
    for (const kind of ['reflection', 'mantra', 'next_action'] as const)
      expect(pending.insights[kind]).toEqual({ status: 'pending', source: null, error: null });

    await drain();
    const ready = await api.entry(maya, entry.id);
    for (const kind of ['reflection', 'mantra', 'next_action'] as const)
      expect(ready.insights[kind]).toEqual({ status: 'ready', source: 'local', error: null });
    expect(ready.reflection).toContain('"I woke up calm today."');
    expect(ready.reflection).toContain('calm');
    expect(ready.mantra).toBe(
      'I am ready to start the seed library at the spring swap, one small step at a time.',
    );
    expect(ready.next_action).toContain('start the seed library');
  });

  it('answers 409 when the insight is under way, or already there', async () => {
    const entry = await api.write(maya, 'Twice', 'I want to plant garlic this weekend.');
    expect((await api.start(maya, 'mantra', entry.id)).statusCode).toBe(202);
    const underWay = await api.start(maya, 'mantra', entry.id);
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json()).toEqual({
      detail: 'A mantra is already being generated for this entry.',
    });
    await drain();
    for (const [kind, detail] of [
      ['mantra', 'This entry already has a mantra. Delete it first.'],
    ] as const) {
      const exists = await api.start(maya, kind, entry.id);
      expect(exists.statusCode).toBe(409);
      expect(exists.json()).toEqual({ detail });
    }
    await api.start(maya, 'reflection', entry.id);
    await api.start(maya, 'next_action', entry.id);
    await drain();
    expect((await api.start(maya, 'reflection', entry.id)).json()).toEqual({
      detail: 'This entry already has a reflection. Delete it first.',
    });
    expect((await api.start(maya, 'next_action', entry.id)).json()).toEqual({
      detail: 'This entry already has a next action. Delete it first.',
    });
    // One job per start that was accepted.
    expect(await insightJobsOf(t.app, entry.id)).toHaveLength(3);
  });

  it('accepts one of two starts made at the same time; the other is 409', async () => {
    const entry = await api.write(maya, 'Racing', 'Two taps on Go.');
    const answers = await Promise.all([
      api.start(maya, 'reflection', entry.id),
      api.start(maya, 'reflection', entry.id),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 409]);
    expect(await insightJobsOf(t.app, entry.id)).toHaveLength(1);
    await drain();
  });

  it('deletes an insight back to null (204, also when already absent); it may be asked again', async () => {
    const entry = await api.write(maya, 'Again', 'I felt grateful for the rain.');
    await api.start(maya, 'reflection', entry.id);
    await drain();
    const res = await api.removeInsight(maya, entry.id, 'reflection');
    expect(res.statusCode).toBe(204);
    const after = await api.entry(maya, entry.id);
    expect(after.reflection).toBeNull();
    expect(after.insights.reflection).toEqual(ABSENT);
    expect((await api.removeInsight(maya, entry.id, 'reflection')).statusCode).toBe(204);
    expect((await api.start(maya, 'reflection', entry.id)).statusCode).toBe(202);
    await drain();
    expect((await api.entry(maya, entry.id)).insights.reflection.status).toBe('ready');
  });

  it('abandons a generation whose insight or entry is deleted before it runs', async () => {
    const entry = await api.write(maya, 'Changed my mind', 'I felt tired.');
    await api.start(maya, 'mantra', entry.id);
    expect((await api.removeInsight(maya, entry.id, 'mantra')).statusCode).toBe(204);
    await drain();
    expect((await api.entry(maya, entry.id)).insights.mantra).toEqual(ABSENT);

    const gone = await api.write(maya, 'Gone', 'Deleted while generating.');
    await api.start(maya, 'reflection', gone.id);
    await api.remove(maya, gone.id);
    await drain();
    const [job] = await insightJobsOf(t.app, gone.id);
    expect(job).toMatchObject({ status: 'done', lastError: null });
  });
});

describe('insights from a configured AI provider', () => {
  let fake: FakeOpenAi;
  let p: TestApp;
  let providerApi: ReturnType<typeof journalApi>;
  let lena: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    p = await createTestApp({
      config: {
        jobsWorker: false,
        aiBaseUrl: fake.baseUrl,
        aiModel: 'fake-llama',
        aiApiKey: 'sk-fake-key',
        rateLimits: { ...DEFAULT_TEST_RATE_LIMITS, aiPerUser: { max: 3, windowMs: 60_000 } },
      },
    });
    providerApi = journalApi(p.app);
    lena = await newUser(p.app, 'lena');
  }, 120_000);
  afterAll(async () => {
    await p?.close();
    await fake?.close();
  });

  it("stores the model's text with the model's name as its source", async () => {
    fake.queue({ text: 'You are growing, like your seedlings.' });
    const entry = await providerApi.write(lena, MORNING.title, MORNING.content);
    expect((await providerApi.start(lena, 'reflection', entry.id)).statusCode).toBe(202);
    await p.app.services.jobs.drain();
    const ready = await providerApi.entry(lena, entry.id);
    expect(ready.reflection).toBe('You are growing, like your seedlings.');
    expect(ready.insights.reflection).toEqual({
      status: 'ready',
      source: 'fake-llama',
      error: null,
    });
    const request = fake.requests.at(-1);
    expect(request?.headers['authorization']).toBe('Bearer sk-fake-key');
    expect(JSON.stringify(request?.body)).toContain('The seedlings on the windowsill');
  });

  it('retries a failing provider with back-off, then shows the failure to the owner (never a 5xx)', async () => {
    fake.fallback = { status: 500 };
    const ivy = await newUser(p.app, 'ivy');
    const entry = await providerApi.write(ivy, 'Down', 'The provider is down today.');
    expect((await providerApi.start(ivy, 'mantra', entry.id)).statusCode).toBe(202);
    await p.app.services.jobs.drain();
    expect((await providerApi.entry(ivy, entry.id)).insights.mantra.status).toBe('pending');
    p.clock.advance(15_000);
    await p.app.services.jobs.drain();
    expect((await providerApi.entry(ivy, entry.id)).insights.mantra.status).toBe('pending');
    p.clock.advance(30_000);
    await p.app.services.jobs.drain();
    const failed = await providerApi.entry(ivy, entry.id);
    expect(failed.mantra).toBeNull();
    expect(failed.insights.mantra).toEqual({
      status: 'failed',
      source: null,
      error: 'The AI provider answered 500.',
    });
    // Three attempts, each with the provider's own retry.
    expect(
      fake.requests.filter((r) => JSON.stringify(r.body).includes('provider is down')),
    ).toHaveLength(6);

    // A failed insight may be asked for again.
    fake.fallback = { text: 'I am steady when things break.' };
    expect((await providerApi.start(ivy, 'mantra', entry.id)).statusCode).toBe(202);
    await p.app.services.jobs.drain();
    expect((await providerApi.entry(ivy, entry.id)).insights.mantra).toEqual({
      status: 'ready',
      source: 'fake-llama',
      error: null,
    });
  });

  it('fails at once when the provider refuses the request (401: retrying cannot help)', async () => {
    fake.fallback = { status: 401 };
    const theo = await newUser(p.app, 'theo');
    const entry = await providerApi.write(theo, 'Refused', 'Wrong key.');
    expect((await providerApi.start(theo, 'next_action', entry.id)).statusCode).toBe(202);
    await p.app.services.jobs.drain();
    expect((await providerApi.entry(theo, entry.id)).insights.next_action).toEqual({
      status: 'failed',
      source: null,
      error: 'The AI provider answered 401.',
    });
    // Deleting the insight clears its failure.
    expect((await providerApi.removeInsight(theo, entry.id, 'next_action')).statusCode).toBe(204);
    expect((await providerApi.entry(theo, entry.id)).insights.next_action).toEqual(ABSENT);
    fake.fallback = { text: 'A fake reflection.' };
  });

  it('limits insight starts per user (429 with Retry-After)', async () => {
    const busy = await newUser(p.app, 'busy');
    const entry = await providerApi.write(busy, 'Busy', 'So many questions.');
    const kinds: Kind[] = ['reflection', 'mantra', 'next_action'];
    for (const kind of kinds)
      expect((await providerApi.start(busy, kind, entry.id)).statusCode).toBe(202);
    const limited = await providerApi.start(busy, 'reflection', entry.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
  });
});

describe('durability', () => {
  it('finishes the insight under way before the app closes (graceful shutdown)', async () => {
    const fake = await startFakeOpenAi();
    const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-journal-close-'));
    const db = await testDatabase();
    const database =
      db.config.kind === 'pglite'
        ? { kind: 'pglite' as const, dir: join(dataDir, 'pglite') }
        : db.config;
    const config = (jobsWorker: boolean) =>
      testConfig({
        database,
        dataDir,
        jobsWorker,
        aiBaseUrl: fake.baseUrl,
        aiModel: 'slow-model',
      });
    try {
      const first = await buildApp({ config: config(true), logger: false });
      let user: TestUser;
      let entryId: number;
      // The provider answers only once the worker has been told to stop (the app is closing).
      let answer!: () => void;
      const stopping = new Promise<void>((resolve) => (answer = resolve));
      const { jobs } = first.services;
      const stop = jobs.stop.bind(jobs);
      jobs.stop = () => {
        const stopped = stop();
        answer();
        return stopped;
      };
      try {
        user = await newUser(first, 'closing');
        entryId = (await journalApi(first).write(user, 'Slow', 'A slow answer.')).id;
        fake.queue({ text: 'Worth the wait.', until: stopping });
        expect((await journalApi(first).start(user, 'reflection', entryId)).statusCode).toBe(202);
        await fake.received(1);
      } finally {
        // Closing while the provider is still thinking: the worker waits for the job.
        await first.close();
      }
      const second = await buildApp({ config: config(false), logger: false });
      try {
        const entry = await journalApi(second).entry(user, entryId);
        expect(entry.reflection).toBe('Worth the wait.');
        expect(entry.insights.reflection).toEqual({
          status: 'ready',
          source: 'slow-model',
          error: null,
        });
      } finally {
        await second.close();
      }
    } finally {
      await fake.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps an insight requested before a restart pending, and the next start writes it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-journal-restart-'));
    const db = await testDatabase();
    const database =
      db.config.kind === 'pglite'
        ? { kind: 'pglite' as const, dir: join(dataDir, 'pglite') }
        : db.config;
    const config = (jobsWorker: boolean) =>
      testConfig({ database, dataDir, jobsWorker, jobsPollMs: 50 });
    const clock = fakeClock();
    try {
      const before = await buildApp({ config: config(false), clock, logger: false });
      let user: TestUser;
      let entryId: number;
      try {
        user = await newUser(before, 'restart');
        const entry = await journalApi(before).write(user, 'Before', 'I felt hopeful tonight.');
        entryId = entry.id;
        expect((await journalApi(before).start(user, 'reflection', entryId)).statusCode).toBe(202);
      } finally {
        await before.close();
      }

      const after = await buildApp({ config: config(true), clock, logger: false });
      try {
        const deadline = Date.now() + 20_000;
        let entry = await journalApi(after).entry(user, entryId);
        while (entry.insights.reflection.status === 'pending' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          entry = await journalApi(after).entry(user, entryId);
        }
        expect(entry.insights.reflection).toEqual({
          status: 'ready',
          source: 'local',
          error: null,
        });
        expect(entry.reflection).toContain('"I felt hopeful tonight."');
      } finally {
        await after.close();
      }
    } finally {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
