import { isComingSoonRoute, RouteStatusProvider } from '@wegrow/features/routes';
import type { Session } from '@wegrow/features/session';
import { SessionProvider } from '@wegrow/features/session';
import { RouterProvider, type createBrowserRouter } from 'react-router';

export interface AppProps {
  /** The session, created (and started) by the entry so the token check runs at start. */
  session: Session;
  /** The router (browser history in the site, memory in tests). */
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * The site: the session, which routes are built (links to the others carry a "Soon" tag) and the
 * routes. The API providers and toasts come with the screens that need them (see
 * routes/router.tsx), so the shell paints without their code.
 */
export function App({ session, router }: AppProps) {
  return (
    <SessionProvider session={session}>
      <RouteStatusProvider isComingSoon={isComingSoonRoute}>
        <RouterProvider router={router} />
      </RouteStatusProvider>
    </SessionProvider>
  );
}
