/**
 * The access token's claims, read without verifying the signature (only the server can verify):
 * spec 1 §3 — `id` (the user id), `sub` (the e-mail) and `exp` (expiry, in seconds since the epoch).
 */
export interface TokenClaims {
  readonly id: number;
  readonly sub: string;
  readonly exp: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Decodes a JWT's payload. Returns null for an unparseable token: not three dot-separated parts,
 * a payload that is not base64url JSON, or claims without a numeric `exp`, a user `id` (a number or
 * a numeric string) or a string `sub`. The session logs out on null (spec 1 §4).
 */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { id, sub, exp } = claims as Record<string, unknown>;
  const userId = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId)) return null;
  if (typeof sub !== 'string' || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { id: userId, sub, exp };
}

/** Whole seconds since the epoch: the unit of `exp` (spec 1 §9: expiry is compared in seconds). */
export function nowInSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/** True when the token's `exp` (seconds) is at or before the current time (seconds). */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, nowMs: number): boolean {
  return claims.exp <= nowInSeconds(nowMs);
}
