/**
 * Ending sessions (issue #11): logout revokes a refresh token's family; a password reset ends every
 * session, access tokens included (the account's token version, platform/token-versions.ts). A
 * logout (or a reused refresh token) ends the access tokens of its login at once too (issue 41:
 * their `sid`, platform/sessions.ts), on every request, not only the streams.
 */
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/domains/auth/schema';
import { resolveJwtSecret } from '../src/platform/secrets';
import { users } from '../src/platform/schema';
import { LOGIN_CACHE_MS, LoginSessions } from '../src/platform/sessions';
import { TOKEN_VERSION_CACHE_MS, TokenVersions } from '../src/platform/token-versions';
import {
  call,
  createTestApp,
  login,
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

const logout = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, 'logout', { method: 'POST', url: '/api/auth/logout', payload, headers });

const refresh = (refresh_token: string) =>
  call(t.app, 'refreshToken', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token },
  });

const me = (accessToken: string) =>
  call(t.app, 'getMyAccount', {
    method: 'GET',
    url: '/api/auth/account/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

async function rotated(tokens: Tokens): Promise<Tokens> {
  const res = await refresh(tokens.refresh_token);
  expect(res.statusCode).toBe(200);
  return res.json<Tokens>();
}

describe('logout', () => {
  it('answers 204 and revokes the whole family of the refresh token', async () => {
    const user = await newUser(t.app, 'logout');
    const other = await login(t.app, user.email); // another device: another family
    const next = await rotated(user);

    const res = await logout({ refresh_token: next.refresh_token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const again = await refresh(next.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: 'Invalid refresh token. Please log in again.' });
    expect((await refresh(user.refresh_token)).statusCode).toBe(401);
    // The other login goes on.
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('ends the family from an older, already used token of it too', async () => {
    const user = await newUser(t.app, 'logout-old');
    const next = await rotated(user);
    expect((await logout({ refresh_token: user.refresh_token })).statusCode).toBe(204);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  it('answers 204 for unknown and already revoked tokens (logging out never fails visibly)', async () => {
    const user = await newUser(t.app, 'logout-twice');
    expect((await logout({ refresh_token: user.refresh_token })).statusCode).toBe(204);
    expect((await logout({ refresh_token: user.refresh_token })).statusCode).toBe(204);
    expect((await logout({ refresh_token: 'rt_not-a-token' })).statusCode).toBe(204);
  });

  it('refuses a malformed body (422) and unreadable JSON (400)', async () => {
    const missing = await logout({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: 'Refresh token is required.' });
    const empty = await logout({ refresh_token: '' });
    expect(empty.statusCode).toBe(422);
    const extra = await logout({ refresh_token: 'rt_x', everywhere: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json()).toEqual({
      detail: 'The request has a field it does not accept: everywhere.',
    });
    const none = await call(t.app, 'logout', { method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ detail: 'The request body is required.' });
    const broken = await call(t.app, 'logout', {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('takes an optional bearer token: then only the caller’s own refresh tokens are revoked', async () => {
    const maya = await newUser(t.app, 'logout-maya');
    const sam = await newUser(t.app, 'logout-sam');
    // Sam's token sent with Maya's bearer: nothing happens, yet the answer is the same.
    expect((await logout({ refresh_token: sam.refresh_token }, maya.auth)).statusCode).toBe(204);
    const samNext = await rotated(sam);
    // With her own: revoked.
    expect((await logout({ refresh_token: maya.refresh_token }, maya.auth)).statusCode).toBe(204);
    expect((await refresh(maya.refresh_token)).statusCode).toBe(401);
    // A bearer that is sent must be valid.
    const bad = await logout(
      { refresh_token: samNext.refresh_token },
      { authorization: 'Bearer not.a.jwt' },
    );
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid access token' });
    expect((await refresh(samNext.refresh_token)).statusCode).toBe(200);
  });
});

describe('a password reset ends every session', () => {
  async function resetPassword(user: TestUser, password: string): Promise<void> {
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
  }

  it('refuses access tokens issued before the reset at once; new ones work', async () => {
    const user = await newUser(t.app, 'ended');
    const laptop = await login(t.app, user.email);
    expect((await me(user.access_token)).statusCode).toBe(200);
    expect(decodeJwt(user.access_token).ver).toBe(0);

    await resetPassword(user, 'a-brand-new-password');

    for (const token of [user.access_token, laptop.access_token]) {
      const old = await me(token);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ detail: 'This session has ended. Please log in again.' });
    }
    const fresh = await login(t.app, user.email, 'a-brand-new-password');
    expect(decodeJwt(fresh.access_token).ver).toBe(1);
    expect((await me(fresh.access_token)).statusCode).toBe(200);
    // The refresh tokens were revoked as before.
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
  });

  it('also refuses tokens issued before token versions existed (no `ver` claim means 0)', async () => {
    const user = await newUser(t.app, 'legacy');
    const secret = resolveJwtSecret(t.config.jwtSecret, t.config.dataDir);
    const now = Math.floor(t.clock().getTime() / 1000);
    const legacy = await new SignJWT({ id: user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.email)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
    expect((await me(legacy)).statusCode).toBe(200);
    await resetPassword(user, 'another-new-password');
    expect((await me(legacy)).statusCode).toBe(401);
  });

  it('is noticed within TOKEN_VERSION_CACHE_MS when another process changed the version', async () => {
    const user = await newUser(t.app, 'elsewhere');
    expect((await me(user.access_token)).statusCode).toBe(200); // read and cached
    // Another server process (same PostgreSQL database) resets the password: only the row changes.
    const { db } = t.app.services.database;
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    t.clock.advance(TOKEN_VERSION_CACHE_MS - 1000);
    expect((await me(user.access_token)).statusCode).toBe(200); // the bound, not longer
    t.clock.advance(1000);
    const ended = await me(user.access_token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ detail: 'This session has ended. Please log in again.' });
  });

  it('refuses the tokens of an account that no longer exists', async () => {
    const user = await newUser(t.app, 'gone');
    await t.app.services.database.db.delete(users).where(eq(users.id, user.id));
    t.clock.advance(TOKEN_VERSION_CACHE_MS);
    const res = await me(user.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid access token' });
  });

  it('does not cache a version read while it was being changed', async () => {
    const user = await newUser(t.app, 'race');
    const { db } = t.app.services.database;
    const versions = new TokenVersions(db, t.clock);
    const reading = versions.current(user.id); // under way…
    versions.changed(user.id); // …when this process changes the version
    expect(await reading).toBe(0);
    await db.update(users).set({ tokenVersion: 7 }).where(eq(users.id, user.id));
    expect(await versions.current(user.id)).toBe(7);
    // Without a change, a read is cached for TOKEN_VERSION_CACHE_MS.
    await db.update(users).set({ tokenVersion: 8 }).where(eq(users.id, user.id));
    expect(await versions.current(user.id)).toBe(7);
    t.clock.advance(TOKEN_VERSION_CACHE_MS);
    expect(await versions.current(user.id)).toBe(8);
  });
});

describe('a logout ends the access tokens of its login at once', () => {
  const ended = { detail: PLATFORM_DETAILS.sessionEnded };
  const get = (operationId: string, url: string, accessToken: string) =>
    call(t.app, operationId, {
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('refuses the logged-out login’s access tokens on the next request (401); other logins go on', async () => {
    const user = await newUser(t.app, 'gone-at-once');
    const phone = await login(t.app, user.email);
    const next = await rotated(user); // the same login, refreshed: its token ends with it
    expect((await me(user.access_token)).statusCode).toBe(200); // read and cached: open
    expect((await me(next.access_token)).statusCode).toBe(200);

    expect((await logout({ refresh_token: next.refresh_token })).statusCode).toBe(204);

    for (const token of [user.access_token, next.access_token]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ended);
      const journal = await get('listJournalEntries', '/api/journal', token);
      expect(journal.statusCode).toBe(401);
      expect(journal.json()).toEqual(ended);
    }
    // The other login of the same account goes on.
    expect((await me(phone.access_token)).statusCode).toBe(200);
    expect((await get('listJournalEntries', '/api/journal', phone.access_token)).statusCode).toBe(
      200,
    );
  });

  it('also after a refresh token was used twice (its login was revoked)', async () => {
    const user = await newUser(t.app, 'reused');
    const next = await rotated(user);
    expect((await me(next.access_token)).statusCode).toBe(200);
    const reuse = await refresh(user.refresh_token);
    expect(reuse.statusCode).toBe(401);
    const res = await me(next.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
  });

  it('is noticed within LOGIN_CACHE_MS when another process logged out', async () => {
    const user = await newUser(t.app, 'logged-out-elsewhere');
    expect((await me(user.access_token)).statusCode).toBe(200); // read and cached
    // Another server process (same PostgreSQL database) logs out: only the rows change.
    await t.app.services.database.db
      .update(refreshTokens)
      .set({ revokedAt: t.clock() })
      .where(eq(refreshTokens.userId, user.id));
    t.clock.advance(LOGIN_CACHE_MS - 1000);
    expect((await me(user.access_token)).statusCode).toBe(200); // the bound, not longer
    t.clock.advance(1000);
    const res = await me(user.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
  });

  it('reads each login at most once per LOGIN_CACHE_MS, and not a read overlapping a logout', async () => {
    const asked: string[][] = [];
    let endedNow = new Set<string>();
    const logins = new LoginSessions(t.clock);
    logins.readFrom(async (sessionIds) => {
      asked.push([...sessionIds]);
      return new Set(sessionIds.filter((id) => endedNow.has(id)));
    });
    expect(await logins.hasEnded('login-a', 1)).toBe(false);
    expect(await logins.hasEnded('login-a', 1)).toBe(false);
    expect(asked).toEqual([['login-a']]);
    t.clock.advance(LOGIN_CACHE_MS);
    expect(await logins.hasEnded('login-a', 1)).toBe(false);
    expect(asked).toHaveLength(2);

    // A read under way when this process ends the login is not kept.
    const reading = logins.hasEnded('login-b', 2);
    endedNow = new Set(['login-b']);
    logins.ended('login-b');
    expect(await reading).toBe(false);
    expect(await logins.hasEnded('login-b', 2)).toBe(true);
    // An ended login stays ended without another read.
    t.clock.advance(LOGIN_CACHE_MS);
    expect(await logins.hasEnded('login-b', 2)).toBe(true);
    expect(asked).toHaveLength(4);

    // A reset ends every login of the account: what was read of them is dropped at once.
    expect(await logins.hasEnded('login-c', 3)).toBe(false);
    endedNow = new Set(['login-b', 'login-c']);
    logins.endedOfAccount(3);
    expect(await logins.hasEnded('login-c', 3)).toBe(true);
  });
});
