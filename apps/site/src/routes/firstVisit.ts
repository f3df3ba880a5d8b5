import { routeEntry, type RouteId } from '@wegrow/features/routes';

/**
 * What a visitor's first visit of each route shows, for the route tests (unit and end to end);
 * the headings themselves are the route table's.
 */

/**
 * Where a visitor lands on a first visit of a route: /logout logs out and goes to /login, and so
 * does a route that needs a login and redirects (Account).
 */
export function landsOn(id: RouteId): RouteId {
  if (id === 'logout') return 'login';
  return routeEntry(id).requiresLogin === 'redirect' ? 'login' : id;
}

/** The address a visitor ends up at when a route sends them on, else null. */
export function redirectOf(id: RouteId): string | null {
  const landed = landsOn(id);
  return landed === id ? null : routeEntry(landed).paths[0];
}

/** The `h1` a visitor's first visit of a route shows (after its redirect, if any). */
export function expectedHeading(id: RouteId): string {
  const heading = routeEntry(landsOn(id)).heading;
  if (heading === null) throw new Error(`The ${id} route shows no heading.`);
  return heading;
}

/** The heading of the 404 page. */
export const NOT_FOUND_HEADING = 'Page not found';
