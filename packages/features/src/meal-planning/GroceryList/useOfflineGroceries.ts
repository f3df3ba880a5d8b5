import type { Api, GroceryItem } from '@wegrow/api';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  dismissFailure,
  enqueue,
  failedWrites,
  newWriteId,
  pendingWrites,
  readStored,
  replay,
  storedQueue,
  useOnline,
  writeStored,
  type FailedChange,
} from '../../offline';
import {
  describeChange,
  grocerySender,
  temporaryGroceryId,
  withPendingChanges,
  type GroceryCalls,
  type GroceryChange,
} from './offlineGroceries';

type Detail = { detail?: string } | undefined;

/** The API calls of a replay, each with its Idempotency-Key; a throw means unreachable. */
function groceryCalls(api: Api): GroceryCalls {
  const { client } = api;
  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  return {
    async list() {
      const { data, error, response } = await client.GET('/grocery-list/grocery-list');
      return { status: response.status, items: data?.items, detail: (error as Detail)?.detail };
    },
    async add(body, key) {
      const { data, error, response } = await client.POST('/grocery-list/grocery-list/item', {
        body,
        params: { header: keyed(key) },
      });
      return { status: response.status, item: data?.item, detail: (error as Detail)?.detail };
    },
    async update(item, key) {
      const { error, response } = await client.PUT('/grocery-list/grocery-list/item/{id}', {
        params: { path: { id: item.id }, header: keyed(key) },
        body: item,
      });
      return { status: response.status, detail: (error as Detail)?.detail };
    },
    async remove(id, key) {
      const { error, response } = await client.DELETE('/grocery-list/grocery-list/item/{id}', {
        params: { path: { id }, header: keyed(key) },
      });
      return { status: response.status, detail: (error as Detail)?.detail };
    },
  };
}

/**
 * The grocery list offline, for one member: the last loaded list kept on the device and shown
 * when the network is gone; changes made offline queued (IndexedDB) and shown at once; replayed
 * in order when the network is back, then the list reloaded from the server (`reconcile`).
 */
export function useOfflineGroceries(
  api: Api,
  userId: number | null,
  serverItems: readonly GroceryItem[] | undefined,
  reconcile: () => unknown,
) {
  const online = useOnline();
  const key = `grocery-list:${userId ?? 'visitor'}`;
  const queue = useMemo(() => storedQueue<GroceryChange>(key), [key]);
  const writes = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const [stored, setStored] = useState<GroceryItem[] | undefined>(undefined);

  // The last list the server gave, kept for the next visit without a network.
  useEffect(() => {
    if (userId === null) return;
    if (serverItems) void writeStored(`snapshot:${key}`, serverItems);
    else void readStored<GroceryItem[]>(`snapshot:${key}`).then(setStored);
  }, [key, serverItems, userId]);

  const replaying = useRef(false);
  const flush = useCallback(async () => {
    if (replaying.current || !navigator.onLine) return;
    await queue.loaded;
    if (pendingWrites(queue.snapshot()).length === 0) return;
    replaying.current = true;
    try {
      const started = queue.snapshot();
      const inReplay = new Set(started.map((write) => write.id));
      // Writes queued while the replay runs are kept after what is left of it.
      const keep = (left: typeof started) =>
        queue.replace([...left, ...queue.snapshot().filter((write) => !inReplay.has(write.id))]);
      const result = await replay(started, grocerySender(groceryCalls(api)), keep);
      await keep(result.queue);
      if (result.sent > 0) await reconcile();
    } finally {
      replaying.current = false;
    }
  }, [api, queue, reconcile]);

  useEffect(() => {
    if (online && userId !== null) void flush();
  }, [online, userId, flush, writes.length]);

  const push = useCallback(
    (change: GroceryChange) =>
      queue.replace(
        enqueue(queue.snapshot(), {
          id: newWriteId(),
          kind: change.op,
          payload: change,
          queuedAt: Date.now(),
        }),
      ),
    [queue],
  );

  // The stored list stands in only offline: online, the screen waits for the server's.
  const base = serverItems ?? (online ? undefined : stored);
  const pending = useMemo(() => pendingWrites(writes), [writes]);
  const shown = useMemo(
    () => (base === undefined ? undefined : withPendingChanges(base, pending)),
    [base, pending],
  );
  const failed: FailedChange[] = failedWrites(writes).map((write) => ({
    id: write.id,
    what: describeChange(write.payload),
    detail: write.failure ?? '',
  }));
  return {
    online,
    /** The list to show (undefined while nothing is known yet). */
    items: shown,
    /** Whether the shown list is the stored one (no answer from the server this visit). */
    fromDevice: serverItems === undefined && base !== undefined,
    /** Whether a change should be queued instead of sent now. */
    queueing: !online || pending.length > 0,
    add: (name: string, quantity: number) =>
      push({ op: 'add', temporaryId: temporaryGroceryId(), name, quantity }),
    update: (item: GroceryItem, changes: Partial<Pick<GroceryItem, 'checked' | 'quantity'>>) =>
      push({ op: 'update', id: item.id, name: item.name, changes }),
    remove: (item: GroceryItem) => push({ op: 'delete', id: item.id, name: item.name }),
    banner: {
      online,
      pending: pending.length,
      failed,
      onDismiss: (id: string) => void queue.replace(dismissFailure(queue.snapshot(), id)),
    },
  };
}
