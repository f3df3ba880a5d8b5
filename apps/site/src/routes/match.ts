import { routeEntry, routeTable, type RouteId } from '@wegrow/features/routes';
import { matchRoutes, type RouteObject } from 'react-router';

/** Route objects for React Router: one per path spelling of the route table, each tagged with its route. */
export function routeObjects<T extends RouteObject>(
  make: (route: RouteId, path: string) => T,
): T[] {
  return routeTable.flatMap((entry) => entry.paths.map((path) => make(entry.id, path)));
}

let matchable: RouteObject[] | null = null;

/** Which route a location shows, or `null` for the 404 page. */
export function routeFor(pathname: string): RouteId | null {
  matchable ??= routeObjects((route, path) => ({ path, id: `${route}:${path}` }));
  const match = matchRoutes(matchable, pathname)?.at(-1);
  if (!match) return null;
  const id = match.route.id ?? '';
  return id.slice(0, id.indexOf(':')) as RouteId;
}

/** The title of the 404 page. */
export const NOT_FOUND_TITLE = 'Page not found';

/** The page's name for a location: its route's title, or the 404 page's. */
export function pageTitle(pathname: string): string {
  const route = routeFor(pathname);
  return route ? routeEntry(route).title : NOT_FOUND_TITLE;
}
