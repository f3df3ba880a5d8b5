/**
 * The public reads' answers kept in memory (platform/response-cache.ts): served without the
 * database while current, dropped by a write of their domain, by a change made outside a request
 * (the Dream Machine's blend), by a name change (every list), by a notice from another process, and
 * at the latest after their time limit; a read that overlapped a write is not kept.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumThreads } from '../src/domains/forum/schema';
import { memoryLiveBus } from '../src/platform/live';
import {
  cachedAnswer,
  chooseEncoding,
  RESPONSE_CACHE_TOPIC,
  RESPONSE_CACHE_TTL_MS,
  ResponseCache,
} from '../src/platform/response-cache';
import {
  call,
  createTestApp,
  fakeClock,
  newUser,
  type TestApp,
  type TestUser,
} from './helpers/app';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await newUser(t.app, 'cache');
}, 120_000);
afterAll(() => t.close());

const threads = async () => {
  const res = await call(t.app, 'listForumThreads', { method: 'GET', url: '/api/forum/threads' });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number; text: string; author: { username: string } }[]>();
};

async function post(text: string): Promise<number> {
  const res = await call(t.app, 'createForumThread', {
    method: 'POST',
    url: '/api/forum/threads',
    headers: user.auth,
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('the cached public reads', () => {
  it('are served from memory until a write of their domain', async () => {
    const id = await post('Kept in memory');
    expect((await threads()).map((thread) => thread.id)).toContain(id);
    // A change behind the server's back (no request) is not seen: the answer is served from memory…
    await t.app.services.database.db.delete(forumThreads);
    expect((await threads()).map((thread) => thread.id)).toContain(id);
    // …until a write of the forum drops it.
    const next = await post('After the write');
    expect((await threads()).map((thread) => thread.id)).toEqual([next]);
  });

  it('drop every list when a name changes, and a refused write drops nothing', async () => {
    await post('Whose name?');
    const before = await threads();
    const refused = await call(t.app, 'createForumThread', {
      method: 'POST',
      url: '/api/forum/threads',
      headers: user.auth,
      payload: { text: '' },
    });
    expect(refused.statusCode).toBe(422);
    const size = t.app.services.responses.size;
    expect(size).toBeGreaterThan(0);
    const renamed = await call(t.app, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      headers: user.auth,
      payload: { username: 'renamed_cache' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(t.app.services.responses.size).toBe(0);
    const after = await threads();
    expect(after.map((thread) => thread.author)).not.toEqual(before.map((thread) => thread.author));
    expect(after[0]?.author.username).toBe('renamed_cache');
  });

  it('send a kept answer compressed to a client that accepts it', async () => {
    await post('Long enough to compress: ' + 'seeds and soil '.repeat(100));
    const plain = await threads();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/forum/threads',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain);
  });

  it('show the Dream Machine’s new blend at once', async () => {
    const read = () => t.app.inject({ method: 'GET', url: '/api/we-dream/collective' });
    const first = await read();
    expect((await read()).headers['etag']).toBe(first.headers['etag']);
    await call(t.app, 'saveMyDream', {
      method: 'POST',
      url: '/api/we-dream/save',
      headers: user.auth,
      payload: { vision: 'Orchards in every school', mantra: 'We plant' },
    });
    // What the nightly job does, outside any request.
    await t.app.services.dreams.blend('nightly', '2099-01-01');
    const blended = await read();
    expect(blended.statusCode).toBe(200);
    expect(blended.json<{ count: number }>().count).toBeGreaterThan(0);
    expect(blended.headers['etag']).not.toBe(first.headers['etag']);
  });
});

describe('ResponseCache', () => {
  const answer = (body: string) => cachedAnswer(body, `W/"${body}"`, 'application/json');
  const quiet = pino({ level: 'silent' });

  it('keeps an answer until its tag changes, here or in another process, or its time is up', async () => {
    const clock = fakeClock();
    const bus = memoryLiveBus(quiet);
    const cache = new ResponseCache(clock, bus);
    cache.set('/a', cache.stamp('blog'), answer('a'));
    cache.set('/f', cache.stamp('forum'), answer('f'));
    expect(cache.get('/a')?.body.toString()).toBe('a');

    await cache.changed('blog');
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/f')?.body.toString()).toBe('f');

    // Another process's notice.
    cache.set('/a', cache.stamp('blog'), answer('a2'));
    await bus.publish(RESPONSE_CACHE_TOPIC, { tag: 'forum', from: 'another process' });
    // Past the microtask in which the in-process bus delivers (a macrotask comes after them all).
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.get('/f')).toBeUndefined();
    expect(cache.get('/a')?.body.toString()).toBe('a2');

    clock.advance(RESPONSE_CACHE_TTL_MS);
    expect(cache.get('/a')).toBeUndefined();
    cache.close();
    await bus.close();
  });

  it('does not keep a read that began before a change, nor one not to be kept', async () => {
    const bus = memoryLiveBus(quiet);
    const cache = new ResponseCache(fakeClock(), bus);
    const stamp = cache.stamp('blog');
    await cache.changed('blog');
    cache.set('/a', stamp, answer('old'));
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', cache.stamp('blog'), answer('b'), 0);
    expect(cache.get('/b')).toBeUndefined();
    cache.close();
    await bus.close();
  });

  it('drops everything after the bus lost notices, and stays within its size', async () => {
    const bus = memoryLiveBus(quiet);
    let resync: () => void = () => undefined;
    const cache = new ResponseCache(
      fakeClock(),
      {
        ...bus,
        onResync: (listener) => {
          resync = listener;
          return () => undefined;
        },
      },
      { maxBytes: 40 },
    );
    for (const key of ['/1', '/2', '/3', '/4', '/5'])
      cache.set(key, cache.stamp('blog'), answer('1234567'));
    // 9 bytes each (key and body), 40 at most: the oldest went first.
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/2')?.body.toString()).toBe('1234567');
    expect(cache.get('/5')?.body.toString()).toBe('1234567');
    // Too big for the cache (over a quarter of it): not kept.
    cache.set('/big', cache.stamp('blog'), answer('x'.repeat(20)));
    expect(cache.get('/big')).toBeUndefined();
    resync();
    expect(cache.size).toBe(0);
    cache.close();
    await bus.close();
  });

  it('compresses a large answer once, and picks the encoding a client accepts', () => {
    const large = cachedAnswer(JSON.stringify({ text: 'seed '.repeat(400) }), 'W/"x"', 'a/json');
    expect(gunzipSync(large.gzip ?? Buffer.alloc(0)).equals(large.body)).toBe(true);
    expect(brotliDecompressSync(large.br ?? Buffer.alloc(0)).equals(large.body)).toBe(true);
    expect(large.br?.length).toBeLessThan(large.body.length / 4);
    expect(cachedAnswer('[]', 'W/"y"', 'a/json').br).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
