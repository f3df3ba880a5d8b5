import '@fontsource-variable/fraunces';
import '@fontsource-variable/nunito-sans';
// The site owns the whole page: the opt-in page reset of @wegrow/ui (body margin, canvas, font).
import '@wegrow/ui/reset.css';
import { createAnalytics, noopAnalytics } from '@wegrow/features/analytics';
import { prefetchScreenLoaders } from '@wegrow/features/routes';
import { browserStorage, createSession, type Session } from '@wegrow/features/session';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { restoreInlineStyles } from './prerender/inlineStyles';
import { prerenderedPage, WELCOME_SEEN_KEY } from './prerender/pages';
import { routeFor } from './routes/match';
import { routeScreen } from './routes/screens';

/**
 * Mock mode (`pnpm --filter @wegrow/site dev:mock`): the API is answered in the browser by the MSW
 * fakes of @wegrow/api. `import.meta.env.MODE` is a constant, so in any other build this branch and
 * the dynamic import are removed, and MSW never reaches the production bundle.
 */
async function startMockApi(): Promise<void> {
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('@wegrow/api/mocks/browser');
    await worker.start({
      quiet: false,
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
    });
  }
}

/**
 * How the first page starts. Its code starts loading at once, while React renders the shell. A
 * page pre-rendered at build time (`dist/pages/`) arrives as HTML in `#root`: the client hydrates
 * it when this visit shows exactly that page (a visitor's first visit); otherwise (signed in, or
 * `/` after the welcome page) it renders afresh over it, with no hydration mismatch. Either way
 * the page's code is loaded first, so the HTML is never replaced by a spinner.
 */
async function startMode(root: HTMLElement, session: Session): Promise<'hydrate' | 'render'> {
  const route = routeFor(window.location.pathname);
  const screen = route === null ? null : routeScreen(route, session);
  if (root.firstElementChild === null) return 'render';
  const page = prerenderedPage(route);
  await screen?.promise.catch(() => undefined);
  const { isLoggedIn } = session.store.getSnapshot();
  let welcomeSeen = false;
  try {
    welcomeSeen = browserStorage().getItem(WELCOME_SEEN_KEY) === 'true';
  } catch {
    // No storage: a first visit.
  }
  return page?.showsPrerendered({ isLoggedIn, welcomeSeen }) ? 'hydrate' : 'render';
}

/**
 * Shows `#root` once React's first page is committed: the pre-rendered HTML may have been hidden
 * before it painted (pages.ts) when this visit sees another page, and stays hidden until React's
 * page replaces it (the first render is a transition, so it may take a few frames).
 */
function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useLayoutEffect(onShown, [onShown]);
  return children;
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await startMockApi();

  // The session starts before the first render: the stored token is checked (and renewed when
  // expired) while the first screen's code loads, then every 5 minutes and on other tabs' changes.
  const session = createSession({ baseUrl: import.meta.env.VITE_API_BASE_URL || '/api' });
  session.store.start(window);
  const mode = await startMode(root, session);
  // The id is fixed at build time: a build without one carries no analytics code at all.
  const analytics = import.meta.env.VITE_GA_MEASUREMENT_ID
    ? createAnalytics(import.meta.env.VITE_GA_MEASUREMENT_ID)
    : noopAnalytics;

  const app = (
    <StrictMode>
      <Shown
        onShown={() => {
          root.hidden = false;
        }}
      >
        {/* Location updates are urgent: SiteRoutes defers the page itself (see routes/router.tsx). */}
        <BrowserRouter useTransitions={false}>
          <App session={session} analytics={analytics} />
        </BrowserRouter>
      </Shown>
    </StrictMode>
  );
  restoreInlineStyles(document);
  // As a transition, React renders (or hydrates) the first page in slices of a few milliseconds,
  // yielding to the browser between them, rather than in one long task per update: the pre-rendered
  // page stays responsive while it hydrates, and no first render blocks input (issue 34: the
  // first render and hydration were the longest tasks of every page's load).
  startTransition(() => {
    if (mode === 'hydrate') hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The other screens' loaders (routes/screenLoaders.ts) arrive while the visitor reads, so the
  // next page does not wait for them.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  // The service worker (offline start, update prompt: src/pwa/register.tsx) too, only in the
  // built site, and never in the first paint's chunk. Both wait for `load` and then for an idle
  // moment, each in its own task, so neither competes with the first page's code, its API reads
  // or hydration (issue 34: the precache's downloads and the registration were long tasks there).
  const afterLoad = (run: () => void): void => {
    if (document.readyState === 'complete') idle(run);
    else window.addEventListener('load', () => idle(run), { once: true });
  };
  afterLoad(() => {
    void prefetchScreenLoaders().catch(() => undefined);
    if (import.meta.env.PROD && import.meta.env.MODE !== 'mock')
      idle(() => {
        void import('./pwa/register').then(
          (pwa) => pwa.registerServiceWorker(),
          () => undefined,
        );
      });
  });
}

void start();
