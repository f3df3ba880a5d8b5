import type { ComponentType } from 'react';
import type { AnalyticsAdapter } from '@wegrow/features/analytics';
import type { Session } from '@wegrow/features/session';
import { Shell } from '@wegrow/features/shell';
import { Button, Spinner, Stack, Text } from '@wegrow/ui';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { routeObjects } from './match';
import { RootLayout, type RouteHandle } from './RootLayout';
import { screens } from './screens';
import { routeTable, type ScreenId } from './table';

export interface RouteOptions {
  /** The session whose API layer data screens get. */
  session: Session;
  /** Where page views go. @default no analytics */
  analytics?: AnalyticsAdapter;
}

/** Loads a screen, with the session's API providers around it when it needs them. */
async function loadScreen(
  screen: ScreenId,
  title: string,
  session: Session,
): Promise<ComponentType> {
  const spec = screens[screen];
  if (!spec.needsApi) return spec.load(title);
  const [Screen, { ScreenProviders }, api] = await Promise.all([
    spec.load(title),
    import('@wegrow/features/session/api'),
    session.loadApi(),
  ]);
  return function ScreenWithApi() {
    return (
      <ScreenProviders api={api}>
        <Screen />
      </ScreenProviders>
    );
  };
}

const titles = new Map(routeTable.map((entry) => [entry.screen, entry.title]));

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
 * The site's routes: one per spelling of every path of the route table (matched
 * case-insensitively), each screen lazy-loaded, all under the root layout; anything else is 404.
 */
export function createRoutes({ analytics, session }: RouteOptions): RouteObject[] {
  const pages: RouteObject[] = routeObjects((screen, path) => {
    const title = titles.get(screen) ?? screen;
    const handle: RouteHandle = { title };
    return {
      id: `${screen}:${path}`,
      path,
      handle,
      lazy: async () => ({ Component: await loadScreen(screen, title, session) }),
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
