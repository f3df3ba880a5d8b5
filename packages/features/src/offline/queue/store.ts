/**
 * Where the offline parts keep things on the device: IndexedDB through idb-keyval (its own
 * database, `wegrow-offline`). Each queue and snapshot is one key, scoped to the member
 * (`grocery-list:42`), so another member signing in on the same device never sends them.
 * Without IndexedDB (a private window that refuses it) everything stays in memory for the tab.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { QueuedWrite } from './writeQueue';

let store: UseStore | null | undefined;

function database(): UseStore | null {
  if (store !== undefined) return store;
  try {
    store = typeof indexedDB === 'undefined' ? null : createStore('wegrow-offline', 'keyval');
  } catch {
    store = null;
  }
  return store;
}

const memory = new Map<string, unknown>();

/** Reads a stored value (undefined when there is none). */
export async function readStored<T>(key: string): Promise<T | undefined> {
  const db = database();
  if (!db) return memory.get(key) as T | undefined;
  try {
    return await get<T>(key, db);
  } catch {
    return memory.get(key) as T | undefined;
  }
}

/** Stores a value (undefined deletes it). */
export async function writeStored(key: string, value: unknown): Promise<void> {
  if (value === undefined) memory.delete(key);
  else memory.set(key, value);
  const db = database();
  if (!db) return;
  try {
    if (value === undefined) await del(key, db);
    else await set(key, value, db);
  } catch {
    // Kept in memory for this tab.
  }
}

type Listener = () => void;

/**
 * One member's queue of one screen, loaded from the device and written back on every change;
 * subscribable (React's `useSyncExternalStore`).
 */
export class StoredQueue<P> {
  private writes: QueuedWrite<P>[] = [];
  private readonly listeners = new Set<Listener>();
  readonly loaded: Promise<void>;

  constructor(readonly key: string) {
    this.loaded = readStored<QueuedWrite<P>[]>(`queue:${key}`).then((stored) => {
      // Writes made before the stored ones arrived keep their place after them.
      if (stored?.length) this.writes = [...stored, ...this.writes];
      this.emit();
    });
  }

  snapshot = (): QueuedWrite<P>[] => this.writes;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces the queue (after an enqueue, a replay step, a dismissal) and stores it. */
  async replace(writes: QueuedWrite<P>[]): Promise<void> {
    this.writes = writes;
    this.emit();
    await writeStored(`queue:${this.key}`, writes.length ? writes : undefined);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

const queues = new Map<string, StoredQueue<unknown>>();

/** The queue of `key`, one instance per key in the tab. */
export function storedQueue<P>(key: string): StoredQueue<P> {
  let queue = queues.get(key);
  if (!queue) {
    queue = new StoredQueue<unknown>(key);
    queues.set(key, queue);
  }
  return queue as StoredQueue<P>;
}
