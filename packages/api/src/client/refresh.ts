import createClient from 'openapi-fetch';
import type { paths } from '../schema';
import type { ApiSession } from './session';

/** Statuses of the refresh call that mean the refresh token is no good: the session is over. */
const SESSION_OVER = new Set([400, 401, 403]);

/**
 * A single-flight token refresher: however many calls need a new access token at once, one
 * `POST /auth/refresh` is sent and they all wait for it. Resolves to the new access token, or to
 * null when there is none to be had.
 *
 * - Refresh token missing, or the server refuses it (400/401/403): `session.onLogout()`, null.
 * - Network failure or a server error (5xx): null, without logging out (the user may be offline;
 *   the next call tries again).
 */
export function createRefresher(options: {
  baseUrl: string;
  session: ApiSession;
  fetch: (request: Request) => Promise<Response>;
}): () => Promise<string | null> {
  const { session } = options;
  // A bare client: the refresh call must not go through the auth middleware that calls it.
  const bare = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  let inFlight: Promise<string | null> | null = null;

  async function refreshOnce(): Promise<string | null> {
    const refreshToken = session.getRefreshToken();
    if (!refreshToken) {
      session.onLogout();
      return null;
    }
    let result;
    try {
      result = await bare.POST('/auth/refresh', { body: { refresh_token: refreshToken } });
    } catch {
      return null;
    }
    if (result.data) {
      session.setTokens({
        access_token: result.data.access_token,
        refresh_token: result.data.refresh_token,
      });
      return result.data.access_token;
    }
    if (SESSION_OVER.has(result.response.status)) session.onLogout();
    return null;
  }

  return () => {
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
