import { routeTable, spellings } from '@wegrow/features/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { candidatePaths, routeFor, routePathList } from './match';

/** What React Router matches when given the whole table (as the site did before `candidatePaths`). */
function matchedOverWholeTable(pathname: string): string | null {
  const routes: RouteObject[] = [{ children: routePathList.map(({ path }) => ({ path })) }];
  return matchRoutes(routes, pathname)?.at(-1)?.route.path ?? null;
}

/** Addresses near every path: each spelling in other cases, with a trailing slash, encoded, … */
const tricky = [
  '/',
  '//',
  '/journal/',
  '/journal//',
  '/JOURNAL',
  '/%4Aournal',
  '/%6a%6F%75rnal',
  '/blog/new',
  '/blog/NEW/',
  '/blog/5',
  '/blog/5/edit',
  '/blog/tag/seeds',
  '/blog/tag',
  '/blog/tag/',
  '/people/J%C3%B6rg',
  '/people/%E0%A4%A',
  '/people/a%2Fb',
  '/communities/1/events/2',
  '/communities//',
  '/communities/1/events/',
  '/GardenDetails/3',
  '/gardens/x/',
  '/green/gardens',
  '/no-such-page',
  '/blog/7/comments',
  '',
  'journal',
];
const addresses = [
  ...tricky,
  ...spellings.flatMap(([href]) => {
    const { pathname } = new URL(href, 'https://wegrow.example');
    return [pathname, pathname.toUpperCase(), pathname.toLowerCase(), `${pathname}/`];
  }),
];

describe('route table', () => {
  it.each(spellings)('%s shows the %s route', (href, route) => {
    const pathname = new URL(href, 'https://wegrow.example').pathname;
    expect(routeFor(pathname)).toBe(route);
  });

  it('gives unknown paths no route (the 404 page)', () => {
    expect(routeFor('/no-such-page')).toBeNull();
    expect(routeFor('/blog/7/comments')).toBeNull();
  });

  it('matches as React Router over the whole table does, from the candidate paths alone', () => {
    for (const pathname of addresses) {
      const expected = matchedOverWholeTable(pathname);
      const candidates = candidatePaths(pathname).map(({ path }) => path);
      if (expected !== null) expect(candidates, pathname).toContain(expected);
      const route = routePathList.find(({ path }) => path === expected)?.route ?? null;
      expect(routeFor(pathname), pathname).toBe(route);
    }
  });

  it('gives React Router only the few paths an address may match', () => {
    expect(candidatePaths('/communities/1').map(({ path }) => path)).toEqual([
      '/communities/:communityId',
    ]);
    expect(candidatePaths('/blog/new').map(({ path }) => path)).toEqual(['/blog/new', '/blog/:id']);
    expect(candidatePaths('/no-such-page')).toEqual([]);
  });

  it('lists each route once and each path once', () => {
    const ids = routeTable.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = routeTable.flatMap((r) => r.paths.map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers every route with at least one tested spelling', () => {
    const tested = new Set(spellings.map(([, route]) => route));
    expect(routeTable.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
