/**
 * Sending one member's stored queue, from wherever the replay is asked for: the screen that made
 * the changes, or the app shell when the network comes back with the member anywhere else
 * (docs/offline.md). One replay of a queue at a time in the tab: a second call while one runs
 * waits for it and gets its result, so no write is sent twice at once (and each write's
 * Idempotency-Key makes a resend harmless anyway).
 */
import type { StoredQueue } from './store';
import { pendingWrites, replay, type QueuedWrite, type Sender } from './writeQueue';

/** What a flush came to. */
export interface FlushResult {
  /** How many writes the server applied (the list to reload when above 0). */
  sent: number;
  /** Whether it stopped because the server could not be reached (the rest waits). */
  interrupted: boolean;
}

const running = new Map<string, Promise<FlushResult>>();

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

async function flushNow<P>(queue: StoredQueue<P>, send: Sender<P>): Promise<FlushResult> {
  await queue.loaded;
  let sent = 0;
  // Writes queued while a round runs are sent by the next round, until none is left.
  while (pendingWrites(queue.snapshot()).length > 0) {
    const started = queue.snapshot();
    const inReplay = new Set(started.map((write) => write.id));
    const keep = (left: QueuedWrite<P>[]) =>
      queue.replace([...left, ...queue.snapshot().filter((write) => !inReplay.has(write.id))]);
    const result = await replay(started, send, keep);
    await keep(result.queue);
    sent += result.sent;
    if (result.interrupted) return { sent, interrupted: true };
    if (pendingWrites(queue.snapshot()).every((write) => inReplay.has(write.id))) break;
  }
  return { sent, interrupted: false };
}

/**
 * Sends the queue's pending writes in order (offline: nothing). While a flush of the same queue
 * runs, another call joins it instead of starting a second replay.
 */
export function flushQueue<P>(queue: StoredQueue<P>, send: Sender<P>): Promise<FlushResult> {
  const current = running.get(queue.key);
  if (current) return current;
  if (!isOnline()) return Promise.resolve({ sent: 0, interrupted: true });
  const flush = flushNow(queue, send).finally(() => running.delete(queue.key));
  running.set(queue.key, flush);
  return flush;
}
