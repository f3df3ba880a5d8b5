/**
 * The session's API layer (`@wegrow/features/session/api`): the client wired to the session, the
 * query cache and the providers screens need. Loaded on first need, after the first paint.
 */
export {
  createQueryClient,
  createSessionApi,
  type CreateSessionApiOptions,
  type SessionApi,
} from './sessionApi';
export {
  ApiProviders,
  ScreenProviders,
  type ApiProvidersProps,
  type ScreenProvidersProps,
} from './ApiProviders';
export { LazySessionSync, SessionSync } from './SessionSync';
export { UnverifiedNotice } from './UnverifiedNotice';
export { startRouteReads, type RouteLocation } from './routeReads';
