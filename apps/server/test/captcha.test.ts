import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  MINUTE,
  PASSWORD,
  solveCaptcha,
  type TestApp,
  uniqueEmail,
} from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { captchaDifficulty: 500 } });
}, 120_000);
afterAll(() => t.close());

const signupWith = (recaptcha_token: string) =>
  call(t.app, 'signup', {
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: uniqueEmail('captcha'), password: PASSWORD, recaptcha_token },
  });

const decode = (token: string) =>
  JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('captcha (ALTCHA)', () => {
  it('issues signed, expiring challenges of the configured difficulty', async () => {
    const res = await call(t.app, 'getCaptchaChallenge', {
      method: 'GET',
      url: '/api/auth/captcha',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json<{ algorithm: string; maxnumber: number; salt: string }>();
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.maxnumber).toBe(500);
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    const inMinutes = (expires * 1000 - t.clock().getTime()) / MINUTE;
    expect(inMinutes).toBeGreaterThan(9.9);
    expect(inMinutes).toBeLessThanOrEqual(10);
  });

  it("accepts a solution found by altcha-lib's own solver", async () => {
    const res = await call(t.app, 'getCaptchaChallenge', {
      method: 'GET',
      url: '/api/auth/captcha',
    });
    const challenge = res.json<{
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber: number;
    }>();
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    expect(solution).not.toBeNull();
    const token = encode({ ...challenge, number: solution?.number, maxnumber: undefined });
    expect((await signupWith(token)).statusCode).toBe(201);
  });

  it('accepts a solution once; a replay gets 400', async () => {
    const token = await solveCaptcha(t.app);
    expect((await signupWith(token)).statusCode).toBe(201);
    const replay = await signupWith(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      detail: 'This captcha was already used. Please solve a new one.',
    });
  });

  it('refuses an expired solution', async () => {
    const token = await solveCaptcha(t.app);
    t.clock.advance(10 * MINUTE + 1000);
    const res = await signupWith(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The captcha has expired. Please solve it again.' });
  });

  it('refuses a wrong solution', async () => {
    const payload = decode(await solveCaptcha(t.app));
    const res = await signupWith(encode({ ...payload, number: Number(payload.number) + 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The captcha solution is wrong. Please try again.' });
  });

  it('refuses a challenge it did not sign (or whose expiry was changed)', async () => {
    const payload = decode(await solveCaptcha(t.app));
    const forged = await signupWith(encode({ ...payload, signature: 'ab'.repeat(32) }));
    expect(forged.statusCode).toBe(400);
    const salt = String(payload.salt).replace(/expires=\d+/, 'expires=9999999999');
    const extended = await signupWith(encode({ ...payload, salt }));
    expect(extended.statusCode).toBe(400);
  });

  it('refuses a missing or empty token with 422 and a blank or malformed one with 400 { detail }', async () => {
    const missing = await call(t.app, 'signup', {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: 'The captcha is required.' });
    const empty = await signupWith('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'The captcha must not be empty.' });
    const blank = await signupWith('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ detail: 'Please verify you are not a robot.' });
    for (const garbage of ['not base64 at all', encode({ algorithm: 'SHA-1' }), encode([])]) {
      const res = await signupWith(garbage);
      expect(res.statusCode, garbage).toBe(400);
      expect(res.json(), garbage).toEqual({ detail: expect.any(String) });
    }
  });

  it('forgets used solutions once they have expired', async () => {
    const { usedCaptchas } = await import('../src/platform/schema');
    await signupWith(await solveCaptcha(t.app));
    t.clock.advance(11 * MINUTE);
    await signupWith(await solveCaptcha(t.app));
    const rows = await t.app.services.database.db.select().from(usedCaptchas);
    expect(rows).toHaveLength(1);
  });
});
