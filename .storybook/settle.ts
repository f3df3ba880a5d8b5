/**
 * A settled page, decided in one place: the story test (`vitest.setup.ts`) calls `settle()` once
 * after a story's play function, before it measures the story or takes a screenshot. Settled means
 * - the focus is off the page (a focus ring moved there by a click or a screen is not painted the
 *   same every run), unless the story shows a focus ring on purpose (`parameters.visual.keepFocus`);
 * - every request the MSW worker received has its answer (`./msw.ts` feeds `mockRequests`), except
 *   those a story holds on purpose with `loadingHandler` (its loading state is what it shows);
 * - nothing in the document is `aria-busy="true"`, unless the story shows a busy state on purpose
 *   (`parameters.visual.busy`);
 * - the fonts are loaded and two animation frames have passed;
 * and all of it still holds after those frames (an answer may start another request, or move the
 * focus). A page that does not settle within `SETTLE_TIMEOUT_MS` fails the story, naming what it
 * waited for. Nothing here touches the page at import: `scripts/settle.test.ts` loads it in Node.
 */
import { isHeldOnPurpose } from '@wegrow/api/mocks';

/** How long a page may take to settle before the story fails (its requests answer in ms). */
export const SETTLE_TIMEOUT_MS = 5000;

/** How often the conditions are checked while waiting. */
const CHECK_EVERY_MS = 10;

/**
 * The API requests still waited for, seen from both ends: the page's `fetch` calls (from the
 * call until the page has read its answer's body) and the MSW worker's requests (from `request:start`
 * to `request:end`, by MSW request id). Either alone leaves a gap a busy machine widens: a fetch
 * takes a hop to the service worker before MSW sees it, and the answer another hop back after
 * MSW has finished with it, then its body is read; a screen shot in such a gap showed a loading
 * state it never keeps (the Account screen's "Your data" card, on a busy machine).
 * A request `isHeld` says is held on purpose (a `loadingHandler`, which never answers) is not
 * waited for, nor a page fetch of the same method and URL.
 */
export function createRequestTracker(isHeld: (requestId: string) => boolean = () => false) {
  const started = new Map<string, string>();
  const fetching = new Map<number, string>();
  let nextFetch = 0;
  return {
    /** The worker received a request (`request:start`). */
    start(requestId: string, method: string, url: string): void {
      started.set(requestId, `${method.toUpperCase()} ${describeUrl(url)}`);
    },
    /** It was answered, passed through, or its handler threw (`request:end`, `unhandledException`). */
    end(requestId: string): void {
      started.delete(requestId);
    },
    /** The page called `fetch`: returns the call's key for `fetchEnd`. */
    fetchStart(method: string, url: string): number {
      const key = nextFetch++;
      fetching.set(key, `${method.toUpperCase()} ${describeUrl(url)}`);
      return key;
    },
    /** The call's answer was read on the page (or it failed). */
    fetchEnd(key: number): void {
      fetching.delete(key);
    },
    /** What is still waited for: `"GET /api/journal"`, in the order they started. */
    pending(): string[] {
      const held = new Set<string>();
      const waiting: string[] = [];
      for (const [id, request] of started) {
        if (isHeld(id)) held.add(request);
        else waiting.push(request);
      }
      // A page fetch the worker is handling is already listed once.
      const listed = new Set(waiting);
      for (const request of fetching.values())
        if (!held.has(request) && !listed.has(request)) waiting.push(request);
      return waiting;
    },
  };
}

/**
 * Wraps `fetch` so `tracker` sees each API call from the page's side (`fetchStart`/`fetchEnd`);
 * the call itself is unchanged (an event stream's body is passed through, to see it read).
 * Returns the function that puts the original back.
 */
export function trackPageFetches(tracker: RequestTracker, scope: typeof globalThis): () => void {
  const original = scope.fetch;
  // Set up once per page, however often the worker's setup runs.
  if (tracked.has(original)) return () => {};
  const wrapped: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : input instanceof URL ? input.href : String(input);
    if (!isApiUrl(url)) return original.call(scope, input, init);
    const key = tracker.fetchStart(init?.method ?? request?.method ?? 'GET', url);
    return original.call(scope, input, init).then(
      (response) => {
        if (isEventStream(response)) return endAtFirstEvent(response, () => tracker.fetchEnd(key));
        endWhenRead(response, () => tracker.fetchEnd(key));
        return response;
      },
      (error: unknown) => {
        tracker.fetchEnd(key);
        throw error;
      },
    );
  };
  tracked.add(wrapped);
  scope.fetch = wrapped;
  return () => {
    scope.fetch = original;
  };
}

/**
 * How long an answer whose body nobody reads (or reads as a stream) is waited for after its
 * headers arrived, ms. An event stream is not waited for this way (`endAtFirstEvent`).
 */
export const UNREAD_BODY_WAIT_MS = 2_000;

const BODY_READERS = ['json', 'text', 'blob', 'arrayBuffer', 'formData'] as const;

/**
 * Calls `end` once `response`'s body has been read (`json()`, `text()`, … of it or of a clone):
 * the headers arriving is not the answer being used — on a busy page the body of a fetch whose
 * headers had arrived was still being read when the screenshot was taken, the screen still in its
 * loading state. An answer without a body ends at once (a 204 or an empty one too: a fetch may
 * hand it over with an empty body stream that nobody reads); one whose body is not read this way
 * ends after `UNREAD_BODY_WAIT_MS`.
 */
function endWhenRead(response: Response, end: () => void): void {
  if (response.body === null || hasNoContent(response)) {
    end();
    return;
  }
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    end();
  };
  const timer = setTimeout(finish, UNREAD_BODY_WAIT_MS);
  const watch = (watched: Response) => {
    for (const reader of BODY_READERS) {
      const read = watched[reader].bind(watched) as () => Promise<unknown>;
      Object.defineProperty(watched, reader, {
        configurable: true,
        value: () => read().finally(finish),
      });
    }
    const clone = watched.clone.bind(watched);
    Object.defineProperty(watched, 'clone', {
      configurable: true,
      value: () => {
        const copy = clone();
        watch(copy);
        return copy;
      },
    });
  };
  watch(response);
}

/** An answer that cannot carry content: 204, 205, 304, or a length of 0. */
function hasNoContent(response: Response): boolean {
  return (
    [204, 205, 304].includes(response.status) || response.headers.get('content-length') === '0'
  );
}

function isEventStream(response: Response): boolean {
  return (
    response.body !== null &&
    (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream')
  );
}

/**
 * An event stream (`text/event-stream`: a community's chat, a pending join request) stays open on
 * purpose, and its page reads it chunk by chunk (`body.getReader()`), never with `json()`: it is
 * answered once the page has taken its first chunk (the fakes send their first event, then end),
 * or it ended, or the page let it go. Waiting `UNREAD_BODY_WAIT_MS` for it instead cost every story
 * that follows a stream two seconds. Its body is read through a stream that pulls only when the
 * page reads, so "taken" is the page's read, not the network's arrival; the end is marked a task
 * later, once the page has handled that chunk (and started any call it leads to).
 */
function endAtFirstEvent(response: Response, end: () => void): Response {
  const source = (response.body as ReadableStream<Uint8Array>).getReader();
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    setTimeout(end, 0);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await source.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
        finish();
      },
      cancel(reason) {
        finish();
        return source.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** The `fetch` functions `trackPageFetches` made. */
const tracked = new WeakSet<typeof fetch>();

/** A call to the API (the fakes answer `/api/…`), not a font, module or image. */
function isApiUrl(url: string): boolean {
  try {
    return new URL(
      url,
      typeof location === 'undefined' ? 'http://localhost' : location.href,
    ).pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

export type RequestTracker = ReturnType<typeof createRequestTracker>;

/** A URL as a reader of the failure wants it: its path and query on the page's own origin. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url, typeof location === 'undefined' ? undefined : location.href);
    const sameOrigin = typeof location !== 'undefined' && parsed.origin === location.origin;
    return sameOrigin ? `${parsed.pathname}${parsed.search}` : parsed.href;
  } catch {
    return url;
  }
}

/** The mock requests of the story test's page (fed by `./msw.ts`, read by `settle`). */
export const mockRequests: RequestTracker = createRequestTracker(isHeldOnPurpose);

/** What a story may ask of the settled page (`parameters.visual`, checked). */
export interface SettleOptions {
  /** The story shows a focus ring on purpose: the focus stays where the play function left it. */
  keepFocus: boolean;
  /** The story shows a busy state on purpose: `aria-busy="true"` is not waited for. */
  busy: boolean;
}

/** `parameters.visual.keepFocus` and `.busy` of a story, checked. */
export function settleOptions(parameters: Record<string, unknown>): SettleOptions {
  const visual: unknown = parameters['visual'];
  const { keepFocus = false, busy = false } =
    typeof visual === 'object' && visual !== null ? (visual as Record<string, unknown>) : {};
  if (typeof keepFocus !== 'boolean')
    throw new TypeError('parameters.visual.keepFocus must be true or false');
  if (typeof busy !== 'boolean')
    throw new TypeError('parameters.visual.busy must be true or false');
  return { keepFocus, busy };
}

/** The page as `settle` sees it (the document in the story test; a stand-in in unit tests). */
export interface SettlingPage {
  /** The requests still waited for (see `createRequestTracker`). */
  pendingRequests(): string[];
  /** The first element with `aria-busy="true"`, described (`<button> "Saving…"`), or null. */
  busyElement(): string | null;
  /** The focused element, described, or null when nothing on the page has the focus. */
  focusedElement(): string | null;
  /** Takes the focus off the page. */
  releaseFocus(): void;
  /** Resolves once the fonts are loaded and two animation frames have passed. */
  painted(): Promise<void>;
  /** Milliseconds, for the deadline. */
  now(): number;
  /** Resolves after `ms` (between two checks). */
  wait(ms: number): Promise<void>;
}

/** What is still unsettled on `page`, as the failure says it; empty when settled. */
function unsettled(page: SettlingPage, { keepFocus, busy }: SettleOptions): string[] {
  const reasons: string[] = [];
  const requests = page.pendingRequests();
  if (requests.length > 0)
    reasons.push(
      `${requests.length} mock request(s) still unanswered: ${requests.join(', ')} ` +
        '(one no handler answers is logged above; one a story holds on purpose uses loadingHandler)',
    );
  const busyElement = busy ? null : page.busyElement();
  if (busyElement)
    reasons.push(
      `${busyElement} is still aria-busy="true" ` +
        '(a story that shows a busy state on purpose sets parameters.visual.busy: true)',
    );
  const focused = keepFocus ? null : page.focusedElement();
  if (focused) reasons.push(`${focused} took the focus back after it was released`);
  return reasons;
}

/**
 * Waits until `page` is settled (see the file's comment), releasing the focus first unless
 * `keepFocus`. Throws after `timeoutMs` with what it still waited for.
 */
export async function settlePage(
  page: SettlingPage,
  options: SettleOptions,
  timeoutMs = SETTLE_TIMEOUT_MS,
): Promise<void> {
  const deadline = page.now() + timeoutMs;
  if (!options.keepFocus) page.releaseFocus();
  // Requests and busy regions first (each check is cheap), then the paint; then all of it again:
  // an answer may start another request or move the focus, which the next round settles.
  const waiting = { ...options, keepFocus: true };
  for (;;) {
    let reasons = unsettled(page, waiting);
    while (reasons.length > 0) {
      if (page.now() >= deadline) throw notSettled(timeoutMs, reasons);
      await page.wait(CHECK_EVERY_MS);
      reasons = unsettled(page, waiting);
    }
    await page.painted();
    reasons = unsettled(page, options);
    if (reasons.length === 0) return;
    if (page.now() >= deadline) throw notSettled(timeoutMs, reasons);
    if (!options.keepFocus) page.releaseFocus();
  }
}

function notSettled(timeoutMs: number, reasons: string[]): Error {
  return new Error(
    `The story's page did not settle within ${timeoutMs} ms (.storybook/settle.ts): ${reasons.join('; ')}.`,
  );
}

/** `<button> "Saving…"`: an element as a reader of the failure finds it. */
function describeElement(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  const text = label.replace(/\s+/g, ' ').trim().slice(0, 60);
  const testId = element.getAttribute('data-testid');
  return `<${tag}${testId ? ` data-testid="${testId}"` : ''}>${text ? ` "${text}"` : ''}`;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The story test's document, with the mock requests of `mockRequests`. */
export function documentPage(requests: RequestTracker = mockRequests): SettlingPage {
  const focused = (): HTMLElement | SVGElement | null => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return null;
    return active instanceof HTMLElement || active instanceof SVGElement ? active : null;
  };
  return {
    pendingRequests: () => requests.pending(),
    busyElement: () => {
      const element = document.querySelector('[aria-busy="true"]');
      return element ? describeElement(element) : null;
    },
    focusedElement: () => {
      const element = focused();
      return element ? describeElement(element) : null;
    },
    releaseFocus: () => focused()?.blur(),
    painted: async () => {
      await document.fonts.ready;
      await nextFrame();
      await nextFrame();
    },
    now: () => performance.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * Settles the story test's page for a story with these `parameters` (see the file's comment).
 * Called once by `vitest.setup.ts` before anything is measured or shot.
 */
export async function settle(parameters: Record<string, unknown>): Promise<void> {
  await settlePage(documentPage(), settleOptions(parameters));
}
