import { useQueryClient } from '@tanstack/react-query';
import createReactQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import type { ApiClient } from '../client/createApiClient';
import type { paths } from '../schema';
import { invalidateAfter } from './invalidations';

/** openapi-react-query's hooks over the WeGrow client. */
export type QueryHooks = OpenapiQueryClient<paths>;

/**
 * React Query hooks typed from the contract (openapi-react-query; keys `[method, path, init]`):
 * `useQuery('get', '/journal')`, `queryOptions(...)` for loaders and `useQueries`, `useMutation`…
 *
 * `useMutation` here also invalidates, after a success, the queries the mutation makes stale
 * (`mutationInvalidations`, by key prefix) and waits for them before the mutation settles, so a
 * screen never shows the old list after a save. A caller's own `onSuccess` runs after that.
 */
export function createQueryHooks(client: ApiClient): QueryHooks {
  const hooks = createReactQueryClient(client);
  const useMutation: QueryHooks['useMutation'] = (method, path, options, queryClient) => {
    const activeClient = useQueryClient(queryClient);
    return hooks.useMutation(
      method,
      path,
      {
        ...options,
        onSuccess: async (...args) => {
          await invalidateAfter(activeClient, method, path);
          await options?.onSuccess?.(...args);
        },
      },
      queryClient,
    );
  };
  return { ...hooks, useMutation };
}
