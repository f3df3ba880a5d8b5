import { worker } from '@wegrow/api/mocks/browser';

/**
 * Starts the MSW worker for stories with the fakes of every operation (`@wegrow/api/mocks`);
 * a story's `parameters.msw` overrides go in front of them. A request to the API that no handler
 * answers is an error, so a story can never silently depend on a real server.
 */
export async function setupMockWorker() {
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
