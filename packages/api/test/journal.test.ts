/**
 * The journal helpers a screen uses for the insight panels, and the journal fakes behaving like the
 * server: 404 (never 403) for another user's entry, 409 with the server's words, insights pending
 * until the next list call, then ready from the built-in engine.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  canRequestInsight,
  createApiClient,
  hasInsight,
  insightKinds,
  insightPolling,
  insightSource,
  insightState,
  isLocalInsight,
  type ApiClient,
  type JournalEntry,
} from '../src';
import { fixtures, mockSessionFor, resetDb, users, type MockUserName } from '../src/mocks';
import { server } from '../src/mocks/node';
import { TEST_BASE_URL, testSession } from './support/session';

const { journalIds } = fixtures;

const absent = { status: 'absent', source: null, error: null } as const;
const entry = (changes: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 1,
  title: 'Soil',
  content: 'Turned the compost.',
  tags: [],
  created_at: '2026-01-01T15:40:00Z',
  updated_at: '2026-01-01T15:40:00Z',
  reflection: null,
  mantra: null,
  next_action: null,
  insights: { reflection: absent, mantra: absent, next_action: absent },
  crisis: false,
  ...changes,
});

describe('insight helpers', () => {
  it('offers the three kinds and the spec’s polling (every 2 s, up to 10 times)', () => {
    expect(insightKinds).toEqual(['reflection', 'mantra', 'next_action']);
    expect(insightPolling).toEqual({ intervalMs: 2000, maxAttempts: 10 });
  });

  it('tells absent, pending, ready and failed apart', () => {
    const mixed = entry({
      reflection: 'You wrote: "Turned the compost."',
      insights: {
        reflection: { status: 'ready', source: 'local', error: null },
        mantra: { status: 'pending', source: null, error: null },
        next_action: { status: 'failed', source: null, error: 'The AI provider answered 500.' },
      },
    });
    expect(insightState(mixed, 'reflection')).toBe('ready');
    expect(insightState(mixed, 'mantra')).toBe('pending');
    expect(insightState(mixed, 'next_action')).toBe('failed');
    expect(insightState(entry(), 'mantra')).toBe('absent');
    expect(insightKinds.map((kind) => canRequestInsight(mixed, kind))).toEqual([
      false,
      false,
      true,
    ]);
    expect(canRequestInsight(entry(), 'mantra')).toBe(true);
  });

  it('trusts the text: text is ready, a ready state without text is absent', () => {
    const textOnly = entry({ mantra: 'I am rooted.' });
    expect(insightState(textOnly, 'mantra')).toBe('ready');
    expect(hasInsight(textOnly, 'mantra')).toBe(true);
    const emptyText = entry({
      mantra: '  ',
      insights: { ...entry().insights, mantra: { status: 'ready', source: 'local', error: null } },
    });
    expect(insightState(emptyText, 'mantra')).toBe('absent');
  });

  it('names the writer of a ready insight: the built-in engine or a model', () => {
    const written = entry({
      reflection: 'A reflection.',
      mantra: 'I am rooted.',
      insights: {
        reflection: { status: 'ready', source: 'local', error: null },
        mantra: { status: 'ready', source: 'llama3.2', error: null },
        next_action: absent,
      },
    });
    expect(insightSource(written, 'reflection')).toBe('local');
    expect(isLocalInsight(written, 'reflection')).toBe(true);
    expect(insightSource(written, 'mantra')).toBe('llama3.2');
    expect(isLocalInsight(written, 'mantra')).toBe(false);
    expect(insightSource(written, 'next_action')).toBeNull();
  });
});

describe('the journal fakes', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterAll(() => server.close());

  const as = (user: MockUserName): ApiClient =>
    createApiClient({
      baseUrl: TEST_BASE_URL,
      session: testSession(mockSessionFor(users[user].id)),
    });
  const id = (value: number) => ({ params: { path: { id: value } } });

  it('searches in the member’s chosen German or French, as the server stems them', async () => {
    const maya = as('maya');
    await maya.POST('/journal', { body: { title: 'Gärten', content: 'Tomate, Kartoffel.' } });
    await maya.POST('/journal', { body: { title: 'Cheval', content: 'Tomate, jardin.' } });
    const found = async (q: string) =>
      (await maya.GET('/journal', { params: { query: { q } } })).data?.map((row) => row.title);
    await maya.PUT('/auth/account/me/search', { body: { language: 'german' } });
    expect(await found('Garten Tomaten')).toEqual(['Gärten']);
    expect(await found('Kartoffeln')).toEqual(['Gärten']);
    await maya.PUT('/auth/account/me/search', { body: { language: 'french' } });
    expect(await found('chevaux')).toEqual(['Cheval']);
    expect(await found('jardins tomates')).toEqual(['Cheval']);
  });

  it('keeps a requested insight pending until the next list, then ready from the local engine', async () => {
    const maya = as('maya');
    const started = await maya.POST('/journal/mantra/{id}', id(journalIds.withoutInsights));
    expect(started.response.status).toBe(202);
    expect(started.data).toEqual({ message: 'Mantra is being generated.' });
    const again = await maya.POST('/journal/mantra/{id}', id(journalIds.withoutInsights));
    expect(again.response.status).toBe(409);
    expect(again.error?.detail).toBe('A mantra is already being generated for this entry.');

    const { data } = await maya.GET('/journal');
    const polled = data?.find((row) => row.id === journalIds.withoutInsights);
    if (!polled) throw new Error('entry missing');
    expect(insightState(polled, 'mantra')).toBe('ready');
    expect(polled.mantra).toMatch(/^I am /);
    expect(insightSource(polled, 'mantra')).toBe('local');

    const third = await maya.POST('/journal/mantra/{id}', id(journalIds.withoutInsights));
    expect(third.error?.detail).toBe('This entry already has a mantra. Delete it first.');
  });

  it('shows a failed insight, which may be requested again and deleted', async () => {
    const maya = as('maya');
    const before = (await maya.GET('/journal')).data?.find(
      (row) => row.id === journalIds.withFailedMantra,
    );
    expect(before && insightState(before, 'mantra')).toBe('failed');
    expect(before?.insights.mantra.error).toBe('The AI provider did not answer in time.');
    const retry = await maya.POST('/journal/mantra/{id}', id(journalIds.withFailedMantra));
    expect(retry.response.status).toBe(202);
    const removed = await maya.DELETE('/journal/{id}/insight/{kind}', {
      params: { path: { id: journalIds.withFailedMantra, kind: 'mantra' } },
    });
    expect(removed.response.status).toBe(204);
    const after = (await maya.GET('/journal')).data?.find(
      (row) => row.id === journalIds.withFailedMantra,
    );
    expect(after?.insights.mantra).toEqual(absent);
  });

  it("answers 404 for another user's entry, like an unknown one, and changes nothing", async () => {
    const sam = as('sam');
    for (const { error } of [
      await sam.PUT('/journal/{id}', {
        ...id(journalIds.withInsights),
        body: { title: 'Mine now', content: 'x' },
      }),
      await sam.DELETE('/journal/{id}', id(journalIds.withInsights)),
      await sam.POST('/journal/reflect/{id}', id(journalIds.withoutInsights)),
      await sam.DELETE('/journal/{id}/insight/{kind}', {
        params: { path: { id: journalIds.withInsights, kind: 'mantra' } },
      }),
      await sam.DELETE('/journal/{id}', id(999)),
    ])
      expect(error).toMatchObject({ status: 404, detail: 'Journal entry not found.' });
    const mine = (await as('maya').GET('/journal')).data ?? [];
    expect(mine.find((row) => row.id === journalIds.withInsights)).toMatchObject({
      title: 'After the community meeting',
      mantra: 'I am allowed to take up space while I make space for others.',
    });
  });

  it('stores title and content trimmed, newest first', async () => {
    const maya = as('maya');
    const { data } = await maya.POST('/journal', {
      body: { title: '  Dusk ', content: '\nThe blackbird sang until dark.  ' },
    });
    expect(data).toMatchObject({ title: 'Dusk', content: 'The blackbird sang until dark.' });
    const list = (await maya.GET('/journal')).data ?? [];
    expect(list[0]?.title).toBe('Dusk');
  });
});
