/**
 * The paging cursor (`before`, platform/paging.ts) is resolved within the list the caller reads
 * (issue 41): an id of another member's journal entry or inbox message, or of a garden the caller
 * does not see, answers exactly as an id that does not exist (the same status and body), so it
 * tells neither that the row exists nor when it was written. The caller's own cursors still page.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT32_MAX } from '@wegrow/contract';
import { call, createTestApp, MINUTE, newUser, type TestApp, type TestUser } from './helpers/app';

const GARDENS_ADMIN = 'programme@example.org';
const TOWN = 'Riverton';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { gardensAdminEmail: GARDENS_ADMIN, gardensTown: TOWN } });
}, 120_000);
afterAll(() => t.close());

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

/** The answer as a client sees it: status and body. */
const seen = async (answer: Promise<{ statusCode: number; json(): unknown }>) => {
  const res = await answer;
  return { status: res.statusCode, body: res.json() };
};

async function writeEntry(user: TestUser, title: string): Promise<number> {
  const res = await as(user, 'createJournalEntry', {
    method: 'POST',
    url: '/api/journal',
    payload: { title, content: `About ${title}.` },
  });
  expect(res.statusCode).toBe(201);
  // Each entry a minute after the last: the order is by time, not only by id.
  t.clock.advance(MINUTE);
  return res.json<{ id: number }>().id;
}

describe('the journal’s cursor', () => {
  it('another member’s entry answers as an unknown id (plain list and search alike)', async () => {
    const sam = await newUser(t.app, 'sam');
    const maya = await newUser(t.app, 'maya');
    const samOlder = await writeEntry(sam, 'Seedlings');
    const mayas = await writeEntry(maya, 'Private thoughts');
    const samNewer = await writeEntry(sam, 'Seedlings again');

    const page = (query: string) =>
      seen(as(sam, 'listJournalEntries', { method: 'GET', url: `/api/journal?${query}` }));
    for (const filter of ['&q=seedlings', '']) {
      const unknown = await page(`before=${INT32_MAX}${filter}`);
      expect(unknown).toEqual({ status: 200, body: [] });
      expect(await page(`before=${mayas}${filter}`)).toEqual(unknown);
    }
    // Sam's own cursor pages through Sam's entries.
    const own = await page(`before=${samNewer}`);
    expect(own.status).toBe(200);
    expect((own.body as { id: number }[]).map((entry) => entry.id)).toEqual([samOlder]);
  });
});

describe('the inbox’s cursor', () => {
  it('another member’s message answers as an unknown id', async () => {
    // Each new account's inbox starts with a welcome message: Sam's is older than Maya's.
    const sam = await newUser(t.app, 'sam');
    t.clock.advance(MINUTE);
    const maya = await newUser(t.app, 'maya');
    const inbox = (user: TestUser, query = '') =>
      seen(as(user, 'listInboxMessages', { method: 'GET', url: `/api/inbox/${user.id}${query}` }));
    const mayas = (await inbox(maya)).body as { id: number }[];
    const mayaWelcome = mayas.at(-1)?.id;
    if (mayaWelcome === undefined) throw new Error('Maya has no welcome message');

    const unknown = await inbox(sam, `?before=${INT32_MAX}`);
    expect(unknown).toEqual({ status: 200, body: [] });
    expect(await inbox(sam, `?before=${mayaWelcome}`)).toEqual(unknown);
    // Sam's own cursor still pages (nothing is older than the welcome).
    const samWelcome = ((await inbox(sam)).body as { id: number }[]).at(-1)?.id;
    expect(await inbox(sam, `?before=${samWelcome}`)).toEqual({ status: 200, body: [] });
  });
});

describe('the garden directory’s cursor', () => {
  it('a garden the caller does not see answers as an unknown id', async () => {
    const signUpGarden = async (caller: TestUser | null, host_name: string) => {
      const res = await as(caller, 'createGarden', {
        method: 'POST',
        url: '/api/gardens',
        payload: {
          type: 'Blitz',
          host_name,
          description: 'Garden Host Application',
          notes: 'Sunny backyard.',
          email: 'host@example.org',
        },
      });
      expect(res.statusCode).toBe(201);
      t.clock.advance(MINUTE);
      return res.json<{ id: number }>().id;
    };
    const older = await signUpGarden(null, 'Public Older');
    // An account nobody verified: its sign-up is seen by its host (and the admin) only.
    const unverified = await newUser(t.app, 'unverified', { verified: false });
    const hidden = await signUpGarden(unverified, 'Not Yet Published');

    const list = (caller: TestUser | null, before: number) =>
      seen(as(caller, 'listGardens', { method: 'GET', url: `/api/gardens?before=${before}` }));
    const unknown = await list(null, INT32_MAX);
    expect(unknown).toEqual({ status: 200, body: [] });
    expect(await list(null, hidden)).toEqual(unknown);
    // Its host sees it, so for them it is a cursor like any other.
    const forHost = await list(unverified, hidden);
    expect((forHost.body as { id: number }[]).map((garden) => garden.id)).toContain(older);
  });
});
