/**
 * A JSON body nested thousands of levels deep is refused with 400 and a plain sentence, before any
 * rule reads it recursively (issue 30: 10,000 levels gave 500, a RangeError in the NUL scan, with no
 * sign-in needed); the server stays healthy.
 */
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { MAX_BODY_DEPTH, nestedDeeperThan } from '@wegrow/contract/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await newUser(t.app, 'deep');
}, 120_000);
afterAll(() => t.close());

const LEVELS = 100_000;
/** `{"email":[[[…]]]}`, as raw JSON (building it as a value and stringifying it would overflow). */
const deepArrays = (field: string) => `{"${field}":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`;
/** `{"email":{"a":{"a":…}}}` */
const deepObjects = (field: string) =>
  `{"${field}":${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}}`;

const REQUESTS = [
  { operationId: 'signup', method: 'POST', url: '/api/auth/signup', field: 'email', auth: false },
  {
    operationId: 'requestPasswordReset',
    method: 'POST',
    url: '/api/auth/request-password-reset',
    field: 'email',
    auth: false,
  },
  {
    operationId: 'updateMyAccount',
    method: 'PATCH',
    url: '/api/auth/account/me',
    field: 'bio',
    auth: true,
  },
  {
    operationId: 'sendInboxMessage',
    method: 'POST',
    url: '/api/inbox/send',
    field: 'content',
    auth: true,
  },
] as const;

describe('a JSON body nested too deeply', () => {
  for (const request of REQUESTS)
    for (const [shape, body] of [
      ['arrays', deepArrays],
      ['objects', deepObjects],
    ] as const)
      it(`answers 400 to ${request.operationId} with ${LEVELS.toLocaleString('en')} levels of ${shape}`, async () => {
        const res = await call(t.app, request.operationId, {
          method: request.method,
          url: request.url,
          headers: {
            'content-type': 'application/json',
            ...(request.auth ? user.auth : {}),
          },
          payload: body(request.field),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ detail: PLATFORM_DETAILS.tooDeep });
      });

  it('is measured without recursion, and a body as deep as the limit passes the rule', () => {
    let deep: unknown = 1;
    for (let level = 0; level < LEVELS; level++) deep = [deep];
    expect(nestedDeeperThan(deep)).toBe(true);
    let limit: unknown = 'x';
    for (let level = 0; level < MAX_BODY_DEPTH; level++) limit = { a: limit };
    expect(nestedDeeperThan(limit)).toBe(false);
    expect(nestedDeeperThan({ a: limit })).toBe(true);
    expect(nestedDeeperThan([[], {}, 'text', null])).toBe(false);
  });

  it('leaves the server healthy, and an ordinary body still works', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const res = await call(t.app, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      headers: user.auth,
      payload: { bio: 'Grows beans.' },
    });
    expect(res.statusCode).toBe(200);
  });
});
