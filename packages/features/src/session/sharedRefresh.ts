type Fetch = (request: Request) => Promise<Response>;

function isRefreshCall(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).pathname.endsWith('/auth/refresh');
}

/**
 * Wraps a fetch so that concurrent `POST …/auth/refresh` calls share one request.
 *
 * Two parts of the client renew tokens: the API client's middleware (before a call with an expired
 * token, or after a 401) and the session's own token check (on start, every 5 minutes…). Each is
 * single-flight on its own, but both could send the same refresh token at once, and the server
 * treats a reused refresh token as stolen and revokes the whole session. Sending both through this
 * fetch makes the second wait for the first and read the same answer.
 */
export function withSharedRefresh(fetch: Fetch): Fetch {
  let inFlight: Promise<Response> | null = null;
  return (request) => {
    if (!isRefreshCall(request)) return fetch(request);
    inFlight ??= fetch(request).finally(() => {
      inFlight = null;
    });
    return inFlight.then((response) => response.clone());
  };
}
