import type { AnalyticsAdapter } from '@wegrow/features/analytics';
import { routeTable, type RouteId } from '@wegrow/features/routes';
import { useSession } from '@wegrow/features/session';
import { createElement, useDeferredValue, useMemo } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { RootLayout } from './RootLayout';
import { notFoundScreen, routeScreen, useScreenComponent } from './screens';

export interface SiteRoutesProps {
  /** Where page views go. @default no analytics */
  analytics?: AnalyticsAdapter | undefined;
}

// The screens below are created once per route and session (screens.ts), not during render:
// `createElement` says so where JSX would look like a component made on the spot.

/** A route's screen, with its login requirement (and, for a data screen, its API providers). */
function RouteScreen({ id }: { id: RouteId }) {
  const { session } = useSession();
  return createElement(useScreenComponent(routeScreen(id, session)));
}

function NotFoundScreen() {
  return createElement(useScreenComponent(notFoundScreen()));
}

/** One `<Route>` per spelling of every path of the route table (matched case-insensitively). */
const pages = routeTable.flatMap((entry) =>
  entry.paths.map((path) => (
    <Route key={path} path={path} element={<RouteScreen id={entry.id} />} />
  )),
);

/**
 * The site's routes (React Router's declarative mode): one per spelling of every path of the route
 * table of `@wegrow/features/routes`, each screen lazy-loaded with its login requirement, all under
 * the root layout; anything else is 404.
 *
 * A navigation renders the new page in the background (`useDeferredValue`): while its code loads,
 * the previous page stays on screen, marked busy, like a data router's pending navigation. Use it
 * under a router whose `useTransitions` is false, so the location itself updates at once.
 */
export function SiteRoutes({ analytics }: SiteRoutesProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const shown = useDeferredValue(current);
  return (
    <Routes location={shown.location}>
      <Route
        element={
          <RootLayout
            analytics={analytics}
            busy={shown !== current}
            navigationType={shown.navigationType}
          />
        }
      >
        {pages}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
