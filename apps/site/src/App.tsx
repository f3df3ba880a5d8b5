import type { AnalyticsAdapter } from '@wegrow/features/analytics';
import { SessionProvider, type Session } from '@wegrow/features/session';
import { SiteRoutes } from './routes/router';

export interface AppProps {
  /** The session, created (and started) by the entry so the token check runs at start. */
  session: Session;
  /** Where page views go. @default no analytics */
  analytics?: AnalyticsAdapter | undefined;
}

/**
 * The site: the session and the routes, inside the router its caller gives (the browser's history
 * in the site, memory in tests, a fixed location when pages are pre-rendered). The API
 * providers and toasts come with the screens that need them (see routes/screens.ts), so the shell
 * paints without their code.
 */
export function App({ session, analytics }: AppProps) {
  return (
    <SessionProvider session={session}>
      <SiteRoutes analytics={analytics} />
    </SessionProvider>
  );
}
