/**
 * The journal's offline replay (docs/offline.md): the member's queued new entries, edits and
 * deletes sent in order, each with its Idempotency-Key. The screen and the app shell call the same
 * function; only one replay of a queue runs at a time in the tab.
 */
import type { Api } from '@wegrow/api';
import { flushQueue, storedQueue, type FlushResult } from '../../offline';
import { journalSender, type JournalCalls, type JournalChange } from './offlineJournal';

/** The stored queue's key of one member's journal changes (null: the screen works online only). */
export function journalQueueKey(userId: number | null): string {
  return `journal:${userId ?? 'off'}`;
}

type Detail = { detail?: string } | undefined;

function journalCalls(api: Api): JournalCalls {
  const { client } = api;
  return {
    async create(body, key) {
      const { error, response } = await client.POST('/journal', {
        body,
        params: { header: { 'Idempotency-Key': key } },
      });
      return { status: response.status, detail: (error as Detail)?.detail };
    },
    async update(id, body, key) {
      const { error, response } = await client.PUT('/journal/{id}', {
        params: { path: { id }, header: { 'Idempotency-Key': key } },
        body,
      });
      return { status: response.status, detail: (error as Detail)?.detail };
    },
    async remove(id, key) {
      const { error, response } = await client.DELETE('/journal/{id}', {
        params: { path: { id }, header: { 'Idempotency-Key': key } },
      });
      return { status: response.status, detail: (error as Detail)?.detail };
    },
  };
}

/** Sends the member's queued journal changes (nothing when offline or already being sent). */
export function replayJournalChanges(api: Api, userId: number): Promise<FlushResult> {
  return flushQueue(
    storedQueue<JournalChange>(journalQueueKey(userId)),
    journalSender(journalCalls(api)),
  );
}
