import type { ComponentType } from 'react';
import type { RouteLocation } from '../session/api/routeReads';
import type { Session } from '../session/createSession';
import { RequireLogin } from './RequireLogin';
import type { RouteEntry } from './table';

/**
 * Loads a route's screen for the site's router: its code, and — when it talks to the API — the
 * session's API layer and providers, then wraps it in the route's login requirement. Given where
 * the visitor is, a signed-in visitor's first read of the screen starts as soon as the API layer is
 * here, while the screen's code still loads (`startRouteReads`).
 */
export async function loadRouteScreen(
  route: RouteEntry,
  session: Session,
  where?: RouteLocation,
): Promise<ComponentType> {
  if (!route.needsApi) {
    const Screen = await route.load();
    return function RouteScreen() {
      return (
        <RequireLogin requirement={route.requiresLogin}>
          <Screen />
        </RequireLogin>
      );
    };
  }
  const providers = import('../session/api');
  const layer = session.loadApi();
  if (where)
    void Promise.all([providers, layer]).then(
      ([{ startRouteReads }, api]) =>
        startRouteReads(route.id, where, api, session.store.getSnapshot().isLoggedIn),
      // The screen's own load below reports a failed import.
      () => undefined,
    );
  const [Screen, { ScreenProviders }, api] = await Promise.all([route.load(), providers, layer]);
  return function RouteScreenWithApi() {
    return (
      <ScreenProviders api={api}>
        <RequireLogin requirement={route.requiresLogin}>
          <Screen />
        </RequireLogin>
      </ScreenProviders>
    );
  };
}
