import type { Middleware } from 'openapi-fetch';
import { isTokenExpired } from './jwt';
import type { ApiSession } from './session';

/**
 * Calls that must never carry a token nor trigger a refresh: logging in (a 401 there means wrong
 * credentials, not an expired session), the refresh itself, logging out (a refresh first would
 * rotate the very token being revoked), and the other steps before a session.
 */
const SESSIONLESS_PATHS: ReadonlySet<string> = new Set([
  '/auth/captcha',
  '/auth/signup',
  '/auth/login',
  '/auth/refresh',
  '/auth/logout',
  '/auth/request-password-reset',
  '/auth/reset-password',
]);

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * The bearer-token middleware (after openapi-fetch `docs/openapi-fetch/middleware-auth.md`):
 * - adds `Authorization: Bearer <access token>` to every call;
 * - refreshes first when the access token is expired (or about to be, within `skewSeconds`);
 * - on a 401, refreshes and retries the original request once;
 * - concurrent calls share one refresh (`refresh` is single-flight);
 * - when the refresh fails, `refresh` has signalled the logout and the 401 is returned as is.
 */
export function createAuthMiddleware(options: {
  session: ApiSession;
  refresh: () => Promise<string | null>;
  fetch: (request: Request) => Promise<Response>;
  skewSeconds: number;
}): Middleware {
  const { session, refresh, skewSeconds } = options;
  // A copy of each request as sent, kept until its answer, to retry it after a 401: by then the
  // original's body has been read.
  const sent = new Map<string, Request>();

  async function currentToken(): Promise<string | null> {
    const token = session.getAccessToken();
    if (token && isTokenExpired(token, skewSeconds)) return refresh();
    return token;
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (SESSIONLESS_PATHS.has(schemaPath)) return undefined;
      const token = await currentToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      sent.set(id, request.clone());
      return request;
    },

    async onResponse({ response, id }) {
      const original = sent.get(id);
      sent.delete(id);
      if (response.status !== 401 || !original) return undefined;

      const tokenSent = bearer(original);
      const latest = session.getAccessToken();
      let token: string | null;
      if (latest && latest !== tokenSent && !isTokenExpired(latest, skewSeconds)) {
        // Another call refreshed while this one was on the way: retry with the new token.
        token = latest;
      } else if (tokenSent === null && session.getRefreshToken() === null) {
        // Not logged in at all: the 401 is the answer.
        return undefined;
      } else {
        token = await refresh();
      }
      if (!token) return undefined;

      const retry = original.clone();
      retry.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(retry);
    },

    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}
