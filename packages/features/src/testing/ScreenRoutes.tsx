import { Heading, Stack, Text } from '@wegrow/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { routePaths, type RouteId } from '../routes/paths';
import { RequireLogin } from '../routes/RequireLogin';
import { routeEntry } from '../routes/table';
import { useSession } from '../session/SessionProvider';

/** Where a story or test puts its screen, and what else its router shows. */
export interface ScreenSetup {
  /**
   * The route the screen lives at: it renders at the route's paths, behind the route's login
   * requirement, and any other address shows a stand-in page. Leave it out to render the screen
   * at every address (a part of a page, the shell).
   */
  route?: RouteId;
  /** The address the router starts at. @default the route's first path, else '/' */
  start?: string;
  /** The router's state at `start` (e.g. what sign-up hands the login screen). */
  startState?: unknown;
  /** Other screens the router shows, by route id (e.g. the real login screen at /login). */
  routes?: Partial<Record<RouteId, ReactNode>>;
}

/** The page a screen went to, when no screen of the story or test lives there. */
function ArrivedAt() {
  const { pathname, search } = useLocation();
  return (
    <Stack align="stretch" gap="2">
      <Heading level={1}>Arrived at {pathname + search}</Heading>
      <Text tone="secondary">A stand-in for the page the screen went to.</Text>
    </Stack>
  );
}

/**
 * What play functions and tests read without looking at the screen: the router's address and the
 * session's user, unread count and username. Hidden, so screenshots never show it.
 */
function Probes() {
  const { pathname, search, hash } = useLocation();
  const { userId, unreadCount, userProfile } = useSession();
  return (
    <>
      <span hidden data-testid="location">
        {pathname + search + hash}
      </span>
      <span hidden data-testid="user">
        {userId === null ? 'visitor' : String(userId)}
      </span>
      <span hidden data-testid="unread">
        {unreadCount}
      </span>
      <span hidden data-testid="username">
        {userProfile?.username ?? ''}
      </span>
    </>
  );
}

/** The router's first entry: the address, with its state when one is given. */
function entryOf(address: string, state: unknown) {
  if (state === undefined) return address;
  const { pathname, search, hash } = new URL(address, 'http://localhost');
  return { pathname, search, hash, state };
}

function routesOf(id: RouteId, element: ReactNode) {
  const { requiresLogin } = routeEntry(id);
  return routePaths[id].map((path) => (
    <Route
      key={path}
      path={path}
      element={<RequireLogin requirement={requiresLogin}>{element}</RequireLogin>}
    />
  ));
}

/** A memory router around a screen, as the site's router would place it (needs the session). */
export function ScreenRoutes({
  route,
  start,
  startState,
  routes = {},
  children,
}: ScreenSetup & { children: ReactNode }) {
  const others = (Object.entries(routes) as [RouteId, ReactNode][]).filter(([id]) => id !== route);
  return (
    <MemoryRouter
      initialEntries={[entryOf(start ?? (route ? routePaths[route][0] : '/'), startState)]}
    >
      <Routes>
        {route ? routesOf(route, children) : null}
        {others.flatMap(([id, element]) => routesOf(id, element))}
        <Route path="*" element={route ? <ArrivedAt /> : children} />
      </Routes>
      <Probes />
    </MemoryRouter>
  );
}
