import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeyOf, type Api } from '@wegrow/api';
import { useEffect } from 'react';
import { pendingWrites, storedQueue, type FlushResult } from '../../offline';

interface OfflineReplay {
  /** The stored queue's key (the screen's: `groceryQueueKey`, `journalQueueKey`). */
  key: (userId: number) => string;
  /** The screen's own replay, loaded only when its queue has something to send. */
  load: () => Promise<(api: Api, userId: number) => Promise<FlushResult>>;
  /** The list the sent changes changed, fetched again. */
  changed: QueryKey;
}

/** Every queue of changes made offline, and how to send it. */
const offlineReplays: readonly OfflineReplay[] = [
  {
    key: (userId) => `grocery-list:${userId}`,
    load: async () => (await import('../../meal-planning')).replayGroceryChanges,
    changed: queryKeyOf('/grocery-list/grocery-list'),
  },
  {
    key: (userId) => `journal:${userId}`,
    load: async () => (await import('../../journal')).replayJournalChanges,
    changed: queryKeyOf('/journal'),
  },
];

/**
 * The changes a member made offline (grocery list, journal) are sent from the app shell, wherever
 * the member is: when the site starts online and whenever the network comes back
 * (docs/offline.md). The screens run the same replays; one replay of a queue runs at a time in the
 * tab (`flushQueue`). Once something was sent, the list it changed is fetched again.
 */
export function useOfflineReplay(api: Api, userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const replayOne = async ({ key, load, changed }: OfflineReplay) => {
      const queue = storedQueue(key(userId));
      await queue.loaded;
      if (pendingWrites(queue.snapshot()).length === 0) return;
      const { sent } = await (await load())(api, userId);
      if (sent > 0) await queryClient.invalidateQueries({ queryKey: changed });
    };
    const replayAll = () => {
      if (!navigator.onLine) return;
      for (const replay of offlineReplays) {
        // A replay whose code cannot load (offline again) is tried at the next `online`.
        replayOne(replay).catch(() => undefined);
      }
    };
    replayAll();
    window.addEventListener('online', replayAll);
    return () => window.removeEventListener('online', replayAll);
  }, [api, queryClient, userId]);
}
