/**
 * One-call overrides for stories and tests: make a single operation fail, hang or answer given
 * data, on top of the default fakes (`msw.use(...)` / `server.use(...)` puts them first).
 */
import { delay, http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import type { HttpMethod } from '@wegrow/contract';
import { MOCK_BASE_URL, type PathsFor, type ResponseBodyOf } from './support/route';

/** The MSW path of a contract path, on any origin: `/journal/{id}` → `<origin>/api/journal/:id`. */
export function mswPath(path: string): string {
  return MOCK_BASE_URL + path.replace(/\{([^}]+)\}/g, ':$1');
}

function override(
  method: HttpMethod,
  path: string,
  resolver: () => Response | Promise<Response>,
): HttpHandler {
  return mswHttp[method](mswPath(path), resolver);
}

/**
 * Answers one operation with an error `{ detail }`:
 * `errorHandler('get', '/journal', 500, 'Database unavailable')`.
 */
export function errorHandler<M extends HttpMethod>(
  method: M,
  path: PathsFor<M>,
  status: number,
  detail = 'Something went wrong.',
): HttpHandler {
  return override(method, path, () => HttpResponse.json({ detail }, { status }));
}

/** The MSW ids of the requests a `loadingHandler` holds: they never answer, on purpose. */
const heldRequests = new Set<string>();

/**
 * Whether a `loadingHandler` holds this request (its MSW request id) on purpose: the story test
 * waits for every request to be answered before a screenshot, except these (.storybook/settle.ts).
 */
export function isHeldOnPurpose(requestId: string): boolean {
  return heldRequests.has(requestId);
}

/** Never answers: the screen stays in its loading state (`delay('infinite')`). */
export function loadingHandler<M extends HttpMethod>(method: M, path: PathsFor<M>): HttpHandler {
  return mswHttp[method](mswPath(path), async ({ requestId }) => {
    heldRequests.add(requestId);
    await delay('infinite');
    return new Response(null, { status: 204 });
  });
}

/** Fails like a dropped connection (the client's ApiError has status 0). */
export function networkErrorHandler<M extends HttpMethod>(
  method: M,
  path: PathsFor<M>,
): HttpHandler {
  return override(method, path, () => HttpResponse.error());
}

/**
 * Answers one operation with the given body, typed by the contract:
 * `jsonHandler('get', '/journal', [])` for an empty state.
 */
export function jsonHandler<M extends HttpMethod, P extends PathsFor<M>>(
  method: M,
  path: P,
  body: ResponseBodyOf<M, P>,
  status = 200,
): HttpHandler {
  return override(method, path, () => HttpResponse.json(body, { status }));
}
