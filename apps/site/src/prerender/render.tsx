/**
 * The server-side entry of the build (`vite build` builds it after the site, see vite.config.ts):
 * renders the pre-rendered pages to HTML with React's server renderer, and lists every page path
 * for the server's `routes.json`. Runs in Node at build time only; nothing here reaches a browser.
 */
import { routeEntry, routeTable } from '@wegrow/features/routes';
import { createMemoryStorage, createSession } from '@wegrow/features/session';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../App';
import { pageTitle } from '../routes/match';
import { documentTitle } from '../routes/RootLayout';
import { routeScreen } from '../routes/screens';
import { PRERENDERED_PAGES, type PrerenderedPage } from './pages';

export { PRERENDERED_PAGES, type PrerenderedPage };

/** Every page path of the site (each spelling, React Router patterns), for `routes.json`. */
export const pagePaths: readonly string[] = routeTable.flatMap((entry) => entry.paths);

/** Each route's id and paths, for the preloads of `routes.json`. */
export const routePaths: readonly { id: string; paths: readonly string[]; needsApi: boolean }[] =
  routeTable.map(({ id, paths, needsApi }) => ({ id, paths, needsApi }));

/** A page's address: its route's first path. */
export function pagePath(page: PrerenderedPage): string {
  return routeEntry(page.route).paths[0];
}

/**
 * A page as a visitor's first visit shows it (signed out, nothing in storage): the HTML of
 * `#root` and the document title. The page's code is loaded first, so the HTML holds the page
 * and not its spinner.
 */
export async function renderPage(page: PrerenderedPage): Promise<{ html: string; title: string }> {
  const session = createSession({ storage: createMemoryStorage() });
  await routeScreen(page.route, session).promise;
  const path = pagePath(page);
  const html = renderToString(
    <StaticRouter location={path}>
      <App session={session} />
    </StaticRouter>,
  );
  return { html, title: documentTitle(pageTitle(path)) };
}
