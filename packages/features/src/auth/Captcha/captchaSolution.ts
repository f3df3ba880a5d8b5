import type { AltchaChallenge } from '@wegrow/api';
import { solveChallenge } from 'altcha-lib/v1';
import { startCaptchaWorker, type CaptchaWork, type CaptchaWorkResult } from './captchaWork';

/**
 * The solution the server verifies (`altcha-lib/v1` `verifySolution`): the challenge as received,
 * plus the secret number the proof of work found.
 */
export interface CaptchaPayload {
  algorithm: AltchaChallenge['algorithm'];
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The payload of a solved challenge. */
export function captchaPayloadOf(challenge: AltchaChallenge, number: number): CaptchaPayload {
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

/**
 * The token sent as `recaptcha_token`: the payload as base64 of its JSON (UTF-8), as the ALTCHA
 * widget sends it and the server decodes it.
 */
export function encodeCaptchaPayload(payload: CaptchaPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Reads a token back (tests and stories); null when it is not a payload. */
export function decodeCaptchaPayload(token: string): CaptchaPayload | null {
  try {
    const binary = atob(token.trim());
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof value !== 'object' || value === null) return null;
    const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
    if (
      typeof algorithm !== 'string' ||
      typeof challenge !== 'string' ||
      typeof number !== 'number' ||
      typeof salt !== 'string' ||
      typeof signature !== 'string'
    ) {
      return null;
    }
    return {
      algorithm: algorithm as CaptchaPayload['algorithm'],
      challenge,
      number,
      salt,
      signature,
    };
  } catch {
    return null;
  }
}

/** The number found by the worker (see `captcha.worker.ts`), or null when aborted or none. */
function solveInWorker(challenge: AltchaChallenge, signal?: AbortSignal): Promise<number | null> {
  return new Promise((resolve) => {
    const worker = startCaptchaWorker();
    const stop = () => {
      worker.terminate();
      resolve(null);
    };
    signal?.addEventListener('abort', stop, { once: true });
    const finish = (number: number | null) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(number);
    };
    worker.onmessage = (event: MessageEvent<CaptchaWorkResult>) => finish(event.data.number);
    worker.onerror = () => finish(null);
    const work: CaptchaWork = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      salt: challenge.salt,
      maxnumber: challenge.maxnumber,
    };
    worker.postMessage(work);
  });
}

/** The same proof of work on this thread: only where there are no workers (jsdom in unit tests). */
async function solveHere(challenge: AltchaChallenge, signal?: AbortSignal): Promise<number | null> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    return (await promise)?.number ?? null;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Solves a challenge by proof of work (`altcha-lib/v1` `solveChallenge`: hashes `salt + n` for n
 * from 0 to `maxnumber` until one matches) and returns the token to send, or null when no number
 * matches or `signal` aborted first. The work runs in a Web Worker, so the page never waits on it;
 * an abort stops the worker at once.
 */
export async function solveCaptcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  if (signal?.aborted) return null;
  const number =
    typeof Worker === 'undefined'
      ? await solveHere(challenge, signal)
      : await solveInWorker(challenge, signal);
  if (number === null || signal?.aborted) return null;
  return encodeCaptchaPayload(captchaPayloadOf(challenge, number));
}
