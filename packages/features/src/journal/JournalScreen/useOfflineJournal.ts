import type { Api } from '@wegrow/api';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
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
  type QueuedWrite,
} from '../../offline';
import type { EntryDraft } from './entryRules';
import {
  DRAFT_AUTOSAVE_MS,
  describeJournalChange,
  isEmptyDraft,
  journalSender,
  restoredDraft,
  type JournalCalls,
  type JournalChange,
} from './offlineJournal';

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
  const key = `journal:${userId ?? 'off'}`;
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
    const timer = window.setTimeout(
      () => void writeStored(draftKey, isEmptyDraft(draft) ? undefined : draft),
      DRAFT_AUTOSAVE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, draftKey, userId]);

  const replaying = useRef(false);
  const flush = useCallback(async () => {
    if (replaying.current || !navigator.onLine) return;
    await queue.loaded;
    if (pendingWrites(queue.snapshot()).length === 0) return;
    replaying.current = true;
    try {
      const started = queue.snapshot();
      const inReplay = new Set(started.map((write) => write.id));
      const keep = (left: QueuedWrite<JournalChange>[]) =>
        queue.replace([...left, ...queue.snapshot().filter((write) => !inReplay.has(write.id))]);
      const result = await replay(started, journalSender(journalCalls(api)), keep);
      await keep(result.queue);
      if (result.sent > 0) await reconcile();
    } finally {
      replaying.current = false;
    }
  }, [api, queue, reconcile]);

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
    create: async (typed: EntryDraft) => {
      await push({ op: 'create', title: typed.title.trim(), content: typed.content.trim() });
      await writeStored(draftKey, undefined);
    },
    update: (id: number, typed: EntryDraft) =>
      push({ op: 'update', id, title: typed.title.trim(), content: typed.content.trim() }),
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
