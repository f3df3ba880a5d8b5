import { routeTable, type RouteId } from '@wegrow/features/routes';
import { matchRoutes, type RouteObject } from 'react-router';

/** Route objects for React Router: one per path spelling of the route table, each tagged with its route. */
export function routeObjects<T extends RouteObject>(
  make: (route: RouteId, path: string) => T,
): T[] {
  return routeTable.flatMap((entry) => entry.paths.map((path) => make(entry.id, path)));
}

/** Which route a location shows, or `null` for the 404 page. */
export function routeFor(pathname: string): RouteId | null {
  const routes = routeObjects((route, path) => ({ path, id: `${route}:${path}` }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return null;
  const id = match.route.id ?? '';
  return id.slice(0, id.indexOf(':')) as RouteId;
}
