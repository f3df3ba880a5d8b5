import { countUnread, useApi } from '@wegrow/api';
import { use, useEffect } from 'react';
import { useSession } from '../SessionProvider';
import { ApiProviders } from './ApiProviders';

/**
 * Keeps the session's derived state in step with the API while a user is signed in: the profile
 * (`GET /auth/account/me`, refetched when a screen changes it) and the unread count of the
 * navigation badge (the unread messages of `GET /inbox/{userId}`). Renders nothing. Place it under
 * the API providers.
 */
export function SessionSync() {
  const api = useApi();
  const { store, isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;

  const profile = api.useQuery('get', '/auth/account/me', undefined, { enabled: signedIn });
  const inbox = api.useQuery(
    'get',
    '/inbox/{userId}',
    { params: { path: { userId: userId ?? 0 } } },
    { enabled: signedIn },
  );

  useEffect(() => {
    if (profile.data) store.setProfile(profile.data);
  }, [profile.data, store]);

  useEffect(() => {
    // A non-array answer counts as an empty inbox (spec 1 §7).
    if (inbox.data !== undefined) store.setUnreadCount(countUnread(inbox.data));
  }, [inbox.data, store]);

  return null;
}

/**
 * {@link SessionSync} with its own API providers, waiting (Suspense) for the session's API layer:
 * the site mounts it beside the pages once a user is signed in, without holding up the first paint.
 */
export function LazySessionSync() {
  const { session } = useSession();
  const api = use(session.loadApi());
  return (
    <ApiProviders api={api}>
      <SessionSync />
    </ApiProviders>
  );
}
