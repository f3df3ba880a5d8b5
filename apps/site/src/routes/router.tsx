import type { AnalyticsAdapter } from '@wegrow/features/analytics';
import type { RouteId } from '@wegrow/features/routes';
import { useSession } from '@wegrow/features/session';
import { createElement, useDeferredValue, useMemo } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { candidatePaths, routePathList } from './match';
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
const pages = new Map(
  routePathList.map(({ route, path }) => [
    path,
    <Route key={path} path={path} element={<RouteScreen id={route} />} />,
  ]),
);

/**
 * The site's routes (React Router's declarative mode): one per spelling of every path of the route
 * table of `@wegrow/features/routes`, each screen lazy-loaded with its login requirement, all under
 * the root layout; anything else is 404. React Router is given only the paths that may match the
 * address (`candidatePaths`): it compiles every path it is given on each render.
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
  const { pathname } = shown.location;
  const candidates = useMemo(
    () => candidatePaths(pathname).flatMap(({ path }) => pages.get(path) ?? []),
    [pathname],
  );
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
        {candidates}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
