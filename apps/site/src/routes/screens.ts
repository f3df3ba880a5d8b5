import { loadRouteScreen, routeEntry, type RouteId } from '@wegrow/features/routes';
import type { Session } from '@wegrow/features/session';
import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads once. Until it has arrived it renders as `Lazy` (suspending: the
 * nearest `<Suspense>` shows its fallback, or a navigation keeps the previous page); afterwards as
 * `component` itself, at once, which is what hydration needs (the pre-rendered page's screen is
 * loaded before it).
 */
export interface LoadedComponent {
  readonly promise: Promise<ComponentType>;
  /** The component once its code is here. */
  component: ComponentType | null;
  /** The same component through `React.lazy`, while it loads. */
  readonly Lazy: LazyExoticComponent<ComponentType>;
}

/** Starts loading; `forget` runs when the load fails, so the next visit tries again. */
function loadOnce(load: () => Promise<ComponentType>, forget: () => void): LoadedComponent {
  const promise = load().then((component) => (loaded.component = component));
  const loaded: LoadedComponent = {
    component: null,
    promise,
    Lazy: lazy(async () => ({ default: await promise })),
  };
  promise.catch(forget);
  return loaded;
}

/**
 * The component to render: itself once loaded, else its lazy stand-in, which suspends until the
 * code has arrived (a failed load reaches the error boundary).
 */
export function componentOf(loaded: LoadedComponent): ComponentType {
  return loaded.component ?? loaded.Lazy;
}

/**
 * `componentOf(loaded)` as a mounted screen renders it: the same component for as long as it is
 * mounted, the lazy stand-in when its code was still on its way at the first render. Switching to
 * the component itself once the code is here would be a new element type to React, which would
 * mount the screen again at its next render (a session update, after the site's first render, a
 * transition, committed the stand-in): its state lost, and the welcome page, chosen once per visit,
 * replaced by home page B under the reader.
 */
export function useScreenComponent(loaded: LoadedComponent): ComponentType {
  return useMemo(() => componentOf(loaded), [loaded]);
}

/**
 * Each session's screens, by route: a data screen is wired to its session's API layer, so tests
 * (a session each) never share one.
 */
const bySession = new WeakMap<Session, Map<RouteId, LoadedComponent>>();

/** A route's screen for a session: its code, its API providers and its login gate, loaded once. */
export function routeScreen(id: RouteId, session: Session): LoadedComponent {
  let screens = bySession.get(session);
  if (!screens) bySession.set(session, (screens = new Map()));
  let screen = screens.get(id);
  if (!screen) {
    screen = loadOnce(
      // In the browser the screen's first read starts with its code (issue 34).
      () =>
        loadRouteScreen(
          routeEntry(id),
          session,
          typeof window === 'undefined' ? undefined : window.location,
        ),
      () => screens.delete(id),
    );
    screens.set(id, screen);
  }
  return screen;
}

let notFound: LoadedComponent | null = null;

/** The 404 page (its code loads when a visitor first meets it). */
export function notFoundScreen(): LoadedComponent {
  notFound ??= loadOnce(
    async () => (await import('@wegrow/features/shared')).NotFound,
    () => (notFound = null),
  );
  return notFound;
}
