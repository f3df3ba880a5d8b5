/**
 * The session (spec 1 §3–§4), shared by every screen and the site: plain logic in `store.ts` and
 * friends, the React layer in `SessionProvider`. Stories and tests set a session through the test
 * harness (`@wegrow/features/testing`), which uses the MSW fakes and never reaches the site.
 */
export { createSessionStore } from './store';
export type {
  LogoutReason,
  SessionSnapshot,
  SessionStore,
  SessionStoreOptions,
  SessionTokens,
  StorageEventSource,
} from './store';
export { createSession } from './createSession';
export type { CreateSessionOptions, Session } from './createSession';
export { SessionProvider, useSession } from './SessionProvider';
export type { SessionContextValue, SessionProviderProps } from './SessionProvider';
export { LogoutRoute } from './LogoutRoute';
export { useRememberPath } from './useRememberPath';
export { decodeToken, isExpired, nowInSeconds, type TokenClaims } from './token';
export { pathToRemember } from './paths';
export { arrivalNotice, asksSignOut, signOutOnArrival } from './signOutOnArrival';
export { afterLoginPath } from './afterLogin';
export { clampUnread, afterOneRead } from './unread';
export { SESSION_KEYS, TOKEN_CHECK_INTERVAL_MS } from './keys';
export { browserStorage, createMemoryStorage, type KeyValueStorage } from './storage';
export { withSharedRefresh } from './sharedRefresh';
