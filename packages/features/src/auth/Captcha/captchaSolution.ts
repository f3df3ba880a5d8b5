import { solveChallenge } from 'altcha-lib/v1';
import type { AltchaChallenge } from '@wegrow/api';

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

/**
 * Solves a challenge by proof of work (`altcha-lib/v1` `solveChallenge`: hashes `salt + n` for n
 * from 0 to `maxnumber` until one matches) and returns the token to send, or null when no number
 * matches or `signal` aborted first. Each hash is awaited (Web Crypto), so the page stays
 * responsive while it works.
 */
export async function solveCaptcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  if (signal?.aborted) return null;
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const solution = await promise;
    if (!solution || signal?.aborted) return null;
    return encodeCaptchaPayload(captchaPayloadOf(challenge, solution.number));
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
