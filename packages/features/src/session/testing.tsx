/**
 * Story and test helpers for the session. They use the MSW fakes' tokens (`@wegrow/api/mocks`), so
 * they live behind `@wegrow/features/session/testing` and never reach the production bundle.
 *
 * ```tsx
 * const meta = { decorators: [withSession], parameters: { session: { userId: users.maya.id } } };
 * ```
 */
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { mockSessionFor } from '@wegrow/api/mocks';
import { useState, type ReactNode } from 'react';
import { ScreenProviders } from './api/ApiProviders';
import { createSessionApi } from './api/sessionApi';
import { SessionSync } from './api/SessionSync';
import { createSession } from './createSession';
import { SESSION_KEYS } from './keys';
import { SessionProvider } from './SessionProvider';
import { createMemoryStorage, type KeyValueStorage } from './storage';

/** `parameters.session` of a story: who is signed in, and what else the browser remembers. */
export interface StorySession {
  /** Sign in as this mock user (`users.maya.id`…). Leave out for a visitor. */
  userId?: number;
  /** Seconds until the access token expires (negative: already expired). @default 900 */
  expiresInSeconds?: number;
  /** The unread count the session holds before the inbox answers. */
  unreadCount?: number;
  /** The remembered last visited path. */
  lastVisitedPath?: string;
  /** Any other browser-storage entries (e.g. the welcome flag). */
  storage?: Record<string, string>;
}

/** A memory storage holding the session a story asks for. */
export function storySessionStorage(session: StorySession = {}): KeyValueStorage {
  const entries: Record<string, string> = { ...session.storage };
  if (session.userId !== undefined) {
    const tokens = mockSessionFor(session.userId, {
      expiresInSeconds: session.expiresInSeconds ?? 900,
    });
    entries[SESSION_KEYS.accessToken] = tokens.access_token;
    entries[SESSION_KEYS.refreshToken] = tokens.refresh_token;
    entries[SESSION_KEYS.userId] = String(tokens.user_id);
    entries[SESSION_KEYS.userEmail] = tokens.user_email;
  }
  if (session.unreadCount !== undefined)
    entries[SESSION_KEYS.unreadCount] = String(session.unreadCount);
  if (session.lastVisitedPath !== undefined) {
    entries[SESSION_KEYS.lastVisitedPath] = session.lastVisitedPath;
  }
  return createMemoryStorage(entries);
}

/** A query cache for one story or test: no retries, so error states show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface StorySessionProviderProps {
  session?: StorySession;
  /** Where the API lives. @default '/api' (MSW answers it in the browser) */
  baseUrl?: string;
  children?: ReactNode;
}

function SessionWithApi({
  session: params,
  baseUrl = '/api',
  children,
}: StorySessionProviderProps) {
  const [session] = useState(() =>
    createSession({
      storage: storySessionStorage(params),
      baseUrl,
      queryClient: createTestQueryClient(),
      createApi: createSessionApi,
    }),
  );
  const { api } = session;
  if (!api) throw new Error('The story session has no API layer.');
  return (
    <SessionProvider session={session}>
      <ScreenProviders api={api}>
        <SessionSync />
        {children}
      </ScreenProviders>
    </SessionProvider>
  );
}

/**
 * The session, the API providers (MSW answers in stories; pass an absolute `baseUrl` in Node) and
 * the toasts, as the site gives them to a screen, with an in-memory session and a fresh query cache.
 */
export function StorySessionProvider(props: StorySessionProviderProps) {
  return <SessionWithApi key={JSON.stringify(props.session ?? {})} {...props} />;
}

/** The story decorator: reads `parameters.session` (a {@link StorySession}); none is a visitor. */
export const withSession: Decorator = (Story, { parameters }) => (
  <StorySessionProvider session={parameters['session'] as StorySession | undefined}>
    <Story />
  </StorySessionProvider>
);
