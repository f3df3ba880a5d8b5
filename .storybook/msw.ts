import { setupWorker } from 'msw/browser';

/**
 * Starts the MSW worker for stories. A request to the API that no handler answers is an error,
 * so a story can never silently depend on a real server.
 */
export async function setupMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
