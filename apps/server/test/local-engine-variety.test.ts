/**
 * Variety (issue 32): the built-in engine never answers two entries of one person with the same
 * template in a row. It is given the person's previous answer of the same kind (the journal reads
 * the latest stored one) and recognises its template by its opening.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingOf } from '../src/platform/ai/local/foreign';
import { writeJournal } from '../src/platform/ai/local/engine';
import type { JournalKind } from '../src/platform/ai/local/foreign';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

const KINDS: readonly JournalKind[] = ['reflection', 'mantra', 'next-action'];

/** Entries that, one after another, would draw the same templates without variety. */
const SERIES: readonly (readonly [title: string, content: string])[] = [
  ['Today', 'My dog died this morning. I cannot stop crying.'],
  ['Mum', 'My mother passed away last night. The house is so quiet and I feel empty.'],
  ['Grandpa', 'Grandpa died today. I miss him already.'],
  ['Running', 'I want to start running three times a week.'],
  ['Reading', 'I want to read one book a month this year.'],
  ['Garten', 'Heute habe ich die ersten Tomaten geerntet. Ich bin so dankbar und froh.'],
  ['Sommer', 'Wir waren am See und haben viel gelacht. Ich bin glücklich und dankbar.'],
  ['Jardín', 'Hoy cosechamos los primeros tomates del huerto. Estoy muy feliz y agradecida.'],
];

describe('the local engine, entry after entry', () => {
  it.each(KINDS)('never repeats the %s template of the previous entry', (kind) => {
    let previous: string | undefined;
    for (const [title, content] of SERIES) {
      const text = writeJournal(kind, title, content, previous);
      if (previous !== undefined)
        expect(openingOf(text), `${previous}\n→ ${text}`).not.toBe(openingOf(previous));
      previous = text;
    }
  });

  it.each(SERIES.map(([title, content]) => [title, content] as const))(
    'answers "%s" with another template when its own answer came just before',
    (title, content) => {
      for (const kind of KINDS) {
        const alone = writeJournal(kind, title, content);
        expect(writeJournal(kind, title, content)).toBe(alone);
        expect(openingOf(writeJournal(kind, title, content, alone))).not.toBe(openingOf(alone));
      }
    },
  );
});

describe('the journal', () => {
  let t: TestApp;
  let maya: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ config: { jobsWorker: false } });
    maya = await newUser(t.app, 'maya');
  }, 120_000);
  afterAll(() => t.close());

  async function mantraOf(title: string, content: string): Promise<string> {
    const created = await call(t.app, 'createJournalEntry', {
      method: 'POST',
      url: '/api/journal',
      headers: maya.auth,
      payload: { title, content },
    });
    const { id } = created.json<{ id: number }>();
    const started = await call(t.app, 'requestJournalMantra', {
      method: 'POST',
      url: `/api/journal/mantra/${String(id)}`,
      headers: maya.auth,
    });
    expect(started.statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const list = await call(t.app, 'listJournalEntries', {
      method: 'GET',
      url: '/api/journal',
      headers: maya.auth,
    });
    const entry = list.json<{ id: number; mantra: string | null }[]>().find((e) => e.id === id);
    return entry?.mantra ?? '';
  }

  it('gives the engine the latest mantra, so two grief entries in a row get two templates', async () => {
    const first = await mantraOf('Today', 'My dog died this morning. I cannot stop crying.');
    const second = await mantraOf('Grandpa', 'Grandpa died today. I miss him already.');
    expect(first).toMatch(/^I am /);
    expect(openingOf(second)).not.toBe(openingOf(first));
  });
});
