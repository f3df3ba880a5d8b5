/**
 * The live chat (issue 17): a Server-Sent Events stream per community, read over real HTTP from
 * a listening server (inject would wait for the end of an answer that never ends). New, edited and
 * deleted messages reach every connected member; `Last-Event-ID` resumes; heartbeats; the stream closes
 * when its member is removed or the community deleted, when its token expires or its account's
 * sessions end (a password reset), and when the server stops; open streams are capped. On PostgreSQL
 * (DATABASE_URL) two server processes share one database: a message posted through one reaches a
 * stream held on the other, also after the listening connection was lost.
 */
import type { AddressInfo } from 'node:net';
import { COMMUNITY_DETAILS as D } from '@wegrow/contract/communities';
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LOG_RETENTION_MS, RETRY_MS } from '../src/domains/communities';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/platform/auth';
import { LISTENER_APPLICATION_NAME, type PostgresLiveBus } from '../src/platform/live';
import {
  call,
  createTestApp,
  login,
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

interface Message {
  id: number;
  user_id: number;
  username: string | null;
  content: string;
  timestamp: string;
  edited_at: string | null;
}

const isEvent = (name: string) => (event: SseEvent) => event.event === name;
const dataOf = <T>(event: SseEvent): T => JSON.parse(event.data ?? 'null') as T;

describe('the chat stream', () => {
  let t: TestApp;
  let base: string;
  let maya: TestUser;
  let sam: TestUser;
  let ivy: TestUser;
  let communityId: number;
  const open: SseStream[] = [];

  const stream = async (user: TestUser, id = communityId, lastEventId?: string) => {
    const opened = await openSse(base, `/communities/${id}/chat/stream`, {
      ...bearer(user),
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    });
    open.push(opened);
    return opened;
  };
  const post = async (user: TestUser, content: string, id = communityId) => {
    const res = await call(t.app, 'sendCommunityChatMessage', {
      method: 'POST',
      url: `/api/communities/${id}/chat`,
      headers: user.auth,
      payload: { content },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Message>();
  };
  const editMessage = async (user: TestUser, messageId: number, content: string) => {
    const res = await call(t.app, 'updateCommunityChatMessage', {
      method: 'PATCH',
      url: `/api/communities/${communityId}/chat/${messageId}`,
      headers: user.auth,
      payload: { content },
    });
    return res;
  };
  const deleteMessage = async (user: TestUser, messageId: number) => {
    const res = await call(t.app, 'deleteCommunityChatMessage', {
      method: 'DELETE',
      url: `/api/communities/${communityId}/chat/${messageId}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(204);
  };

  beforeAll(async () => {
    t = await createTestApp();
    maya = await newUser(t.app, 'maya');
    sam = await newUser(t.app, 'sam');
    ivy = await newUser(t.app, 'ivy');
    const { community } = t.app.services.communities;
    communityId = (await community.create(maya, { name: 'Live Growers' })).id;
    await community.join(sam, communityId);
    await community.decide(maya, communityId, sam.id, true);
    base = await listen(t.app);
  }, 120_000);
  afterAll(async () => {
    for (const opened of open) opened.close();
    await t.close();
  });

  it('answers 401, 403 and 404 before streaming anything', async () => {
    const anonymous = await openSse(base, `/communities/${communityId}/chat/stream`, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.error).toEqual({ detail: 'Not authenticated' });
    const outsider = await stream(ivy);
    expect(outsider.status).toBe(403);
    expect(outsider.error).toEqual({ detail: D.membersOnly });
    await t.app.services.communities.community.join(ivy, communityId);
    const pending = await stream(ivy);
    expect(pending.status).toBe(403);
    const unknown = await stream(sam, 2_147_483_647);
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({ detail: D.communityNotFound });
  });

  it('starts with retry and ready, with headers that keep proxies from buffering it', async () => {
    const live = await stream(sam);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    const first = await live.next();
    expect(first).toEqual({ retry: RETRY_MS });
    const ready = await live.next();
    expect(ready).toMatchObject({ event: 'ready', data: '{}' });
    expect(ready.id).toMatch(/^\d+$/);
    live.close();
  });

  it('pushes new and deleted messages to every connected member, in order', async () => {
    const forMaya = await stream(maya);
    const forSam = await stream(sam);
    const ready = await forMaya.next(isEvent('ready'));
    await forSam.next(isEvent('ready'));

    const first = await post(sam, '  Compost arrives Saturday!  ');
    const second = await post(maya, 'I will bring barrows.');
    for (const live of [forMaya, forSam]) {
      const a = await live.next(isEvent('message'));
      const b = await live.next(isEvent('message'));
      expect(dataOf<Message>(a)).toEqual(first);
      expect(dataOf<Message>(b)).toEqual(second);
      expect(Number(a.id)).toBeGreaterThan(Number(ready.id));
      expect(Number(b.id)).toBeGreaterThan(Number(a.id));
    }
    await deleteMessage(sam, first.id);
    for (const live of [forMaya, forSam]) {
      const deleted = await live.next(isEvent('deleted'));
      expect(dataOf(deleted)).toEqual({ id: first.id });
      expect(deleted.id).toMatch(/^\d+$/);
    }
    forMaya.close();
    forSam.close();
  });

  it('pushes an edit (event: edited, the message as saved) to every connected member; a refused one sends nothing', async () => {
    const forMaya = await stream(maya);
    const forSam = await stream(sam);
    await forMaya.next(isEvent('ready'));
    await forSam.next(isEvent('ready'));
    const posted = await post(sam, 'Dig at 9');
    for (const live of [forMaya, forSam]) await live.next(isEvent('message'));

    // Refused edits (another member, blank) change nothing and send nothing.
    expect((await editMessage(maya, posted.id, 'Dig at 8')).statusCode).toBe(403);
    expect((await editMessage(sam, posted.id, '   ')).statusCode).toBe(422);
    const res = await editMessage(sam, posted.id, ' Dig at **10** ');
    expect(res.statusCode).toBe(200);
    const edited = res.json<Message>();
    expect(edited.edited_at).not.toBeNull();
    for (const live of [forMaya, forSam]) {
      const event = await live.next(isEvent('edited'));
      expect(dataOf<Message>(event)).toEqual(edited);
      expect(event.id).toMatch(/^\d+$/);
      expect(live.received.filter(isEvent('edited'))).toHaveLength(1);
    }
    await deleteMessage(sam, posted.id);
    for (const live of [forMaya, forSam])
      expect(dataOf(await live.next(isEvent('deleted')))).toEqual({ id: posted.id });
    forMaya.close();
    forSam.close();
  });

  it('replays a missed edit after Last-Event-ID: the message as it is now', async () => {
    const before = await stream(maya);
    const ready = await before.next(isEvent('ready'));
    before.close();

    const posted = await post(sam, 'Bring gloves');
    const edited = (await editMessage(sam, posted.id, 'Bring gloves and spades')).json<Message>();

    const resumed = await stream(maya, communityId, ready.id);
    // The post is replayed as the message is now (edited), then the edit itself.
    expect(dataOf<Message>(await resumed.next(isEvent('message')))).toEqual(edited);
    expect(dataOf<Message>(await resumed.next(isEvent('edited')))).toEqual(edited);
    resumed.close();
    await deleteMessage(sam, posted.id);
  });

  it('resumes after Last-Event-ID with everything missed, then goes on live', async () => {
    const before = await stream(sam);
    const ready = await before.next(isEvent('ready'));
    before.close();

    const gone = await post(maya, 'Soon deleted');
    const kept = await post(maya, 'Still here');
    await deleteMessage(maya, gone.id);

    const resumed = await stream(sam, communityId, ready.id);
    const replayed = await resumed.next(isEvent('message'));
    expect(dataOf<Message>(replayed)).toEqual(kept);
    expect(dataOf(await resumed.next(isEvent('deleted')))).toEqual({ id: gone.id });
    // Nothing but the replay came first (no `ready`: it resumed).
    expect(resumed.received.filter((event) => event.event === 'ready')).toEqual([]);
    expect(resumed.received.filter((event) => event.event === 'message')).toHaveLength(1);
    const live = await post(maya, 'And now live');
    expect(dataOf<Message>(await resumed.next(isEvent('message')))).toEqual(live);
    resumed.close();
  });

  it('sends a heartbeat comment (every 25 s; here on demand)', async () => {
    const live = await stream(sam);
    await live.next(isEvent('ready'));
    await t.app.services.communities.streams.tick();
    expect(await live.next((event) => event.comment !== undefined)).toEqual({
      comment: 'heartbeat',
    });
    live.close();
  });

  it('closes the stream of a member who is removed (reconnecting gets 403)', async () => {
    const { community } = t.app.services.communities;
    const lena = await newUser(t.app, 'lena');
    await community.join(lena, communityId);
    await community.decide(maya, communityId, lena.id, true);
    const live = await stream(lena);
    await live.next(isEvent('ready'));
    const forMaya = await stream(maya);
    await forMaya.next(isEvent('ready'));

    await call(t.app, 'removeCommunityMember', {
      method: 'DELETE',
      url: `/api/communities/${communityId}/members/${lena.id}`,
      headers: maya.auth,
    });
    const closed = await live.next(isEvent('closed'));
    expect(dataOf(closed)).toEqual({ reason: 'removed' });
    await live.ended;
    expect((await stream(lena)).status).toBe(403);
    // Nobody else's stream closed.
    const message = await post(maya, 'Still open?');
    expect(dataOf<Message>(await forMaya.next(isEvent('message')))).toEqual(message);
    forMaya.close();
  });

  it('closes every stream of a community that is deleted', async () => {
    const { community } = t.app.services.communities;
    const doomed = await community.create(maya, { name: 'Doomed' });
    await community.join(sam, doomed.id);
    await community.decide(maya, doomed.id, sam.id, true);
    const streams = [await stream(maya, doomed.id), await stream(sam, doomed.id)];
    for (const live of streams) await live.next(isEvent('ready'));
    await community.remove(maya, doomed.id);
    for (const live of streams) {
      expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'deleted' });
      await live.ended;
    }
  });

  it('checks memberships at each heartbeat too (a notice that never came)', async () => {
    const { community } = t.app.services.communities;
    const kim = await newUser(t.app, 'kim');
    await community.join(kim, communityId);
    await community.decide(maya, communityId, kim.id, true);
    const live = await stream(kim);
    await live.next(isEvent('ready'));
    // Removed behind the service's back: no notice is published.
    await t.app.services.database.db.execute(
      sql`delete from community_members where community_id = ${communityId} and user_id = ${kim.id}`,
    );
    await t.app.services.communities.streams.tick();
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'removed' });
  });

  it('says reset when it cannot replay from Last-Event-ID (unknown, or pruned after a day)', async () => {
    for (const header of ['not-a-number', '2147483647', '99999999999']) {
      const live = await stream(sam, communityId, header);
      const reset = await live.next(isEvent('reset'));
      expect(reset.data).toBe('{}');
      expect(reset.id).toMatch(/^\d+$/);
      live.close();
    }
    const before = await stream(sam);
    const ready = await before.next(isEvent('ready'));
    before.close();
    const { chat } = t.app.services.communities;
    await chat.send(maya, communityId, 'Yesterday');
    // A day later (access tokens long expired: log in again), the log was pruned on the next post.
    t.clock.advance(CHAT_LOG_RETENTION_MS + 60_000);
    await chat.send(maya, communityId, 'Today');
    const tokens = await login(t.app, sam.email);
    const fresh = { ...sam, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
    const late = await stream(fresh, communityId, ready.id);
    const reset = await late.next(isEvent('reset'));
    expect(late.received.filter((event) => event.event === 'message')).toEqual([]);
    const today = await chat.send(maya, communityId, 'After the reset');
    const next = await late.next(isEvent('message'));
    expect(dataOf<Message>(next)).toEqual(today);
    expect(Number(next.id)).toBeGreaterThan(Number(reset.id));
    late.close();
  });

  it('ends open streams when the server stops (clients reconnect elsewhere)', async () => {
    const other = await createTestApp();
    try {
      const owner = await newUser(other.app, 'owner');
      const id = (await other.app.services.communities.community.create(owner, { name: 'X' })).id;
      const otherBase = await listen(other.app);
      const live = await openSse(otherBase, `/communities/${id}/chat/stream`, bearer(owner));
      await live.next(isEvent('ready'));
      const started = Date.now();
      await other.app.close();
      await live.ended;
      expect(Date.now() - started).toBeLessThan(5000);
      expect(other.app.services.communities.streams.size).toBe(0);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('the chat stream ends with its session, and open streams are capped', () => {
  let t: TestApp;
  let base: string;
  let maya: TestUser;
  let communityId: number;
  const open: SseStream[] = [];

  /** A member of the community, freshly signed in (the clock moves on in these tests). */
  const member = async (name: string): Promise<TestUser> => {
    const user = await newUser(t.app, name);
    const { community } = t.app.services.communities;
    await community.join(user, communityId);
    await community.decide(maya, communityId, user.id, true);
    return user;
  };
  const freshLogin = async (user: TestUser, password?: string): Promise<TestUser> => {
    const tokens = await login(t.app, user.email, password);
    return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
  };
  const stream = async (user: TestUser) => {
    const opened = await openSse(base, `/communities/${communityId}/chat/stream`, bearer(user));
    open.push(opened);
    return opened;
  };
  const resetPassword = async (user: TestUser, password: string) => {
    await call(t.app, 'requestPasswordReset', {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email },
    });
    await t.app.services.mailer.flush();
    const mail = t.mail.filter((m) => m.to === user.email).at(-1);
    const token = /ResetPassword\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no reset mail');
    const res = await call(t.app, 'resetPassword', {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), new_password: password },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { chatStreams: { perUser: 2, perProcess: 4 } } });
    maya = await newUser(t.app, 'maya');
    communityId = (await t.app.services.communities.community.create(maya, { name: 'Sessions' }))
      .id;
    base = await listen(t.app);
  }, 120_000);
  afterAll(async () => {
    for (const opened of open) opened.close();
    await t.close();
  });

  it('closes at the access token’s expiry (reason expired); a fresh token reconnects', async () => {
    const sam = await member('sam');
    const live = await stream(sam);
    await live.next(isEvent('ready'));
    // Just before the token expires: a check changes nothing.
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000);
    await t.app.services.communities.streams.checkSessions();
    expect(live.received.filter(isEvent('closed'))).toEqual([]);
    // Past `exp`: the next check closes it.
    t.clock.advance(61_000);
    await t.app.services.communities.streams.checkSessions();
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'expired' });
    await live.ended;
    const again = await stream(await freshLogin(sam));
    expect(again.status).toBe(200);
    await again.next(isEvent('ready'));
    again.close();
  });

  it('closes when the token expires by itself (a timer set at exp)', async () => {
    const kim = await member('kim');
    // The token was issued now; 1.5 s before its expiry the stream opens and waits for it.
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1500);
    const live = await stream(kim);
    await live.next(isEvent('ready'));
    expect(dataOf(await live.next(isEvent('closed'), 5000))).toEqual({ reason: 'expired' });
    await live.ended;
  });

  it('closes at once on a password reset; a message posted after it does not arrive', async () => {
    const ivy = await member('ivy');
    const live = await stream(ivy);
    await live.next(isEvent('ready'));
    await resetPassword(ivy, 'a-brand-new-password');
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'session_ended' });
    await live.ended;
    await t.app.services.communities.chat.send(maya, communityId, 'After the reset');
    expect(live.received.filter(isEvent('message'))).toEqual([]);
    // The old token opens nothing; one from a new login does.
    const old = await stream(ivy);
    expect(old.status).toBe(401);
    const again = await stream(await freshLogin(ivy, 'a-brand-new-password'));
    expect(again.status).toBe(200);
    again.close();
  });

  it('closes when its login is logged out; no message posted after it arrives, and it cannot reopen', async () => {
    const rey = await member('rey');
    const phone = await freshLogin(rey);
    const live = await stream(rey);
    const onPhone = await stream(phone);
    await live.next(isEvent('ready'));
    await onPhone.next(isEvent('ready'));
    const res = await call(t.app, 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      headers: rey.auth,
      payload: { refresh_token: rey.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    await t.app.services.communities.chat.send(maya, communityId, 'After the logout');
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'session_ended' });
    await live.ended;
    expect(live.received.filter(isEvent('message'))).toEqual([]);
    // The other login goes on.
    expect(dataOf<Message>(await onPhone.next(isEvent('message')))).toMatchObject({
      content: 'After the logout',
    });
    // The access token is still within its 15 minutes, but opens no stream for the ended login.
    const again = await stream(rey);
    expect(again.status).toBe(401);
    expect(again.error).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
    onPhone.close();
  });

  it('a reset made by another process: no message is delivered after it, and the stream closes', async () => {
    const lena = await member('lena');
    const live = await stream(lena);
    await live.next(isEvent('ready'));
    // As another process would: the version moves on without this process being told.
    await t.app.services.database.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${lena.id}`,
    );
    await t.app.services.communities.chat.send(maya, communityId, 'Posted after the reset');
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'session_ended' });
    await live.ended;
    expect(live.received.filter(isEvent('message'))).toEqual([]);
  });

  it('a reset elsewhere closes a quiet stream too (the periodic check)', async () => {
    const noor = await member('noor');
    const live = await stream(noor);
    await live.next(isEvent('ready'));
    await t.app.services.database.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${noor.id}`,
    );
    await t.app.services.communities.streams.checkSessions();
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'session_ended' });
  });

  it('caps open streams per user (429 with a detail), and a slot frees when one closes', async () => {
    const { streams } = t.app.services.communities;
    const wait = async (size: number) => {
      for (let waited = 0; streams.size !== size && waited < 5000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(streams.size).toBe(size);
    };
    await wait(0);
    const ada = await member('ada');
    const first = await stream(ada);
    const second = await stream(ada);
    await first.next(isEvent('ready'));
    await second.next(isEvent('ready'));
    const third = await stream(ada);
    expect(third.status).toBe(429);
    expect(third.error).toEqual({ detail: D.tooManyChatStreams });
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    first.close();
    await wait(1);
    const again = await stream(ada);
    expect(again.status).toBe(200);
    await again.next(isEvent('ready'));

    // And per process: 4 at most.
    const bo = await member('bo');
    const cy = await member('cy');
    for (const user of [bo, bo]) expect((await stream(user)).status).toBe(200);
    await wait(4);
    const full = await stream(cy);
    expect(full.status).toBe(429);
    expect(full.error).toEqual({ detail: D.chatStreamsFull });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the chat stream across processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let maya: TestUser;
  let sam: TestUser;
  let communityId: number;
  const jwtSecret = 'a-shared-secret-of-at-least-32-characters!';

  beforeAll(async () => {
    database = await testDatabase();
    a = await createTestApp({ database: database.config, config: { jwtSecret } });
    b = await createTestApp({ database: database.config, config: { jwtSecret } });
    maya = await newUser(a.app, 'maya');
    sam = await newUser(a.app, 'sam');
    const { community } = a.app.services.communities;
    communityId = (await community.create(maya, { name: 'Two processes' })).id;
    await community.join(sam, communityId);
    await community.decide(maya, communityId, sam.id, true);
    baseB = await listen(b.app);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const postThroughA = async (content: string) => {
    const res = await call(a.app, 'sendCommunityChatMessage', {
      method: 'POST',
      url: `/api/communities/${communityId}/chat`,
      headers: sam.auth,
      payload: { content },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Message>();
  };

  it('a message posted through one process arrives on a stream held by another', async () => {
    expect(a.app.services.live.kind).toBe('postgres');
    const live = await openSse(baseB, `/communities/${communityId}/chat/stream`, bearer(maya));
    await live.next(isEvent('ready'));
    const message = await postThroughA('Hello from process A');
    expect(dataOf<Message>(await live.next(isEvent('message')))).toEqual(message);
    // An edit and a deletion through A arrive on B too (the log and pg_notify, not memory).
    const edit = await call(a.app, 'updateCommunityChatMessage', {
      method: 'PATCH',
      url: `/api/communities/${communityId}/chat/${message.id}`,
      headers: sam.auth,
      payload: { content: 'Hello from process A, **edited**' },
    });
    expect(edit.statusCode).toBe(200);
    expect(dataOf<Message>(await live.next(isEvent('edited')))).toEqual(edit.json());
    const removed = await call(a.app, 'deleteCommunityChatMessage', {
      method: 'DELETE',
      url: `/api/communities/${communityId}/chat/${message.id}`,
      headers: sam.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(dataOf(await live.next(isEvent('deleted')))).toEqual({ id: message.id });
    // Removal through A closes the stream on B.
    const forSam = await openSse(baseB, `/communities/${communityId}/chat/stream`, bearer(sam));
    await forSam.next(isEvent('ready'));
    await a.app.services.communities.community.removeMember(maya, communityId, sam.id);
    expect(dataOf(await forSam.next(isEvent('closed')))).toEqual({ reason: 'removed' });
    await a.app.services.communities.community.join(sam, communityId);
    await a.app.services.communities.community.decide(maya, communityId, sam.id, true);
    live.close();
  });

  it('a password reset through one process ends the stream held by another, before anything more arrives', async () => {
    const { community } = a.app.services.communities;
    const kim = await newUser(a.app, 'kim');
    await community.join(kim, communityId);
    await community.decide(maya, communityId, kim.id, true);
    const live = await openSse(baseB, `/communities/${communityId}/chat/stream`, bearer(kim));
    await live.next(isEvent('ready'));
    // The reset's transaction as process A commits it (B is not told: it reads the version).
    await a.app.services.database.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${kim.id}`,
    );
    a.app.services.tokens.versionChanged(kim.id);
    await postThroughA('Posted after the reset on A');
    expect(dataOf(await live.next(isEvent('closed'), 15_000))).toEqual({
      reason: 'session_ended',
    });
    await live.ended;
    expect(live.received.filter(isEvent('message'))).toEqual([]);
  });

  it('reconnects its listening connection when it is lost, and catches up on what it missed', async () => {
    const bus = b.app.services.live as PostgresLiveBus;
    const live = await openSse(baseB, `/communities/${communityId}/chat/stream`, bearer(maya));
    await live.next(isEvent('ready'));
    // Kill B's listening connection from the server side.
    await a.app.services.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    // Posted while B is not listening: its notice is lost for B.
    for (let waited = 0; bus.listening && waited < 5000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bus.listening).toBe(false);
    const missed = await postThroughA('Posted while B was not listening');
    // B reconnects (back-off from 0.5 s), then reads the log again: the message arrives.
    expect(dataOf<Message>(await live.next(isEvent('message'), 15_000))).toEqual(missed);
    expect(bus.listening).toBe(true);
    const after = await postThroughA('Posted after the reconnection');
    expect(dataOf<Message>(await live.next(isEvent('message'), 15_000))).toEqual(after);
    live.close();
  });
});
