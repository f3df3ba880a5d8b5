import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../schema';
import { createAuthMiddleware } from './auth-middleware';
import { ApiError, isAbortError, toApiError } from './errors';
import { createRefresher } from './refresh';
import type { ApiSession } from './session';

/** The typed WeGrow client: `client.GET('/journal')`, `client.POST('/journal', { body })`… */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the API lives. Default `/api` (same origin); tests in Node need an absolute URL. */
  baseUrl?: string;
  /** The session the bearer token comes from. Without it, calls are anonymous. */
  session?: ApiSession;
  /**
   * The fetch to use. Default: `globalThis.fetch`, looked up on every call (not captured once), so
   * MSW, which patches the global, can intercept calls in tests and stories.
   */
  fetch?: (request: Request) => Promise<Response>;
  /** Refresh an access token this many seconds before it expires. Default 30. */
  expirySkewSeconds?: number;
}

type Call = (...args: never[]) => Promise<{ error?: unknown; response: Response }>;

/**
 * Makes every failure of one client method an {@link ApiError}: a non-2xx answer comes back as
 * `{ error: ApiError, response }` (also when its body was empty or not JSON), and a network failure
 * throws an ApiError with status 0. Aborts stay aborts, so React Query can cancel.
 */
function normalisingErrors<F extends Call>(call: F): F {
  const normalised = async (...args: Parameters<F>) => {
    let result: Awaited<ReturnType<F>>;
    try {
      result = (await call(...args)) as Awaited<ReturnType<F>>;
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw toApiError(error);
    }
    if (result.response.ok) return result;
    return { ...result, data: undefined, error: toApiError(result.error, result.response) };
  };
  // Same signature as `call`; only the runtime class of `error` changed (it still has `detail`).
  return normalised as unknown as F;
}

/**
 * Creates the WeGrow API client: openapi-fetch over the generated `paths`, with the bearer token,
 * a single-flight refresh on expiry or 401 (see {@link createAuthMiddleware}) and errors
 * normalised to {@link ApiError} `{ status, detail }`.
 */
export function createApiClient({
  baseUrl = '/api',
  session,
  fetch = (request) => globalThis.fetch(request),
  expirySkewSeconds = 30,
}: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch });
  if (session) {
    const refresh = createRefresher({ baseUrl, session, fetch });
    client.use(createAuthMiddleware({ session, refresh, fetch, skewSeconds: expirySkewSeconds }));
  }
  return {
    ...client,
    request: normalisingErrors(client.request),
    GET: normalisingErrors(client.GET),
    PUT: normalisingErrors(client.PUT),
    POST: normalisingErrors(client.POST),
    DELETE: normalisingErrors(client.DELETE),
    OPTIONS: normalisingErrors(client.OPTIONS),
    HEAD: normalisingErrors(client.HEAD),
    PATCH: normalisingErrors(client.PATCH),
    TRACE: normalisingErrors(client.TRACE),
  };
}

export { ApiError };
