import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMIT_DETAILS } from '../src/domains/auth/operations';
import { DEFAULT_RATE_LIMITS } from '../src/platform/config';
import type { Db } from '../src/platform/db';
import { rateLimits } from '../src/platform/schema';
import {
  DatabaseRateLimiter,
  MemoryRateLimiter,
  type RateLimiter,
} from '../src/platform/rate-limit';
import {
  call,
  createTestApp,
  fakeClock,
  type FakeClock,
  loginForm,
  MINUTE,
  PASSWORD,
  signup,
  solve,
  type TestApp,
  uniqueEmail,
} from './helpers/app';

/** This file runs with the product's real limits (25 per 5 minutes on auth). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS } });
}, 120_000);
afterAll(() => t.close());

const LIMIT = DEFAULT_RATE_LIMITS.authPerIp.max;
let ipCounter = 0;
/** A client address of its own, so each test starts with fresh per-IP counters. */
const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function hitUntilLimited(
  app: FastifyInstance,
  operationId: string,
  request: () => Promise<InjectOptions>,
  times: number,
) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await call(app, operationId, await request())).statusCode);
  return statuses;
}

/** A login from `ip`, with a captcha that address asked for (captchas are limited per IP too). */
async function loginFrom(ip: string, email: string, password: string) {
  const challenge = await call(t.app, 'getCaptchaChallenge', {
    method: 'GET',
    url: '/api/auth/captcha',
    remoteAddress: ip,
  });
  return call(t.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      recaptcha_token: solve(challenge.json()),
    }).toString(),
  });
}

describe('rate limits', () => {
  it('limit logins per IP: the 26th attempt in 5 minutes gets 429 with Retry-After', async () => {
    const ip = newIp();
    const statuses = await hitUntilLimited(
      t.app,
      'login',
      async () => ({
        ...(await loginForm(t.app, uniqueEmail('ip'), 'wrong-password')),
        remoteAddress: ip,
      }),
      LIMIT,
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await call(t.app, 'login', {
      ...(await loginForm(t.app, uniqueEmail('ip'), 'wrong-password')),
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);

    // Another client is not affected; after the window the first one may try again.
    const other = await call(t.app, 'login', {
      ...(await loginForm(t.app, uniqueEmail('ip'), 'wrong-password')),
      remoteAddress: newIp(),
    });
    expect(other.statusCode).toBe(401);
    t.clock.advance(5 * MINUTE);
    const later = await call(t.app, 'login', {
      ...(await loginForm(t.app, uniqueEmail('ip'), 'wrong-password')),
      remoteAddress: ip,
    });
    expect(later.statusCode).toBe(401);
  });

  it("an attacker's wrong passwords never lock the owner out; the attacker's address is limited", async () => {
    const { email } = await signup(t.app, uniqueEmail('owner'));
    const attacker = newIp();
    const perAccountIp = DEFAULT_RATE_LIMITS.loginFailuresPerAccountIp.max;
    const answers = [];
    for (let i = 0; i < perAccountIp + 2; i += 1)
      answers.push(await loginFrom(attacker, email, 'wrong-password'));
    // Ten failures answer 401; then that address may not try the account (429, plain words)…
    expect(answers.map((res) => res.statusCode)).toEqual([
      ...Array.from({ length: perAccountIp }, () => 401),
      429,
      429,
    ]);
    const limited = answers[perAccountIp];
    expect(limited?.json()).toEqual({ detail: LOGIN_LIMIT_DETAILS.fromHere });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // …not even with the right password (the address is limited, not the account).
    const right = await loginFrom(attacker, email, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: LOGIN_LIMIT_DETAILS.fromHere });
    // 50 wrong tries in all from that address (the rest refused before the password is checked).
    for (let i = answers.length + 1; i < 50; i += 1)
      expect((await loginFrom(attacker, email, 'wrong-password')).statusCode).toBe(429);

    // The owner, from their own address, logs in with the right password straight away.
    expect((await loginFrom(newIp(), email, PASSWORD)).statusCode).toBe(200);
    // After the window, the attacker's address may try again (and fails, as before).
    t.clock.advance(15 * MINUTE);
    expect((await loginFrom(attacker, email, 'wrong-password')).statusCode).toBe(401);
  });

  it('bounds guessing from many addresses per account; the owner logs in from a known address', async () => {
    const { email } = await signup(t.app, uniqueEmail('account'));
    const home = newIp();
    expect((await loginFrom(home, email, PASSWORD)).statusCode).toBe(200);
    const max = DEFAULT_RATE_LIMITS.authPerAccount.max;
    const statuses = [];
    for (let i = 0; i <= max; i += 1)
      statuses.push((await loginFrom(newIp(), email.toUpperCase(), 'wrong-password')).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const wrong = await loginFrom(newIp(), email, 'wrong-password');
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual({ detail: LOGIN_LIMIT_DETAILS.account });
    // A right guess from a new address learns nothing (test/login-guard.test.ts); the owner, from
    // an address they logged in from before, still logs in.
    const guess = await loginFrom(newIp(), email, PASSWORD);
    expect(guess.statusCode).toBe(429);
    expect(guess.json()).toEqual({ detail: LOGIN_LIMIT_DETAILS.account });
    expect((await loginFrom(home, email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failed logins: the owner logging in often is never limited', async () => {
    const { email } = await signup(t.app, uniqueEmail('often'));
    const ip = newIp();
    const times = DEFAULT_RATE_LIMITS.loginFailuresPerAccountIp.max + 2;
    const statuses = [];
    for (let i = 0; i < times; i += 1)
      statuses.push((await loginFrom(ip, email, PASSWORD)).statusCode);
    expect(statuses).toEqual(Array.from({ length: times }, () => 200));
  });

  it('limit sign-ups per IP', async () => {
    const ip = newIp();
    const statuses = await hitUntilLimited(
      t.app,
      'signup',
      async () => ({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: ip,
        // Refused after the limiter has counted it (a wrong captcha), which is quicker than sign-ups.
        payload: {
          email: uniqueEmail('many'),
          password: 'long-enough-1',
          recaptcha_token: 'bm9wZQ==',
        },
      }),
      LIMIT + 1,
    );
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limit blog comments per user: the 11th in a minute gets 429 with Retry-After', async () => {
    const owner = await signup(t.app, t.config.blogOwnerEmail);
    const post = await t.app.services.blog.create(owner, { title: 'Busy', content: 'Comments!' });
    const commenter = await signup(t.app, uniqueEmail('chatty'));
    const login = await call(t.app, 'login', await loginForm(t.app, commenter.email, PASSWORD));
    const auth = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const max = DEFAULT_RATE_LIMITS.blogCommentPerUser.max;
    const comment = (remoteAddress: string) =>
      call(t.app, 'createBlogComment', {
        method: 'POST',
        url: '/api/blog/comment',
        headers: auth,
        remoteAddress,
        payload: { post_id: post.id, content: 'Me again' },
      });
    // Each from another address: the limit follows the user, not the IP.
    for (let i = 0; i < max; i += 1) expect((await comment(newIp())).statusCode).toBe(201);
    const limited = await comment(newIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.services.blog.comments(post.id)).length).toBe(max);
    t.clock.advance(MINUTE);
    const later = await call(t.app, 'createBlogComment', {
      method: 'POST',
      url: '/api/blog/comment',
      headers: auth,
      payload: { post_id: post.id, content: 'A minute later' },
    });
    expect(later.statusCode).toBe(201);
  });

  it('limit community chat messages per user: one past the limit in a minute gets 429', async () => {
    const chatter = await signup(t.app, uniqueEmail('chatter'));
    const login = await call(t.app, 'login', await loginForm(t.app, chatter.email, PASSWORD));
    const auth = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const community = await t.app.services.communities.community.create(chatter, {
      name: 'Chatty',
    });
    const max = DEFAULT_RATE_LIMITS.communityChatPerUser.max;
    const post = (remoteAddress: string) =>
      call(t.app, 'sendCommunityChatMessage', {
        method: 'POST',
        url: `/api/communities/${community.id}/chat`,
        headers: auth,
        remoteAddress,
        payload: { content: 'Again' },
      });
    for (let i = 0; i < max; i += 1) expect((await post(newIp())).statusCode).toBe(201);
    const limited = await post(newIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(MINUTE);
    expect((await post(newIp())).statusCode).toBe(201);
  });

  it('limit password-reset requests per IP and per address', async () => {
    const ip = newIp();
    const perIp = await hitUntilLimited(
      t.app,
      'requestPasswordReset',
      async () => ({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: ip,
        payload: { email: uniqueEmail('reset') },
      }),
      LIMIT + 1,
    );
    expect(perIp.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(perIp.at(-1)).toBe(429);

    // Per account: at most three mails an hour; past them the answer is the same, and no mail goes.
    const { email } = await signup(t.app, uniqueEmail('target'));
    await t.app.services.mailer.flush();
    const before = t.mail.filter((m) => m.to === email).length;
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call(t.app, 'requestPasswordReset', {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: newIp(),
        payload: { email },
      });
      answers.push([res.statusCode, res.json<{ message: string }>().message]);
    }
    const unknown = await call(t.app, 'requestPasswordReset', {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: newIp(),
      payload: { email: uniqueEmail('nobody') },
    });
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([200, unknown.json<{ message: string }>().message])]),
    );
    await t.app.services.mailer.flush();
    const resets = t.mail.filter((m) => m.to === email && /reset/i.test(m.subject));
    expect(t.mail.filter((m) => m.to === email).length - before).toBe(resets.length);
    expect(resets).toHaveLength(DEFAULT_RATE_LIMITS.resetMailsPerAccount.max);
    t.clock.advance(60 * MINUTE);
    await call(t.app, 'requestPasswordReset', {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: newIp(),
      payload: { email },
    });
    await t.app.services.mailer.flush();
    expect(t.mail.filter((m) => m.to === email && /reset/i.test(m.subject))).toHaveLength(
      DEFAULT_RATE_LIMITS.resetMailsPerAccount.max + 1,
    );
  });

  it('limit anonymous mantra requests per IP; with a token they count per user', async () => {
    const ip = newIp();
    const max = DEFAULT_RATE_LIMITS.aiPerIp.max;
    const ask = (headers: Record<string, string> = {}) =>
      call(t.app, 'manifestDreamMantra', {
        method: 'POST',
        url: '/api/we-dream/manifest',
        remoteAddress: ip,
        headers,
        payload: { text: 'Gardens on every corner.' },
      });
    for (let i = 0; i < max; i += 1) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Signed in from the same address: the user's own (larger) AI budget.
    const dreamer = await signup(t.app, uniqueEmail('dreamer'));
    const login = await call(t.app, 'login', await loginForm(t.app, dreamer.email, PASSWORD));
    const auth = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    expect((await ask(auth)).statusCode).toBe(200);
    expect(DEFAULT_RATE_LIMITS.aiPerUser.max).toBeGreaterThan(max);
  });

  it('limit anonymous garden sign-ups and volunteer requests per IP, each its own budget', async () => {
    const ip = newIp();
    const max = DEFAULT_RATE_LIMITS.gardenSubmitPerIp.max;
    const form = {
      type: 'Blitz',
      host_name: 'Maya',
      description: 'Garden Host Application',
      notes: 'A sunny lot.',
      email: 'maya@example.org',
    };
    const signUp = (headers: Record<string, string> = {}) =>
      call(t.app, 'createGarden', {
        method: 'POST',
        url: '/api/gardens',
        remoteAddress: ip,
        headers,
        payload: form,
      });
    const statuses = [];
    for (let i = 0; i <= max; i += 1) statuses.push((await signUp()).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The requests to help have their own budget, and signed-in sign-ups count per user, not per
    // IP (test/submission-limits.test.ts).
    const garden = (await t.app.services.gardens.list(null))[0];
    if (!garden) throw new Error('no garden');
    const offer = () =>
      call(t.app, 'requestToVolunteer', {
        method: 'POST',
        url: '/api/volunteers/request',
        remoteAddress: ip,
        payload: { garden_id: garden.id, volunteer_name: 'Lee' },
      });
    const offers = [];
    for (let i = 0; i <= max; i += 1) offers.push((await offer()).statusCode);
    expect(offers.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(offers.at(-1)).toBe(429);
    const host = await signup(t.app, uniqueEmail('host'));
    const login = await call(t.app, 'login', await loginForm(t.app, host.email, PASSWORD));
    const auth = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    expect((await signUp(auth)).statusCode).toBe(201);
  });
});

async function countsPerKeyInFixedWindows(limiter: RateLimiter, clock: FakeClock, batched = false) {
  const rule = { max: 2, windowMs: 1000, batched };
  await limiter.hit('a', rule);
  await limiter.hit('a', rule);
  await expect(limiter.hit('a', rule)).rejects.toMatchObject({ statusCode: 429 });
  await limiter.hit('b', rule);
  clock.advance(1000);
  await limiter.hit('a', rule);
  await limiter.hit('a', rule);
  await expect(limiter.hit('a', rule)).rejects.toMatchObject({
    statusCode: 429,
    headers: { 'Retry-After': '1' },
  });
  await limiter.reset();
  await limiter.hit('a', rule);
}

/** `peek` refuses once the budget is spent and never counts (budgets spent only by failures). */
async function peeksWithoutCounting(limiter: RateLimiter, clock: FakeClock) {
  const rule = { max: 2, windowMs: 1000 };
  for (let i = 0; i < 5; i += 1) await limiter.peek('peeked', rule);
  await limiter.hit('peeked', rule);
  await limiter.peek('peeked', rule);
  await limiter.hit('peeked', rule);
  await expect(limiter.peek('peeked', rule)).rejects.toMatchObject({
    statusCode: 429,
    headers: { 'Retry-After': '1' },
  });
  clock.advance(1000);
  await limiter.peek('peeked', rule);
}

describe('RateLimiter', () => {
  it('in memory: counts per key in fixed windows', async () => {
    const clock = fakeClock();
    await countsPerKeyInFixedWindows(new MemoryRateLimiter(clock), clock);
  });

  it('peeks without counting, in memory and in the database', async () => {
    const memoryClock = fakeClock();
    await peeksWithoutCounting(new MemoryRateLimiter(memoryClock), memoryClock);
    const databaseClock = fakeClock();
    await peeksWithoutCounting(
      new DatabaseRateLimiter(t.app.services.database.db, databaseClock),
      databaseClock,
    );
  });

  it('clears one key’s window (a password reset clears failed logins), in memory and in the database', async () => {
    const rule = { max: 1, windowMs: 60_000 };
    const clock = fakeClock();
    for (const limiter of [
      new MemoryRateLimiter(clock),
      new DatabaseRateLimiter(t.app.services.database.db, clock),
    ]) {
      await limiter.hit('cleared', rule);
      await limiter.hit('kept', rule);
      await expect(limiter.peek('cleared', rule)).rejects.toMatchObject({ statusCode: 429 });
      await limiter.clear('cleared');
      await limiter.peek('cleared', rule);
      await limiter.hit('cleared', rule);
      await expect(limiter.hit('kept', rule)).rejects.toMatchObject({ statusCode: 429 });
    }
  });

  it('in the database: counts per key in fixed windows', async () => {
    const clock = fakeClock();
    await countsPerKeyInFixedWindows(
      new DatabaseRateLimiter(t.app.services.database.db, clock),
      clock,
    );
  });

  it('in the database, batched: counts per key in fixed windows, exactly within the process', async () => {
    const clock = fakeClock();
    // flushMs 0: no timer, the test writes the batches itself.
    const limiter = new DatabaseRateLimiter(t.app.services.database.db, clock, 0);
    await countsPerKeyInFixedWindows(limiter, clock, true);
    await limiter.close();
  });

  it('in the database, batched: processes share their counts each time they write them', async () => {
    const clock = fakeClock();
    const db = t.app.services.database.db;
    const rule = { max: 5, windowMs: 60_000, batched: true };
    const a = new DatabaseRateLimiter(db, clock, 0);
    const b = new DatabaseRateLimiter(db, clock, 0);
    for (let i = 0; i < 3; i += 1) await a.hit('shared', rule);
    await a.flush();
    for (let i = 0; i < 3; i += 1) await b.hit('shared', rule);
    await b.flush();
    // b has read back 6 (both processes' hits): over the budget of 5.
    await expect(b.hit('shared', rule)).rejects.toMatchObject({ statusCode: 429 });
    // a last read 3: it admits one more (the bounded overrun), then learns the total.
    await a.hit('shared', rule);
    await a.flush();
    await expect(a.hit('shared', rule)).rejects.toMatchObject({ statusCode: 429 });
    await Promise.all([a.close(), b.close()]);
    const shared = () =>
      db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, 'shared'));
    expect(await shared()).toEqual([{ count: 9 }]);
    // A new window for everyone.
    clock.advance(60_000);
    await a.hit('shared', rule);
    await a.close();
    expect(await shared()).toEqual([{ count: 1 }]);
  });

  it('in the database, batched: while the database is away the counts wait in memory', async () => {
    const failures: unknown[] = [];
    const away = {
      insert() {
        throw new Error('the database is away');
      },
      delete() {
        throw new Error('the database is away');
      },
    } as unknown as Db;
    const limiter = new DatabaseRateLimiter(away, fakeClock(), 0, (error) => failures.push(error));
    const rule = { max: 2, windowMs: 60_000, batched: true };
    await limiter.hit('away', rule);
    await limiter.flush();
    expect(failures).toHaveLength(1);
    await limiter.hit('away', rule);
    await expect(limiter.hit('away', rule)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('in the database: concurrent hits never share a count (one atomic upsert each)', async () => {
    const limiter = new DatabaseRateLimiter(t.app.services.database.db, fakeClock());
    const rule = { max: 20, windowMs: 60_000 };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => limiter.hit('concurrent', rule)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
  });
});
