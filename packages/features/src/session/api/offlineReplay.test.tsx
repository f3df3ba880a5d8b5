import { users } from '@wegrow/api/mocks';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedQueue, type QueuedWrite } from '../../offline';
import { recordRequests, renderScreen } from '../../testing/unit';
import { SessionSync } from './SessionSync';

const WAIT = { timeout: 5000 };

/** Puts one change in a member's stored queue, as a screen does offline. */
async function queued(key: string, write: QueuedWrite) {
  const queue = storedQueue(key);
  await queue.loaded;
  await queue.replace([...queue.snapshot(), write]);
  return queue;
}

afterEach(() => vi.restoreAllMocks());

describe('the app shell replays the changes made offline', () => {
  it('sends the grocery list and journal queues when the network comes back, wherever the member is, once', async () => {
    const userId = users.maya.id;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const groceries = await queued(`grocery-list:${userId}`, {
      id: 'grocery-write-1',
      kind: 'add',
      payload: { op: 'add', temporaryId: -1, name: 'Oat milk', quantity: 2 },
      queuedAt: 0,
    });
    const journal = await queued(`journal:${userId}`, {
      id: 'journal-write-1',
      kind: 'create',
      payload: { op: 'create', title: 'On the train', content: 'Written with no network.' },
      queuedAt: 0,
    });
    const requests = recordRequests();
    // Signed in, on a page that is neither the grocery list nor the journal: only the shell runs.
    renderScreen(<SessionSync />, { session: { userId } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.of('POST /grocery-list/grocery-list/item')).toHaveLength(0);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(groceries.snapshot()).toEqual([]), WAIT);
    await waitFor(() => expect(journal.snapshot()).toEqual([]), WAIT);
    const adds = requests.of('POST /grocery-list/grocery-list/item');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.headers.get('Idempotency-Key')).toBe('grocery-write-1');
    expect(await adds[0]?.json()).toMatchObject({ name: 'Oat milk', quantity: 2 });
    const entries = requests.of('POST /journal');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.headers.get('Idempotency-Key')).toBe('journal-write-1');
  });
});
