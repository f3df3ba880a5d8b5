/** One page view. */
export interface PageView {
  /**
   * The route's path, without query string or hash, e.g. `/blog/7`. An adapter that sends it out
   * passes it through `toPageView` first (segments that look like an e-mail or a token).
   */
  readonly path: string;
  /** The page title as the browser shows it, e.g. `Blog · WeGrow`. */
  readonly title: string;
}

/** Where page views go: Google Analytics 4, nothing, or a test's recorder. */
export interface AnalyticsAdapter {
  /** A short name for logs and tests: `ga4`, `none`… */
  readonly name: string;
  pageView(view: PageView): void;
}

/** The adapter used when no analytics is configured: sends nothing, anywhere. */
export const noopAnalytics: AnalyticsAdapter = {
  name: 'none',
  pageView: () => {},
};
