import type { TokenPair } from '../types';

/**
 * What the client needs from the session (implemented by `features/src/session`): where the tokens
 * live, how to store new ones, and how to signal that the user is logged out.
 */
export interface ApiSession {
  /** The current access token (a JWT with `id`, `sub` and `exp`), or null when logged out. */
  getAccessToken(): string | null;
  /** The current refresh token, or null when logged out. */
  getRefreshToken(): string | null;
  /** Stores the tokens of a successful refresh (the refresh token rotates on every use). */
  setTokens(tokens: Pick<TokenPair, 'access_token' | 'refresh_token'>): void;
  /** Called when the session cannot be renewed: the refresh token is missing, used or revoked. */
  onLogout(): void;
}
