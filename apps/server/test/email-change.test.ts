/**
 * Changing an account's e-mail address (issue 43): asked with the password, a link to the new
 * address moves the account only when opened; the old address gets a notice whose link puts the
 * account back and signs everyone out. Roles follow the verified address, never an unverified one.
 */
import { EMAIL_CHANGE_TEXTS, PLATFORM_DETAILS } from '@wegrow/contract/details';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  login,
  newUser,
  PASSWORD,
  resetData,
  type TestApp,
  type TestUser,
  type Tokens,
  uniqueEmail,
} from './helpers/app';

const FORUM_ADMIN = 'forum.keeper@example.org';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { forumAdminEmail: FORUM_ADMIN } });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetData(t.app);
  t.mail.length = 0;
});

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });
const as = (tokens: Tokens | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(tokens ? bearer(tokens) : {}) },
  });

const ask = (user: TestUser, new_email: string, password = PASSWORD) =>
  as(user, 'requestEmailChange', {
    method: 'POST',
    url: '/api/auth/account/email',
    payload: { new_email, password },
  });
const confirm = (token: string, tokens: Tokens | null = null) =>
  as(tokens, 'confirmEmailChange', {
    method: 'POST',
    url: '/api/auth/account/email/confirm',
    payload: { token },
  });
const undo = (token: string) =>
  as(null, 'undoEmailChange', {
    method: 'POST',
    url: '/api/auth/account/email/undo',
    payload: { token },
  });
const me = (tokens: Tokens) =>
  as(tokens, 'getMyAccount', { method: 'GET', url: '/api/auth/account/me' });
const forumAdmin = () => as(null, 'getForumAdmin', { method: 'GET', url: '/api/forum/admin' });

/** The newest change-of-address link (`token` or `undo`) mailed to `email`, or null. */
async function linkTo(email: string, kind: 'token' | 'undo'): Promise<string | null> {
  await t.app.services.mailer.flush();
  const pattern = new RegExp(`/ChangeEmail\\?${kind}=([^\\s&]+)`);
  const mail = t.mail.filter((m) => m.to === email && pattern.test(m.text)).at(-1);
  const match = mail && pattern.exec(mail.text);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

describe('asking for a new address', () => {
  it('mails a link to the new address and changes nothing until it is opened', async () => {
    const maya = await newUser(t.app, 'maya');
    const to = uniqueEmail('maya-new');
    const res = await ask(maya, to.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_CHANGE_TEXTS.linkSent(to) });
    expect(await linkTo(to, 'token')).toMatch(/^ect_/);
    expect((await me(maya)).json()).toMatchObject({ email: maya.email });
    // The old address still logs in; the new one does not yet.
    await expect(login(t.app, to)).rejects.toThrow(/401/);
  });

  it('needs the password, a different address and a login; at most three an hour', async () => {
    const maya = await newUser(t.app, 'maya-rules');
    const wrong = await ask(maya, uniqueEmail('x'), 'not-the-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.wrongPassword });
    const same = await ask(maya, maya.email.toUpperCase());
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.sameAddress });
    expect((await ask(maya, uniqueEmail('third'))).statusCode).toBe(200);
    const limited = await ask(maya, uniqueEmail('fourth'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.limited });
    const anonymous = await as(null, 'requestEmailChange', {
      method: 'POST',
      url: '/api/auth/account/email',
      payload: { new_email: uniqueEmail('anon'), password: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    const notAnAddress = await ask(await newUser(t.app, 'shape'), 'not-an-address');
    expect(notAnAddress.statusCode).toBe(422);
  });

  it('answers the same for an address another account holds, and tells its owner instead', async () => {
    const maya = await newUser(t.app, 'maya-taken');
    const sam = await newUser(t.app, 'sam-taken');
    const res = await ask(maya, sam.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_CHANGE_TEXTS.linkSent(sam.email) });
    expect(await linkTo(sam.email, 'token')).toBeNull();
    await t.app.services.mailer.flush();
    expect(t.mail.some((m) => m.to === sam.email && /already has\s+an account/.test(m.text))).toBe(
      true,
    );
  });
});

describe('opening the link', () => {
  it('moves the account, verified; old tokens end; the old address gets an undo link', async () => {
    const maya = await newUser(t.app, 'maya-move');
    const to = uniqueEmail('maya-moved');
    await ask(maya, to);
    const token = (await linkTo(to, 'token')) ?? '';
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_CHANGE_TEXTS.changed(to), email: to });

    const refused = await me(maya);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
    const renewed = await call(t.app, 'refreshToken', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: maya.refresh_token },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json<Tokens>())).json()).toMatchObject({
      email: to,
      email_verified: true,
    });
    expect((await login(t.app, to)).access_token).toBeTruthy();
    await expect(login(t.app, maya.email)).rejects.toThrow(/401/);
    expect(await linkTo(maya.email, 'undo')).toMatch(/^ecu_/);

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.linkInvalid });
  });

  it('only the newest link works, and a password reset ends a pending one', async () => {
    const maya = await newUser(t.app, 'maya-newest');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await ask(maya, first);
    await ask(maya, second);
    expect((await confirm((await linkTo(first, 'token')) ?? '')).statusCode).toBe(400);
    const pending = (await linkTo(second, 'token')) ?? '';
    await call(t.app, 'requestPasswordReset', {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: maya.email },
    });
    await t.app.services.mailer.flush();
    const resetMail = t.mail
      .filter((m) => m.to === maya.email && /ResetPassword/.test(m.text))
      .at(-1);
    const resetToken = /token=([^\s&]+)/.exec(resetMail?.text ?? '')?.[1] ?? '';
    const reset = await call(t.app, 'resetPassword', {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(resetToken), new_password: 'a-whole-new-password-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await confirm(pending)).statusCode).toBe(400);
  });

  it('refuses an address another account took meanwhile (409), and the link stays unused', async () => {
    const maya = await newUser(t.app, 'maya-race');
    const to = uniqueEmail('contested');
    await ask(maya, to);
    const token = (await linkTo(to, 'token')) ?? '';
    await newUserAt(to);
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.taken });
    expect((await me(maya)).json()).toMatchObject({ email: maya.email });
  });

  it('roles follow the verified address: moving onto a role address gives the role, moving off ends it', async () => {
    const keeper = await newUser(t.app, 'keeper');
    expect((await forumAdmin()).json()).toEqual({ id: null });
    await ask(keeper, FORUM_ADMIN);
    // Asked for, not opened: no role.
    expect((await forumAdmin()).json()).toEqual({ id: null });
    expect((await confirm((await linkTo(FORUM_ADMIN, 'token')) ?? '')).statusCode).toBe(200);
    expect((await forumAdmin()).json()).toEqual({ id: keeper.id });

    const relogged = await login(t.app, FORUM_ADMIN);
    const away = uniqueEmail('keeper-away');
    await ask({ ...keeper, ...relogged }, away);
    expect((await confirm((await linkTo(away, 'token')) ?? '')).statusCode).toBe(200);
    expect((await forumAdmin()).json()).toEqual({ id: null });
  });
});

describe('undoing from the old address', () => {
  it('puts the account back and signs everyone out, whoever made the change included', async () => {
    const maya = await newUser(t.app, 'maya-undo');
    const intruderAddress = uniqueEmail('intruder');
    await ask(maya, intruderAddress);
    await confirm((await linkTo(intruderAddress, 'token')) ?? '');
    const intruder = await login(t.app, intruderAddress);

    const token = (await linkTo(maya.email, 'undo')) ?? '';
    const res = await undo(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: EMAIL_CHANGE_TEXTS.undone(maya.email),
      email: maya.email,
    });
    expect((await me(intruder)).statusCode).toBe(401);
    const stale = await call(t.app, 'refreshToken', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: intruder.refresh_token },
    });
    expect(stale.statusCode).toBe(401);
    const back = await login(t.app, maya.email);
    expect((await me(back)).json()).toMatchObject({ email: maya.email, email_verified: true });
    await expect(login(t.app, intruderAddress)).rejects.toThrow(/401/);

    expect((await undo(token)).statusCode).toBe(400);
    expect((await undo('ecu_not-a-token')).statusCode).toBe(400);
  });
});

/** An account at exactly `email`, verified, made as sign-up and the link would. */
async function newUserAt(email: string): Promise<void> {
  await t.app.services.auth.createAccount(email, PASSWORD, {}, { verified: true });
}
