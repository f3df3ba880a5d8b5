/**
 * The settled page of the story test (`.storybook/settle.ts`): which mock requests it waits for,
 * when it gives up (naming what it waited for), and the focus it releases.
 */
import { loadingHandler } from '@wegrow/api/mocks';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createRequestTracker,
  mockRequests,
  settleOptions,
  settlePage,
  trackPageFetches,
  type SettlingPage,
} from '../.storybook/settle';

describe('the mock request tracker', () => {
  it('waits for a request from its start to its end, described by method and URL', () => {
    const tracker = createRequestTracker();
    tracker.start('a', 'GET', 'http://localhost/api/journal?page=2');
    tracker.start('b', 'POST', 'http://localhost/api/journal');
    expect(tracker.pending()).toEqual([
      'GET http://localhost/api/journal?page=2',
      'POST http://localhost/api/journal',
    ]);
    tracker.end('a');
    expect(tracker.pending()).toEqual(['POST http://localhost/api/journal']);
    tracker.end('b');
    expect(tracker.pending()).toEqual([]);
  });

  it('does not wait for a request held on purpose', () => {
    const tracker = createRequestTracker((id) => id === 'held');
    tracker.start('held', 'GET', 'http://localhost/api/journal');
    expect(tracker.pending()).toEqual([]);
  });

  it("waits for a page's fetch before the worker sees it and until its answer is back", async () => {
    const tracker = createRequestTracker();
    let answer = (): void => {};
    const answered = new Promise<Response>(
      (resolve) => (answer = () => resolve(new Response('{"ok":true}'))),
    );
    const scope = { fetch: () => answered } as unknown as typeof globalThis;
    const restore = trackPageFetches(tracker, scope);
    const call = scope.fetch('http://localhost/api/journal?page=2');
    expect(tracker.pending()).toEqual(['GET http://localhost/api/journal?page=2']);
    // The worker has it, then is done with it: the answer is not back on the page yet.
    tracker.start('a', 'get', 'http://localhost/api/journal?page=2');
    expect(tracker.pending()).toEqual(['GET http://localhost/api/journal?page=2']);
    tracker.end('a');
    expect(tracker.pending()).toEqual(['GET http://localhost/api/journal?page=2']);
    answer();
    const response = await call;
    // Its headers are here; the page has not read it yet.
    expect(tracker.pending()).toEqual(['GET http://localhost/api/journal?page=2']);
    await expect(response.clone().json()).resolves.toEqual({ ok: true });
    expect(tracker.pending()).toEqual([]);
    restore();
  });

  it('ends an answer without a body at once, and a failed call', async () => {
    const tracker = createRequestTracker();
    let call = 0;
    const scope = {
      fetch: () =>
        ++call === 1
          ? Promise.resolve(new Response(null, { status: 204 }))
          : Promise.reject(new TypeError('Failed to fetch')),
    } as unknown as typeof globalThis;
    trackPageFetches(tracker, scope);
    await scope.fetch('http://localhost/api/journal/1', { method: 'DELETE' });
    await expect(scope.fetch('http://localhost/api/journal')).rejects.toThrow('Failed to fetch');
    expect(tracker.pending()).toEqual([]);
  });

  it('ends a 204 or an empty answer at once, even with an (empty) body stream', async () => {
    const tracker = createRequestTracker();
    const answers = [
      // What the browser's fetch hands over for the fakes' 204: a body stream with nothing in it.
      new Response(new ReadableStream({ start: (c) => c.close() }), { status: 200 }),
      new Response('', { status: 200, headers: { 'Content-Length': '0' } }),
    ];
    Object.defineProperty(answers[0], 'status', { value: 204 });
    const scope = {
      fetch: () => Promise.resolve(answers.shift()),
    } as unknown as typeof globalThis;
    trackPageFetches(tracker, scope);
    await scope.fetch('http://localhost/api/communities/1/members/5', { method: 'DELETE' });
    await scope.fetch('http://localhost/api/communities/1', { method: 'DELETE' });
    expect(tracker.pending()).toEqual([]);
  });

  it('ends an event stream once the page has read its first chunk, not after the unread wait', async () => {
    const tracker = createRequestTracker();
    let push = (_text: string): void => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const scope = {
      fetch: () =>
        Promise.resolve(
          new Response(stream, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
        ),
    } as unknown as typeof globalThis;
    trackPageFetches(tracker, scope);
    const response = await scope.fetch('http://localhost/api/communities/1/chat/stream');
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    push('event: ready\ndata: {}\n\n');
    // Arrived, not read: still waited for.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tracker.pending()).toEqual(['GET http://localhost/api/communities/1/chat/stream']);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('event: ready\ndata: {}\n\n');
    // Ended a task after the page took it; the stream itself stays open.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tracker.pending()).toEqual([]);
    push('event: message\ndata: {}\n\n');
    const second = await reader.read();
    expect(new TextDecoder().decode(second.value)).toBe('event: message\ndata: {}\n\n');
  });

  it("leaves out a page's fetch the worker holds on purpose, and a call that is not the API's", () => {
    const tracker = createRequestTracker((id) => id === 'held');
    const never = new Promise<Response>(() => {});
    const scope = { fetch: () => never } as unknown as typeof globalThis;
    trackPageFetches(tracker, scope);
    void scope.fetch('http://localhost/fonts/inter.woff2');
    void scope.fetch(new Request('http://localhost/api/auth/sessions'));
    expect(tracker.pending()).toEqual(['GET http://localhost/api/auth/sessions']);
    tracker.start('held', 'GET', 'http://localhost/api/auth/sessions');
    expect(tracker.pending()).toEqual([]);
  });

  describe('with the fakes', () => {
    const server = setupServer(loadingHandler('get', '/journal'));
    const events = server.events;
    beforeAll(() => {
      events.on('request:start', ({ request, requestId }) =>
        mockRequests.start(requestId, request.method, request.url),
      );
      events.on('request:end', ({ requestId }) => mockRequests.end(requestId));
      server.listen({ onUnhandledRequest: 'error' });
    });
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());

    it('knows a loadingHandler request is held on purpose, and waits for any other', async () => {
      const controller = new AbortController();
      void fetch('http://localhost/api/journal', { signal: controller.signal }).catch(() => {});
      let answer = (): void => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.get('*/api/slow', async () => {
          await answered;
          return HttpResponse.json([]);
        }),
      );
      const slow = fetch('http://localhost/api/slow');
      // The held one is left out once its handler runs (after the request started); the slow
      // one is waited for until it is answered.
      await expect.poll(() => mockRequests.pending()).toEqual(['GET http://localhost/api/slow']);
      answer();
      await slow;
      await expect.poll(() => mockRequests.pending()).toEqual([]);
      controller.abort();
    });
  });
});

/** A page whose state the test changes, on a clock the test moves (no real waiting). */
function fakePage(state: { requests: string[]; busy: string | null; focused: string | null }) {
  let now = 0;
  const log: string[] = [];
  const page: SettlingPage & { log: string[]; onWait?: (at: number) => void } = {
    log,
    pendingRequests: () => state.requests,
    busyElement: () => state.busy,
    focusedElement: () => state.focused,
    releaseFocus: () => {
      if (state.focused) log.push(`release ${state.focused}`);
      state.focused = null;
    },
    painted: () => {
      log.push('painted');
      return Promise.resolve();
    },
    now: () => now,
    wait: (ms) => {
      now += ms;
      page.onWait?.(now);
      return Promise.resolve();
    },
  };
  return page;
}

const defaults = { keepFocus: false, busy: false };

describe('settling a page', () => {
  it('releases the focus, waits for the requests to be answered, then for the paint', async () => {
    const state = { requests: ['GET /api/journal'], busy: null, focused: '<button> "Go"' };
    const page = fakePage(state);
    page.onWait = (at) => {
      if (at >= 50) state.requests = [];
    };
    await settlePage(page, defaults, 1000);
    expect(page.log).toEqual(['release <button> "Go"', 'painted']);
    expect(page.now()).toBe(50);
  });

  it('fails naming the requests that never got an answer', async () => {
    const page = fakePage({
      requests: ['GET /api/journal', 'POST /api/journal/3/mantra'],
      busy: null,
      focused: null,
    });
    await expect(settlePage(page, defaults, 200)).rejects.toThrow(
      'did not settle within 200 ms (.storybook/settle.ts): 2 mock request(s) still unanswered: GET /api/journal, POST /api/journal/3/mantra',
    );
  });

  it('waits for aria-busy to end, unless the story shows a busy state on purpose', async () => {
    const busy = { requests: [], busy: '<button> "Saving…"', focused: null };
    await expect(settlePage(fakePage({ ...busy }), defaults, 100)).rejects.toThrow(
      '<button> "Saving…" is still aria-busy="true"',
    );
    await expect(settlePage(fakePage({ ...busy }), { ...defaults, busy: true }, 100)).resolves.toBe(
      undefined,
    );
  });

  it('keeps the focus of a story that shows a focus ring on purpose', async () => {
    const page = fakePage({ requests: [], busy: null, focused: '<input> "Email"' });
    await settlePage(page, { ...defaults, keepFocus: true }, 100);
    expect(page.log).toEqual(['painted']);
  });

  it('settles again when an answer moved the focus back during the paint', async () => {
    const state = { requests: [], busy: null, focused: null as string | null };
    const page = fakePage(state);
    const painted = page.painted;
    let paints = 0;
    page.painted = async () => {
      await painted();
      paints += 1;
      if (paints === 1) state.focused = '<input> "Title"';
    };
    await settlePage(page, defaults, 100);
    expect(page.log).toEqual(['painted', 'release <input> "Title"', 'painted']);
  });
});

describe('parameters.visual', () => {
  it('reads keepFocus and busy, both off by default', () => {
    expect(settleOptions({})).toEqual({ keepFocus: false, busy: false });
    expect(settleOptions({ visual: { keepFocus: true, busy: true, width: 320 } })).toEqual({
      keepFocus: true,
      busy: true,
    });
  });

  it('refuses a value that is not true or false', () => {
    expect(() => settleOptions({ visual: { keepFocus: 'yes' } })).toThrow(
      'parameters.visual.keepFocus must be true or false',
    );
  });
});
