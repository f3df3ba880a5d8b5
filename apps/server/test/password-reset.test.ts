import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxTransport } from '../src/platform/mail';
import {
  call,
  createTestApp,
  fakeClock,
  login,
  loginForm,
  MINUTE,
  newUser,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const requestReset = (email: string) =>
  call(t.app, 'requestPasswordReset', {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
  });

const reset = (token: string, new_password: string) =>
  call(t.app, 'resetPassword', {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, new_password },
  });

/** Asks for a reset link and returns the token from the mail. */
async function resetToken(email: string): Promise<string> {
  const before = t.mail.length;
  await requestReset(email);
  await t.app.services.mailer.flush();
  const mail = t.mail.slice(before).find((m) => m.to === email);
  const token = /ResetPassword\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset mail');
  return decodeURIComponent(token);
}

describe('password reset request', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const user = await newUser(t.app, 'known');
    const before = t.mail.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('unknown'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      message: 'If an account exists for that e-mail, a reset link is on its way.',
    });
    await t.app.services.mailer.flush();
    const sent = t.mail.slice(before);
    expect(sent.map((m) => m.to)).toEqual([user.email]);
  });

  it('mails a link to PUBLIC_SITE_URL/ResetPassword with a random token', async () => {
    const user = await newUser(t.app, 'link');
    const before = t.mail.length;
    await requestReset(user.email.toUpperCase());
    await t.app.services.mailer.flush();
    const mail = t.mail[before];
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toBe('Reset your WeGrow password');
    expect(mail?.text).toMatch(/https:\/\/wegrow\.test\/ResetPassword\?token=prt_[\w-]{43}\n/);
    // Stored hashed only.
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const rows = await t.app.services.database.db.query.passwordResetTokens.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe('password reset', () => {
  it('sets the new password, ends every session and says so in the inbox', async () => {
    const user = await newUser(t.app, 'reset');
    const token = await resetToken(user.email);
    const res = await reset(token, 'moonlit-garden-77');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset! You may now log in.' });

    const old = await call(t.app, 'login', await loginForm(t.app, user.email, PASSWORD));
    expect(old.statusCode).toBe(401);
    const fresh = await login(t.app, user.email, 'moonlit-garden-77');

    const refresh = await call(t.app, 'refreshToken', {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const inbox = await call(t.app, 'listInboxMessages', {
      method: 'GET',
      url: `/api/inbox/${user.id}`,
      headers: { authorization: `Bearer ${fresh.access_token}` },
    });
    const messages = inbox.json<{ content: string; read: boolean }[]>();
    expect(messages[0]?.content).toMatch(/^Your password was changed/);
    expect(messages[0]).toMatchObject({
      read: false,
      sender: { kind: 'system', name: 'WeGrow' },
      subject: 'Your password was changed',
    });
  });

  it('accepts a token once', async () => {
    const user = await newUser(t.app, 'once');
    const token = await resetToken(user.email);
    expect((await reset(token, 'first-new-pass-1')).statusCode).toBe(200);
    const again = await reset(token, 'second-new-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid, used or expired/);
  });

  it('expires tokens after 30 minutes', async () => {
    const user = await newUser(t.app, 'late');
    const onTime = await resetToken(user.email);
    const late = await resetToken(user.email);
    t.clock.advance(29 * MINUTE);
    expect((await reset(onTime, 'in-time-pass-1')).statusCode).toBe(200);
    const other = await newUser(t.app, 'late2');
    const expiring = await resetToken(other.email);
    t.clock.advance(30 * MINUTE + 1000);
    const res = await reset(expiring, 'too-late-pass-1');
    expect(res.statusCode).toBe(400);
    // The earlier second link was used up by the first reset.
    expect((await reset(late, 'another-pass-1')).statusCode).toBe(400);
  });

  it('refuses unknown tokens (400) and short passwords (422) with { detail }', async () => {
    const unknown = await reset('prt_nope', 'long-enough-1');
    expect(unknown.statusCode).toBe(400);
    const user = await newUser(t.app, 'shortpw');
    const token = await resetToken(user.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('New password must be at least 8 characters.');
    // The token survives a refused password.
    expect((await reset(token, 'long-enough-1')).statusCode).toBe(200);
  });
});

describe('dev mailbox', () => {
  it('writes DATA_DIR/mail/<timestamp>-<to>.eml and logs the links', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wegrow-mail-'));
    const logs: unknown[] = [];
    const log = { info: (...args: unknown[]) => logs.push(args) };
    const transport = devMailboxTransport(
      join(dir, 'mail'),
      fakeClock(),
      log as unknown as Parameters<typeof devMailboxTransport>[2],
    );
    await transport.deliver({
      from: 'WeGrow <no-reply@wegrow.local>',
      to: 'maya@example.org',
      subject: 'Reset your WeGrow password',
      text: 'Open https://wegrow.test/ResetPassword?token=prt_abc to continue.',
    });
    const files = readdirSync(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-maya@example\.org\.eml$/);
    const eml = readFileSync(join(dir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: maya@example.org');
    expect(eml).toContain('Subject: Reset your WeGrow password');
    expect(JSON.stringify(logs)).toContain('https://wegrow.test/ResetPassword?token=prt_abc');
    rmSync(dir, { recursive: true, force: true });
  });

  const RESET_MAIL = {
    from: 'WeGrow <no-reply@wegrow.local>',
    to: 'maya@example.org',
    subject: 'Reset your WeGrow password',
    text: 'Open https://wegrow.test/ResetPassword?token=prt_secret to continue.',
  };

  it('with NODE_ENV=production logs that a mail went to the dev mailbox, never its link or token', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wegrow-mail-'));
    const logs: unknown[] = [];
    const log = { info: (...args: unknown[]) => logs.push(args) };
    const transport = devMailboxTransport(
      join(dir, 'mail'),
      fakeClock(),
      log as unknown as Parameters<typeof devMailboxTransport>[2],
      { production: true },
    );
    await transport.deliver(RESET_MAIL);
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs)).toContain('dev mailbox');
    expect(JSON.stringify(logs)).not.toContain('prt_secret');
    expect(JSON.stringify(logs)).not.toContain('ResetPassword');
    expect(readdirSync(join(dir, 'mail'))).toHaveLength(1);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the mailbox to the server: files 0600 in a 0700 folder, an older 0755 folder closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wegrow-mail-'));
    const mailbox = join(dir, 'mail');
    mkdirSync(mailbox, { mode: 0o755 });
    chmodSync(mailbox, 0o755);
    const log = { info: () => undefined };
    const transport = devMailboxTransport(
      mailbox,
      fakeClock(),
      log as unknown as Parameters<typeof devMailboxTransport>[2],
    );
    await transport.deliver(RESET_MAIL);
    expect(statSync(mailbox).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(mailbox);
    expect(statSync(join(mailbox, file ?? '')).mode & 0o777).toBe(0o600);
    // A new mailbox is made closed.
    const fresh = join(dir, 'fresh');
    await devMailboxTransport(
      fresh,
      fakeClock(),
      log as unknown as Parameters<typeof devMailboxTransport>[2],
    ).deliver(RESET_MAIL);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    rmSync(dir, { recursive: true, force: true });
  });
});
