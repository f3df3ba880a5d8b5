import type { UserProfile } from '@wegrow/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, TOKEN_CHECK_INTERVAL_MS } from './keys';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import {
  createSessionStore,
  type LogoutReason,
  type SessionStoreOptions,
  type SessionTokens,
} from './store';
import { accessToken, tokenWith } from './testTokens';

const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const maya: UserProfile = {
  id: 1,
  email: 'maya@example.org',
  email_verified: true,
  username: 'maya',
  bio: null,
  profile_pic: null,
};

function tokensFor(id = 1, inSeconds = 15 * 60, email = 'maya@example.org'): SessionTokens {
  return {
    access_token: accessToken(id, email, Date.now(), inSeconds),
    refresh_token: `rt-${id}-${Date.now()}-${inSeconds}`,
  };
}

function storedSession(tokens: SessionTokens, id = 1, email = 'maya@example.org') {
  return {
    [SESSION_KEYS.accessToken]: tokens.access_token,
    [SESSION_KEYS.refreshToken]: tokens.refresh_token,
    [SESSION_KEYS.userId]: String(id),
    [SESSION_KEYS.userEmail]: email,
  };
}

/** A stand-in for `window` that lets a test fire another tab's storage events. */
function otherTabs() {
  const listeners = new Set<(event: { key: string | null }) => void>();
  return {
    addEventListener: (_type: 'storage', listener: (event: { key: string | null }) => void) =>
      void listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: { key: string | null }) => void) =>
      void listeners.delete(listener),
    fire: (key: string | null) => listeners.forEach((listener) => listener({ key })),
    get size() {
      return listeners.size;
    },
  };
}

function setup(
  storage: KeyValueStorage = createMemoryStorage(),
  overrides: Partial<SessionStoreOptions> = {},
) {
  const refreshTokens = vi.fn<SessionStoreOptions['refreshTokens']>(
    overrides.refreshTokens ?? (async () => tokensFor(1)),
  );
  const fetchProfile = vi.fn<SessionStoreOptions['fetchProfile']>(
    overrides.fetchProfile ?? (async () => maya),
  );
  const onLogout = vi.fn<(reason: LogoutReason) => void>();
  const onLogin = vi.fn();
  const logError = vi.fn();
  const store = createSessionStore({
    storage,
    refreshTokens,
    fetchProfile,
    onLogout,
    onLogin,
    logError,
    ...(overrides.now ? { now: overrides.now } : {}),
    ...(overrides.revokeRefreshToken ? { revokeRefreshToken: overrides.revokeRefreshToken } : {}),
  });
  return { store, storage, refreshTokens, fetchProfile, onLogout, onLogin, logError };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the session store', () => {
  describe('logged out → logged in', () => {
    it('starts logged out when nothing is stored', () => {
      const { store } = setup();
      expect(store.getSnapshot()).toMatchObject({
        isLoggedIn: false,
        accessToken: null,
        refreshToken: null,
        userId: null,
        userEmail: null,
        userProfile: null,
        unreadCount: 0,
      });
    });

    it('on login stores the tokens, the user id and the e-mail under the spec keys, then fetches the profile', async () => {
      const { store, storage, fetchProfile, onLogin } = setup();
      const tokens = tokensFor(1);
      expect(store.login(tokens)).toBe(true);

      expect(storage.getItem('access_token')).toBe(tokens.access_token);
      expect(storage.getItem('refresh_token')).toBe(tokens.refresh_token);
      expect(storage.getItem('user_id')).toBe('1');
      expect(storage.getItem('user_email')).toBe('maya@example.org');
      expect(store.getSnapshot()).toMatchObject({
        isLoggedIn: true,
        accessToken: tokens.access_token,
        userId: 1,
        userEmail: 'maya@example.org',
      });
      expect(onLogin).toHaveBeenCalledOnce();
      expect(fetchProfile).toHaveBeenCalledOnce();
      await vi.waitFor(() => expect(store.getSnapshot().userProfile).toEqual(maya));
    });

    it('reads a session kept in storage (a reload) as logged in', () => {
      const tokens = tokensFor(1);
      const { store } = setup(createMemoryStorage(storedSession(tokens)));
      expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 1 });
    });

    it('takes the user id and e-mail from the token when storage lacks them', () => {
      const tokens = tokensFor(4, 600, 'sam@example.org');
      const { store } = setup(
        createMemoryStorage({
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
        }),
      );
      expect(store.getSnapshot()).toMatchObject({ userId: 4, userEmail: 'sam@example.org' });
    });

    it('refuses a login whose access token is unparseable and stays logged out', () => {
      const { store, storage, onLogout } = setup();
      expect(store.login({ access_token: 'not-a-jwt', refresh_token: 'rt' })).toBe(false);
      expect(store.getSnapshot().isLoggedIn).toBe(false);
      expect(storage.getItem('access_token')).toBeNull();
      expect(onLogout).toHaveBeenCalledWith('unparseable-token');
    });

    it('only logs a failed profile fetch; the user stays logged in', async () => {
      const { store, logError } = setup(undefined, {
        fetchProfile: () => Promise.reject(new Error('down')),
      });
      store.login(tokensFor(1));
      await vi.waitFor(() => expect(logError).toHaveBeenCalled());
      expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, userProfile: null });
    });

    it('ignores a profile that arrives after the user logged out', async () => {
      let answer: (profile: UserProfile) => void = () => {};
      const { store } = setup(undefined, {
        fetchProfile: () => new Promise((resolve) => (answer = resolve)),
      });
      store.login(tokensFor(1));
      store.logout();
      answer(maya);
      await Promise.resolve();
      expect(store.getSnapshot().userProfile).toBeNull();
    });
  });

  describe('logged in → logged out', () => {
    it('on logout clears tokens, user, profile, unread count and the last visited path, and has the refresh token revoked', async () => {
      const revokeRefreshToken = vi.fn(async () => {});
      const { store, storage, onLogout } = setup(undefined, { revokeRefreshToken });
      const tokens = tokensFor(1);
      store.login(tokens);
      await vi.waitFor(() => expect(store.getSnapshot().userProfile).not.toBeNull());
      store.setUnreadCount(2);
      store.rememberPath('/journal');

      store.logout();

      for (const key of [
        'access_token',
        'refresh_token',
        'user_id',
        'user_email',
        'unreadCount',
        'lastVisitedPath',
      ]) {
        expect(storage.getItem(key)).toBeNull();
      }
      expect(store.getSnapshot()).toMatchObject({
        isLoggedIn: false,
        accessToken: null,
        refreshToken: null,
        userId: null,
        userEmail: null,
        userProfile: null,
        unreadCount: 0,
        lastVisitedPath: null,
      });
      expect(revokeRefreshToken).toHaveBeenCalledExactlyOnceWith(tokens.refresh_token);
      expect(onLogout).toHaveBeenCalledWith('logout');
    });

    it('only logs a revocation that failed: the user is logged out all the same', async () => {
      const failure = new Error('offline');
      const revokeRefreshToken = vi.fn(async () => Promise.reject(failure));
      const { store, logError } = setup(undefined, { revokeRefreshToken });
      store.login(tokensFor(1));
      store.logout();
      expect(store.getSnapshot().isLoggedIn).toBe(false);
      await vi.waitFor(() =>
        expect(logError).toHaveBeenCalledWith('Could not end the session on the server.', failure),
      );
    });

    it('keeps the last visited path and revokes nothing when the session ends by itself', async () => {
      const revokeRefreshToken = vi.fn(async () => {});
      const { store, storage, onLogout } = setup(undefined, {
        revokeRefreshToken,
        refreshTokens: async () => null,
      });
      store.login(tokensFor(1, 60));
      store.rememberPath('/journal');
      vi.setSystemTime(START + 120_000);

      await store.check();

      expect(onLogout).toHaveBeenCalledWith('refresh-failed');
      expect(store.getSnapshot().lastVisitedPath).toBe('/journal');
      expect(storage.getItem('lastVisitedPath')).toBe('/journal');
      expect(revokeRefreshToken).not.toHaveBeenCalled();
    });

    it('logs out at check time when the stored token is unparseable', async () => {
      const { store, storage, onLogout } = setup(
        createMemoryStorage({ access_token: 'garbage', refresh_token: 'rt', user_id: '1' }),
      );
      await store.check();
      expect(onLogout).toHaveBeenCalledWith('unparseable-token');
      expect(storage.getItem('access_token')).toBeNull();
      expect(store.getSnapshot().isLoggedIn).toBe(false);
    });

    it('treats a token without exp, id or sub as unparseable', async () => {
      const noExp = tokenWith({ id: 1, sub: 'maya@example.org' });
      const { store, onLogout } = setup(createMemoryStorage({ access_token: noExp }));
      await store.check();
      expect(onLogout).toHaveBeenCalledWith('unparseable-token');
    });

    it('logs out at check time when the token is missing but the rest of a session is there', async () => {
      const tokens = tokensFor(1);
      const { store, storage, onLogout } = setup(createMemoryStorage(storedSession(tokens)));
      storage.removeItem('access_token');
      await store.check();
      expect(onLogout).toHaveBeenCalledWith('missing-token');
      expect(storage.getItem('refresh_token')).toBeNull();
      expect(store.getSnapshot().isLoggedIn).toBe(false);
    });

    it('does nothing at check time for a visitor (nothing stored)', async () => {
      const { store, onLogout, refreshTokens } = setup();
      await store.check();
      expect(onLogout).not.toHaveBeenCalled();
      expect(refreshTokens).not.toHaveBeenCalled();
    });

    it('logs out when the token expired and there is no refresh token', async () => {
      const expired = accessToken(1, 'maya@example.org', Date.now(), -10);
      const { store, onLogout, refreshTokens } = setup(
        createMemoryStorage({ access_token: expired, user_id: '1' }),
      );
      await store.check();
      expect(refreshTokens).not.toHaveBeenCalled();
      expect(onLogout).toHaveBeenCalledWith('expired-token');
    });

    it('logs out when the token expired and the refresh fails', async () => {
      const tokens = tokensFor(1, -10);
      const { store, storage, onLogout, refreshTokens } = setup(
        createMemoryStorage(storedSession(tokens)),
        { refreshTokens: async () => null },
      );
      await store.check();
      expect(onLogout).toHaveBeenCalledWith('refresh-failed');
      expect(storage.getItem('access_token')).toBeNull();
      expect(refreshTokens).toHaveBeenCalledExactlyOnceWith(tokens.refresh_token);
    });

    it('logs out when the refresh call throws (server unreachable)', async () => {
      const { store, onLogout, logError } = setup(
        createMemoryStorage(storedSession(tokensFor(1, -10))),
        {
          refreshTokens: () => Promise.reject(new TypeError('Failed to fetch')),
        },
      );
      await store.check();
      expect(logError).toHaveBeenCalled();
      expect(onLogout).toHaveBeenCalledWith('refresh-failed');
    });

    it('logs out when a refresh hands back an unparseable token', async () => {
      const { store, onLogout } = setup(createMemoryStorage(storedSession(tokensFor(1, -10))), {
        refreshTokens: async () => ({ access_token: 'nope', refresh_token: 'rt2' }),
      });
      await store.check();
      expect(onLogout).toHaveBeenCalledWith('unparseable-token');
    });
  });

  describe('expired → refreshed', () => {
    it('refreshes an expired token with the refresh token; the new pair replaces the old', async () => {
      const old = tokensFor(1, -1);
      const fresh: SessionTokens = {
        access_token: accessToken(1, 'maya@example.org', Date.now(), 900),
        refresh_token: 'rotated',
      };
      const { store, storage, onLogout, refreshTokens } = setup(
        createMemoryStorage(storedSession(old)),
        { refreshTokens: async () => fresh },
      );

      await store.check();

      expect(refreshTokens).toHaveBeenCalledExactlyOnceWith(old.refresh_token);
      expect(storage.getItem('access_token')).toBe(fresh.access_token);
      expect(storage.getItem('refresh_token')).toBe('rotated');
      expect(store.getSnapshot()).toMatchObject({
        isLoggedIn: true,
        accessToken: fresh.access_token,
      });
      expect(onLogout).not.toHaveBeenCalled();
    });

    it('compares expiry in whole seconds', async () => {
      // exp is 10 s from now: valid until the clock reaches that second.
      const tokens = tokensFor(1, 10);
      const { store, refreshTokens } = setup(createMemoryStorage(storedSession(tokens)));

      vi.setSystemTime(START + 9_999);
      await store.check();
      expect(refreshTokens).not.toHaveBeenCalled();

      vi.setSystemTime(START + 10_000);
      await store.check();
      expect(refreshTokens).toHaveBeenCalledOnce();
    });

    it('sends one refresh however many checks run at once', async () => {
      let answer: (tokens: SessionTokens) => void = () => {};
      const { store, refreshTokens } = setup(createMemoryStorage(storedSession(tokensFor(1, -5))), {
        refreshTokens: () => new Promise<SessionTokens>((resolve) => (answer = resolve)),
      });
      const checks = [store.check(), store.check(), store.refresh()];
      answer(tokensFor(1, 900));
      await Promise.all(checks);
      expect(refreshTokens).toHaveBeenCalledOnce();
      expect(store.getSnapshot().isLoggedIn).toBe(true);
    });

    it('does not log back in when a refresh lands after a logout', async () => {
      let answer: (tokens: SessionTokens) => void = () => {};
      const { store, storage } = setup(createMemoryStorage(storedSession(tokensFor(1, -5))), {
        refreshTokens: () => new Promise<SessionTokens>((resolve) => (answer = resolve)),
      });
      const check = store.check();
      store.logout();
      answer(tokensFor(1, 900));
      await check;
      expect(store.getSnapshot().isLoggedIn).toBe(false);
      expect(storage.getItem('access_token')).toBeNull();
    });
  });

  describe('when the token is checked', () => {
    it('checks on start, then every 5 minutes, until stopped', async () => {
      // Valid for 7 minutes: fine on start and at 5 minutes, expired at 10.
      const tokens = tokensFor(1, 7 * 60);
      const { store, refreshTokens } = setup(createMemoryStorage(storedSession(tokens)), {
        refreshTokens: async () => tokensFor(1, 15 * 60),
      });
      const stop = store.start(null);
      await vi.advanceTimersByTimeAsync(0);
      expect(refreshTokens).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
      expect(refreshTokens).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
      expect(refreshTokens).toHaveBeenCalledOnce();

      stop();
      vi.setSystemTime(Date.now() + 60 * 60 * 1000);
      await vi.advanceTimersByTimeAsync(3 * TOKEN_CHECK_INTERVAL_MS);
      expect(refreshTokens).toHaveBeenCalledOnce();
    });

    it('checks on start: an already expired token is refreshed at once', async () => {
      const { store, refreshTokens } = setup(createMemoryStorage(storedSession(tokensFor(1, -1))));
      const stop = store.start(null);
      await vi.advanceTimersByTimeAsync(0);
      expect(refreshTokens).toHaveBeenCalledOnce();
      stop();
    });

    it('loads the profile on check when a stored session has none yet', async () => {
      const { store, fetchProfile } = setup(createMemoryStorage(storedSession(tokensFor(1))));
      await store.check();
      expect(fetchProfile).toHaveBeenCalledOnce();
      expect(store.getSnapshot().userProfile).toEqual(maya);
    });

    it('checks when another tab changes storage: a logout there logs this tab out', async () => {
      const tabs = otherTabs();
      const { store, storage, onLogout } = setup(createMemoryStorage(storedSession(tokensFor(1))));
      const stop = store.start(tabs);
      await vi.advanceTimersByTimeAsync(0);
      expect(tabs.size).toBe(1);

      for (const key of ['access_token', 'refresh_token', 'user_id', 'user_email'])
        storage.removeItem(key);
      tabs.fire('access_token');
      await vi.advanceTimersByTimeAsync(0);

      expect(store.getSnapshot().isLoggedIn).toBe(false);
      expect(onLogout).toHaveBeenCalledWith('missing-token');
      stop();
      expect(tabs.size).toBe(0);
    });

    it('checks when another tab changes storage: a login there logs this tab in', async () => {
      const tabs = otherTabs();
      const { store, storage } = setup();
      const stop = store.start(tabs);
      const tokens = tokensFor(5, 900, 'lena@example.org');
      for (const [key, value] of Object.entries(storedSession(tokens, 5, 'lena@example.org'))) {
        storage.setItem(key, value);
      }
      tabs.fire(null);
      await vi.advanceTimersByTimeAsync(0);
      expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 5 });
      stop();
    });

    it('checks expiry when another tab changes storage: an expired token is refreshed', async () => {
      const tabs = otherTabs();
      const tokens = tokensFor(1, 60);
      const { store, refreshTokens } = setup(createMemoryStorage(storedSession(tokens)));
      const stop = store.start(tabs);
      await vi.advanceTimersByTimeAsync(0);
      expect(refreshTokens).not.toHaveBeenCalled();

      vi.setSystemTime(Date.now() + 61_000);
      tabs.fire('lastVisitedPath');
      await vi.advanceTimersByTimeAsync(0);
      expect(refreshTokens).toHaveBeenCalledOnce();
      stop();
    });
  });

  describe('last visited path', () => {
    it('remembers every route except /login, /signup and /logout (any casing)', () => {
      const { store, storage } = setup();
      store.rememberPath('/journal');
      expect(store.getSnapshot().lastVisitedPath).toBe('/journal');
      for (const path of ['/login', '/signup', '/logout', '/Login', '/SIGNUP/']) {
        store.rememberPath(path);
        expect(store.getSnapshot().lastVisitedPath).toBe('/journal');
      }
      store.rememberPath('/projects/42', '?edit=true');
      expect(storage.getItem('lastVisitedPath')).toBe('/projects/42?edit=true');
    });

    it('never stores a token or an e-mail from the query string', () => {
      const { store } = setup();
      store.rememberPath('/Account', '?token=secret&step=2');
      expect(store.getSnapshot().lastVisitedPath).toBe('/Account?step=2');
    });

    it('survives a reload', () => {
      const { store } = setup(createMemoryStorage({ lastVisitedPath: '/blog/7' }));
      expect(store.getSnapshot().lastVisitedPath).toBe('/blog/7');
    });
  });

  describe('unread count', () => {
    it('keeps the count while logged in; a read drops it by one, never below zero', () => {
      const { store, storage } = setup();
      store.login(tokensFor(1));
      store.setUnreadCount(2);
      expect(store.getSnapshot().unreadCount).toBe(2);
      expect(storage.getItem('unreadCount')).toBe('2');
      store.decrementUnread();
      store.decrementUnread();
      store.decrementUnread();
      expect(store.getSnapshot().unreadCount).toBe(0);
    });

    it('never goes below zero when set', () => {
      const { store } = setup();
      store.login(tokensFor(1));
      store.setUnreadCount(-3);
      expect(store.getSnapshot().unreadCount).toBe(0);
    });

    it('is zero for a visitor', () => {
      const { store } = setup();
      store.setUnreadCount(4);
      expect(store.getSnapshot().unreadCount).toBe(0);
    });

    it('follows another tab that read a message', async () => {
      const tabs = otherTabs();
      const { store, storage } = setup(
        createMemoryStorage({ ...storedSession(tokensFor(1)), unreadCount: '3' }),
      );
      const stop = store.start(tabs);
      expect(store.getSnapshot().unreadCount).toBe(3);
      storage.setItem('unreadCount', '2');
      tabs.fire('unreadCount');
      await vi.advanceTimersByTimeAsync(0);
      expect(store.getSnapshot().unreadCount).toBe(2);
      stop();
    });
  });

  describe('as the API client session', () => {
    it('gives the client the tokens, takes renewed ones and hears about a failed renewal', () => {
      const { store, onLogout } = setup();
      const { apiSession } = store;
      expect(apiSession.getAccessToken()).toBeNull();

      const tokens = tokensFor(1);
      store.login(tokens);
      expect(apiSession.getAccessToken()).toBe(tokens.access_token);
      expect(apiSession.getRefreshToken()).toBe(tokens.refresh_token);

      const renewed = tokensFor(1, 900);
      apiSession.setTokens({ ...renewed, refresh_token: 'rotated' });
      expect(store.getSnapshot()).toMatchObject({
        accessToken: renewed.access_token,
        refreshToken: 'rotated',
      });

      apiSession.onLogout();
      expect(store.getSnapshot().isLoggedIn).toBe(false);
      expect(onLogout).toHaveBeenCalledWith('refresh-failed');
    });

    it('ignores renewed tokens that arrive after a logout', () => {
      const { store } = setup();
      store.login(tokensFor(1));
      store.logout();
      store.apiSession.setTokens(tokensFor(1, 900));
      expect(store.getSnapshot().isLoggedIn).toBe(false);
    });
  });

  it('tells subscribers about changes, and stops when unsubscribed', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.login(tokensFor(1));
    expect(listener).toHaveBeenCalled();
    const calls = listener.mock.calls.length;
    unsubscribe();
    store.logout();
    expect(listener).toHaveBeenCalledTimes(calls);
  });
});
