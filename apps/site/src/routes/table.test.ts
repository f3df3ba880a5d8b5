import { routeTable, spellings } from '@wegrow/features/routes';
import { describe, expect, it } from 'vitest';
import { routeFor } from './match';

describe('route table', () => {
  it.each(spellings)('%s shows the %s route', (href, route) => {
    const pathname = new URL(href, 'https://wegrow.example').pathname;
    expect(routeFor(pathname)).toBe(route);
  });

  it('gives unknown paths no route (the 404 page)', () => {
    expect(routeFor('/no-such-page')).toBeNull();
    expect(routeFor('/blog/7/comments')).toBeNull();
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
