import type { AnalyticsAdapter } from '@wegrow/features/analytics';
import { loadRouteScreen, routeEntry } from '@wegrow/features/routes';
import type { Session } from '@wegrow/features/session';
import { Shell } from '@wegrow/features/shell';
import { Button, Spinner, Stack, Text } from '@wegrow/ui';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { routeObjects } from './match';
import { RootLayout, type RouteHandle } from './RootLayout';

export interface RouteOptions {
  /** The session whose API layer data screens get. */
  session: Session;
  /** Where page views go. @default no analytics */
  analytics?: AnalyticsAdapter;
}

function FirstPageLoading() {
  return (
    <Shell>
      <Stack align="center" style={{ paddingBlock: '4rem' }}>
        <Spinner size="lg" label="Loading the page…" showLabel />
      </Stack>
    </Shell>
  );
}

function LastResortError() {
  return (
    <Shell>
      <Stack gap="4" align="start">
        <Text as="h1" size="lg" weight="bold">
          Something went wrong
        </Text>
        <Text>WeGrow could not load this page. Check your connection, then reload.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Shell>
  );
}

/**
 * The site's routes: one per spelling of every path of the route table of
 * `@wegrow/features/routes` (matched case-insensitively), each screen lazy-loaded with its login
 * requirement, all under the root layout; anything else is 404.
 */
export function createRoutes({ analytics, session }: RouteOptions): RouteObject[] {
  const pages: RouteObject[] = routeObjects((id, path) => {
    const route = routeEntry(id);
    const handle: RouteHandle = { title: route.title };
    return {
      id: `${id}:${path}`,
      path,
      handle,
      lazy: async () => ({ Component: await loadRouteScreen(route, session) }),
    };
  });
  const notFoundHandle: RouteHandle = { title: 'Page not found' };
  return [
    {
      id: 'root',
      element: <RootLayout {...(analytics ? { analytics } : {})} />,
      // Shown while the first page's code loads.
      HydrateFallback: FirstPageLoading,
      // Only when the error page itself cannot load (each page's errors are caught below).
      ErrorBoundary: LastResortError,
      children: [
        {
          // Errors of a page show inside the shell, with the navigation still there. The error
          // page's code is not part of the first paint.
          id: 'pages',
          lazy: async () => ({
            ErrorBoundary: (await import('@wegrow/features/shared')).RouteError,
          }),
          children: [
            ...pages,
            {
              id: 'notFound',
              path: '*',
              handle: notFoundHandle,
              lazy: async () => ({ Component: (await import('@wegrow/features/shared')).NotFound }),
            },
          ],
        },
      ],
    },
  ];
}

/** The site's router, on the browser's history. */
export function createSiteRouter(options: RouteOptions) {
  return createBrowserRouter(createRoutes(options));
}

/** The same routes in memory, at `initialEntries` (tests). */
export function createTestRouter(initialEntries: string[], options: RouteOptions) {
  return createMemoryRouter(createRoutes(options), { initialEntries });
}
