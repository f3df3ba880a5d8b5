import { describe, expect, it } from 'vitest';
import { screenLoaders } from './screenLoaders';
import { routeTable } from './table';

describe('the screens loaded after the first paint (screenLoaders.ts)', () => {
  it('are routes of the route table', () => {
    for (const id of Object.keys(screenLoaders)) {
      const route = routeTable.find((entry) => entry.id === id);
      expect(route, `${id} is not a route`).toBeDefined();
    }
  });

  it('leave no route without its code (a missing loader fails to load)', async () => {
    for (const route of routeTable) {
      const screen: unknown = await route.load();
      expect(['function', 'object'], route.id).toContain(typeof screen);
      expect(screen, route.id).not.toBeNull();
    }
  }, 60_000);
});
