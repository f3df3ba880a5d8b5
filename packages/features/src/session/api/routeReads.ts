import { journalPages } from '@wegrow/api';
import { matchPath } from 'react-router';
import { idParamOf, routePaths, type RouteId } from '../../routes/paths';
import type { SessionApi } from './sessionApi';

/** Where the visitor is: the part of `window.location` the first reads depend on. */
export interface RouteLocation {
  readonly pathname: string;
  readonly search: string;
}

/**
 * The first read of each screen that has one worth starting early: the same query (key and
 * options) the screen's first render makes, so the screen finds it in flight or answered.
 */
const journalFirstPage = (api: SessionApi) =>
  void api.queryClient.prefetchInfiniteQuery(journalPages(api.client));

const firstReads: Partial<Record<RouteId, (api: SessionApi, where: RouteLocation) => void>> = {
  account: (api) =>
    void api.queryClient.prefetchQuery(api.hooks.queryOptions('get', '/auth/account/me')),
  journal: journalFirstPage,
  smartJournal: journalFirstPage,
  community: (api, { pathname, search }) => {
    // An invite link first accepts the invite (InviteAcceptance); the community is read after it.
    if (new URLSearchParams(search).has('invite')) return;
    const [path] = routePaths.community;
    const id = idParamOf(matchPath({ path, caseSensitive: false }, pathname)?.params.communityId);
    if (id === null) return;
    void api.queryClient.prefetchQuery(
      api.hooks.queryOptions('get', '/communities/{id}', { params: { path: { id } } }),
    );
  },
};

/**
 * Starts the first API read of route `route`'s screen for a signed-in visitor as soon as the
 * session's API layer is here (issue 34), alongside the screen's code rather than after it has
 * loaded and rendered: on a slow link that is a round trip less before the page has its content.
 * Routes without an entry, and visitors, read nothing here.
 */
export function startRouteReads(
  route: RouteId,
  where: RouteLocation,
  api: SessionApi,
  signedIn: boolean,
): void {
  if (signedIn) firstReads[route]?.(api, where);
}
