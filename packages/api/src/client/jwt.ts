/** The claims WeGrow's access tokens carry (spec 1 §3: id, sub = e-mail, exp in seconds). */
export interface AccessTokenClaims {
  id: number;
  sub: string;
  exp: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a JWT without verifying it (only the server can verify). Returns null when
 * the token is not JWT-shaped or lacks a numeric `exp`.
 */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined || token.split('.').length !== 3) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { id, sub, exp } = claims as Record<string, unknown>;
  if (typeof exp !== 'number') return null;
  return {
    id: typeof id === 'number' ? id : Number(id),
    sub: typeof sub === 'string' ? sub : '',
    exp,
  };
}

/**
 * True when the token expires within `skewSeconds` from `nowMs` (its `exp` is in seconds). A token
 * whose expiry cannot be read is not treated as expired: the server decides, and a 401 triggers
 * the refresh anyway.
 */
export function isTokenExpired(token: string, skewSeconds = 30, nowMs = Date.now()): boolean {
  const claims = decodeAccessToken(token);
  if (!claims) return false;
  return claims.exp - skewSeconds <= nowMs / 1000;
}
