import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createSession, type CreateSessionOptions, type Session } from './createSession';
import type { SessionSnapshot, SessionStore, SessionTokens } from './store';

/** What `useSession()` gives a screen (spec 1 §3, "Session context exposed to screens"). */
export interface SessionContextValue extends SessionSnapshot {
  /** Stores the tokens of a successful login; false when the access token is unparseable. */
  login(tokens: SessionTokens): boolean;
  /** Logs out (the caller then goes to /login). */
  logout(): void;
  /** Sets the unread inbox count. */
  setUnreadCount(count: number): void;
  /** One message was read: the unread count drops by one, never below zero. */
  decrementUnread(): void;
  /** The store itself, for what the fields above do not cover. */
  readonly store: SessionStore;
  /** The whole session, with its lazily loaded API layer. */
  readonly session: Session;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps extends CreateSessionOptions {
  /**
   * A session created (and started) beforehand, e.g. by the site's entry so the token check runs
   * while the first screen loads. Without it the provider creates one from the other props and
   * starts it itself.
   */
  session?: Session;
  /** Listen to storage events of other tabs (only when the provider starts the session). @default true */
  listenToOtherTabs?: boolean;
  children?: ReactNode;
}

/**
 * Provides the session to everything below (`useSession()`). The token is checked when the
 * provider mounts and — when the provider started the session itself — every 5 minutes and when
 * another tab changes storage. The API providers are separate (`@wegrow/features/session/api`), so
 * this part carries no network code.
 */
export function SessionProvider({
  session: given,
  listenToOtherTabs = true,
  children,
  ...options
}: SessionProviderProps) {
  const [session] = useState<Session>(() => given ?? createSession(options));
  const ownsSession = given === undefined;
  const { store } = session;

  useEffect(() => {
    if (ownsSession) {
      return store.start(listenToOtherTabs && typeof window !== 'undefined' ? window : null);
    }
    // A session started by its creator: check once more now that the screens are mounted.
    void store.check();
    return undefined;
  }, [store, ownsSession, listenToOtherTabs]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  // After a logout, once every screen below has seen it (this effect runs after theirs: signed-in
  // screens are gone, the session's own queries disabled): forget the previous user's answers and
  // refetch what is still on screen, as a visitor. Reset earlier, those queries would be sent
  // again without a token and answer 401.
  const wasLoggedIn = useRef(snapshot.isLoggedIn);
  useEffect(() => {
    const before = wasLoggedIn.current;
    wasLoggedIn.current = snapshot.isLoggedIn;
    if (before && !snapshot.isLoggedIn) session.api?.resetCache();
  }, [snapshot.isLoggedIn, session]);
  // The actions keep their identity for the life of the store (safe in effect dependencies).
  const actions = useMemo(
    () => ({
      login: (tokens: SessionTokens) => store.login(tokens),
      logout: () => store.logout('logout'),
      setUnreadCount: (count: number) => store.setUnreadCount(count),
      decrementUnread: () => store.decrementUnread(),
      store,
      session,
    }),
    [store, session],
  );
  const value = useMemo<SessionContextValue>(
    () => ({ ...snapshot, ...actions }),
    [snapshot, actions],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the nearest {@link SessionProvider}. */
export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
