/**
 * The per-account limit of failed logins bounds guessing (issue 41). It used to refuse only a wrong
 * password, so against an attacker with many addresses it bounded nothing: a right guess still
 * answered 200. Now, past an account's failed logins from anywhere (RATE_LIMIT_AUTH_PER_ACCOUNT),
 * only an address the account logged in from before may still try its password; from any other,
 * a right and a wrong password get the same 429. The owner still logs in from an address they
 * used, and from anywhere after a password reset (which clears the count and makes the reset's
 * address known).
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressKey,
  KNOWN_ADDRESS_TTL_MS,
  KNOWN_ADDRESSES_PER_ACCOUNT,
  KnownAddresses,
} from '../src/domains/auth/known-addresses';
import { LOGIN_LIMIT_DETAILS } from '../src/domains/auth/operations';
import { refreshTokens } from '../src/domains/auth/schema';
import { DEFAULT_RATE_LIMITS } from '../src/platform/config';
import {
  call,
  createTestApp,
  DEFAULT_TEST_RATE_LIMITS,
  manualClock,
  PASSWORD,
  signup,
  solve,
  type TestApp,
  uniqueEmail,
} from './helpers/app';

/**
 * The product's login limits, with a smaller per-account budget so a test spends it quickly (the
 * rule is the same at 100); a clock that stands still, so two answers' Retry-After compare exactly.
 */
const PER_ACCOUNT = { max: 20, windowMs: 3_600_000 };
const clock = manualClock(new Date().toISOString());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: {
      rateLimits: {
        ...DEFAULT_TEST_RATE_LIMITS,
        authPerAccount: PER_ACCOUNT,
        loginFailuresPerAccountIp: DEFAULT_RATE_LIMITS.loginFailuresPerAccountIp,
      },
    },
  });
}, 120_000);
afterAll(() => t.close());

let counter = 0;
/** An address never seen before. */
const newAddress = () => {
  counter += 1;
  return `10.${Math.floor(counter / 250) % 250}.${counter % 250}.${Math.floor(counter / 62_500) + 1}`;
};

async function loginFrom(address: string, email: string, password: string) {
  const challenge = await call(t.app, 'getCaptchaChallenge', {
    method: 'GET',
    url: '/api/auth/captcha',
    remoteAddress: address,
  });
  return call(t.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      recaptcha_token: solve(challenge.json()),
    }).toString(),
  });
}

/** Spends the account's failed logins from anywhere, one wrong password per fresh address. */
async function spendAccount(email: string) {
  const statuses = [];
  for (let i = 0; i < PER_ACCOUNT.max; i += 1)
    statuses.push((await loginFrom(newAddress(), email, 'wrong-password')).statusCode);
  expect(statuses).toEqual(Array.from({ length: PER_ACCOUNT.max }, () => 401));
}

/** What a client can tell of an answer: its status, every header but the date, its body. */
const seen = (res: LightMyRequestResponse) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
};

async function resetFrom(address: string, email: string, newPassword: string) {
  const before = t.mail.length;
  await call(t.app, 'requestPasswordReset', {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: address,
    payload: { email },
  });
  await t.app.services.mailer.flush();
  const mail = t.mail.slice(before).find((m) => m.to === email);
  const token = /ResetPassword\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset mail');
  return call(t.app, 'resetPassword', {
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: address,
    payload: { token: decodeURIComponent(token), new_password: newPassword },
  });
}

describe('the login guard past an account’s failed logins', () => {
  it('a right password from a new address answers exactly as a wrong one', async () => {
    const owner = await signup(t.app, uniqueEmail('guarded'));
    const home = newAddress();
    expect((await loginFrom(home, owner.email, PASSWORD)).statusCode).toBe(200);
    await spendAccount(owner.email);

    const wrong = await loginFrom(newAddress(), owner.email, 'wrong-password');
    const right = await loginFrom(newAddress(), owner.email, PASSWORD);
    expect(wrong.statusCode).toBe(429);
    expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);
    expect(wrong.json()).toEqual({ detail: LOGIN_LIMIT_DETAILS.account });
    expect(seen(right)).toEqual(seen(wrong));
    // No login was made for the right guess: the account has only its login from home.
    const logins = await t.app.services.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, owner.id));
    expect(logins).toHaveLength(1);

    // The owner, from the address they logged in from before, still logs in.
    expect((await loginFrom(home, owner.email, PASSWORD)).statusCode).toBe(200);
    // A wrong password from there is counted and refused as before.
    expect((await loginFrom(home, owner.email, 'wrong-password')).statusCode).toBe(429);
    // After the window, a new address may try again.
    clock.advance(PER_ACCOUNT.windowMs);
    expect((await loginFrom(newAddress(), owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('after a password reset the owner logs in from anywhere; the reset’s address stays known', async () => {
    const owner = await signup(t.app, uniqueEmail('reset'));
    await spendAccount(owner.email);
    expect((await loginFrom(newAddress(), owner.email, PASSWORD)).statusCode).toBe(429);

    const phone = newAddress();
    expect((await resetFrom(phone, owner.email, 'a-brand-new-password')).statusCode).toBe(200);
    const laptop = newAddress();
    expect((await loginFrom(laptop, owner.email, 'a-brand-new-password')).statusCode).toBe(200);

    // The attacker spends the count again: new addresses are refused, the owner's are not.
    await spendAccount(owner.email);
    expect((await loginFrom(newAddress(), owner.email, 'a-brand-new-password')).statusCode).toBe(
      429,
    );
    expect((await loginFrom(phone, owner.email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await loginFrom(laptop, owner.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('choosing the password through a verification link lets the owner in, as a reset does', async () => {
    // Someone signed up with the owner's address and spent the account's failed logins.
    const before = t.mail.length;
    const taken = await signup(t.app, uniqueEmail('taken'), 'the-squatters-password', {
      verified: false,
    });
    await t.app.services.mailer.flush();
    const mail = t.mail.slice(before).find((m) => m.to === taken.email);
    const token = /VerifyEmail\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no verification mail');
    await spendAccount(taken.email);

    // The owner follows the link from a new address and chooses a password: they may log in there.
    const owner = newAddress();
    const verified = await call(t.app, 'verifyEmail', {
      method: 'POST',
      url: '/api/auth/verify-email',
      remoteAddress: owner,
      payload: { token: decodeURIComponent(token), password: 'the-owners-own-password' },
    });
    expect(verified.statusCode).toBe(200);
    expect((await loginFrom(owner, taken.email, 'the-owners-own-password')).statusCode).toBe(200);
    expect((await loginFrom(newAddress(), taken.email, 'the-squatters-password')).statusCode).toBe(
      401,
    );
  });

  it('an unknown account answers as a known one past the limit', async () => {
    const email = uniqueEmail('nobody');
    await spendAccount(email);
    const unknown = await loginFrom(newAddress(), email, PASSWORD);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual({ detail: LOGIN_LIMIT_DETAILS.account });
  });
});

describe('known addresses', () => {
  it('count an IPv6 address by its /64 network, an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('an IPv6 owner whose address changed within its network is still known', async () => {
    const owner = await signup(t.app, uniqueEmail('ipv6'));
    expect((await loginFrom('2001:db8:42:7:1111::1', owner.email, PASSWORD)).statusCode).toBe(200);
    await spendAccount(owner.email);
    expect((await loginFrom('2001:db8:42:7:2222::9', owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('2001:db8:42:8::1', owner.email, PASSWORD)).statusCode).toBe(429);
  });

  it('are forgotten 90 days after their last login, and an account keeps its 20 latest', async () => {
    const { email } = await signup(t.app, uniqueEmail('addresses'));
    const own = manualClock('2026-06-01T00:00:00Z');
    const known = new KnownAddresses(t.app.services.database.db, own, Buffer.alloc(32, 7));
    await known.remember(email, '192.0.2.1');
    expect(await known.has(email, '192.0.2.1')).toBe(true);
    expect(await known.has(email, '192.0.2.2')).toBe(false);
    expect(await known.has(uniqueEmail('other'), '192.0.2.1')).toBe(false);
    own.advance(KNOWN_ADDRESS_TTL_MS);
    expect(await known.has(email, '192.0.2.1')).toBe(false);

    for (let i = 0; i <= KNOWN_ADDRESSES_PER_ACCOUNT; i += 1) {
      own.advance(1000);
      await known.remember(email, `198.51.100.${i}`);
    }
    expect(await known.has(email, '198.51.100.0')).toBe(false);
    expect(await known.has(email, '198.51.100.1')).toBe(true);
    expect(await known.has(email, `198.51.100.${KNOWN_ADDRESSES_PER_ACCOUNT}`)).toBe(true);
  });
});
