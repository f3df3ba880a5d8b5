import { operationById } from '@wegrow/contract';
import { EMAIL_VERIFICATION_TEXTS } from '@wegrow/contract/details';
import { requestBodyProblem } from '@wegrow/contract/validation';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  login,
  loginForm,
  MINUTE,
  newUser,
  PASSWORD,
  signup,
  solveCaptcha,
  type TestApp,
  uniqueEmail,
} from './helpers/app';
import { expectErrorBody } from './helpers/contract';
import { users } from '../src/platform/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const DAY = 24 * 60 * MINUTE;

async function signupRequest(payload: Record<string, unknown>) {
  return call(t.app, 'signup', { method: 'POST', url: '/api/auth/signup', payload });
}

describe('sign-up', () => {
  it('creates an account with a lower-cased e-mail and greets it in the inbox', async () => {
    const email = uniqueEmail('Maya').replace('maya', 'MaYa');
    const res = await signupRequest({
      email,
      password: PASSWORD,
      recaptcha_token: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
    const [account] = await t.app.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    if (!account) throw new Error('no account with the lower-cased e-mail');

    const tokens = await login(t.app, email.toLowerCase());
    const inbox = await call(t.app, 'listInboxMessages', {
      method: 'GET',
      url: `/api/inbox/${account.id}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(inbox.json()).toEqual([
      expect.objectContaining({
        read: false,
        content: expect.stringContaining('Welcome to WeGrow'),
      }),
    ]);
  });

  it('answers an e-mail already registered, whatever its case, as a new one (no 409, no second account)', async () => {
    const email = uniqueEmail('dup');
    await signup(t.app, email);
    const res = await signupRequest({
      email: email.toUpperCase(),
      password: PASSWORD,
      recaptcha_token: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
    const accounts = await t.app.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
  });

  it('requires 8 to 128 characters of password, with a clear detail', async () => {
    const short = await signupRequest({
      email: uniqueEmail(),
      password: 'short',
      recaptcha_token: await solveCaptcha(t.app),
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('Password must be at least 8 characters.');
    const long = await signupRequest({
      email: uniqueEmail(),
      password: 'x'.repeat(129),
      recaptcha_token: await solveCaptcha(t.app),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Password must be at most 128 characters.');
    const edge = await signupRequest({
      email: uniqueEmail(),
      password: 'x'.repeat(128),
      recaptcha_token: await solveCaptcha(t.app),
    });
    expect(edge.statusCode).toBe(201);
  });

  it('also enforces the password rule in the service', async () => {
    await expect(t.app.services.auth.createAccount(uniqueEmail(), '1234567')).rejects.toMatchObject(
      {
        statusCode: 422,
        detail: 'Password must be at least 8 characters.',
      },
    );
    // In the same words as the contract's validation of each form.
    const signupSays = (password: string) =>
      requestBodyProblem(operationById('signup'), 'application/json', {
        email: 'a@example.org',
        password,
        recaptcha_token: 'x',
      });
    const resetSays = (new_password: string) =>
      requestBodyProblem(operationById('resetPassword'), 'application/json', {
        token: 'prt_x',
        new_password,
      });
    for (const password of ['1234567', 'x'.repeat(129)]) {
      await expect(
        t.app.services.auth.createAccount(uniqueEmail(), password),
      ).rejects.toMatchObject({ statusCode: 422, detail: signupSays(password) });
      await expect(t.app.services.auth.resetPassword('prt_x', password)).rejects.toMatchObject({
        statusCode: 422,
        detail: resetSays(password),
      });
    }
    expect(resetSays('short')).toBe('New password must be at least 8 characters.');
  });

  it('requires a captcha', async () => {
    const res = await signupRequest({ email: uniqueEmail(), password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The captcha is required.');
  });

  it('stores an argon2id hash at the OWASP minimum cost, never the password', async () => {
    // The other tests hash at the lowest cost (helpers/app.ts): this app keeps the server's own.
    const server = await createTestApp({ serverPasswordCost: true });
    try {
      const { email } = await signup(server.app, uniqueEmail('hash'));
      const rows = await server.app.services.database.db.query.users.findMany();
      const row = rows.find((r) => r.email === email);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(PASSWORD);
      expect((await login(server.app, email)).access_token).toEqual(expect.any(String));
    } finally {
      await server.close();
    }
  });
});

describe('login', () => {
  it('returns an access JWT (id, sub, 15 minutes) and a refresh token', async () => {
    const { id, email } = await signup(t.app, uniqueEmail('login'));
    const tokens = await login(t.app, email);
    const claims = decodeJwt(tokens.access_token);
    expect(claims.id).toBe(id);
    expect(claims.sub).toBe(email);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    expect(tokens.refresh_token).toMatch(/^rt_[\w-]{40,}$/);
  });

  it('accepts the e-mail in any case and with surrounding spaces trimmed by the client', async () => {
    const { email } = await signup(t.app, uniqueEmail('case'));
    const res = await call(t.app, 'login', await loginForm(t.app, email.toUpperCase(), PASSWORD));
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password alike (401, same body)', async () => {
    const { email } = await signup(t.app, uniqueEmail('enum'));
    const wrong = await call(t.app, 'login', await loginForm(t.app, email, 'wrong-password-1'));
    const unknown = await call(
      t.app,
      'login',
      await loginForm(t.app, uniqueEmail('nobody'), 'wrong-password-1'),
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password.' });
    expect(wrong.headers['www-authenticate']).toBe(unknown.headers['www-authenticate']);
  });

  it('requires a solved captcha', async () => {
    const { email } = await signup(t.app, uniqueEmail('cap'));
    const res = await call(
      t.app,
      'login',
      await loginForm(t.app, email, PASSWORD, { recaptcha_token: 'bm90LWEtc29sdXRpb24=' }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('validates the form (grant_type, no unknown fields)', async () => {
    const { email } = await signup(t.app, uniqueEmail('form'));
    const grant = await call(
      t.app,
      'login',
      await loginForm(t.app, email, PASSWORD, { grant_type: 'client_credentials' }),
    );
    expect(grant.statusCode).toBe(422);
    expect(grant.json().detail).toBe('Grant type must be one of: password.');
    const extra = await call(
      t.app,
      'login',
      await loginForm(t.app, email, PASSWORD, { admin: '1' }),
    );
    expect(extra.statusCode).toBe(422);
    expect(extra.json().detail).toBe('The request has a field it does not accept: admin.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        grant_type: 'password',
        username: email,
        password: PASSWORD,
        recaptcha_token: 'x',
      },
    });
    expect(json.statusCode).toBe(415);
    expectErrorBody(json);
  });
});

describe('bearer tokens', () => {
  it('are required on protected operations (401 { detail })', async () => {
    const missing = await call(t.app, 'getMyAccount', {
      method: 'GET',
      url: '/api/auth/account/me',
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Not authenticated' });
    const garbage = await call(t.app, 'getMyAccount', {
      method: 'GET',
      url: '/api/auth/account/me',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(garbage.statusCode).toBe(401);
    const scheme = await call(t.app, 'getMyAccount', {
      method: 'GET',
      url: '/api/auth/account/me',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(scheme.statusCode).toBe(401);
  });

  it('refuse a token signed with another secret', async () => {
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('demo@wegrow.local')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const res = await call(t.app, 'getMyAccount', {
      method: 'GET',
      url: '/api/auth/account/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('expire after 15 minutes', async () => {
    const user = await newUser(t.app, 'expiry');
    const ok = await call(t.app, 'getMyAccount', {
      method: 'GET',
      url: '/api/auth/account/me',
      headers: user.auth,
    });
    expect(ok.statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    const expired = await call(t.app, 'getMyAccount', {
      method: 'GET',
      url: '/api/auth/account/me',
      headers: user.auth,
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: 'Access token expired' });
  });
});

describe('refresh', () => {
  const refresh = (refresh_token: string) =>
    call(t.app, 'refreshToken', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token },
    });

  it('rotates the refresh token on every use', async () => {
    const user = await newUser(t.app, 'rotate');
    const first = await refresh(user.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ access_token: string; refresh_token: string }>();
    expect(pair.refresh_token).not.toBe(user.refresh_token);
    expect(decodeJwt(pair.access_token).id).toBe(user.id);
    const second = await refresh(pair.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const user = await newUser(t.app, 'reuse');
    const next = (await refresh(user.refresh_token)).json<{ refresh_token: string }>();
    // An attacker replays the old token: refused, and the family is revoked…
    const replay = await refresh(user.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toContain('already used');
    // …so the legitimate, newer token no longer works either.
    const legit = await refresh(next.refresh_token);
    expect(legit.statusCode).toBe(401);
    // Another login (another family) is unaffected.
    const other = await login(t.app, user.email);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses unknown tokens', async () => {
    const res = await refresh('rt_unknown');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid refresh token. Please log in again.' });
  });

  it('expires refresh tokens after 30 days', async () => {
    const user = await newUser(t.app, 'old');
    const fresh = await newUser(t.app, 'fresh');
    t.clock.advance(29 * DAY);
    const stillOk = await refresh(fresh.refresh_token);
    expect(stillOk.statusCode).toBe(200);
    t.clock.advance(DAY + MINUTE);
    const res = await refresh(user.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Your session has expired. Please log in again.' });
  });
});
