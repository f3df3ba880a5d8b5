/** Page views on every route change, through an adapter: Google Analytics 4, or nothing. */
export { noopAnalytics, type AnalyticsAdapter, type PageView } from './adapter';
export { createGa4Adapter, type Ga4Options, type GtagHost } from './ga4';
export { createAnalytics, type LazyAnalyticsAdapter } from './createAnalytics';
export { isMeasurementId } from './measurementId';
export { sanitizePath, sanitizeTitle, toPageView } from './sanitize';
export { usePageViews } from './usePageViews';
