import { worker } from '@wegrow/api/mocks/browser';
import { mockRequests, trackPageFetches } from './settle';

/**
 * Starts the MSW worker for stories with the fakes of every operation (`@wegrow/api/mocks`);
 * a story's `parameters.msw` overrides go in front of them. A request to the API that no handler
 * answers is an error, so a story can never silently depend on a real server.
 *
 * Every API request is tracked from the page's fetch call, through the worker, to the read of its
 * answer on the page (`mockRequests`): the story test takes no screenshot while one is unanswered
 * (./settle.ts). An unhandled API request never ends, so a story making one fails there too,
 * naming it.
 */
export async function setupMockWorker() {
  trackPageFetches(mockRequests, globalThis);
  worker.events.on('request:start', ({ request, requestId }) =>
    mockRequests.start(requestId, request.method, request.url),
  );
  worker.events.on('request:end', ({ requestId }) => mockRequests.end(requestId));
  // A handler that threw: MSW answers 500 with the error, and emits no `request:end`.
  worker.events.on('unhandledException', ({ requestId }) => mockRequests.end(requestId));
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
