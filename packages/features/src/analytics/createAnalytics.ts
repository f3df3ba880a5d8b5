import { noopAnalytics, type AnalyticsAdapter, type PageView } from './adapter';
import type { Ga4Options } from './ga4';
import { isMeasurementId } from './measurementId';

/** An adapter whose code loads on first use; `ready` settles once it can send. */
export interface LazyAnalyticsAdapter extends AnalyticsAdapter {
  readonly ready: Promise<void>;
}

/**
 * The analytics of the site: GA4 when a measurement id is configured (`VITE_GA_MEASUREMENT_ID`),
 * else nothing at all (no script, no cookie, no request). The GA4 adapter's code loads only when
 * it is used; page views sent before it arrives are queued, then sent in order.
 */
export function createAnalytics(
  measurementId: string | undefined,
  options: Omit<Ga4Options, 'measurementId'> = {},
): AnalyticsAdapter | LazyAnalyticsAdapter {
  const id = measurementId?.trim();
  if (!id) return noopAnalytics;
  if (!isMeasurementId(id)) {
    console.warn(`Analytics is off: "${id}" is not a GA4 measurement id (G-XXXXXXX).`);
    return noopAnalytics;
  }

  let adapter: AnalyticsAdapter | null = null;
  let queue: PageView[] | null = [];
  const ready = import('./ga4')
    .then(({ createGa4Adapter }) => {
      adapter = createGa4Adapter({ measurementId: id, ...options });
      queue?.forEach((view) => adapter?.pageView(view));
    })
    .catch((error: unknown) => console.warn('Analytics is off:', error))
    .finally(() => {
      queue = null;
    });
  return {
    name: 'ga4',
    ready,
    pageView(view) {
      if (adapter) adapter.pageView(view);
      else queue?.push(view);
    },
  };
}
