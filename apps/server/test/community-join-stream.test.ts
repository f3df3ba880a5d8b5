/**
 * A requester's live answer (issue 33): `GET /communities/{id}/join/stream`, read over real HTTP
 * from a listening server. Only one's own pending request can be followed; an approval or a
 * rejection reaches the requester's stream at once and nobody else's; on PostgreSQL
 * (DATABASE_URL) a decision made through one process reaches a stream held on another.
 */
import type { AddressInfo } from 'node:net';
import { COMMUNITY_DETAILS as D } from '@wegrow/contract/communities';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_RETRY_MS } from '../src/domains/communities/community/join-stream';
import {
  call,
  createTestApp,
  newUser,
  testDatabase,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { openSse, type SseEvent, type SseStream } from './helpers/communities';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/api`;
}

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access_token}` });
const isEvent = (name: string) => (event: SseEvent) => event.event === name;
const dataOf = (event: SseEvent): unknown => JSON.parse(event.data ?? 'null');

describe('the join request stream', () => {
  let t: TestApp;
  let base: string;
  let maya: TestUser;
  let sam: TestUser;
  let ivy: TestUser;
  let communityId: number;
  const open: SseStream[] = [];

  const follow = async (user: TestUser, id = communityId) => {
    const opened = await openSse(base, `/communities/${id}/join/stream`, bearer(user));
    open.push(opened);
    return opened;
  };
  const decide = async (user: TestUser, verb: 'approve' | 'reject') => {
    const res = await call(t.app, 'decideCommunityJoinRequest', {
      method: 'POST',
      url: `/api/communities/${communityId}/members/${user.id}/approve${verb === 'reject' ? '?approve=false' : ''}`,
      headers: maya.auth,
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    maya = await newUser(t.app, 'maya');
    sam = await newUser(t.app, 'sam');
    ivy = await newUser(t.app, 'ivy');
    communityId = (await t.app.services.communities.community.create(maya, { name: 'Asking' })).id;
    base = await listen(t.app);
  }, 120_000);
  afterAll(async () => {
    for (const opened of open) opened.close();
    await t.close();
  });

  it('is only for one’s own pending request', async () => {
    expect((await openSse(base, `/communities/${communityId}/join/stream`, {})).status).toBe(401);
    const visitor = await follow(sam);
    expect(visitor.status).toBe(404);
    expect(visitor.error).toEqual({ detail: D.requestNotFound });
    const member = await follow(maya);
    expect(member.status).toBe(404);
    const unknown = await follow(sam, 2_147_483_647);
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({ detail: D.communityNotFound });
  });

  it('tells the requester of an approval at once, and nobody else', async () => {
    const { community } = t.app.services.communities;
    await community.join(sam, communityId);
    await community.join(ivy, communityId);
    const forSam = await follow(sam);
    const forIvy = await follow(ivy);
    expect(forSam.status).toBe(200);
    expect(forSam.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await forSam.next()).toEqual({ retry: JOIN_RETRY_MS });
    await forSam.next(isEvent('ready'));
    await forIvy.next(isEvent('ready'));

    await decide(sam, 'approve');
    expect(dataOf(await forSam.next(isEvent('decided'), 2000))).toEqual({ status: 'approved' });
    await forSam.ended;
    // Ivy's request is still pending: her stream heard nothing…
    expect(forIvy.received.filter(isEvent('decided'))).toEqual([]);
    expect(t.app.services.communities.joinStreams.size).toBe(1);

    await decide(ivy, 'reject');
    expect(dataOf(await forIvy.next(isEvent('decided'), 2000))).toEqual({ status: 'rejected' });
    await forIvy.ended;
    // …nor later: the notices reach the streams in order, so a word of Sam's approval meant for
    // her would have come before her own rejection (and ended her stream).
    expect(forIvy.received.filter(isEvent('decided')).map(dataOf)).toEqual([
      { status: 'rejected' },
    ]);
    expect(t.app.services.communities.joinStreams.size).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the join request stream across processes', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let a: TestApp;
  let b: TestApp;
  const jwtSecret = 'a-shared-secret-of-at-least-32-characters!';

  beforeAll(async () => {
    database = await testDatabase();
    a = await createTestApp({ database: database.config, config: { jwtSecret } });
    b = await createTestApp({ database: database.config, config: { jwtSecret } });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('an approval through one process reaches the requester’s stream on another', async () => {
    const maya = await newUser(a.app, 'maya');
    const sam = await newUser(a.app, 'sam');
    const { community } = a.app.services.communities;
    const communityId = (await community.create(maya, { name: 'Two processes' })).id;
    await community.join(sam, communityId);
    const live = await openSse(await listen(b.app), `/communities/${communityId}/join/stream`, {
      authorization: `Bearer ${sam.access_token}`,
    });
    await live.next(isEvent('ready'));
    await community.decide(maya, communityId, sam.id, true);
    expect(dataOf(await live.next(isEvent('decided'), 3000))).toEqual({ status: 'approved' });
    live.close();
  });
});
