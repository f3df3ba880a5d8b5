import type { ComponentType } from 'react';
import type { Session } from '../session/createSession';
import { RequireLogin } from './RequireLogin';
import type { RouteEntry } from './table';

/**
 * Loads a route's screen for the site's router: its code, and — when it talks to the API — the
 * session's API layer and providers, then wraps it in the route's login requirement.
 */
export async function loadRouteScreen(route: RouteEntry, session: Session): Promise<ComponentType> {
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
  const [Screen, { ScreenProviders }, api] = await Promise.all([
    route.load(),
    import('../session/api'),
    session.loadApi(),
  ]);
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
