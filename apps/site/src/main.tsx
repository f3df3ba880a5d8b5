import '@fontsource-variable/fraunces';
import '@fontsource-variable/nunito-sans';
import { createAnalytics } from '@wegrow/features/analytics';
import { createSession } from '@wegrow/features/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

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

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await startMockApi();

  // The session starts before the first render: the stored token is checked (and renewed when
  // expired) while the first screen's code loads, then every 5 minutes and on other tabs' changes.
  const session = createSession({ baseUrl: import.meta.env.VITE_API_BASE_URL || '/api' });
  session.store.start(window);

  const analytics = createAnalytics(import.meta.env.VITE_GA_MEASUREMENT_ID);

  createRoot(root).render(
    <StrictMode>
      {/* Location updates are urgent: SiteRoutes defers the page itself (see routes/router.tsx). */}
      <BrowserRouter useTransitions={false}>
        <App session={session} analytics={analytics} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
