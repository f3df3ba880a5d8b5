import type { AnalyticsAdapter } from './adapter';
import { isMeasurementId } from './measurementId';
import { sanitizePath, sanitizeTitle } from './sanitize';

type Gtag = (...args: unknown[]) => void;

/** The globals gtag.js uses; a test passes its own window and document. */
export interface GtagHost {
  dataLayer?: unknown[];
  gtag?: Gtag;
  location: { origin: string };
}

export interface Ga4Options {
  /** The GA4 measurement id, `G-XXXXXXX`. */
  measurementId: string;
  /** @default window */
  host?: GtagHost;
  /** Where the gtag.js script tag goes. @default document */
  document?: Pick<Document, 'createElement' | 'head'>;
}

/**
 * Google Analytics 4 through gtag.js: the script is injected once, automatic page views are off
 * (a single-page app sends its own on each route change), and every hit carries a sanitised
 * `page_location` so the browser's full address (with its query string) is never sent.
 */
export function createGa4Adapter({
  measurementId,
  host = window as unknown as GtagHost,
  document: doc = document,
}: Ga4Options): AnalyticsAdapter {
  if (!isMeasurementId(measurementId)) {
    throw new Error(`"${measurementId}" is not a GA4 measurement id (G-XXXXXXX).`);
  }
  const dataLayer = (host.dataLayer ??= []);
  // gtag.js reads the `arguments` objects it queues, not arrays; this is Google's snippet.
  host.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object
    dataLayer.push(arguments);
  };
  const gtag = host.gtag;

  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  doc.head.appendChild(script);

  gtag('js', new Date());
  gtag('config', measurementId, {
    send_page_view: false,
    page_location: `${host.location.origin}/`,
  });

  return {
    name: 'ga4',
    pageView({ path, title }) {
      const page_path = sanitizePath(path);
      gtag('event', 'page_view', {
        page_path,
        page_title: sanitizeTitle(title),
        page_location: `${host.location.origin}${page_path}`,
        send_to: measurementId,
      });
    },
  };
}
