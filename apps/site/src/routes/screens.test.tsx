import { routeEntry } from '@wegrow/features/routes';
import { createMemoryStorage, createSession } from '@wegrow/features/session';
import { renderHook } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentOf, routeScreen, useScreenComponent } from './screens';

afterEach(() => vi.restoreAllMocks());

describe('useScreenComponent', () => {
  it('renders a screen as one component while it is mounted, though its code arrives meanwhile', async () => {
    let arrive: (screen: ComponentType) => void = () => {};
    vi.spyOn(routeEntry('landing'), 'load').mockImplementation(
      () => new Promise<ComponentType>((resolve) => (arrive = resolve)),
    );
    const loaded = routeScreen('landing', createSession({ storage: createMemoryStorage() }));
    const { result, rerender } = renderHook(() => useScreenComponent(loaded));
    // The code is on its way: the lazy stand-in.
    const first = result.current;
    expect(first).toBe(loaded.Lazy);

    arrive(() => null);
    await loaded.promise;
    expect(componentOf(loaded)).not.toBe(first);
    // A later render (a session update) keeps it: another type would mount the screen again.
    rerender();
    expect(result.current).toBe(first);
  });
});
