import type { QueryClient } from '@tanstack/react-query';
import type { CreateSessionApiOptions, SessionApi } from './api/sessionApi';
import { browserStorage, type KeyValueStorage } from './storage';
import { createSessionStore, type SessionStore, type SessionStoreOptions } from './store';

/**
 * A running session: the store (no network code, part of the first paint) and its API layer — the
 * typed client wired to the store, the query cache — loaded on first need, so the site can paint
 * its shell and its static pages before any of that code arrives.
 */
export interface Session {
  readonly store: SessionStore;
  /** Loads (once) and returns the API layer. */
  loadApi(): Promise<SessionApi>;
  /** The API layer once loaded, else null. */
  readonly api: SessionApi | null;
}

export interface CreateSessionOptions {
  /** Where the API lives. @default '/api' */
  baseUrl?: string;
  /** Where the session is kept. @default localStorage (memory when unavailable) */
  storage?: KeyValueStorage;
  /** The query cache. @default a new one with the site's defaults */
  queryClient?: QueryClient;
  /** The fetch to use. @default globalThis.fetch, looked up on every call (MSW can intercept) */
  fetch?: (request: Request) => Promise<Response>;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
  /** Where failures that show nothing are logged. @default console.warn */
  logError?: SessionStoreOptions['logError'];
  /**
   * Builds the API layer at once instead of on first need (stories and tests, which import
   * `createSessionApi` from `@wegrow/features/session/api`).
   */
  createApi?: (options: CreateSessionApiOptions) => SessionApi;
}

/**
 * Creates the session. Its API client reads the access token from the store, hands renewed tokens
 * back to it and logs it out when the session cannot be renewed; the store's token check refreshes
 * through the same, shared refresh call. Logging in resets the query cache; logging out stops the
 * calls on their way, and the SessionProvider resets the cache once the screens have seen the
 * logout, so no screen shows the previous user's data. A logout the user asked for has the server
 * revoke the refresh token (`POST /auth/logout`).
 */
export function createSession(options: CreateSessionOptions = {}): Session {
  const { storage = browserStorage(), now, logError, createApi } = options;
  let api: SessionApi | null = null;
  let loading: Promise<SessionApi> | null = null;

  function apiOptions(): CreateSessionApiOptions {
    return {
      store,
      ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.queryClient === undefined ? {} : { queryClient: options.queryClient }),
    };
  }

  function loadApi(): Promise<SessionApi> {
    loading ??= api
      ? Promise.resolve(api)
      : import('./api/sessionApi').then(
          ({ createSessionApi }) => (api = createSessionApi(apiOptions())),
        );
    return loading;
  }

  const store = createSessionStore({
    storage,
    ...(now ? { now } : {}),
    ...(logError ? { logError } : {}),
    refreshTokens: async (refreshToken) => (await loadApi()).refreshTokens(refreshToken),
    fetchProfile: async () => (await loadApi()).fetchProfile(),
    revokeRefreshToken: async (refreshToken) => (await loadApi()).revokeRefreshToken(refreshToken),
    onLogin: () => api?.resetCache(),
    // The cache is reset once the screens have seen the logout (SessionProvider), not now: a query
    // still enabled for the user would otherwise be sent again, without a token, and answer 401.
    onLogout: () => api?.cancelCalls(),
  });
  if (createApi) api = createApi(apiOptions());

  return {
    store,
    loadApi,
    get api() {
      return api;
    },
  };
}
