import { PLATFORM_DETAILS } from '@wegrow/contract/details';

/**
 * Mock tokens: unsigned JWT-shaped strings (`header.payload.signature`, base64url JSON payload with
 * `id`, `sub` = e-mail and `exp` in seconds), so the client's expiry logic works on them exactly
 * as on the server's HS256 tokens. The fakes accept only tokens with the mock signature.
 */
const MOCK_SIGNATURE = 'bW9jay1zaWduYXR1cmU'; // base64url("mock-signature")
const ACCESS_TOKEN_SECONDS = 15 * 60;

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export interface MockTokenOptions {
  /** Seconds until expiry (negative for an already expired token). Default 15 minutes. */
  expiresInSeconds?: number;
  /** The clock, in milliseconds. Default `Date.now()`. */
  nowMs?: number;
  /**
   * The login the token is issued for (claim `sid`: its refresh-token family), as the server's
   * login and refresh issue it; a logout of that login ends the token. None in a story's session.
   */
  sessionId?: string;
}

/**
 * An access token for a user, as the mock login would issue it (`ver`: the user's token version,
 * 0 until a password reset; `sid`: the login, when one is given).
 */
export function createMockAccessToken(
  user: { id: number; email: string; token_version?: number },
  { expiresInSeconds = ACCESS_TOKEN_SECONDS, nowMs = Date.now(), sessionId }: MockTokenOptions = {},
): string {
  const header = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const exp = Math.floor(nowMs / 1000) + expiresInSeconds;
  const ver = user.token_version ?? 0;
  const payload = base64UrlEncode(
    JSON.stringify({
      id: user.id,
      sub: user.email,
      ver,
      ...(sessionId === undefined ? {} : { sid: sessionId }),
      exp,
    }),
  );
  return `${header}.${payload}.${MOCK_SIGNATURE}`;
}

export type AccessTokenCheck =
  | { ok: true; userId: number; version: number; sessionId: string | null }
  | { ok: false; detail: string };

/** Checks a bearer token the way the server checks its JWTs (signature, then expiry). */
export function checkMockAccessToken(token: string, nowMs = Date.now()): AccessTokenCheck {
  const invalid = { ok: false, detail: PLATFORM_DETAILS.invalidToken } as const;
  const [, payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature !== MOCK_SIGNATURE || rest.length) return invalid;
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(payload));
  } catch {
    return invalid;
  }
  if (typeof claims !== 'object' || claims === null) return invalid;
  const { id, exp, ver = 0, sid = null } = claims as Record<string, unknown>;
  if (
    typeof id !== 'number' ||
    typeof exp !== 'number' ||
    typeof ver !== 'number' ||
    (sid !== null && typeof sid !== 'string')
  )
    return invalid;
  if (exp <= nowMs / 1000) return { ok: false, detail: PLATFORM_DETAILS.expiredToken };
  return { ok: true, userId: id, version: ver, sessionId: sid };
}

let refreshCounter = 0;

/**
 * A refresh token for a user: `mock-refresh.<userId>.<nonce>`. Any such token of a known user is
 * valid once; the fakes remember the used ones (rotation), and a reused one is refused.
 */
export function createMockRefreshToken(userId: number): string {
  refreshCounter += 1;
  const nonce = `${Date.now().toString(36)}${refreshCounter.toString(36)}`;
  return `mock-refresh.${userId}.${nonce}`;
}

/** The user id a mock refresh token was made for, or null when it is not one. */
export function userIdOfRefreshToken(token: string): number | null {
  const match = /^mock-refresh\.(\d+)\.[a-z0-9]+$/.exec(token);
  return match?.[1] ? Number(match[1]) : null;
}
