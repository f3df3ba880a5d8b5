/**
 * "Where you're signed in" (issue 43): each login is listed with the browser and system of the user
 * agent it logged in with, this one marked; one can be signed out, or every other at once, and
 * their access tokens stop working at the next request.
 */
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  loginForm,
  newUser,
  type TestApp,
  type TestUser,
  type Tokens,
} from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });

/** Logs `user` in again from a browser with this user agent. */
async function loginFrom(user: TestUser, userAgent: string): Promise<Tokens> {
  const form = await loginForm(t.app, user.email, 'sunflower-seeds-42');
  const res = await call(t.app, 'login', {
    ...form,
    headers: { ...form.headers, 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Tokens>();
}

interface Listed {
  id: string;
  browser: string | null;
  system: string | null;
  device: string;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

async function sessionsOf(tokens: Tokens): Promise<Listed[]> {
  const res = await call(t.app, 'listMySessions', {
    method: 'GET',
    url: '/api/auth/sessions',
    headers: bearer(tokens),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<Listed[]>();
}

const endOne = (tokens: Tokens, id: string) =>
  call(t.app, 'endMySession', {
    method: 'DELETE',
    url: `/api/auth/sessions/${encodeURIComponent(id)}`,
    headers: bearer(tokens),
  });

const endOthers = (tokens: Tokens) =>
  call(t.app, 'endMyOtherSessions', {
    method: 'DELETE',
    url: '/api/auth/sessions/others',
    headers: bearer(tokens),
  });

const me = (tokens: Tokens) =>
  call(t.app, 'getMyAccount', {
    method: 'GET',
    url: '/api/auth/account/me',
    headers: bearer(tokens),
  });

const refresh = (tokens: Tokens) =>
  call(t.app, 'refreshToken', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: tokens.refresh_token },
  });

describe('listing my sessions', () => {
  it('names each login by its browser and system, this one marked, the most recent first', async () => {
    const user = await newUser(t.app, 'sessions-list');
    const phone = await loginFrom(user, FIREFOX_ANDROID);
    const desk = await loginFrom(user, CHROME_LINUX);

    const listed = await sessionsOf(desk);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      browser: 'Chrome 142',
      system: 'Linux',
      device: 'desktop',
      current: true,
    });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const fromPhone = listed.find((s) => s.browser === 'Firefox 133');
    expect(fromPhone).toMatchObject({ system: 'Android 15', device: 'mobile', current: false });

    // The phone sees the same logins, itself marked.
    const seenByPhone = await sessionsOf(phone);
    expect(seenByPhone.find((s) => s.current)?.id).toBe(fromPhone?.id);
  });

  it('moves a login up when it refreshes, and lists only the account’s own open logins', async () => {
    const user = await newUser(t.app, 'sessions-refresh');
    const other = await newUser(t.app, 'sessions-stranger');
    const phone = await loginFrom(user, FIREFOX_ANDROID);
    t.clock.advance(60_000);
    const renewed = await refresh(phone);
    expect(renewed.statusCode).toBe(200);
    const listed = await sessionsOf(user);
    expect(listed.map((s) => s.id)).not.toContain((await sessionsOf(other))[0]?.id);
    expect(listed).toHaveLength(2);
    expect(listed[0]?.browser).toBe('Firefox 133');
    expect(
      Date.parse(listed[0]?.last_active_at ?? '') - Date.parse(listed[0]?.signed_in_at ?? ''),
    ).toBeGreaterThanOrEqual(60_000);
  });

  it('needs a login', async () => {
    const res = await call(t.app, 'listMySessions', { method: 'GET', url: '/api/auth/sessions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('signing a session out', () => {
  it('ends that login only: its refresh token and access tokens stop, the others go on', async () => {
    const user = await newUser(t.app, 'sessions-end');
    const phone = await loginFrom(user, FIREFOX_ANDROID);
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id ?? '';

    expect((await endOne(user, phoneId)).statusCode).toBe(204);
    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await me(user)).statusCode).toBe(200);
    expect((await sessionsOf(user)).map((s) => s.id)).not.toContain(phoneId);

    // Ended already: 404, and nothing else changes.
    const again = await endOne(user, phoneId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      detail: 'This session is not open (it may have ended already).',
    });
  });

  it('cannot end another account’s login (404, as an unknown one)', async () => {
    const owner = await newUser(t.app, 'sessions-owner');
    const stranger = await newUser(t.app, 'sessions-intruder');
    const ownersLogin = (await sessionsOf(owner))[0]?.id ?? '';
    const res = await endOne(stranger, ownersLogin);
    expect(res.statusCode).toBe(404);
    expect((await me(owner)).statusCode).toBe(200);
    expect((await endOne(stranger, 'no-such-login')).statusCode).toBe(404);
  });

  it('ends the caller’s own login when asked to (signing out here)', async () => {
    const user = await newUser(t.app, 'sessions-self');
    const own = (await sessionsOf(user)).find((s) => s.current)?.id ?? '';
    expect((await endOne(user, own)).statusCode).toBe(204);
    expect((await me(user)).statusCode).toBe(401);
  });
});

describe('signing out everywhere else', () => {
  it('ends every other login, keeps this one, and counts them', async () => {
    const user = await newUser(t.app, 'sessions-others');
    const phone = await loginFrom(user, FIREFOX_ANDROID);
    const desk = await loginFrom(user, CHROME_LINUX);

    const res = await endOthers(desk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await me(desk)).statusCode).toBe(200);
    const left = await sessionsOf(desk);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);

    expect((await endOthers(desk)).json()).toEqual({ ended: 0 });
  });
});
