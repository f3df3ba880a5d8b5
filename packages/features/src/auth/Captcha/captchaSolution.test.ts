import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { AltchaChallenge } from '@wegrow/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaWork, CaptchaWorkResult } from './captchaWork';
import {
  captchaPayloadOf,
  decodeCaptchaPayload,
  encodeCaptchaPayload,
  solveCaptcha,
} from './captchaSolution';

const HMAC_KEY = 'unit-test-key';

async function challengeWith(number: number, maxnumber = 1000): Promise<AltchaChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: HMAC_KEY,
    maxnumber,
    number,
    expires: new Date(Date.now() + 600_000),
  });
  return { ...challenge, algorithm: 'SHA-256', maxnumber };
}

/** How the server reads a token (apps/server/src/platform/captcha.ts). */
function serverDecode(token: string): unknown {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
}

describe('the captcha solution', () => {
  it('solves a challenge into a payload the server verifies', async () => {
    const challenge = await challengeWith(37);
    const token = await solveCaptcha(challenge);
    expect(token).not.toBeNull();
    const payload = serverDecode(token ?? '');
    expect(payload).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 37,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(await verifySolution(token ?? '', HMAC_KEY)).toBe(true);
  });

  it('gives null for a challenge no number up to maxnumber solves', async () => {
    const challenge = { ...(await challengeWith(500)), maxnumber: 20 };
    expect(await solveCaptcha(challenge)).toBeNull();
  });

  it('gives null once aborted', async () => {
    const challenge = await challengeWith(900);
    const controller = new AbortController();
    const solving = solveCaptcha(challenge, controller.signal);
    controller.abort();
    expect(await solving).toBeNull();
  });

  it('gives null at once for an already aborted signal', async () => {
    const challenge = await challengeWith(3);
    expect(await solveCaptcha(challenge, AbortSignal.abort())).toBeNull();
  });

  it('encodes base64 of the JSON payload and decodes it back', async () => {
    const payload = captchaPayloadOf(await challengeWith(5), 5);
    const token = encodeCaptchaPayload(payload);
    expect(token).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(serverDecode(token)).toEqual(payload);
    expect(decodeCaptchaPayload(token)).toEqual(payload);
  });

  it('decodes anything else to null', () => {
    expect(decodeCaptchaPayload('invalid-captcha')).toBeNull();
    expect(decodeCaptchaPayload(btoa('[1,2]'))).toBeNull();
    expect(decodeCaptchaPayload(btoa('{"number":"7"}'))).toBeNull();
  });
});

describe('solveCaptcha in a browser (with workers)', () => {
  /** A stand-in worker: records what it was given and answers like the real one. */
  class FakeWorker {
    static started: FakeWorker[] = [];
    onmessage: ((event: MessageEvent<CaptchaWorkResult>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    received: CaptchaWork | null = null;
    constructor(
      readonly url: string | URL,
      readonly options?: WorkerOptions,
    ) {
      FakeWorker.started.push(this);
    }
    postMessage(work: CaptchaWork) {
      this.received = work;
    }
    answer(number: number | null) {
      this.onmessage?.({ data: { number } } as MessageEvent<CaptchaWorkResult>);
    }
    terminate() {
      this.terminated = true;
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.started = [];
  });

  it('hands the challenge to a module worker and encodes the number it finds', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const challenge = await challengeWith(7);
    const solving = solveCaptcha(challenge);
    const [worker] = FakeWorker.started;
    expect(String(worker?.url)).toMatch(/captcha\.worker/);
    expect(worker?.options?.type).toBe('module');
    expect(worker?.received).toEqual({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      salt: challenge.salt,
      maxnumber: challenge.maxnumber,
    });
    worker?.answer(7);
    expect(decodeCaptchaPayload((await solving) ?? '')).toMatchObject({ number: 7 });
    expect(worker?.terminated).toBe(true);
  });

  it('stops the worker at once when aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const solving = solveCaptcha(await challengeWith(7), controller.signal);
    controller.abort();
    expect(await solving).toBeNull();
    expect(FakeWorker.started[0]?.terminated).toBe(true);
  });

  it('gives null when the worker finds no number', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const solving = solveCaptcha(await challengeWith(7));
    FakeWorker.started[0]?.answer(null);
    expect(await solving).toBeNull();
  });
});
