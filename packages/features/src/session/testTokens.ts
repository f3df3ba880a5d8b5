/**
 * Unsigned JWT-shaped tokens for the session's unit tests (the client never verifies signatures,
 * only the server does). Test-only: not exported from the session's entry.
 */
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token with the given claims (`exp` in seconds). */
export function tokenWith(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

/** An access token for user `id` expiring `inSeconds` after `nowMs`. */
export function accessToken(id: number, email: string, nowMs: number, inSeconds: number): string {
  return tokenWith({ id, sub: email, exp: Math.floor(nowMs / 1000) + inSeconds });
}
