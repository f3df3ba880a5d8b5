/**
 * The journal offline (docs/offline.md): new entries and edits written with no connection are
 * queued on the device and sent in order when the network is back; the draft being typed is kept
 * on the device every few seconds, so a reload or a crashed tab loses nothing. An edit replaces
 * the entry's title and content as a whole: the last edit to reach the server wins.
 */
import type { JournalEntry } from '@wegrow/api';
import { outcomeOfAnswer, type QueuedWrite, type SendOutcome } from '../../offline';
import type { EntryDraft } from './entryRules';

export type JournalChange =
  | { op: 'create'; title: string; content: string }
  | { op: 'update'; id: number; title: string; content: string };

export type JournalWrite = QueuedWrite<JournalChange>;

/** How often the draft being typed is stored on the device. */
export const DRAFT_AUTOSAVE_MS = 2000;

/** The stored draft replaces the form only when the form is empty (nothing typed is overwritten). */
export function restoredDraft(current: EntryDraft, stored: EntryDraft | undefined): EntryDraft {
  if (!stored) return current;
  if (current.title !== '' || current.content !== '') return current;
  return stored;
}

/** Whether a draft has anything worth keeping. */
export function isEmptyDraft(draft: EntryDraft): boolean {
  return draft.title.trim() === '' && draft.content.trim() === '';
}

/** The entries as the member sees them: edits waiting to be sent shown over the server's. */
export function withPendingEdits(
  entries: readonly JournalEntry[],
  writes: readonly JournalWrite[],
): JournalEntry[] {
  return entries.map((entry) => {
    let shown = entry;
    for (const { payload: change } of writes)
      if (change.op === 'update' && change.id === entry.id)
        shown = { ...shown, title: change.title, content: change.content };
    return shown;
  });
}

/** What a queued change was, in words. */
export function describeJournalChange(change: JournalChange): string {
  return change.op === 'create' ? `New entry “${change.title}”` : `Edit of “${change.title}”`;
}

export interface JournalCalls {
  create(
    body: { title: string; content: string },
    key: string,
  ): Promise<{ status: number; detail?: string }>;
  update(
    id: number,
    body: { title: string; content: string },
    key: string,
  ): Promise<{ status: number; detail?: string }>;
}

/** Sends one queued change with its write's id as the `Idempotency-Key`. */
export function journalSender(calls: JournalCalls) {
  return async (write: JournalWrite): Promise<SendOutcome> => {
    const { title, content } = write.payload;
    const answer =
      write.payload.op === 'create'
        ? await calls.create({ title, content }, write.id)
        : await calls.update(write.payload.id, { title, content }, write.id);
    return outcomeOfAnswer(answer);
  };
}
