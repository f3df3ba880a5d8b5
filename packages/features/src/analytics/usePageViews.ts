import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsAdapter } from './adapter';

/**
 * Sends a page view on every route change (spec 1 "Top navigation"), once per location, after the
 * page title was set. A change of query string or hash alone is not a new page. The view carries
 * the pathname only (never the query string or hash); the adapter that sends it out strips
 * anything else personal (`toPageView`), as the GA4 adapter does.
 */
export function usePageViews(adapter: AnalyticsAdapter, title: string): void {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    adapter.pageView({ path: pathname, title });
  }, [adapter, pathname, title]);
}
