import { describe, expect, it } from 'vitest';
import { screenFor } from './match';
import { spellings } from './spellings';
import { routeTable } from './table';

describe('route table', () => {
  it.each(spellings)('%s shows the %s screen', (href, screen) => {
    const pathname = new URL(href, 'https://wegrow.example').pathname;
    expect(screenFor(pathname)).toBe(screen);
  });

  it('gives unknown paths no screen (the 404 page)', () => {
    expect(screenFor('/no-such-page')).toBeNull();
    expect(screenFor('/blog/7/comments')).toBeNull();
  });

  it('lists each screen once and each path once', () => {
    const screens = routeTable.map((r) => r.screen);
    expect(new Set(screens).size).toBe(screens.length);
    const paths = routeTable.flatMap((r) => r.paths.map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers every screen with at least one tested spelling', () => {
    const tested = new Set(spellings.map(([, s]) => s));
    expect(routeTable.map((r) => r.screen).filter((s) => !tested.has(s))).toEqual([]);
  });
});
