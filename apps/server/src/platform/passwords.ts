import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes, 1 lane). */
const OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum, which isolatedModules cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The server's password rule (also the contract's `NewPassword` schema); returns a message when
 * broken, in the contract validation's words for the field (`label`: "Password", "New password").
 */
export function passwordProblem(password: string, label = 'Password'): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `${label} must be at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `${label} must be at most ${PASSWORD_MAX} characters.`;
  return undefined;
}

export class Passwords {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real verification, against a hash no password matches. Used for
   * unknown accounts so response times do not reveal which e-mail addresses are registered.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(24).toString('base64url'));
    await this.verify(await this.dummy, password);
    return false;
  }
}
