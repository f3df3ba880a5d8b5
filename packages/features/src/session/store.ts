import type { ApiSession, TokenPair, UserProfile } from '@wegrow/api';
import { SESSION_KEYS, TOKEN_CHECK_INTERVAL_MS, TOKEN_KEYS } from './keys';
import { pathToRemember } from './paths';
import { readItem, writeItem, type KeyValueStorage } from './storage';
import { decodeToken, isExpired, type TokenClaims } from './token';
import { afterOneRead, clampUnread } from './unread';

/** The pair a login or a refresh hands over (the refresh token rotates on every use). */
export type SessionTokens = Pick<TokenPair, 'access_token' | 'refresh_token'>;

/** Why a session ended: each logged-in → logged-out transition of spec 1 §4. */
export type LogoutReason =
  /** The user pressed Logout (or visited /logout). */
  | 'logout'
  /** The stored or received access token cannot be decoded. */
  | 'unparseable-token'
  /** The access token expired and there is no refresh token to renew it. */
  | 'expired-token'
  /** The access token expired and the refresh call failed. */
  | 'refresh-failed'
  /** The access token is gone at check time (e.g. cleared in another tab). */
  | 'missing-token'
  /** The password was just reset in this browser: the server ended every session of the account. */
  | 'password-reset';

/** What the session knows at one moment; a new object after every change. */
export interface SessionSnapshot {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly userId: number | null;
  readonly userEmail: string | null;
  /** The account's profile (`GET /auth/account/me`), once fetched. */
  readonly userProfile: UserProfile | null;
  /** True while an access token with readable claims is held. */
  readonly isLoggedIn: boolean;
  /** Unread inbox messages, for the navigation badge (never below zero). */
  readonly unreadCount: number;
  /** Where to return after login (never /login, /signup or /logout). */
  readonly lastVisitedPath: string | null;
}

export interface SessionStoreOptions {
  /** Where the session lives: `localStorage` in the site, a memory storage in tests and stories. */
  storage: KeyValueStorage;
  /**
   * `POST /auth/refresh` with the refresh token: the new pair, or null when the refresh failed
   * (refused, or the server could not be reached). May also throw; that counts as a failure.
   */
  refreshTokens: (refreshToken: string) => Promise<SessionTokens | null>;
  /** `GET /auth/account/me` for the logged-in user. A failure is only logged (spec 1 §8). */
  fetchProfile: () => Promise<UserProfile>;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
  /** Called after every login (e.g. to clear the previous user's cached data). */
  onLogin?: () => void;
  /** Called after every logout, with the reason. */
  onLogout?: (reason: LogoutReason) => void;
  /**
   * `POST /auth/logout` with the refresh token the user logged out with, so the server revokes it
   * (and its family). Called only for a logout the user asked for; its failure is only logged (the
   * tokens are forgotten here either way).
   */
  revokeRefreshToken?: (refreshToken: string) => Promise<void>;
  /** Where failures that show nothing are logged. @default console.warn */
  logError?: (message: string, error: unknown) => void;
}

/** The subset of `window` the store listens on (storage events from other tabs). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export interface SessionStore {
  /** The current snapshot (stable between changes, for `useSyncExternalStore`). */
  getSnapshot(): SessionSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Logged out → logged in: stores the tokens, the user id and e-mail read from the access token,
   * then fetches the profile. Returns false (and stays logged out) for an unparseable token.
   */
  login(tokens: SessionTokens): boolean;
  /**
   * Logged in → logged out: clears tokens, user, profile and unread count. A logout the user asked
   * for (`'logout'`, the default) also forgets the last visited path (the next login, maybe someone
   * else's, starts at /) and has the server revoke the refresh token.
   */
  logout(reason?: LogoutReason): void;
  /**
   * The token check (on start, on mount, every 5 minutes, on storage events): missing or
   * unparseable → logged out; expired → refresh, and logged out when that fails.
   */
  check(): Promise<void>;
  /** Renews the access token now (single-flight). Resolves true when a new token is held. */
  refresh(): Promise<boolean>;
  /** Replaces the tokens after a successful refresh (the API client's refresh sink). */
  setTokens(tokens: SessionTokens): void;
  /** Replaces the profile (e.g. after the profile query refetched); ignored when logged out. */
  setProfile(profile: UserProfile): void;
  /** Sets the unread count (e.g. counted from the inbox list). */
  setUnreadCount(count: number): void;
  /** One message was read: the count drops by one, never below zero. */
  decrementUnread(): void;
  /** Remembers a visited route, except /login, /signup and /logout. */
  rememberPath(pathname: string, search?: string): void;
  /** Another tab changed storage (`key` null: it was cleared): re-read the session, then check. */
  handleStorageChange(key: string | null): Promise<void>;
  /** Checks now, then every 5 minutes and on storage events. Returns the function that stops it. */
  start(events?: StorageEventSource | null): () => void;
  /** The session as `createApiClient({ session })` needs it: token source, refresh sink, logout. */
  readonly apiSession: ApiSession;
  /** Where the session lives; screens keep small per-browser choices beside it. */
  readonly storage: KeyValueStorage;
}

interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  userId: number | null;
  userEmail: string | null;
}

function parseUserId(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The session of spec 1 §3–§4 as plain logic (no React): the tokens, user id and e-mail in browser
 * storage under the spec's keys, the profile, the unread count and the last visited path, with
 * every transition between logged out and logged in.
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage } = options;
  const now = options.now ?? (() => Date.now());
  const logError =
    options.logError ?? ((message: string, error: unknown) => console.warn(message, error));
  const listeners = new Set<() => void>();

  function readStoredTokens(): StoredTokens {
    return {
      accessToken: readItem(storage, SESSION_KEYS.accessToken),
      refreshToken: readItem(storage, SESSION_KEYS.refreshToken),
      userId: parseUserId(readItem(storage, SESSION_KEYS.userId)),
      userEmail: readItem(storage, SESSION_KEYS.userEmail),
    };
  }

  function snapshotOf(
    tokens: StoredTokens,
    rest: Pick<SessionSnapshot, 'userProfile' | 'unreadCount' | 'lastVisitedPath'>,
  ): SessionSnapshot {
    const claims = tokens.accessToken ? decodeToken(tokens.accessToken) : null;
    const isLoggedIn = claims !== null;
    return {
      ...tokens,
      userId: isLoggedIn ? (tokens.userId ?? claims.id) : tokens.userId,
      userEmail: isLoggedIn ? (tokens.userEmail ?? claims.sub) : tokens.userEmail,
      isLoggedIn,
      userProfile: isLoggedIn ? rest.userProfile : null,
      unreadCount: isLoggedIn ? rest.unreadCount : 0,
      lastVisitedPath: rest.lastVisitedPath,
    };
  }

  let state: SessionSnapshot = snapshotOf(readStoredTokens(), {
    userProfile: null,
    unreadCount: clampUnread(Number(readItem(storage, SESSION_KEYS.unreadCount) ?? 0)),
    lastVisitedPath: readItem(storage, SESSION_KEYS.lastVisitedPath),
  });
  let refreshInFlight: Promise<boolean> | null = null;
  let profileInFlight: Promise<void> | null = null;

  function update(next: SessionSnapshot): void {
    const changed = (Object.keys(next) as (keyof SessionSnapshot)[]).some(
      (key) => next[key] !== state[key],
    );
    if (!changed) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  function writeTokens(tokens: SessionTokens, claims: TokenClaims): void {
    writeItem(storage, SESSION_KEYS.accessToken, tokens.access_token);
    writeItem(storage, SESSION_KEYS.refreshToken, tokens.refresh_token);
    writeItem(storage, SESSION_KEYS.userId, String(claims.id));
    writeItem(storage, SESSION_KEYS.userEmail, claims.sub);
  }

  function loadProfile(): Promise<void> {
    const userId = state.userId;
    profileInFlight ??= options
      .fetchProfile()
      .then(
        (profile) => {
          // The user may have logged out (or another one in) while the call was on its way.
          if (state.isLoggedIn && state.userId === userId)
            update({ ...state, userProfile: profile });
        },
        (error: unknown) => {
          if (state.isLoggedIn && state.userId === userId) {
            logError('Could not load the account profile.', error);
          }
        },
      )
      .finally(() => {
        profileInFlight = null;
      });
    return profileInFlight;
  }

  function logout(reason: LogoutReason = 'logout'): void {
    const asked = reason === 'logout';
    const refreshToken = state.refreshToken;
    const cleared = asked ? [SESSION_KEYS.lastVisitedPath] : [];
    for (const key of [...TOKEN_KEYS, SESSION_KEYS.unreadCount, ...cleared]) {
      writeItem(storage, key, null);
    }
    update({
      accessToken: null,
      refreshToken: null,
      userId: null,
      userEmail: null,
      userProfile: null,
      isLoggedIn: false,
      unreadCount: 0,
      lastVisitedPath: asked ? null : state.lastVisitedPath,
    });
    if (asked && refreshToken !== null && options.revokeRefreshToken) {
      options
        .revokeRefreshToken(refreshToken)
        .catch((error: unknown) => logError('Could not end the session on the server.', error));
    }
    options.onLogout?.(reason);
  }

  function login(tokens: SessionTokens): boolean {
    const claims = decodeToken(tokens.access_token);
    if (!claims) {
      logout('unparseable-token');
      return false;
    }
    const sameUser = state.isLoggedIn && state.userId === claims.id;
    writeTokens(tokens, claims);
    if (!sameUser) writeItem(storage, SESSION_KEYS.unreadCount, null);
    update({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      userId: claims.id,
      userEmail: claims.sub,
      isLoggedIn: true,
      userProfile: sameUser ? state.userProfile : null,
      unreadCount: sameUser ? state.unreadCount : 0,
      lastVisitedPath: state.lastVisitedPath,
    });
    options.onLogin?.();
    void loadProfile();
    return true;
  }

  function setTokens(tokens: SessionTokens): void {
    const claims = decodeToken(tokens.access_token);
    if (!claims) {
      logout('unparseable-token');
      return;
    }
    writeTokens(tokens, claims);
    update({
      ...state,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      userId: claims.id,
      userEmail: claims.sub,
      isLoggedIn: true,
    });
  }

  function refresh(): Promise<boolean> {
    refreshInFlight ??= (async () => {
      const refreshToken = state.refreshToken;
      if (!refreshToken) {
        logout('expired-token');
        return false;
      }
      let tokens: SessionTokens | null;
      try {
        tokens = await options.refreshTokens(refreshToken);
      } catch (error) {
        logError('Could not renew the session.', error);
        tokens = null;
      }
      // Logged out, or in again elsewhere, while the refresh was on its way: that session wins.
      if (state.refreshToken !== refreshToken) return state.isLoggedIn;
      if (!tokens) {
        logout('refresh-failed');
        return false;
      }
      setTokens(tokens);
      return state.isLoggedIn;
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /** Re-reads the tokens from storage (another tab may have changed them). */
  function syncFromStorage(): void {
    const stored = readStoredTokens();
    if (stored.accessToken === state.accessToken && stored.refreshToken === state.refreshToken) {
      return;
    }
    const next = snapshotOf(stored, {
      userProfile: null,
      unreadCount: clampUnread(Number(readItem(storage, SESSION_KEYS.unreadCount) ?? 0)),
      lastVisitedPath: state.lastVisitedPath,
    });
    const sameUser = next.isLoggedIn && state.isLoggedIn && next.userId === state.userId;
    update(sameUser ? { ...next, userProfile: state.userProfile } : next);
  }

  async function check(): Promise<void> {
    const wasLoggedIn = state.isLoggedIn;
    syncFromStorage();
    const token = state.accessToken;
    if (!token) {
      // Anything left of a session (a refresh token, a user id) is cleared.
      const leftovers = state.refreshToken !== null || state.userId !== null;
      if (wasLoggedIn || leftovers) logout('missing-token');
      return;
    }
    const claims = decodeToken(token);
    if (!claims) {
      logout('unparseable-token');
      return;
    }
    if (isExpired(claims, now())) {
      await refresh();
      return;
    }
    if (!state.userProfile) await loadProfile();
  }

  async function handleStorageChange(key: string | null): Promise<void> {
    if (key === SESSION_KEYS.unreadCount && state.isLoggedIn) {
      const unreadCount = clampUnread(Number(readItem(storage, SESSION_KEYS.unreadCount) ?? 0));
      update({ ...state, unreadCount });
    }
    await check();
  }

  const apiSession: ApiSession = {
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    setTokens: (tokens) => {
      // A refresh that lands after a logout must not log the user back in.
      if (state.refreshToken !== null) setTokens(tokens);
    },
    onLogout: () => {
      if (state.accessToken !== null || state.refreshToken !== null) logout('refresh-failed');
    },
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login,
    logout,
    check,
    refresh,
    setTokens,
    setProfile(profile) {
      if (state.isLoggedIn && profile.id === state.userId)
        update({ ...state, userProfile: profile });
    },
    setUnreadCount(count) {
      const unreadCount = clampUnread(count);
      if (!state.isLoggedIn || unreadCount === state.unreadCount) return;
      writeItem(storage, SESSION_KEYS.unreadCount, String(unreadCount));
      update({ ...state, unreadCount });
    },
    decrementUnread() {
      if (!state.isLoggedIn) return;
      const unreadCount = afterOneRead(state.unreadCount);
      writeItem(storage, SESSION_KEYS.unreadCount, String(unreadCount));
      update({ ...state, unreadCount });
    },
    rememberPath(pathname, search) {
      const path = pathToRemember(pathname, search);
      if (path === null || path === state.lastVisitedPath) return;
      writeItem(storage, SESSION_KEYS.lastVisitedPath, path);
      update({ ...state, lastVisitedPath: path });
    },
    handleStorageChange,
    start(events) {
      const onStorage = (event: { key: string | null }) => void handleStorageChange(event.key);
      void check();
      const timer = setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
      events?.addEventListener('storage', onStorage);
      return () => {
        clearInterval(timer);
        events?.removeEventListener('storage', onStorage);
      };
    },
    apiSession,
    storage,
  };
}
