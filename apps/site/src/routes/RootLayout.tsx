import { noopAnalytics, usePageViews, type AnalyticsAdapter } from '@wegrow/features/analytics';
import { useRememberPath, useSession } from '@wegrow/features/session';
import { Shell } from '@wegrow/features/shell';
import { Spinner, Stack } from '@wegrow/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, type NavigationType } from 'react-router';
import { pageTitle } from './match';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useScrollOnNavigation } from './scroll';

/** Keeps the profile and the unread badge in step with the API; loaded after the first paint. */
const LazySessionSync = lazy(async () => ({
  default: (await import('@wegrow/features/session/api')).LazySessionSync,
}));

/**
 * The main area while the first page's code loads. It fills the window, so the footer is below
 * it until the page arrives rather than visible and then pushed down (a layout shift: 0.15 CLS on
 * a phone). (The features' `PageLoading` is alike, but their `shared` entry is loaded lazily:
 * importing it here would bring all of it into the first paint.)
 */
function PageLoading() {
  return (
    <Stack align="center" style={{ paddingBlock: '4rem', minBlockSize: '100vh' }}>
      <Spinner size="lg" label="Loading the page…" showLabel />
    </Stack>
  );
}

/** "{title} · WeGrow" for a page's name. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · WeGrow` : 'WeGrow';
}

function useDocumentTitle(pathname: string): string {
  const title = useMemo(() => documentTitle(pageTitle(pathname)), [pathname]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/**
 * The page shown is committed (hydrated, for a pre-rendered one) and its effects have run:
 * `<html data-ready>` holds the address it is for (path and query, as the address bar spells
 * them), until a navigation leaves it. Rendered beside the page in its `<Suspense>`, so it commits
 * with the page and not with the spinner, and not while a navigation's next page is still on its
 * way (`busy`), nor over the error page; an effect, after the page's own (a layout effect would
 * run before them). The end-to-end tests wait for it after every navigation
 * (apps/site/e2e/harness.ts) rather than guess. A few bytes in the first paint.
 */
function ReadyMark({ at }: { at: string }) {
  useEffect(() => {
    const { dataset } = document.documentElement;
    dataset.ready = window.location.pathname + window.location.search;
    return () => {
      delete dataset.ready;
    };
  }, [at]);
  return null;
}

export interface RootLayoutProps {
  /** Where page views go. @default no analytics */
  analytics?: AnalyticsAdapter | undefined;
  /** The next page's code is on its way (the current page stays until it is ready). */
  busy: boolean;
  /** How the page shown was reached (`PUSH`, `REPLACE`, or `POP` for back and forward). */
  navigationType: NavigationType;
}

/**
 * The root layout of every route: the shell (header, navigation, footer) around the page, the
 * document title, a page view per route change, the last visited path, scroll and focus, the
 * page's error boundary and its readiness mark. The page's code is shown once loaded: on the
 * first page the main area shows a spinner meanwhile; on a later navigation the previous page
 * stays, marked busy.
 */
export function RootLayout({ analytics = noopAnalytics, busy, navigationType }: RootLayoutProps) {
  const location = useLocation();
  const { pathname, search } = location;
  const title = useDocumentTitle(pathname);
  usePageViews(analytics, title);
  useRememberPath();
  useScrollOnNavigation(location, navigationType);
  const { isLoggedIn } = useSession();
  return (
    <Shell>
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <LazySessionSync />
        </Suspense>
      ) : null}
      <div aria-busy={busy || undefined}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            {busy ? null : <ReadyMark at={pathname + search} />}
          </Suspense>
        </PageErrorBoundary>
      </div>
    </Shell>
  );
}
