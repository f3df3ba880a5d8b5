import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id's cost: memory in KiB and passes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** The OWASP-recommended minimum cost for argon2id (19 MiB, 2 passes), the server's. */
export const PASSWORD_COST: Readonly<PasswordCost> = { memoryCost: 19_456, timeCost: 2 };

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
  private readonly options;

  /**
   * `cost` defaults to `PASSWORD_COST`; only the tests pass a lower one (as Rails and Django do in
   * their test settings: a sign-up or login in every test, at 15–30 ms of CPU a hash, was a fifth
   * of the server suite). A hash carries its own cost, so `verify` takes any.
   */
  constructor(cost: PasswordCost = PASSWORD_COST) {
    this.options = {
      algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum, which isolatedModules cannot read)
      ...cost,
      parallelism: 1,
    };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
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
