/**
 * The warm-up a starting process runs before it listens (platform/warm-up.ts): its reads still
 * exist and answer (public ones, and the signed-in ones as the first account), and it fills the
 * response cache. It sends only GETs, from a documentation address (its own rate-limit budget).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_UP_ADDRESS, warmUp } from '../src/platform/warm-up';
import { createTestApp, newUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await newUser(t.app, 'first');
}, 120_000);
afterAll(() => t.close());

describe('warm-up', () => {
  it('sends the main reads in rounds; each answers, the signed-in ones as the first account', async () => {
    const result = await warmUp(t.app, 3, 2);
    expect(result.answers.length).toBeGreaterThan(10);
    expect(result.requests).toBe(result.answers.length * 3);
    for (const answer of result.answers) {
      if (answer.signedIn) expect(answer, answer.url).toMatchObject({ status: 200 });
      else if (answer.url === '/api/journal') expect(answer.status).toBe(401);
      else expect(answer, answer.url).toMatchObject({ status: 200 });
    }
  });

  it('leaves the public reads in the response cache (blog, forum, collective dream)', async () => {
    const { responses } = t.app.services;
    expect(responses.size).toBeGreaterThanOrEqual(3);
    expect(WARM_UP_ADDRESS).toMatch(/^192\.0\.2\./);
  });

  it('does nothing with 0 rounds', async () => {
    expect(await warmUp(t.app, 0, 2)).toEqual({ requests: 0, ms: 0, answers: [] });
  });
});
