/**
 * @wegrow/api: the typed client, React Query hooks and helpers of the WeGrow HTTP contract.
 * The MSW fakes live behind `@wegrow/api/mocks` so they never reach the production bundle;
 * the generated types are also available alone as `@wegrow/api/schema`.
 */
export type { paths, components, operations } from './schema';
export type * from './types';

export {
  createApiClient,
  ApiError,
  type ApiClient,
  type ApiClientOptions,
} from './client/createApiClient';
export type { ApiSession } from './client/session';
export { toApiError, NETWORK_ERROR_DETAIL } from './client/errors';
export { decodeAccessToken, isTokenExpired, type AccessTokenClaims } from './client/jwt';
export { loginWithPassword, logout, formUrlEncoded, type PasswordLogin } from './client/login';
export { uploadMyAvatar } from './client/avatar';
export { uploadBlogCover } from './client/blogCover';

export { createQueryHooks, type QueryHooks } from './query/hooks';
export { ApiProvider, useApi, type Api, type ApiProviderProps } from './query/ApiProvider';
export { mutationInvalidations, invalidatedBy, invalidateAfter } from './query/invalidations';
export {
  queryKeyOf,
  type Invalidations,
  type MutationMethod,
  type MutationOperation,
  type PathsWith,
  type QueryKeyPrefix,
} from './query/keys';

export * from './queries/auth';
export * from './queries/inbox';
export * from './queries/notifications';
export * from './queries/journal';
export * from './queries/meal-planning';
export * from './queries/grocery-list';
export * from './queries/week-plan';
export * from './queries/projects';
export * from './queries/blog';
export * from './queries/communities';
export * from './queries/we-dream';
export * from './queries/gardens';
export * from './queries/volunteers';
export * from './queries/forum';
export * from './queries/reports';
export * from './queries/paging';
export * from './queries/farmgame';
export * from './queries/lyra';
export * from './queries/civic';
export * from './queries/we-learn';
