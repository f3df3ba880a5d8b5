/**
 * The join request stream ends with the session it was opened in (issue 41), as the chat stream
 * does (src/domains/communities/stream-sessions.ts): after a password reset, or a logout of the
 * login it was opened with, it closes (`event: closed`, reason `session_ended`) and never tells
 * how the request was decided; a change made by another process (only the database row moves) is
 * noticed before a decision is delivered, and by the periodic check; it is not opened for a login
 * that ended, even while this process still trusts the login (its 5 s cache). Read over real HTTP
 * from a listening server. On PostgreSQL (DATABASE_URL) a logout through one process keeps the
 * decision from a stream held on another.
 */
import type { AddressInfo } from 'node:net';
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/domains/auth/schema';
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

const isEvent = (name: string) => (event: SseEvent) => event.event === name;
const isEnd = (event: SseEvent) => event.event === 'closed' || event.event === 'decided';
const dataOf = (event: SseEvent): unknown => JSON.parse(event.data ?? 'null');

describe('the join request stream ends with its session', () => {
  let t: TestApp;
  let base: string;
  let maya: TestUser;
  let communityId: number;
  const open: SseStream[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    maya = await newUser(t.app, 'maya');
    communityId = (await t.app.services.communities.community.create(maya, { name: 'Asking' })).id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  }, 120_000);
  afterAll(async () => {
    for (const opened of open) opened.close();
    await t.close();
  });

  /** A new account that asked to join (its request pending). */
  const requester = async (name: string): Promise<TestUser> => {
    const user = await newUser(t.app, name);
    await t.app.services.communities.community.join(user, communityId);
    return user;
  };
  const follow = async (user: TestUser) => {
    const opened = await openSse(base, `/communities/${communityId}/join/stream`, user.auth);
    open.push(opened);
    return opened;
  };
  const approve = (user: TestUser) =>
    t.app.services.communities.community.decide(maya, communityId, user.id, true);
  const freshLogin = async (user: TestUser): Promise<TestUser> => {
    const tokens = await login(t.app, user.email);
    return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
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
  /** As another process would log out: only the rows change, this process is not told. */
  const revokeElsewhere = (user: TestUser) =>
    t.app.services.database.db
      .update(refreshTokens)
      .set({ revokedAt: t.clock() })
      .where(eq(refreshTokens.userId, user.id));

  it('closes at once on a password reset, and the decision made after it never arrives', async () => {
    const ivy = await requester('ivy');
    const live = await follow(ivy);
    await live.next(isEvent('ready'));
    await resetPassword(ivy, 'a-brand-new-password');
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'session_ended' });
    await live.ended;
    await approve(ivy);
    expect(live.received.filter(isEvent('decided'))).toEqual([]);
    // The old token opens nothing.
    const again = await follow(ivy);
    expect(again.status).toBe(401);
    expect(again.error).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
  });

  it('closes at once when its login logs out; another login of the account still hears the decision', async () => {
    const rey = await requester('rey');
    const phone = await freshLogin(rey);
    const live = await follow(rey);
    const onPhone = await follow(phone);
    await live.next(isEvent('ready'));
    await onPhone.next(isEvent('ready'));
    const res = await call(t.app, 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: rey.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'session_ended' });
    await live.ended;
    await approve(rey);
    expect(dataOf(await onPhone.next(isEvent('decided')))).toEqual({ status: 'approved' });
    expect(live.received.filter(isEvent('decided'))).toEqual([]);
  });

  it('a reset made by another process: the decision is not delivered, the stream closes', async () => {
    const lena = await requester('lena');
    const live = await follow(lena);
    await live.next(isEvent('ready'));
    // As another process would: the version moves on without this process being told.
    await t.app.services.database.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${lena.id}`,
    );
    await approve(lena);
    expect(dataOf(await live.next(isEnd))).toEqual({ reason: 'session_ended' });
    await live.ended;
    expect(live.received.filter(isEvent('decided'))).toEqual([]);
  });

  it('a logout made by another process closes a quiet stream at the periodic check', async () => {
    const noor = await requester('noor');
    const live = await follow(noor);
    await live.next(isEvent('ready'));
    await revokeElsewhere(noor);
    await t.app.services.communities.joinStreams.checkSessions();
    expect(dataOf(await live.next(isEvent('closed')))).toEqual({ reason: 'session_ended' });
    await live.ended;
  });

  it('is not opened for a login that ended elsewhere, while this process still trusts it', async () => {
    const kim = await requester('kim');
    // Read and cached: the login is open.
    const me = () =>
      call(t.app, 'getMyAccount', {
        method: 'GET',
        url: '/api/auth/account/me',
        headers: kim.auth,
      });
    expect((await me()).statusCode).toBe(200);
    await revokeElsewhere(kim);
    expect((await me()).statusCode).toBe(200); // within the 5 s this process may trust it
    const live = await follow(kim);
    expect(live.status).toBe(401);
    expect(live.error).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('across processes (PostgreSQL)', () => {
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

  it('a logout through one process: the stream held by another tells no decision and closes', async () => {
    const maya = await newUser(a.app, 'maya');
    const sam = await newUser(a.app, 'sam');
    const { community } = a.app.services.communities;
    const communityId = (await community.create(maya, { name: 'Two processes' })).id;
    await community.join(sam, communityId);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/api`;
    const live = await openSse(baseB, `/communities/${communityId}/join/stream`, sam.auth);
    await live.next(isEvent('ready'));
    const res = await call(a.app, 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: sam.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    await community.decide(maya, communityId, sam.id, true);
    expect(dataOf(await live.next(isEnd, 3000))).toEqual({ reason: 'session_ended' });
    await live.ended;
    expect(live.received.filter(isEvent('decided'))).toEqual([]);
  });
});
