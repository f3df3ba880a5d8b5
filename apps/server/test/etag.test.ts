/**
 * Public reads that many people load answer with a weak ETag and `Cache-Control: no-cache`; a
 * request naming the current tag in `If-None-Match` gets 304 without a body, and a write that
 * changes what the read returns changes the tag (so a client never keeps a stale copy).
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billsCache } from '../src/domains/civic/schema';
import { etagOf, matches } from '../src/platform/etag';
import {
  call,
  createTestApp,
  login,
  newUser,
  signup,
  type TestApp,
  type TestUser,
} from './helpers/app';

const ADMIN_EMAIL = 'admin.etag@example.org';

let t: TestApp;
let user: TestUser;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      blogOwnerEmail: ADMIN_EMAIL,
      operatorEmails: [ADMIN_EMAIL],
      billsSourceUrl: 'http://127.0.0.1:9',
    },
  });
  user = await newUser(t.app, 'etag');
  await signup(t.app, ADMIN_EMAIL);
  admin = { authorization: `Bearer ${(await login(t.app, ADMIN_EMAIL)).access_token}` };
}, 120_000);
afterAll(() => t.close());

async function write(request: InjectOptions): Promise<void> {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

const READS: {
  operationId: string;
  url: string;
  /** A write that changes what the read returns. */
  change: () => Promise<void>;
}[] = [
  {
    operationId: 'listBlogPosts',
    url: '/api/blog',
    change: () =>
      write({
        method: 'POST',
        url: '/api/blog',
        headers: admin,
        payload: { title: 'Spring', content: 'Seeds are in.' },
      }),
  },
  {
    operationId: 'listForumThreads',
    url: '/api/forum/threads',
    change: () =>
      write({
        method: 'POST',
        url: '/api/forum/threads',
        headers: user.auth,
        payload: { text: 'Best tomatoes?' },
      }),
  },
  {
    operationId: 'getCollectiveDream',
    url: '/api/we-dream/collective',
    change: async () => {
      await write({
        method: 'POST',
        url: '/api/we-dream/save',
        headers: user.auth,
        payload: { vision: 'A garden on every roof', mantra: 'We grow up' },
      });
      await write({ method: 'POST', url: '/api/we-dream/collective/run', headers: admin });
    },
  },
  {
    operationId: 'listParliamentBills',
    url: '/api/civic/bills',
    // What a refresh from the parliament service writes.
    change: async () => {
      await t.app.services.database.db
        .insert(billsCache)
        .values({ key: 'current', bills: [], fetchedAt: t.app.services.clock() })
        .onConflictDoUpdate({
          target: billsCache.key,
          set: { bills: [], fetchedAt: t.app.services.clock() },
        });
    },
  },
];

describe('ETag and 304 on the public reads', () => {
  it.each(READS.map((read) => [read.operationId, read] as const))(
    '%s: 304 while unchanged, a new tag after a write',
    async (operationId, read) => {
      const first = await call(t.app, operationId, { method: 'GET', url: read.url });
      expect(first.statusCode).toBe(200);
      const tag = String(first.headers['etag']);
      expect(tag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await call(t.app, operationId, {
        method: 'GET',
        url: read.url,
        headers: { 'if-none-match': tag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(tag);

      // Another tag (a copy of something else) gets the whole answer.
      const other = await call(t.app, operationId, {
        method: 'GET',
        url: read.url,
        headers: { 'if-none-match': 'W/"something-else"' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);

      await read.change();
      const changed = await call(t.app, operationId, {
        method: 'GET',
        url: read.url,
        headers: { 'if-none-match': tag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(tag);
      expect(changed.body).not.toBe(first.body);
    },
  );

  it('leaves other reads and refusals without a tag', async () => {
    const journal = await t.app.inject({ method: 'GET', url: '/api/journal', headers: user.auth });
    expect(journal.headers['etag']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/blog/999999' });
    expect(missing.headers['etag']).toBeUndefined();
  });

  it('compares tags weakly, in lists and with *', () => {
    const tag = etagOf('[]');
    expect(matches(tag, tag)).toBe(true);
    expect(matches(tag.slice(2), tag)).toBe(true);
    expect(matches(`W/"a", ${tag}`, tag)).toBe(true);
    expect(matches('*', tag)).toBe(true);
    expect(matches('W/"a"', tag)).toBe(false);
    expect(matches(undefined, tag)).toBe(false);
  });
});
