import { routeEntry, routeTable, type RouteId } from '@wegrow/features/routes';
import { matchRoutes } from 'react-router';

/** A path of the route table (a spelling of a route), split for {@link candidatePaths}. */
export interface RoutePath {
  route: RouteId;
  path: string;
  /** Its segments after the first `/`, lower case; `null` for a `:param`. */
  segments: readonly (string | null)[];
}

/** Every path of the route table, in the table's order (React Router ranks ties by it). */
export const routePathList: readonly RoutePath[] = routeTable.flatMap((entry) =>
  entry.paths.map((path) => ({
    route: entry.id,
    path,
    segments: segmentsOf(path).map((part) => (part.startsWith(':') ? null : part.toLowerCase())),
  })),
);

function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.slice(1).split('/');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The paths of the table that may match a pathname: as many segments, and each fixed segment the
 * same ignoring case (a `:param` takes any). React Router then ranks and matches these few as it
 * would the whole table: it compiles every path it is given on each match, about 2 ms for the
 * whole table on this machine and 6–10 ms the first time in a page's load, and the site matches
 * on every render of its routes (docs/performance.md). It may keep a path React Router then
 * refuses, never drop one it would match: a path with a splat or an optional segment is always
 * kept.
 */
export function candidatePaths(pathname: string): RoutePath[] {
  if (!pathname.startsWith('/')) return [...routePathList];
  const parts = segmentsOf(pathname).map((part) => decoded(part).toLowerCase());
  return routePathList.filter(
    ({ path, segments }) =>
      /[*?]/.test(path) ||
      (segments.length === parts.length &&
        segments.every((segment, index) => segment === null || segment === parts[index])),
  );
}

/** Which route a location shows, or `null` for the 404 page. */
export function routeFor(pathname: string): RouteId | null {
  return matchRoutes(candidatePaths(pathname), pathname)?.at(-1)?.route.route ?? null;
}

/** The title of the 404 page. */
export const NOT_FOUND_TITLE = 'Page not found';

/** The page's name for a location: its route's title, or the 404 page's. */
export function pageTitle(pathname: string): string {
  const route = routeFor(pathname);
  return route ? routeEntry(route).title : NOT_FOUND_TITLE;
}
