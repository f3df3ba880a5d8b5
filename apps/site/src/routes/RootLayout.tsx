import { noopAnalytics, usePageViews, type AnalyticsAdapter } from '@wegrow/features/analytics';
import { useRememberPath, useSession } from '@wegrow/features/session';
import { Shell } from '@wegrow/features/shell';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';

/** Keeps the profile and the unread badge in step with the API; loaded after the first paint. */
const LazySessionSync = lazy(async () => ({
  default: (await import('@wegrow/features/session/api')).LazySessionSync,
}));

/** What each route carries for the layout. */
export interface RouteHandle {
  /** The page's name: the document title is "{title} · WeGrow". */
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).title === 'string'
  );
}

/** "{title} · WeGrow" for the deepest route that names itself. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · WeGrow` : 'WeGrow';
}

function useDocumentTitle(): string {
  const matches = useMatches();
  const named = matches.map((match) => match.handle).filter(isRouteHandle);
  const title = documentTitle(named.at(-1)?.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/**
 * After a navigation (not the first page): a new page starts at the top (back and forward keep the
 * browser's own scroll restoration), and the main area takes the focus so screen readers start
 * there.
 */
function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    // Only a new path is a new page; the navigation type is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

export interface RootLayoutProps {
  /** Where page views go. @default no analytics */
  analytics?: AnalyticsAdapter;
}

/**
 * The root layout of every route: the shell (header, navigation, footer) around the page, the
 * document title, a page view per route change, the last visited path, scroll and focus.
 */
export function RootLayout({ analytics = noopAnalytics }: RootLayoutProps) {
  const title = useDocumentTitle();
  usePageViews(analytics, title);
  useRememberPath();
  useFocusMainOnNavigation();
  const navigation = useNavigation();
  const { isLoggedIn } = useSession();
  return (
    <Shell>
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <LazySessionSync />
        </Suspense>
      ) : null}
      <div aria-busy={navigation.state === 'loading' || undefined}>
        <Outlet />
      </div>
    </Shell>
  );
}
