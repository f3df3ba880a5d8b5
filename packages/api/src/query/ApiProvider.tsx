import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient';
import { createQueryHooks, type QueryHooks } from './hooks';

/** What `useApi()` gives a screen: the client for imperative calls and the typed query hooks. */
export interface Api extends QueryHooks {
  client: ApiClient;
}

const ApiContext = createContext<Api | null>(null);

export interface ApiProviderProps {
  /** The client, from `createApiClient({ session })` (the site) or a test/story's own. */
  client: ApiClient;
  children?: ReactNode;
}

/**
 * Provides the API client and its query hooks to the screens below. Place it inside React Query's
 * `QueryClientProvider`.
 */
export function ApiProvider({ client, children }: ApiProviderProps) {
  const api = useMemo<Api>(() => ({ client, ...createQueryHooks(client) }), [client]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API of the nearest {@link ApiProvider}. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider client={…}> above it.');
  return api;
}
