/**
 * Asking to join a community tells its admins once per request, and join requests are limited per
 * user (issue 30: joining and withdrawing 50 times put 50 "New join request" messages in every
 * admin's inbox).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_NOTICES } from '@wegrow/contract/communities';
import { DEFAULT_RATE_LIMITS } from '../src/platform/config';
import {
  call,
  createTestApp,
  login,
  MINUTE,
  newUser,
  type TestApp,
  type TestUser,
} from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        global: { ...DEFAULT_RATE_LIMITS.global, max: 100_000 },
      },
    },
  });
}, 120_000);
afterAll(() => t.close());

const as = (user: TestUser, operationId: string, request: Parameters<typeof call>[2]) =>
  call(t.app, operationId, { ...request, headers: { ...user.auth, ...request.headers } });

async function community(admin: TestUser, name: string): Promise<number> {
  const res = await as(admin, 'createCommunity', {
    method: 'POST',
    url: '/api/communities/create',
    payload: { name, description: 'Gardens.', visibility: 'public' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}
/** The user signed in again (after the clock moved past their access token's life). */
async function again(user: TestUser): Promise<TestUser> {
  const tokens = await login(t.app, user.email);
  return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}
const join = (user: TestUser, id: number) =>
  as(user, 'requestToJoinCommunity', { method: 'POST', url: `/api/communities/${id}/join` });
const withdraw = (user: TestUser, id: number) =>
  as(user, 'removeCommunityMember', {
    method: 'DELETE',
    url: `/api/communities/${id}/members/${user.id}`,
  });

interface Message {
  id: number;
  subject: string;
  read: boolean;
}
async function joinNotices(admin: TestUser): Promise<Message[]> {
  const res = await as(admin, 'listInboxMessages', {
    method: 'GET',
    url: `/api/inbox/${admin.id}`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<Message[] | { items: Message[] }>();
  const messages = Array.isArray(body) ? body : body.items;
  return messages.filter((message) => message.subject === 'New join request');
}

describe('join requests', () => {
  it('tell each admin once per pending request, however often someone asks and withdraws', async () => {
    const admin = await newUser(t.app, 'admin');
    const id = await community(admin, 'Quiet Growers');
    const restless = await newUser(t.app, 'restless');
    for (let i = 0; i < 5; i += 1) {
      expect((await join(restless, id)).statusCode).toBe(201);
      expect((await withdraw(restless, id)).statusCode).toBe(204);
    }
    expect(await joinNotices(admin)).toHaveLength(1);

    // Read, and a day later: a new request is news again.
    const [notice] = await joinNotices(admin);
    await as(admin, 'markInboxMessageRead', {
      method: 'POST',
      url: `/api/inbox/read/${notice?.id ?? 0}`,
    });
    expect((await join(restless, id)).statusCode).toBe(201);
    expect(await joinNotices(admin)).toHaveLength(1);
    await withdraw(restless, id);
    t.clock.advance(24 * 60 * MINUTE + 1);
    const [admin2, restless2] = [await again(admin), await again(restless)];
    expect((await join(restless2, id)).statusCode).toBe(201);
    expect(await joinNotices(admin2)).toHaveLength(2);

    // Another person's request is told as before.
    const other = await newUser(t.app, 'other');
    expect((await join(other, id)).statusCode).toBe(201);
    expect(await joinNotices(admin2)).toHaveLength(3);
  });

  it('name the applicant without their e-mail address (issue 41)', async () => {
    const admin = await newUser(t.app, 'keeper');
    const id = await community(admin, 'Private Growers');
    const nameless = await newUser(t.app, 'nameless');
    expect((await join(nameless, id)).statusCode).toBe(201);
    const res = await as(admin, 'listInboxMessages', {
      method: 'GET',
      url: `/api/inbox/${admin.id}`,
    });
    const body = res.json<{ content: string }[] | { items: { content: string }[] }>();
    const contents = (Array.isArray(body) ? body : body.items).map((m) => m.content);
    expect(contents).toContainEqual(
      COMMUNITY_NOTICES.joinRequested('Private Growers', `Member ${nameless.id}`, id).content,
    );
    expect(contents.join('\n')).not.toContain(nameless.email);
  });

  it('are limited per user: one past the limit in an hour gets 429 with Retry-After', async () => {
    const admin = await newUser(t.app, 'host');
    const id = await community(admin, 'Busy Growers');
    const eager = await newUser(t.app, 'eager');
    const max = DEFAULT_RATE_LIMITS.joinRequestPerUser.max;
    for (let i = 0; i < max; i += 1) {
      const res = await join(eager, id);
      expect(res.statusCode).toBe(201);
      await withdraw(eager, id);
    }
    const limited = await join(eager, id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60 * MINUTE);
    expect((await join(await again(eager), id)).statusCode).toBe(201);
  });
});
