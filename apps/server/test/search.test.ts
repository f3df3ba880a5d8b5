/**
 * Journal search and tags, forum search and talk titles (issues 33, 45): full-text search with
 * PostgreSQL over only the caller's entries, paged like the plain list, in each text's language
 * (stemmed) and exactly, the last word a prefix, tags searched, matches marked; tags normalised and
 * validated by the shared rules; the GIN indexes serve the searches; and the fakes' matcher
 * (`matchesSearch`, `markSearch`) decides as PostgreSQL does.
 */
import {
  checkTags,
  markSearch,
  matchesSearch,
  SEARCH_DETAILS,
  type SearchPart,
} from '@wegrow/contract/search';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumThread } from '../src/domains/forum';
import { forumSearchText, forumSearchVector, forumThreads } from '../src/domains/forum/schema';
import type { JournalEntry } from '../src/domains/journal';
import { journalEntries, journalSearchVector } from '../src/domains/journal/schema';
import { searchMatches, searchQuery, searchVector } from '../src/platform/search';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

/** The rows of a raw `execute` (PGlite and node-postgres both answer `{ rows }`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result))
    throw new Error('no rows in the answer');
  const { rows } = result;
  if (!Array.isArray(rows)) throw new Error('rows is not a list');
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

let t: TestApp;
let writer: TestUser;
let other: TestUser;

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

async function write(caller: TestUser, title: string, content: string): Promise<JournalEntry> {
  const res = await as(caller, 'createJournalEntry', {
    method: 'POST',
    url: '/api/journal',
    payload: { title, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json<JournalEntry>();
}

const list = (caller: TestUser | null, query: Record<string, string>) =>
  as(caller, 'listJournalEntries', {
    method: 'GET',
    url: `/api/journal?${new URLSearchParams(query).toString()}`,
  });

async function found(caller: TestUser, query: Record<string, string>): Promise<string[]> {
  const res = await list(caller, query);
  expect(res.statusCode, JSON.stringify(query)).toBe(200);
  return res.json<JournalEntry[]>().map((entry) => entry.title);
}

const setTags = (caller: TestUser, id: number, tags: unknown) =>
  as(caller, 'setJournalEntryTags', {
    method: 'PUT',
    url: `/api/journal/tags/${id}`,
    payload: { tags },
  });

beforeAll(async () => {
  t = await createTestApp();
  writer = await newUser(t.app, 'writer');
  other = await newUser(t.app, 'other');
}, 120_000);
afterAll(() => t.close());

describe('journal search', () => {
  let seeds: JournalEntry;
  beforeAll(async () => {
    seeds = await write(
      writer,
      'Morning pages',
      'The Seedlings on the windowsill finally sprouted.',
    );
    await write(writer, 'Rainy day', 'I read a book about seedlings and compost.');
    await write(writer, 'Compost', 'Turned the heap; worms everywhere. Grüße an die Würmer!');
    await write(other, 'Not mine', 'Seedlings of someone else.');
  });

  it('finds words in the title or the text, any case, newest first, only my entries', async () => {
    expect(await found(writer, { q: 'seedlings' })).toEqual(['Rainy day', 'Morning pages']);
    expect(await found(writer, { q: 'MORNING' })).toEqual(['Morning pages']);
    expect(await found(writer, { q: 'würmer' })).toEqual(['Compost']);
    expect(await found(other, { q: 'seedlings' })).toEqual(['Not mine']);
    // Stemmed (issue 45): another form of the word finds it.
    expect(await found(writer, { q: 'seedling' })).toEqual(['Rainy day', 'Morning pages']);
  });

  it('reads the web search syntax: all words, a phrase, or, -word', async () => {
    expect(await found(writer, { q: 'seedlings compost' })).toEqual(['Rainy day']);
    expect(await found(writer, { q: '"on the windowsill"' })).toEqual(['Morning pages']);
    expect(await found(writer, { q: '"sprouted seedlings"' })).toEqual([]);
    expect(await found(writer, { q: 'worms or sprouted' })).toEqual(['Compost', 'Morning pages']);
    expect(await found(writer, { q: 'seedlings -compost' })).toEqual(['Morning pages']);
    // A query without any word matches nothing (never an error).
    expect(await found(writer, { q: '!!!' })).toEqual([]);
    expect(await found(writer, { q: '"' })).toEqual([]);
  });

  it('pages like the list: `limit` and `before`', async () => {
    const first = await list(writer, { q: 'seedlings or compost', limit: '2' });
    const page = first.json<JournalEntry[]>();
    expect(page.map((e) => e.title)).toEqual(['Compost', 'Rainy day']);
    const next = await found(writer, {
      q: 'seedlings or compost',
      limit: '2',
      before: String(page[1]?.id),
    });
    expect(next).toEqual(['Morning pages']);
    expect(seeds.tags).toEqual([]);
  });

  it('refuses a blank or over-long query (422) and needs a token (401)', async () => {
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const res = await list(writer, { q });
      expect(res.statusCode, JSON.stringify(q)).toBe(422);
    }
    expect((await list(null, { q: 'seedlings' })).statusCode).toBe(401);
  });

  it('agrees with the fakes’ matcher on every query above', async () => {
    const texts = [
      'Morning pages The Seedlings on the windowsill finally sprouted.',
      'Rainy day I read a book about seedlings and compost.',
      'Compost Turned the heap; worms everywhere. Grüße an die Würmer!',
    ];
    texts.push(
      'I grow tomatoes on my balcony',
      'Who has seed potatoes? Gardening tips',
      'A tomato, a potato and the gardens',
    );
    const queries = [
      'seedlings',
      'MORNING',
      'würmer',
      'seedling',
      'seedlings compost',
      '"on the windowsill"',
      '"windowsill the"',
      '"sprouted seedlings"',
      'worms or sprouted',
      'seedlings -compost',
      '-compost',
      '!!!',
      '"',
      'heap; worms',
      'tomato',
      'tomatoes',
      'potato',
      'garden',
      'tomat',
      'grow tomat',
      'potatoes -garden',
      'seedl',
    ];
    const db = t.app.services.database.db;
    for (const q of queries) {
      const server = [];
      const query = searchQuery(q);
      for (const text of texts) {
        const result = await db.execute(
          sql`select ${query === null ? sql`false` : sql`${searchVector(sql`${text}::text`)} @@ ${query}`} as hit`,
        );
        server.push(rowsOf(result)[0]?.['hit']);
      }
      expect(
        texts.map((text) => matchesSearch(text, q)),
        q,
      ).toEqual(server);
    }
  });

  it('is served by the GIN index over title and text', async () => {
    const plan = await t.app.services.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from journal_entries where ${journalSearchVector(journalEntries.title, journalEntries.content, journalEntries.tags)} @@ ${searchQuery('tomat')}`,
      );
      return rowsOf(result)
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
    });
    expect(plan).toContain('journal_entries_search_idx');
  });
});

/** A search answer's marked words. */
const marked = (parts: readonly SearchPart[] | undefined) =>
  (parts ?? []).filter((part) => part.match).map((part) => part.text);

describe('language-aware journal search (issue 45)', () => {
  let searcher: TestUser;
  beforeAll(async () => {
    searcher = await newUser(t.app, 'searcher');
    await write(searcher, 'Balcony', 'I planted the tomatoes on my balcony today.');
    const tagged = await write(searcher, 'Saturday', 'Dug the beds and watered everything.');
    expect((await setTags(searcher, tagged.id, ['garden'])).statusCode).toBe(200);
    await write(searcher, 'Huerto', 'Hoy planté los tomates y las patatas en el huerto.');
    await write(searcher, 'Garten', 'Heute habe ich die Kartoffeln im Garten gepflanzt.');
    await write(searcher, 'Jardin', "Aujourd'hui j'ai planté les pommes de terre dans le jardin.");
  });

  it('"tomato" finds "tomatoes"; the last word typed finds the words it begins', async () => {
    expect(await found(searcher, { q: 'tomato' })).toContain('Balcony');
    expect(await found(searcher, { q: 'Tomatoes' })).toContain('Balcony');
    expect(await found(searcher, { q: 'tomat' })).toContain('Balcony');
    expect(await found(searcher, { q: 'balcony tomat' })).toEqual(['Balcony']);
    // A whole word before the last is not a prefix.
    expect(await found(searcher, { q: 'tomat balcony' })).toEqual([]);
  });

  it('finds an entry by its tag', async () => {
    expect(await found(searcher, { q: 'garden' })).toContain('Saturday');
    expect(await found(searcher, { q: 'gardens watered' })).toEqual(['Saturday']);
  });

  it('stems Spanish, German and French entries in their language', async () => {
    expect(await found(searcher, { q: 'tomate' })).toContain('Huerto');
    expect(await found(searcher, { q: 'patata' })).toEqual(['Huerto']);
    expect(await found(searcher, { q: 'Kartoffel' })).toEqual(['Garten']);
    expect(await found(searcher, { q: 'jardins' })).toEqual(['Jardin']);
    // Names and exact words still match as written.
    expect(await found(searcher, { q: 'huerto' })).toEqual(['Huerto']);
  });

  it('marks the matched words in the title and a passage, as the fakes do', async () => {
    const res = await list(searcher, { q: 'tomato' });
    const balcony = res.json<JournalEntry[]>().find((entry) => entry.title === 'Balcony');
    expect(balcony?.search_match).toEqual({
      title: [{ text: 'Balcony', match: false }],
      excerpt: markSearch('I planted the tomatoes on my balcony today.', 'tomato'),
    });
    expect(marked(balcony?.search_match?.excerpt)).toEqual(['tomatoes']);
    const typing = (await list(searcher, { q: 'balcony tomat' })).json<JournalEntry[]>();
    expect(marked(typing[0]?.search_match?.title)).toEqual(['Balcony']);
    expect(marked(typing[0]?.search_match?.excerpt)).toEqual(['tomatoes', 'balcony']);
    // Not a search: no marks.
    expect((await list(searcher, {})).json<JournalEntry[]>()[0]?.search_match).toBeUndefined();
  });
});

describe('a member’s search language (issue 45)', () => {
  // A short note with no stop words reads as English; the other entry is plainly Spanish.
  let member: TestUser;
  const choose = (caller: TestUser | null, language: unknown) =>
    as(caller, 'updateMySearchSettings', {
      method: 'PUT',
      url: '/api/auth/account/me/search',
      payload: { language },
    });
  const talks = async (caller: TestUser | null, q: string) => {
    const res = await as(caller, 'listForumThreads', {
      method: 'GET',
      url: `/api/forum/threads?${new URLSearchParams({ q }).toString()}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ForumThread[]>().map((talk) => talk.title);
  };
  beforeAll(async () => {
    member = await newUser(t.app, 'idioma');
    await write(member, 'Limón', 'Limón, menta, jengibre.');
    await write(member, 'Huerto', 'Un limón del huerto de mi abuela.');
    const talk = await as(writer, 'createForumThread', {
      method: 'POST',
      url: '/api/forum/threads',
      payload: { title: 'Limón', text: 'Limón, menta, jengibre.' },
    });
    expect(talk.statusCode).toBe(201);
  });

  it('is Automatic at first: each entry in its detected language, so the short note is not found', async () => {
    const res = await as(member, 'getMySearchSettings', {
      method: 'GET',
      url: '/api/auth/account/me/search',
    });
    expect(res.json()).toEqual({ language: 'auto' });
    expect(await found(member, { q: 'limones' })).toEqual(['Huerto']);
    expect(await talks(member, 'limones')).toEqual([]);
  });

  it('Spanish reads every entry and talk in Spanish too: "limones" finds "Limón"', async () => {
    const res = await choose(member, 'spanish');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'spanish' });
    expect(await found(member, { q: 'limones' })).toEqual(['Huerto', 'Limón']);
    const [note] = (await list(member, { q: 'limones' })).json<JournalEntry[]>().slice(1);
    expect(marked(note?.search_match?.title)).toEqual(['Limón']);
    expect(await talks(member, 'limones')).toEqual(['Limón']);
    // Only the member who chose it: a visitor and another member search as before.
    expect(await talks(null, 'limones')).toEqual([]);
    expect(await talks(other, 'limones')).toEqual([]);
    // English: back to the detected language alone.
    expect((await choose(member, 'english')).json()).toEqual({ language: 'english' });
    expect(await found(member, { q: 'limones' })).toEqual(['Huerto']);
    expect((await choose(member, 'auto')).statusCode).toBe(200);
  });

  it('refuses another language (422) and a visitor (401)', async () => {
    const res = await choose(member, 'klingon');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'The search language must be one of auto, english, spanish, german or french.',
    });
    expect((await choose(null, 'spanish')).statusCode).toBe(401);
    expect(
      (await as(null, 'getMySearchSettings', { method: 'GET', url: '/api/auth/account/me/search' }))
        .statusCode,
    ).toBe(401);
  });

  it('the fakes’ matcher agrees: the note found in Spanish only', () => {
    expect(matchesSearch('Limón Limón, menta, jengibre.', 'limones')).toBe(false);
    expect(matchesSearch('Limón Limón, menta, jengibre.', 'limones', 'spanish')).toBe(true);
    expect(matchesSearch('Limón Limón, menta, jengibre.', 'limones', 'english')).toBe(false);
  });

  it('a chosen language’s talks search is served by its GIN index', async () => {
    const plan = await t.app.services.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from forum_threads where ${searchMatches(
          forumSearchVector(forumThreads.title, forumThreads.text),
          forumSearchText(forumThreads.title, forumThreads.text),
          searchQuery('limones') ?? sql`null`,
          'limones',
          'spanish',
        )}`,
      );
      return rowsOf(result)
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
    });
    expect(plan).toContain('forum_threads_search_spanish_idx');
  });
});

describe('journal tags', () => {
  let entry: JournalEntry;
  beforeAll(async () => {
    entry = await write(writer, 'Tagged', 'An entry to tag.');
    await write(writer, 'Untagged', 'Another entry about seedlings.');
  });

  it('are set normalised (trimmed, one space, lower case, once each), kept in order', async () => {
    const res = await setTags(writer, entry.id, ['  Garden ', 'Good   Days', 'garden', 'été']);
    expect(res.statusCode).toBe(200);
    const tagged = res.json<JournalEntry>();
    expect(tagged.tags).toEqual(['garden', 'good days', 'été']);
    expect(tagged.updated_at).toBe(entry.updated_at);
    const listed = (await list(writer, {})).json<JournalEntry[]>();
    expect(listed.find((e) => e.id === entry.id)?.tags).toEqual(['garden', 'good days', 'été']);
  });

  it('filter the list by a tag (any case), also with a search', async () => {
    await setTags(writer, entry.id, ['garden']);
    expect(await found(writer, { tag: 'GARDEN' })).toEqual(['Tagged']);
    expect(await found(writer, { tag: 'garden', q: 'entry' })).toEqual(['Tagged']);
    expect(await found(writer, { tag: 'garden', q: 'seedlings' })).toEqual([]);
    expect(await found(writer, { tag: 'nothing' })).toEqual([]);
    expect(await found(other, { tag: 'garden' })).toEqual([]);
  });

  it('are removed by leaving them out', async () => {
    await setTags(writer, entry.id, ['garden', 'calm']);
    const res = await setTags(writer, entry.id, ['calm']);
    expect(res.json<JournalEntry>().tags).toEqual(['calm']);
    expect(await found(writer, { tag: 'garden' })).toEqual([]);
    expect((await setTags(writer, entry.id, [])).json<JournalEntry>().tags).toEqual([]);
  });

  it('refuse a blank, long or odd tag and more than 10, and change nothing (422)', async () => {
    await setTags(writer, entry.id, ['kept']);
    const cases: [unknown, string | null][] = [
      [['  '], SEARCH_DETAILS.tagEmpty],
      [['x'.repeat(31)], SEARCH_DETAILS.tagTooLong],
      [['a,b'], SEARCH_DETAILS.tagCharacters],
      [['<b>'], SEARCH_DETAILS.tagCharacters],
      [Array.from({ length: 11 }, (_, i) => `t${i}`), null],
      ['garden', null],
      [[1], null],
    ];
    for (const [tags, detail] of cases) {
      const res = await setTags(writer, entry.id, tags);
      expect(res.statusCode, JSON.stringify(tags)).toBe(422);
      if (detail) expect(res.json<{ detail: string }>().detail).toBe(detail);
    }
    // Eleven given, ten after merging repeats: accepted.
    const merged = [...Array.from({ length: 10 }, (_, i) => `t${i}`), 'T0'];
    expect(checkTags(merged)).toEqual({ ok: true, tags: merged.slice(0, 10) });
    const last = (await list(writer, {})).json<JournalEntry[]>().find((e) => e.id === entry.id);
    expect(last?.tags).toEqual(['kept']);
  });

  it("of another's entry or an unknown one: 404; without a token: 401", async () => {
    expect((await setTags(other, entry.id, ['mine'])).statusCode).toBe(404);
    expect((await setTags(writer, 2147483647, ['x'])).statusCode).toBe(404);
    const res = await call(t.app, 'setJournalEntryTags', {
      method: 'PUT',
      url: `/api/journal/tags/${entry.id}`,
      payload: { tags: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('are served by the GIN index for the filter', async () => {
    const plan = await t.app.services.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from journal_entries where tags @> array['garden']::text[]`,
      );
      return rowsOf(result)
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
    });
    expect(plan).toContain('journal_entries_tags_idx');
  });
});

describe('forum titles and search', () => {
  const start = (payload: Record<string, unknown>) =>
    as(writer, 'createForumThread', { method: 'POST', url: '/api/forum/threads', payload });
  const search = async (query: Record<string, string>) => {
    const res = await as(null, 'listForumThreads', {
      method: 'GET',
      url: `/api/forum/threads?${new URLSearchParams(query).toString()}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ForumThread[]>();
  };

  it('a talk has an optional title, stored trimmed; blank is none', async () => {
    const titled = (await start({ title: '  Tool library? ', text: 'Ladders and rakes' })).json();
    expect(titled).toMatchObject({ title: 'Tool library?', text: 'Ladders and rakes' });
    expect((await start({ title: '  ', text: 'Untitled talk' })).json()).toMatchObject({
      title: null,
    });
    expect((await start({ text: 'No title at all' })).json()).toMatchObject({ title: null });
    expect((await start({ title: 'x'.repeat(201), text: 'Too long' })).statusCode).toBe(422);
  });

  it('searches titles and texts, newest first, paged, for everyone', async () => {
    await start({ title: 'Seed swap', text: 'Bring beans.' });
    await start({ text: 'Who has seed potatoes? Second line' });
    const both = await search({ q: 'seed' });
    expect(both.map((talk) => talk.text)).toEqual([
      'Who has seed potatoes? Second line',
      'Bring beans.',
    ]);
    expect((await search({ q: 'tool' })).map((talk) => talk.title)).toEqual(['Tool library?']);
    // Stemmed (issue 45): "potato" finds "seed potatoes", marked; the last word as a prefix.
    const potato = await search({ q: 'potato' });
    expect(potato.map((talk) => talk.text)).toEqual(['Who has seed potatoes? Second line']);
    expect(potato[0]?.search_match).toEqual({
      title: [],
      excerpt: markSearch('Who has seed potatoes? Second line', 'potato'),
    });
    expect(marked(potato[0]?.search_match?.excerpt)).toEqual(['potatoes']);
    expect((await search({ q: 'seed pot' })).map((talk) => talk.text)).toEqual([
      'Who has seed potatoes? Second line',
    ]);
    const swap = await search({ q: 'swaps' });
    expect(marked(swap[0]?.search_match?.title)).toEqual(['swap']);
    const first = await search({ q: 'seed', limit: '1' });
    const next = await search({ q: 'seed', limit: '1', before: String(first[0]?.id) });
    expect(next.map((talk) => talk.title)).toEqual(['Seed swap']);
    expect(await search({ q: 'nowhere-to-be-found' })).toEqual([]);
  });

  it('is served by the GIN index over title and text', async () => {
    const plan = await t.app.services.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from forum_threads where ${forumSearchVector(forumThreads.title, forumThreads.text)} @@ ${searchQuery('seed')}`,
      );
      return rowsOf(result)
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
    });
    expect(plan).toContain('forum_threads_search_idx');
  });
});
