import { QueryClient } from '@tanstack/react-query';
import { mockSessionFor } from '@wegrow/api/mocks';
import { useState, type ReactNode } from 'react';
import { ScreenProviders } from '../session/api/ApiProviders';
import { createSessionApi } from '../session/api/sessionApi';
import { SessionSync } from '../session/api/SessionSync';
import { createSession } from '../session/createSession';
import { SESSION_KEYS } from '../session/keys';
import { SessionProvider } from '../session/SessionProvider';
import { createMemoryStorage, type KeyValueStorage } from '../session/storage';

/** The session a story or test starts with: who is signed in, and what else the browser remembers. */
export interface TestSession {
  /** Sign in as this mock user (`users.maya.id`…). Leave out for a visitor. */
  userId?: number;
  /** Seconds until the access token expires (negative: already expired). @default 900 */
  expiresInSeconds?: number;
  /**
   * The login the access token names (its `sid`), e.g. `fixtures.mayaLogins.thisBrowser`, so the
   * fakes' session list marks it as this device. @default none
   */
  sessionId?: string;
  /** The unread count the session holds before the inbox answers. */
  unreadCount?: number;
  /** The remembered last visited path. */
  lastVisitedPath?: string;
  /** Any other browser-storage entries (e.g. the welcome flag). */
  storage?: Record<string, string>;
}

/** A memory storage holding the session a story or test asks for (tokens from the MSW fakes). */
export function testSessionStorage(session: TestSession = {}): KeyValueStorage {
  const entries: Record<string, string> = { ...session.storage };
  if (session.userId !== undefined) {
    const tokens = mockSessionFor(session.userId, {
      expiresInSeconds: session.expiresInSeconds ?? 900,
      ...(session.sessionId === undefined ? {} : { sessionId: session.sessionId }),
    });
    entries[SESSION_KEYS.accessToken] = tokens.access_token;
    entries[SESSION_KEYS.refreshToken] = tokens.refresh_token;
    entries[SESSION_KEYS.userId] = String(tokens.user_id);
    entries[SESSION_KEYS.userEmail] = tokens.user_email;
  }
  if (session.unreadCount !== undefined) {
    entries[SESSION_KEYS.unreadCount] = String(session.unreadCount);
  }
  if (session.lastVisitedPath !== undefined) {
    entries[SESSION_KEYS.lastVisitedPath] = session.lastVisitedPath;
  }
  return createMemoryStorage(entries);
}

/**
 * How long a toast stays in stories and tests: until the story ends, whatever its own duration, so
 * no toast leaves while a story is measured or shot.
 */
const STORY_TOAST_MS = Number.POSITIVE_INFINITY;

/** A query cache for one story or test: no retries, so error states show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface TestSessionProviderProps {
  session?: TestSession | undefined;
  /** Where the API lives. @default '/api' (MSW answers it in the browser) */
  baseUrl?: string;
  children?: ReactNode;
}

function SessionWithApi({ session: params, baseUrl = '/api', children }: TestSessionProviderProps) {
  const [session] = useState(() =>
    createSession({
      storage: testSessionStorage(params),
      baseUrl,
      queryClient: createTestQueryClient(),
      createApi: createSessionApi,
    }),
  );
  const { api } = session;
  if (!api) throw new Error('The test session has no API layer.');
  return (
    <SessionProvider session={session}>
      {/* Toasts stay for the length of a story, so its screenshots show them every time. */}
      <ScreenProviders api={api} toastDuration={STORY_TOAST_MS}>
        <SessionSync />
        {children}
      </ScreenProviders>
    </SessionProvider>
  );
}

/**
 * The session, the API providers (MSW answers in stories; an absolute `baseUrl` in Node) and the
 * toasts, as the site gives them to a screen, with an in-memory session and a fresh query cache.
 */
export function TestSessionProvider(props: TestSessionProviderProps) {
  return <SessionWithApi key={JSON.stringify(props.session ?? {})} {...props} />;
}
