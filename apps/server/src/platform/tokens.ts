import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret token with a readable prefix (e.g. `rt_…`), from 32 random bytes. */
export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** SHA-256 (hex) of a token: what the database keeps instead of the token itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
