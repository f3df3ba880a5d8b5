import { worker } from '@wegrow/api/mocks/browser';
import { mockRequests, trackPageFetches } from './settle';

/**
 * The worker script's address: beside the preview's page (`staticDirs` copies it to the build's
 * root). The built Storybook's base is `./`, so a build served under a path (`/design/` of the
 * proxy, a Pages site's `/wegrow/design/`) registers `/design/mockServiceWorker.js`, scoped to
 * its own folder; a root-relative `/mockServiceWorker.js` was not found there ("Failed to
 * register/update a ServiceWorker … mockServiceWorker.js"). The dev server and the story test
 * serve from `/`.
 */
export function mockWorkerUrl(
  base: string = import.meta.env.BASE_URL,
  page: string = globalThis.location.href,
): string {
  return new URL('mockServiceWorker.js', new URL(base, page)).pathname;
}

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
    serviceWorker: { url: mockWorkerUrl() },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
