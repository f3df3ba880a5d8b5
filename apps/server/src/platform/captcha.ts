import { createHmac } from 'node:crypto';
import type { components } from '@wegrow/api/schema';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import { lt } from 'drizzle-orm';
import type { Clock } from './clock';
import type { Db } from './db';
import { badRequest } from './errors';
import { usedCaptchas } from './schema';

/** A challenge as the contract shows it (schema `AltchaChallenge`). */
export type CaptchaChallenge = components['schemas']['AltchaChallenge'];

export const CAPTCHA_MISSING = 'Please verify you are not a robot.';

/**
 * ALTCHA proof-of-work captcha (self-hosted, protocol v1 of altcha-lib): signed, expiring challenges;
 * a solution is accepted once (its signature is remembered in the database until the challenge
 * expires).
 */
export class AltchaCaptcha {
  private readonly hmacKey: string;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The server secret the HMAC key is derived from (never used directly). */
    secret: string,
    private readonly maxNumber: number,
    private readonly ttlMs: number,
  ) {
    this.hmacKey = createHmac('sha256', secret).update('wegrow:altcha-challenge').digest('hex');
  }

  async challenge(): Promise<CaptchaChallenge> {
    const { challenge, salt, signature } = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(this.clock().getTime() + this.ttlMs),
    });
    return { algorithm: 'SHA-256', challenge, maxnumber: this.maxNumber, salt, signature };
  }

  /** Accepts a solution (the widget's base64 payload) once; anything else is a 400 `{detail}`. */
  async verify(token: string | undefined): Promise<void> {
    if (!token?.trim()) throw badRequest(CAPTCHA_MISSING);
    const payload = decodePayload(token);
    if (!payload) throw badRequest('The captcha solution is malformed. Please try again.');

    const expires = Number(extractParams(payload).expires);
    const now = this.clock();
    if (!Number.isInteger(expires) || expires * 1000 <= now.getTime())
      throw badRequest('The captcha has expired. Please solve it again.');

    // Expiry is checked above against the injected clock, so the library's own check is off.
    if (!(await verifySolution(payload, this.hmacKey, false)))
      throw badRequest('The captcha solution is wrong. Please try again.');

    await this.db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
    const inserted = await this.db
      .insert(usedCaptchas)
      .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
      .onConflictDoNothing()
      .returning({ signature: usedCaptchas.signature });
    if (inserted.length === 0)
      throw badRequest('This captcha was already used. Please solve a new one.');
  }
}

function decodePayload(token: string): Payload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token.trim(), 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const p = value as Record<string, unknown>;
  if (
    p.algorithm !== 'SHA-256' ||
    typeof p.challenge !== 'string' ||
    typeof p.salt !== 'string' ||
    typeof p.signature !== 'string' ||
    !p.signature ||
    typeof p.number !== 'number' ||
    !Number.isSafeInteger(p.number) ||
    p.number < 0
  )
    return undefined;
  return {
    algorithm: 'SHA-256',
    challenge: p.challenge,
    number: p.number,
    salt: p.salt,
    signature: p.signature,
  };
}
