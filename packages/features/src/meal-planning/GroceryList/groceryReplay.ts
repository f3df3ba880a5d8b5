/**
 * The grocery list's offline replay (docs/offline.md): the member's queued changes sent in order,
 * each with its Idempotency-Key. The screen and the app shell call the same function; only one
 * replay of a queue runs at a time in the tab.
 */
import type { Api } from '@wegrow/api';
import { flushQueue, storedQueue, type FlushResult } from '../../offline';
import { grocerySender, type GroceryCalls, type GroceryChange } from './offlineGroceries';

/** The stored queue's key of one member's grocery changes. */
export function groceryQueueKey(userId: number | null): string {
  return `grocery-list:${userId ?? 'visitor'}`;
}

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

/** Sends the member's queued grocery changes (nothing when offline or already being sent). */
export function replayGroceryChanges(api: Api, userId: number): Promise<FlushResult> {
  return flushQueue(
    storedQueue<GroceryChange>(groceryQueueKey(userId)),
    grocerySender(groceryCalls(api)),
  );
}
