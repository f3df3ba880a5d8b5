/**
 * A Server-Sent Events parser (the WHATWG "event stream interpretation"), fed the stream's text
 * in whatever chunks the network gives: the browser's EventSource cannot send the bearer token the
 * chat stream needs, so the chat reads the stream with fetch and parses it here.
 */

/** One dispatched event. */
export interface SseEvent {
  /** `event:` (default `message`). */
  type: string;
  /** The `data:` lines joined with newlines. */
  data: string;
  /** The last event id seen so far (what `Last-Event-ID` sends on reconnection), or ''. */
  lastEventId: string;
}

export interface SseParser {
  /** Parses a chunk; returns the events it completed. */
  push(chunk: string): SseEvent[];
  /** The last `id:` seen (kept across events, as EventSource does). */
  readonly lastEventId: string;
  /** The last valid `retry:` in milliseconds, or null when none came. */
  readonly retry: number | null;
}

export function createSseParser(): SseParser {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let lastEventId = '';
  let retry: number | null = null;
  // A chunk may end between the CR and the LF of one CRLF.
  let skipLeadingLf = false;

  function dispatch(events: SseEvent[]) {
    if (data.length > 0)
      events.push({ type: type || 'message', data: data.join('\n'), lastEventId });
    type = '';
    data = [];
  }

  function line(text: string, events: SseEvent[]) {
    if (text === '') return dispatch(events);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(chunk) {
      const events: SseEvent[] = [];
      buffer += chunk;
      if (skipLeadingLf && buffer.startsWith('\n')) buffer = buffer.slice(1);
      skipLeadingLf = false;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) break;
        const text = buffer.slice(0, end);
        const crlf = buffer[end] === '\r';
        buffer = buffer.slice(end + 1);
        if (crlf) {
          if (buffer.startsWith('\n')) buffer = buffer.slice(1);
          else if (buffer === '') skipLeadingLf = true;
        }
        line(text, events);
      }
      return events;
    },
    get lastEventId() {
      return lastEventId;
    },
    get retry() {
      return retry;
    },
  };
}

/** Waits `ms`, or less when `signal` aborts (a stream's pause before it reconnects). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
