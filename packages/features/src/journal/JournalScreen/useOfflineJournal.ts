import type { Api } from '@wegrow/api';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
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
import type { EntryDraft } from './entryRules';
import {
  DRAFT_AUTOSAVE_MS,
  describeJournalChange,
  isEmptyDraft,
  restoredDraft,
  type JournalChange,
} from './offlineJournal';
import { journalQueueKey, replayJournalChanges } from './journalReplay';
import { forgetVisitorDraft } from './visitorDraft';

/**
 * The journal offline for one member (`userId` null: off, as in the stories): new entries, edits
 * and deletes made with no network queued on the device and sent in order once it is back (then
 * the list is reloaded); the draft being typed stored every few seconds and restored into an empty form.
 */
export function useOfflineJournal(
  api: Api,
  userId: number | null,
  draft: EntryDraft,
  setDraft: (update: (current: EntryDraft) => EntryDraft) => void,
  reconcile: () => unknown,
) {
  const online = useOnline();
  const key = journalQueueKey(userId);
  const queue = useMemo(() => storedQueue<JournalChange>(key), [key]);
  const writes = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const draftKey = `draft:${key}`;

  // The draft: restored once, then stored every few seconds while it changes.
  useEffect(() => {
    if (userId === null) return;
    void readStored<EntryDraft>(draftKey).then((stored) =>
      setDraft((current) => restoredDraft(current, stored)),
    );
  }, [draftKey, setDraft, userId]);
  useEffect(() => {
    if (userId === null) return;
    // Once the member's own draft is stored, the one kept from before signing in is no longer needed.
    const timer = window.setTimeout(
      () =>
        void writeStored(draftKey, isEmptyDraft(draft) ? undefined : draft).then(() =>
          forgetVisitorDraft(),
        ),
      DRAFT_AUTOSAVE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, draftKey, userId]);

  // The same replay the app shell runs wherever the member is (one at a time, see flushQueue).
  const flush = useCallback(async () => {
    if (userId === null) return;
    const result = await replayJournalChanges(api, userId);
    if (result.sent > 0) await reconcile();
  }, [api, reconcile, userId]);

  useEffect(() => {
    if (online && userId !== null) void flush();
  }, [online, userId, flush, writes.length]);

  const push = (change: JournalChange) =>
    queue.replace(
      enqueue(queue.snapshot(), {
        id: newWriteId(),
        kind: change.op,
        payload: change,
        queuedAt: Date.now(),
      }),
    );
  const pending = useMemo(() => pendingWrites(writes), [writes]);
  const failed: FailedChange[] = failedWrites(writes).map((write) => ({
    id: write.id,
    what: describeJournalChange(write.payload),
    detail: write.failure ?? '',
  }));
  return {
    enabled: userId !== null,
    /** Whether a save should be queued instead of sent now. */
    queueing: userId !== null && (!online || pending.length > 0),
    pending,
    /** Queues a new entry, with the date the writer chose (an ISO time) when it is not today. */
    create: async (typed: EntryDraft, createdAt?: string) => {
      await push({
        op: 'create',
        title: typed.title.trim(),
        content: typed.content.trim(),
        ...(createdAt === undefined ? {} : { created_at: createdAt }),
      });
      await writeStored(draftKey, undefined);
    },
    /** Queues an edit, with the entry's new date (an ISO time) when it was changed. */
    update: (id: number, typed: EntryDraft, createdAt?: string) =>
      push({
        op: 'update',
        id,
        title: typed.title.trim(),
        content: typed.content.trim(),
        ...(createdAt === undefined ? {} : { created_at: createdAt }),
      }),
    remove: (entry: { id: number; title: string }) =>
      push({ op: 'delete', id: entry.id, title: entry.title }),
    /** Forgets the stored draft (after the entry was saved). */
    clearDraft: () => writeStored(draftKey, undefined),
    banner: {
      online,
      pending: pending.length,
      failed,
      onDismiss: (id: string) => void queue.replace(dismissFailure(queue.snapshot(), id)),
    },
  };
}
