/**
 * Limits for signed-in accounts (issue 41): garden sign-ups and volunteer requests used to be
 * limited for anonymous callers only, and reports (each one notifies the admins) not at all. Now a
 * signed-in account, verified or not, has its own budget of each (RATE_LIMIT_GARDEN_SUBMIT_PER_USER,
 * RATE_LIMIT_REPORT_PER_USER), whatever address it calls from; and a garden signed up by an account
 * whose address is not verified is not published until it is.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/platform/config';
import {
  call,
  createTestApp,
  DEFAULT_TEST_RATE_LIMITS,
  login,
  newUser,
  signup,
  type TestApp,
} from './helpers/app';

/** Someone signed in: the bearer header to send. */
interface Caller {
  auth: Record<string, string>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: {
        ...DEFAULT_TEST_RATE_LIMITS,
        gardenSubmitPerIp: DEFAULT_RATE_LIMITS.gardenSubmitPerIp,
        gardenSubmitPerUser: DEFAULT_RATE_LIMITS.gardenSubmitPerUser,
        reportPerUser: DEFAULT_RATE_LIMITS.reportPerUser,
      },
    },
  });
}, 120_000);
afterAll(() => t.close());

/** Logs `email` in again (access tokens live 15 minutes; the tests wait out hour-long windows). */
async function again(email: string): Promise<Caller> {
  const tokens = await login(t.app, email);
  return { auth: { authorization: `Bearer ${tokens.access_token}` } };
}

let counter = 0;
/** A client address of its own: the budgets below follow the account, not the address. */
const newIp = () => `10.1.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

const FORM = {
  type: 'Blitz',
  host_name: 'Maya',
  description: 'Garden Host Application',
  notes: 'A sunny lot.',
  email: 'maya@example.org',
};

const as = (caller: Caller | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    remoteAddress: newIp(),
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });
const signUpGarden = (caller: Caller | null) =>
  as(caller, 'createGarden', { method: 'POST', url: '/api/gardens', payload: FORM });
const volunteer = (caller: Caller | null, gardenId: number) =>
  as(caller, 'requestToVolunteer', {
    method: 'POST',
    url: '/api/volunteers/request',
    payload: { garden_id: gardenId, volunteer_name: 'Lee' },
  });
const listed = async (caller: Caller | null) =>
  (await as(caller, 'listGardens', { method: 'GET', url: '/api/gardens?limit=100' })).json<
    { id: number }[]
  >();

/** Calls `send` one more time than `max` allows: every answer but the last is 201, the last 429. */
async function pastTheLimit(max: number, send: () => Promise<{ statusCode: number }>) {
  const statuses = [];
  let last;
  for (let i = 0; i <= max; i += 1) {
    last = await send();
    statuses.push(last.statusCode);
  }
  expect(statuses).toEqual([...Array.from({ length: max }, () => 201), 429]);
  return last as Awaited<ReturnType<typeof signUpGarden>>;
}

function expectLimited(res: Awaited<ReturnType<typeof signUpGarden>>, windowMs: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('limits of signed-in accounts', () => {
  it('garden sign-ups: one past the limit in an hour is 429, verified or not, from any address', async () => {
    const rule = DEFAULT_RATE_LIMITS.gardenSubmitPerUser;
    const gardener = await newUser(t.app, 'gardener');
    const unverified = await newUser(t.app, 'unverified', { verified: false });
    for (const member of [gardener, unverified])
      expectLimited(await pastTheLimit(rule.max, () => signUpGarden(member)), rule.windowMs);
    // Another account has its own budget; after the window the first may sign up again.
    expect((await signUpGarden(await newUser(t.app, 'other'))).statusCode).toBe(201);
    t.clock.advance(rule.windowMs);
    expect((await signUpGarden(await again(gardener.email))).statusCode).toBe(201);
  });

  it('volunteer requests: one past the limit in an hour is 429; its own budget', async () => {
    const rule = DEFAULT_RATE_LIMITS.gardenSubmitPerUser;
    const host = await newUser(t.app, 'host');
    const garden = (await signUpGarden(host)).json<{ id: number }>();
    const helper = await newUser(t.app, 'helper');
    expectLimited(await pastTheLimit(rule.max, () => volunteer(helper, garden.id)), rule.windowMs);
    // Sign-ups are a budget of their own.
    expect((await signUpGarden(helper)).statusCode).toBe(201);
    t.clock.advance(rule.windowMs);
    expect((await volunteer(await again(helper.email), garden.id)).statusCode).toBe(201);
  });

  it('reports: one past the limit in an hour is 429, before anything is reported', async () => {
    const rule = DEFAULT_RATE_LIMITS.reportPerUser;
    const author = await newUser(t.app, 'author');
    const talks: number[] = [];
    for (let i = 0; i <= rule.max; i += 1)
      talks.push((await t.app.services.forum.createThread(author, `Talk ${i}`)).id);
    const made = await newUser(t.app, 'reporter');
    let reporter: Caller = made;
    let next = 0;
    const report = () =>
      as(reporter, 'createReport', {
        method: 'POST',
        url: '/api/reports',
        payload: { kind: 'forum_talk', id: talks[next++], reason: 'spam' },
      });
    expectLimited(await pastTheLimit(rule.max, report), rule.windowMs);
    t.clock.advance(rule.windowMs);
    reporter = await again(made.email);
    next -= 1;
    expect((await report()).statusCode).toBe(201);
  });
});

describe('a garden signed up by an unverified account', () => {
  it('is seen only by its host and the programme admin until the host verifies the address', async () => {
    const host = await newUser(t.app, 'unverified', { verified: false });
    const member = await newUser(t.app, 'member');
    await signup(t.app, t.config.gardensAdminEmail);
    const tokens = await login(t.app, t.config.gardensAdminEmail);
    const admin: Caller = { auth: { authorization: `Bearer ${tokens.access_token}` } };
    const created = await signUpGarden(host);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();

    const has = async (caller: Caller | null) =>
      (await listed(caller)).some((garden) => garden.id === id);
    expect(await has(null)).toBe(false);
    expect(await has(member)).toBe(false);
    expect(await has(host)).toBe(true);
    expect(await has(admin)).toBe(true);
    const byId = (caller: Caller | null) =>
      as(caller, 'getGarden', { method: 'GET', url: `/api/gardens/${id}` });
    expect((await byId(null)).statusCode).toBe(404);
    expect((await byId(member)).statusCode).toBe(404);
    expect((await byId(host)).statusCode).toBe(200);
    expect((await volunteer(member, id)).statusCode).toBe(404);

    await t.app.services.auth.markVerified(host.id);
    expect(await has(null)).toBe(true);
    expect((await byId(member)).statusCode).toBe(200);
    expect((await volunteer(member, id)).statusCode).toBe(201);
  });
});
