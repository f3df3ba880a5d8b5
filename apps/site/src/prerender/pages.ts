import type { RouteId } from '@wegrow/features/routes';
import { SESSION_KEYS } from '@wegrow/features/session';

/**
 * The pages pre-rendered to HTML at build time: those that need no data. Each is rendered as a
 * visitor's first visit sees it (signed out, the welcome page not yet seen).
 */

/** The browser-storage flag of the welcome page (`WELCOME_SEEN_KEY` of `@wegrow/features/home`,
 * whose entry is loaded lazily; a test keeps the two equal). */
export const WELCOME_SEEN_KEY = 'wegrow_welcome_seen';

/** What the client knows at start that changes what a pre-rendered page shows. */
export interface Visit {
  readonly isLoggedIn: boolean;
  readonly welcomeSeen: boolean;
}

export interface PrerenderedPage {
  /** The route, rendered at its first path. */
  readonly route: RouteId;
  /** The file under `dist/pages/` (the server serves it for the route's path, any case). */
  readonly file: string;
  /** Whether a visit sees exactly the pre-rendered HTML (then the client hydrates it). */
  readonly showsPrerendered: (visit: Visit) => boolean;
  /**
   * An inline script, right after `#root`, that hides the pre-rendered HTML before it paints when
   * storage says the visit will see another page (signed in; `/` after the welcome page), so it
   * never flashes a page the visitor is not on. It reads the same keys as `showsPrerendered`.
   */
  readonly hideScript: string;
}

const signedIn = `s.getItem('${SESSION_KEYS.accessToken}')`;
const welcomeSeen = `s.getItem('${WELCOME_SEEN_KEY}')==='true'`;
const hideWhen = (condition: string) =>
  `(function(){try{var s=localStorage;if(${condition})document.getElementById('root').hidden=true}catch(e){}})();`;

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    // `/` on a first visit is the welcome page; afterwards it is a home page.
    route: 'home',
    file: 'index.html',
    showsPrerendered: (visit) => !visit.isLoggedIn && !visit.welcomeSeen,
    hideScript: hideWhen(`${signedIn}||${welcomeSeen}`),
  },
  {
    route: 'welcome',
    file: 'welcome.html',
    showsPrerendered: (visit) => !visit.isLoggedIn,
    hideScript: hideWhen(signedIn),
  },
  {
    route: 'landing',
    file: 'LandingPage.html',
    showsPrerendered: (visit) => !visit.isLoggedIn,
    hideScript: hideWhen(signedIn),
  },
];

/** The pre-rendered page of a route, if it has one. */
export function prerenderedPage(route: RouteId | null): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((page) => page.route === route);
}
