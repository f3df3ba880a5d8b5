import { matchRoutes, type RouteObject } from 'react-router';
import { routeTable, type ScreenId } from './table';

/** Route objects for React Router: one per path spelling, each tagged with its screen. */
export function routeObjects<T extends RouteObject>(
  make: (screen: ScreenId, path: string) => T,
): T[] {
  return routeTable.flatMap((entry) => entry.paths.map((path) => make(entry.screen, path)));
}

/** Which screen a location shows, or `null` for the 404 page. */
export function screenFor(pathname: string): ScreenId | null {
  const routes = routeObjects((screen, path) => ({ path, id: `${screen}:${path}` }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return null;
  const id = match.route.id ?? '';
  return id.slice(0, id.indexOf(':')) as ScreenId;
}
