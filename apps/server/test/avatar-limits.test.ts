/**
 * Avatar processing is bounded (issue 30: 16 concurrent 36-megapixel uploads took 19 s and 1 GB):
 * at most two decodes at once per process, a short queue, then 429; and a per-user upload rate.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_DECODES_AT_ONCE,
  AVATAR_DECODES_WAITING,
  avatarDecodes,
  IMAGE_MESSAGES,
  normalizeAvatar,
} from '../src/platform/images';
import { ConcurrencyGate } from '../src/platform/concurrency-gate';
import { DEFAULT_RATE_LIMITS } from '../src/platform/config';
import { call, createTestApp, MINUTE, newUser, type TestApp } from './helpers/app';

/** The avatar decodes' 429, for gates made here. */
const BUSY = { detail: IMAGE_MESSAGES.busy, retryAfterSeconds: 5 };

/** A task that runs until `release()`; `started` tells whether it began. */
function blocker() {
  let release: () => void = () => undefined;
  let started = false;
  const task = () =>
    new Promise<string>((resolve) => {
      started = true;
      release = () => resolve('done');
    });
  return {
    task,
    release: () => release(),
    get started() {
      return started;
    },
  };
}

describe('ConcurrencyGate', () => {
  it('runs at most `concurrency` tasks, queues `waiting` more in order, and refuses the next with 429', async () => {
    const gate = new ConcurrencyGate(2, 2, BUSY);
    const tasks = Array.from({ length: 4 }, blocker);
    const results = tasks.map((b) => gate.run(b.task));
    await Promise.resolve();
    expect(tasks.map((b) => b.started)).toEqual([true, true, false, false]);
    expect(gate.load).toEqual({ active: 2, waiting: 2 });

    await expect(gate.run(async () => 'one too many')).rejects.toMatchObject({
      statusCode: 429,
      detail: IMAGE_MESSAGES.busy,
      headers: { 'Retry-After': '5' },
    });

    tasks[1]?.release();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(tasks.map((b) => b.started)).toEqual([true, true, true, false]);
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    for (const b of tasks) b.release();
    await Promise.all(results.slice(0, 3));
    await new Promise((resolve) => setImmediate(resolve));
    tasks[3]?.release();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done']);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees its place when a task fails', async () => {
    const gate = new ConcurrencyGate(1, 0, BUSY);
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('gates the avatar decodes: two at once, eight waiting, per process', async () => {
    expect(avatarDecodes.concurrency).toBe(AVATAR_DECODES_AT_ONCE);
    expect(AVATAR_DECODES_AT_ONCE).toBe(2);
    expect(AVATAR_DECODES_WAITING).toBe(8);
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const gate = new ConcurrencyGate(1, 1, BUSY);
    let peak = 0;
    const watched = new Proxy(gate, {
      get(target, key, receiver) {
        if (key !== 'run') return Reflect.get(target, key, receiver) as unknown;
        return <T>(task: () => Promise<T>) =>
          target.run(async () => {
            peak = Math.max(peak, target.load.active);
            return task();
          });
      },
    });
    const answers = await Promise.allSettled([
      normalizeAvatar(png, watched),
      normalizeAvatar(png, watched),
      normalizeAvatar(png, watched),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(peak).toBe(1);
  });
});

describe('avatar uploads per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          global: { ...DEFAULT_RATE_LIMITS.global, max: 100_000 },
          authPerIp: { ...DEFAULT_RATE_LIMITS.authPerIp, max: 100_000 },
          captchaPerIp: { ...DEFAULT_RATE_LIMITS.captchaPerIp, max: 100_000 },
        },
      },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('one past the limit in 10 minutes gets 429 with Retry-After; another user is not affected', async () => {
    const png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 9, g: 99, b: 9 } },
    })
      .png()
      .toBuffer();
    const [busy, calm] = [await newUser(t.app, 'busy'), await newUser(t.app, 'calm')];
    const upload = (auth: Record<string, string>) =>
      call(t.app, 'uploadMyAvatar', {
        method: 'PUT',
        url: '/api/auth/account/me/avatar',
        headers: { ...auth, 'content-type': 'image/png' },
        payload: png,
      });
    const max = DEFAULT_RATE_LIMITS.avatarUploadPerUser.max;
    for (let i = 0; i < max; i += 1) expect((await upload(busy.auth)).statusCode).toBe(200);
    const limited = await upload(busy.auth);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(calm.auth)).statusCode).toBe(200);
    expect(DEFAULT_RATE_LIMITS.avatarUploadPerUser.windowMs).toBe(10 * MINUTE);
  });
});
