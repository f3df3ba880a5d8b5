/**
 * The offline write queue's rules, pure (no storage, no network): writes kept in the order they
 * were made, each with its own idempotency key; replayed in that order; a write the server refuses
 * is kept with the server's reason and shown, never dropped; a write that could not reach the
 * server stops the replay, and it and every later write wait for the next one. See docs/offline.md.
 */

/** One write made while offline, waiting to be sent. */
export interface QueuedWrite<Payload = unknown> {
  /** Unique; sent as the `Idempotency-Key`, so a write replayed twice is applied once. */
  id: string;
  /** What it does, e.g. `add`, `update`, `delete` (the sender reads it). */
  kind: string;
  payload: Payload;
  /** When it was made (ms since the epoch), for display. */
  queuedAt: number;
  /** Set once the server refused it: the server's reason. Kept until the member dismisses it. */
  failure?: string;
}

/** What sending one write came to. */
export type SendOutcome =
  /** Applied (or already applied: the server answered its first answer again). */
  | { kind: 'done'; created?: { temporaryId: number; id: number } }
  /** Refused by the server (a 4xx): kept with the reason, shown to the member. */
  | { kind: 'refused'; detail: string }
  /** No answer (offline, or the server failed): this and the later writes wait. */
  | { kind: 'unreachable' };

/** Sends one write; `ids` maps the temporary ids of items made offline to the server's ids. */
export type Sender<Payload> = (
  write: QueuedWrite<Payload>,
  ids: ReadonlyMap<number, number>,
) => Promise<SendOutcome>;

/** A new write's id: a random UUID where the browser has one, else a random string. */
export function newWriteId(random: () => string = defaultRandomId): string {
  return random();
}

function defaultRandomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The queue with a write added at its end. */
export function enqueue<P>(
  queue: readonly QueuedWrite<P>[],
  write: QueuedWrite<P>,
): QueuedWrite<P>[] {
  return [...queue, write];
}

/** The writes still to send, in order (refused ones are not sent again). */
export function pendingWrites<P>(queue: readonly QueuedWrite<P>[]): QueuedWrite<P>[] {
  return queue.filter((write) => write.failure === undefined);
}

/** The writes the server refused, in order, with their reasons. */
export function failedWrites<P>(queue: readonly QueuedWrite<P>[]): QueuedWrite<P>[] {
  return queue.filter((write) => write.failure !== undefined);
}

/** The queue without one refused write (the member dismissed it). */
export function dismissFailure<P>(queue: readonly QueuedWrite<P>[], id: string): QueuedWrite<P>[] {
  return queue.filter((write) => !(write.id === id && write.failure !== undefined));
}

export interface ReplayResult<P> {
  /** The queue afterwards: refused writes kept with their reasons, unsent writes kept in order. */
  queue: QueuedWrite<P>[];
  /** How many writes were applied. */
  sent: number;
  /** Whether the replay stopped early because the server could not be reached. */
  interrupted: boolean;
  /** Temporary ids of items made offline → the server's ids. */
  ids: Map<number, number>;
}

/**
 * Sends the pending writes one at a time, in order. `onProgress` gets the queue after each write
 * (to store it at once: a tab closed halfway loses nothing and sends nothing twice, the keys
 * making a resent write harmless).
 */
export async function replay<P>(
  queue: readonly QueuedWrite<P>[],
  send: Sender<P>,
  onProgress: (queue: QueuedWrite<P>[]) => void | Promise<void> = () => undefined,
): Promise<ReplayResult<P>> {
  let current = [...queue];
  const ids = new Map<number, number>();
  let sent = 0;
  for (const write of pendingWrites(queue)) {
    let outcome: SendOutcome;
    try {
      outcome = await send(write, ids);
    } catch {
      outcome = { kind: 'unreachable' };
    }
    if (outcome.kind === 'unreachable') return { queue: current, sent, interrupted: true, ids };
    if (outcome.kind === 'done') {
      sent += 1;
      if (outcome.created) ids.set(outcome.created.temporaryId, outcome.created.id);
      current = current.filter((queued) => queued.id !== write.id);
    } else {
      current = current.map((queued) =>
        queued.id === write.id ? { ...queued, failure: outcome.detail } : queued,
      );
    }
    await onProgress(current);
  }
  return { queue: current, sent, interrupted: false, ids };
}

/**
 * An answer's status as the queue sees it: 2xx applied, 4xx refused (but 401, 408 and 429: the
 * session or the server will be back), anything else unreachable for now.
 */
export function outcomeOfAnswer(answer: { status: number; detail?: string }): SendOutcome {
  if (answer.status >= 200 && answer.status < 300) return { kind: 'done' };
  if (answer.status >= 400 && answer.status < 500 && ![401, 408, 429].includes(answer.status))
    return { kind: 'refused', detail: answer.detail ?? `Refused (${answer.status}).` };
  return { kind: 'unreachable' };
}
