/**
 * Importing journal entries (issue 43): dates and tags kept, what the journal holds already (or
 * what is given twice) skipped, and one bad entry refusing the whole import.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const as = (user: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(user ? user.auth : {}) },
  });
const importing = (user: TestUser, entries: Record<string, unknown>[]) =>
  as(user, 'importJournalEntries', {
    method: 'POST',
    url: '/api/journal/import',
    payload: { entries },
  });
const list = async (user: TestUser) =>
  (await as(user, 'listJournalEntries', { method: 'GET', url: '/api/journal' })).json<
    { title: string; created_at: string; tags: string[] }[]
  >();

const FROST = {
  title: 'First frost',
  content: 'The kale is sweeter now.',
  tags: ['Garden'],
  created_at: '2025-11-20T07:30:00Z',
};
const SWAP = {
  title: 'Seed swap',
  content: 'Beans for squash.',
  created_at: '2025-11-22T18:00:00Z',
};

describe('importing journal entries', () => {
  it('keeps their dates and tags, and adds nothing the second time', async () => {
    const maya = await newUser(t.app, 'maya-import');
    const first = await importing(maya, [FROST, SWAP]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 2, skipped: 0 });
    const entries = await list(maya);
    expect(entries.find((e) => e.title === 'First frost')).toMatchObject({
      created_at: '2025-11-20T07:30:00.000Z',
      tags: ['garden'],
    });
    const again = await importing(maya, [FROST, SWAP, FROST]);
    expect(again.json()).toEqual({ imported: 0, skipped: 3 });
    expect(await list(maya)).toHaveLength(2);
  });

  it('refuses the whole import for one bad entry, naming it, and adds nothing', async () => {
    const sam = await newUser(t.app, 'sam-import');
    const refused = await importing(sam, [FROST, { ...SWAP, title: '   ' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: 'Entry 2: Title must not be blank.' });
    const badTag = await importing(sam, [{ ...FROST, tags: ['no/slashes'] }]);
    expect(badTag.statusCode).toBe(422);
    expect(badTag.json()).toEqual({
      detail: 'Entry 1: A tag holds only letters, digits, spaces, - and _.',
    });
    expect(await list(sam)).toEqual([]);
  });

  it('is one’s own journal only', async () => {
    const ivy = await newUser(t.app, 'ivy-import');
    const lee = await newUser(t.app, 'lee-import');
    expect((await importing(ivy, [FROST])).json()).toEqual({ imported: 1, skipped: 0 });
    // Lee's journal holds nothing of Ivy's: the same entry is new there.
    expect((await importing(lee, [FROST])).json()).toEqual({ imported: 1, skipped: 0 });
    const anonymous = await as(null, 'importJournalEntries', {
      method: 'POST',
      url: '/api/journal/import',
      payload: { entries: [FROST] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
