import { isCancelledError, QueryClient } from '@tanstack/react-query';
import {
  createApiClient,
  createQueryHooks,
  logout,
  type ApiClient,
  type QueryHooks,
  type UserProfile,
} from '@wegrow/api';
import { withSharedRefresh } from '../sharedRefresh';
import type { SessionStore, SessionTokens } from '../store';

/** The API layer of a session: the client wired to the store, its hooks and the query cache. */
export interface SessionApi {
  readonly client: ApiClient;
  readonly hooks: QueryHooks;
  readonly queryClient: QueryClient;
  /** `POST /auth/refresh` (shared with the client's own refresh): the new pair, or null. */
  refreshTokens(refreshToken: string): Promise<SessionTokens | null>;
  /**
   * `POST /auth/logout`: the server revokes the refresh token (and every token rotated from the
   * same login). Rejects when the call could not be made or was refused.
   */
  revokeRefreshToken(refreshToken: string): Promise<void>;
  /** `GET /auth/account/me`, through the query cache. */
  fetchProfile(): Promise<UserProfile>;
  /** Forgets every cached answer and refetches what is on screen (after login and logout). */
  resetCache(): void;
  /**
   * Stops every call on its way (at logout: nothing the previous user asked for lands in the cache
   * afterwards). The cache itself is reset once the screens have seen the logout (SessionProvider),
   * so a query of a signed-in screen is not sent again, without a token, only to answer 401.
   */
  cancelCalls(): void;
}

export interface CreateSessionApiOptions {
  store: SessionStore;
  /** @default '/api' */
  baseUrl?: string;
  /** @default globalThis.fetch, looked up on every call */
  fetch?: (request: Request) => Promise<Response>;
  /** @default {@link createQueryClient} */
  queryClient?: QueryClient;
}

/** The query cache defaults of the site: one retry, answers fresh for 30 seconds. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });
}

/** Builds the API layer of a session (see `createSession`). */
export function createSessionApi({
  store,
  baseUrl = '/api',
  fetch = (request) => globalThis.fetch(request),
  queryClient = createQueryClient(),
}: CreateSessionApiOptions): SessionApi {
  const sharedFetch = withSharedRefresh(fetch);
  // The store's own refresh goes through a client without the auth middleware (no token needed).
  const bare = createApiClient({ baseUrl, fetch: sharedFetch });
  const client = createApiClient({ baseUrl, session: store.apiSession, fetch: sharedFetch });
  const hooks = createQueryHooks(client);
  return {
    client,
    hooks,
    queryClient,
    async refreshTokens(refreshToken) {
      const { data } = await bare.POST('/auth/refresh', { body: { refresh_token: refreshToken } });
      return data ?? null;
    },
    async revokeRefreshToken(refreshToken) {
      // Without the auth middleware: a refresh first would rotate the very token being revoked.
      const { response } = await logout(bare, refreshToken);
      if (!response.ok) {
        throw new Error(`POST /auth/logout answered ${response.status}.`);
      }
    },
    async fetchProfile() {
      const profile = hooks.queryOptions('get', '/auth/account/me');
      try {
        return await queryClient.fetchQuery(profile);
      } catch (error) {
        // Cancelled because the cache was reset (a login or logout elsewhere): ask once more.
        if (isCancelledError(error)) return queryClient.fetchQuery(profile);
        throw error;
      }
    },
    resetCache: () => void queryClient.resetQueries(),
    cancelCalls: () => void queryClient.cancelQueries(),
  };
}
