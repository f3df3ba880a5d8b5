import { journalPages } from '@wegrow/api';
import { fixtures, users } from '@wegrow/api/mocks';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, testSessionStorage } from '../../testing/session';
import { recordRequests, TEST_API_URL } from '../../testing/unit';
import { createSession } from '../createSession';
import { startRouteReads } from './routeReads';
import { createSessionApi } from './sessionApi';

/** A signed-in member's API layer, answered by the fakes. */
function memberApi() {
  const session = createSession({
    storage: testSessionStorage({ userId: users.maya.id }),
    baseUrl: TEST_API_URL,
    queryClient: createTestQueryClient(),
    createApi: createSessionApi,
  });
  if (!session.api) throw new Error('The session has no API layer.');
  return session.api;
}

const at = (pathname: string, search = '') => ({ pathname, search });

describe('a screen’s first read starts with its code (issue 34)', () => {
  it('reads the journal’s first page into the key the journal screen reads', async () => {
    const api = memberApi();
    const requests = recordRequests();
    startRouteReads('journal', at('/journal'), api, true);
    await waitFor(() => expect(requests.calls()).toEqual(['GET /journal']));
    const { queryKey } = journalPages(api.client);
    await waitFor(() => expect(api.queryClient.getQueryState(queryKey)?.status).toBe('success'));
  });

  it('reads the account’s profile, and the community of the address', async () => {
    const api = memberApi();
    const requests = recordRequests();
    startRouteReads('account', at('/Account'), api, true);
    const id = fixtures.communityIds.riverside;
    startRouteReads('community', at(`/communities/${id}`), api, true);
    await waitFor(() =>
      expect(requests.calls().sort()).toEqual(['GET /auth/account/me', `GET /communities/${id}`]),
    );
    const community = api.hooks.queryOptions('get', '/communities/{id}', {
      params: { path: { id } },
    });
    await waitFor(() => expect(api.queryClient.getQueryData(community.queryKey)).toBeDefined());
  });

  it('reads nothing for a visitor, an invite link, a bad address or a route without a first read', async () => {
    const api = memberApi();
    const requests = recordRequests();
    startRouteReads('journal', at('/journal'), api, false);
    startRouteReads('community', at('/communities/1', '?invite=abc'), api, true);
    startRouteReads('community', at('/communities/0'), api, true);
    startRouteReads('community', at('/communities/1/extra'), api, true);
    startRouteReads('tarot', at('/tarot'), api, true);
    // The one read that is started, after the others: when it has gone, they would have too.
    startRouteReads('account', at('/Account'), api, true);
    await waitFor(() => expect(requests.calls()).toContain('GET /auth/account/me'));
    expect(requests.calls()).toEqual(['GET /auth/account/me']);
  });
});
