import { useApi } from '@wegrow/api';
import { use, useEffect } from 'react';
import { useSession } from '../SessionProvider';
import { ApiProviders } from './ApiProviders';
import { useOfflineReplay } from './offlineReplay';
import { UnverifiedNotice } from './UnverifiedNotice';

/**
 * Keeps the session's derived state in step with the API while a user is signed in: the profile
 * (`GET /auth/account/me`, refetched when a screen changes it) and the unread count of the
 * navigation badge (`GET /inbox/unread/{userId}`, counted by the server over the whole inbox), and
 * the replay of the changes made offline ({@link useOfflineReplay}). Renders nothing. Place it under
 * the API providers.
 */
export function SessionSync() {
  const api = useApi();
  const { store, isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  useOfflineReplay(api, signedIn ? userId : null);

  const profile = api.useQuery('get', '/auth/account/me', undefined, { enabled: signedIn });
  const unread = api.useQuery(
    'get',
    '/inbox/unread/{userId}',
    { params: { path: { userId: userId ?? 0 } } },
    { enabled: signedIn },
  );

  useEffect(() => {
    if (profile.data) store.setProfile(profile.data);
  }, [profile.data, store]);

  const { data: count, dataUpdatedAt } = unread;
  useEffect(() => {
    // Every answer sets the badge, an unchanged count too: a mark-read the server refused was
    // counted down on the page, and the count fetched again puts it back. An answer without a
    // number counts as none.
    if (count === undefined) return;
    store.setUnreadCount(typeof count.unread === 'number' ? count.unread : 0);
  }, [count, dataUpdatedAt, store]);

  return null;
}

/**
 * {@link SessionSync} with its own API providers, waiting (Suspense) for the session's API layer:
 * the site mounts it beside the pages once a user is signed in, without holding up the first paint.
 * It also shows, where it is mounted (above the page), the {@link UnverifiedNotice}.
 */
export function LazySessionSync() {
  const { session } = useSession();
  const api = use(session.loadApi());
  return (
    <ApiProviders api={api}>
      <SessionSync />
      <UnverifiedNotice />
    </ApiProviders>
  );
}
