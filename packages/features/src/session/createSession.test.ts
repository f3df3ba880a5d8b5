import { mockRefreshTokenFor, mockTokenFor, users } from '@wegrow/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, server, TEST_API_URL } from '../testing/unit';
import { createSessionApi } from './api/sessionApi';
import { createSession } from './createSession';
import { createMemoryStorage } from './storage';

const BASE_URL = TEST_API_URL;

function sessionWith(entries: Record<string, string>) {
  const logError = vi.fn();
  const onLogout = vi.fn();
  const session = createSession({
    storage: createMemoryStorage(entries),
    baseUrl: BASE_URL,
    queryClient: createTestQueryClient(),
    createApi: createSessionApi,
    logError,
  });
  session.store.subscribe(() => {
    if (!session.store.getSnapshot().isLoggedIn) onLogout();
  });
  return { session, logError, onLogout };
}

/** Counts the refresh calls that reach the (fake) server. */
function countRefreshCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/auth/refresh')) calls.push(request.url);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

const maya = users.maya;

describe('createSession against the API (MSW fakes)', () => {
  it('logs in: the profile comes from GET /auth/account/me', async () => {
    const { session } = sessionWith({});
    session.store.login({
      access_token: mockTokenFor(maya.id),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    await vi.waitFor(() => expect(session.store.getSnapshot().userProfile?.username).toBe('maya'));
  });

  it('renews an expired token at check time through POST /auth/refresh; the rotated pair replaces the old', async () => {
    const oldRefresh = mockRefreshTokenFor(maya.id);
    const expired = mockTokenFor(maya.id, { expiresInSeconds: -30 });
    const { session } = sessionWith({
      access_token: expired,
      refresh_token: oldRefresh,
      user_id: '1',
      user_email: maya.email,
    });

    await session.store.check();

    const snapshot = session.store.getSnapshot();
    expect(snapshot.isLoggedIn).toBe(true);
    expect(snapshot.accessToken).not.toBe(expired);
    expect(snapshot.refreshToken).not.toBe(oldRefresh);
  });

  it('logs out when the server refuses the refresh token', async () => {
    const { session } = sessionWith({
      access_token: mockTokenFor(maya.id, { expiresInSeconds: -30 }),
      refresh_token: 'mock-refresh.999.nope',
      user_id: '1',
    });
    await session.store.check();
    expect(session.store.getSnapshot().isLoggedIn).toBe(false);
  });

  it('sends one refresh when the token check and an API call both find the token expired', async () => {
    const { session } = sessionWith({
      access_token: mockTokenFor(maya.id, { expiresInSeconds: -30 }),
      refresh_token: mockRefreshTokenFor(maya.id),
      user_id: '1',
    });
    const refreshes = countRefreshCalls();
    const api = await session.loadApi();
    const [, journal] = await Promise.all([session.store.check(), api.client.GET('/journal')]);
    refreshes.stop();

    expect(refreshes.calls).toHaveLength(1);
    expect(journal.error).toBeUndefined();
    expect(session.store.getSnapshot().isLoggedIn).toBe(true);
  });

  it('is logged out by the API client when a 401 cannot be renewed', async () => {
    const { session, onLogout } = sessionWith({
      access_token: mockTokenFor(maya.id),
      refresh_token: 'mock-refresh.999.nope',
      user_id: '1',
    });
    const api = await session.loadApi();
    // A token the server no longer accepts (e.g. signed with a rotated secret).
    session.store.setTokens({
      access_token: `${mockTokenFor(maya.id).slice(0, -3)}bad`,
      refresh_token: 'mock-refresh.999.nope',
    });
    await api.client.GET('/journal');
    expect(onLogout).toHaveBeenCalled();
    expect(session.store.getSnapshot().isLoggedIn).toBe(false);
  });

  it('loads the API layer only when first needed', async () => {
    const session = createSession({ storage: createMemoryStorage(), baseUrl: BASE_URL });
    expect(session.api).toBeNull();
    const api = await session.loadApi();
    expect(session.api).toBe(api);
    expect(await session.loadApi()).toBe(api);
  });
});
