/**
 * The journal comes a page at a time (issue 22): `limit` (default 50, at most 100) and `before`
 * (the last entry seen), newest first, each entry with its own insights on whichever page it is.
 * Rows are inserted straight into the database so the test stays quick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, journalInsights } from '../src/domains/journal/schema';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

interface Entry {
  id: number;
  title: string;
  reflection: string | null;
  insights: { reflection: { status: string } };
}

let t: TestApp;
let writer: TestUser;
let other: TestUser;
const BASE = Date.parse('2031-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  writer = await newUser(t.app, 'pages');
  other = await newUser(t.app, 'other');
  const db = t.app.services.database.db;
  const rows = await db
    .insert(journalEntries)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: writer.id,
        title: `Entry ${i + 1}`,
        content: `Day ${i + 1}.`,
        createdAt: new Date(BASE + i * 60_000),
        updatedAt: new Date(BASE + i * 60_000),
      })),
    )
    .returning({ id: journalEntries.id, title: journalEntries.title });
  await db.insert(journalEntries).values({
    userId: other.id,
    title: 'Not yours',
    content: 'Someone else.',
    createdAt: new Date(BASE + 30_000),
    updatedAt: new Date(BASE + 30_000),
  });
  // Entry 3 (on the second page of 50) has a reflection.
  const third = rows.find((row) => row.title === 'Entry 3');
  if (!third) throw new Error('no Entry 3');
  await db.insert(journalInsights).values({
    entryId: third.id,
    kind: 'reflection',
    status: 'ready',
    text: 'You wrote about day three.',
    source: 'local',
    requestedAt: new Date(BASE),
    updatedAt: new Date(BASE),
  });
}, 120_000);
afterAll(() => t.close());

async function page(query: string, user: TestUser = writer) {
  const res = await call(t.app, 'listJournalEntries', {
    method: 'GET',
    url: `/api/journal${query}`,
    headers: user.auth,
  });
  return res;
}

describe('journal pages', () => {
  it('answers the newest 50 without a limit, then the rest after the last one seen', async () => {
    const first = await page('');
    expect(first.statusCode, first.body).toBe(200);
    const entries = first.json<Entry[]>();
    expect(entries).toHaveLength(50);
    expect(entries[0]?.title).toBe('Entry 60');
    expect(entries[49]?.title).toBe('Entry 11');
    const next = (await page(`?before=${entries[49]?.id}`)).json<Entry[]>();
    expect(next.map((entry) => entry.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Entry ${10 - i}`),
    );
    // The insight comes with its entry, on the second page.
    const third = next.find((entry) => entry.title === 'Entry 3');
    expect(third?.reflection).toBe('You wrote about day three.');
    expect(third?.insights.reflection.status).toBe('ready');
    expect(next.filter((entry) => entry.reflection !== null)).toHaveLength(1);
  });

  it('takes a smaller limit, ends with an empty page, and never shows another user’s entry', async () => {
    const small = (await page('?limit=7')).json<Entry[]>();
    expect(small).toHaveLength(7);
    const last = (await page(`?limit=7&before=${small[6]?.id}`)).json<Entry[]>();
    expect(last[0]?.title).toBe('Entry 53');
    const all: string[] = [];
    let before: number | undefined;
    for (;;) {
      const got = (await page(`?limit=25${before ? `&before=${before}` : ''}`)).json<Entry[]>();
      all.push(...got.map((entry) => entry.title));
      if (got.length < 25) break;
      before = got[got.length - 1]?.id;
    }
    expect(all).toHaveLength(60);
    expect(all).not.toContain('Not yours');
    expect((await page('?before=99999999')).json()).toEqual([]);
  });

  it('refuses a limit outside 1..100 (422) and an entry of someone else as the cursor shows nothing of theirs', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?before=0']) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(422);
      expect(typeof res.json<{ detail: unknown }>().detail).toBe('string');
    }
    const theirs = (await page('', other)).json<Entry[]>();
    expect(theirs.map((entry) => entry.title)).toEqual(['Not yours']);
  });
});
