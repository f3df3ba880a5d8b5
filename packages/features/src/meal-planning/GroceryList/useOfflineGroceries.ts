import type { Api, GroceryItem } from '@wegrow/api';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  dismissFailure,
  enqueue,
  failedWrites,
  newWriteId,
  pendingWrites,
  readStored,
  storedQueue,
  useOnline,
  writeStored,
  type FailedChange,
} from '../../offline';
import { groceryQueueKey, replayGroceryChanges } from './groceryReplay';
import {
  describeChange,
  temporaryGroceryId,
  withPendingChanges,
  type GroceryChange,
  type GroceryFieldChanges,
} from './offlineGroceries';

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
  const key = groceryQueueKey(userId);
  const queue = useMemo(() => storedQueue<GroceryChange>(key), [key]);
  const writes = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const [stored, setStored] = useState<GroceryItem[] | undefined>(undefined);

  // The last list the server gave, kept for the next visit without a network.
  useEffect(() => {
    if (userId === null) return;
    if (serverItems) void writeStored(`snapshot:${key}`, serverItems);
    else void readStored<GroceryItem[]>(`snapshot:${key}`).then(setStored);
  }, [key, serverItems, userId]);

  // The same replay the app shell runs wherever the member is (one at a time, see flushQueue).
  const flush = useCallback(async () => {
    if (userId === null) return;
    const result = await replayGroceryChanges(api, userId);
    if (result.sent > 0) await reconcile();
  }, [api, reconcile, userId]);

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
    /**
     * Queues an item typed by hand ("1 l milk"), read by the server when it is sent, with its own
     * aisle when one was given.
     */
    add: (name: string, aisle: string | null = null) =>
      push({
        op: 'add',
        temporaryId: temporaryGroceryId(),
        name,
        ...(aisle === null ? {} : { aisle }),
      }),
    update: (item: GroceryItem, changes: GroceryFieldChanges) =>
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
