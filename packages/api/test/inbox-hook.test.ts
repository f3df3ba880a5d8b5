// @vitest-environment jsdom
/**
 * (g) React Query + MSW: marking an inbox message read refreshes the inbox query (and so the
 * unread count derived from it), through the hooks of `ApiProvider`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import createReactQueryClient from 'openapi-react-query';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiProvider, countUnread, createApiClient, useApi, type ApiClient } from '../src';
import { fixtures, mockSessionFor, resetDb, users } from '../src/mocks';
import { server } from '../src/mocks/node';
import { TEST_BASE_URL, testSession } from './support/session';

let inboxLoads = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/inbox/')) {
      inboxLoads += 1;
    }
  });
});
beforeEach(() => {
  inboxLoads = 0;
  resetDb();
});
afterEach(() => cleanup());
afterAll(() => server.close());

function setup(): { client: ApiClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    session: testSession(mockSessionFor(users.maya.id)),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiProvider, { client }, children),
    );
  return { client, wrapper };
}

const inboxOfMaya = { params: { path: { userId: users.maya.id } } };
const readMessage = { params: { path: { messageId: fixtures.inboxIds.mayaUnreadSaved } } };

describe('(g) marking an inbox message read', () => {
  it('refreshes the inbox query and its unread count', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => {
        const api = useApi();
        return {
          inbox: api.useQuery('get', '/inbox/{userId}', inboxOfMaya),
          markRead: api.useMutation('post', '/inbox/read/{messageId}'),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.inbox.isSuccess).toBe(true));
    expect(countUnread(result.current.inbox.data)).toBe(2);

    await act(() => result.current.markRead.mutateAsync(readMessage));

    // The mutation settles only after the inbox was refetched.
    expect(inboxLoads).toBe(2);
    expect(countUnread(result.current.inbox.data)).toBe(1);
    const message = result.current.inbox.data?.find(
      (row) => row.id === readMessage.params.path.messageId,
    );
    expect(message?.read).toBe(true);
  });

  it('would leave the inbox stale without the invalidation (control)', async () => {
    const { client, wrapper } = setup();
    const raw = createReactQueryClient(client);
    const { result } = renderHook(
      () => ({
        inbox: raw.useQuery('get', '/inbox/{userId}', inboxOfMaya),
        markRead: raw.useMutation('post', '/inbox/read/{messageId}'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.inbox.isSuccess).toBe(true));

    await act(() => result.current.markRead.mutateAsync(readMessage));

    expect(inboxLoads).toBe(1);
    expect(countUnread(result.current.inbox.data)).toBe(2);
  });
});
