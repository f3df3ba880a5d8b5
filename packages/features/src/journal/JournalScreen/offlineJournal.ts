/**
 * The journal offline (docs/offline.md): new entries, edits and deletes made with no connection
 * are queued on the device, shown at once, and sent in order when the network is back; the draft
 * being typed is kept on the device every few seconds, so a reload or a crashed tab loses nothing.
 * An edit replaces the entry's title and content as a whole: the last edit to reach the server
 * wins.
 */
import type { JournalEntry } from '@wegrow/api';
import { speaksOfCrisis } from '@wegrow/contract/journal';
import { outcomeOfAnswer, type QueuedWrite, type SendOutcome } from '../../offline';
import type { EntryDraft } from './entryRules';

/** A new entry's or an edit's body: the title, the content, and the date when one was chosen. */
export interface JournalBody {
  title: string;
  content: string;
  created_at?: string;
}

/**
 * A queued change. A new entry or an edit carries the date the writer chose (`created_at`, an ISO
 * time: writing about yesterday), sent with it when the network is back; none: the server's now
 * for a new entry, the entry's own date for an edit.
 */
export type JournalChange =
  | ({ op: 'create' } & JournalBody)
  | ({ op: 'update'; id: number } & JournalBody)
  | { op: 'delete'; id: number; title: string };

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

const noInsight = { status: 'absent', source: null, error: null } as const;

/** Whether an entry is one written on this device and not on the server yet (no id of its own). */
export function isWaitingEntry(entry: Pick<JournalEntry, 'id'>): boolean {
  return entry.id < 0;
}

/**
 * The entries as the member sees them: edits waiting to be sent shown over the server's, entries
 * waiting to be deleted left out, and new entries waiting to be sent added (with a temporary
 * negative id, no insights; `isWaitingEntry`). Only the writes still to be sent count: a refused
 * one is listed by the banner, not shown as done.
 */
export function withPendingChanges(
  entries: readonly JournalEntry[],
  writes: readonly JournalWrite[],
): JournalEntry[] {
  const deleted = new Set<number>();
  const created: JournalEntry[] = [];
  for (const { payload: change, queuedAt } of writes) {
    if (change.op === 'delete') deleted.add(change.id);
    if (change.op !== 'create') continue;
    const written = new Date(queuedAt).toISOString();
    const at = change.created_at ?? written;
    created.push({
      id: -(created.length + 1),
      title: change.title,
      content: change.content,
      tags: [],
      created_at: at,
      updated_at: written,
      reflection: null,
      mantra: null,
      next_action: null,
      insights: { reflection: noInsight, mantra: noInsight, next_action: noInsight },
      crisis: speaksOfCrisis(`${change.title}\n${change.content}`),
    });
  }
  const shown = entries
    .filter((entry) => !deleted.has(entry.id))
    .map((entry) => {
      let edited = entry;
      for (const { payload: change } of writes)
        if (change.op === 'update' && change.id === entry.id)
          edited = {
            ...edited,
            title: change.title,
            content: change.content,
            ...(change.created_at === undefined ? {} : { created_at: change.created_at }),
            crisis: speaksOfCrisis(`${change.title}\n${change.content}`),
          };
      return edited;
    });
  return [...created, ...shown];
}

/** What a queued change was, in words. */
export function describeJournalChange(change: JournalChange): string {
  if (change.op === 'create') return `New entry “${change.title}”`;
  return change.op === 'update' ? `Edit of “${change.title}”` : `Delete of “${change.title}”`;
}

/** The body a queued new entry or edit is sent with. */
const bodyOf = (change: JournalBody): JournalBody => ({
  title: change.title,
  content: change.content,
  ...(change.created_at === undefined ? {} : { created_at: change.created_at }),
});

export interface JournalCalls {
  create(body: JournalBody, key: string): Promise<{ status: number; detail?: string }>;
  update(id: number, body: JournalBody, key: string): Promise<{ status: number; detail?: string }>;
  remove(id: number, key: string): Promise<{ status: number; detail?: string }>;
}

/** Sends one queued change with its write's id as the `Idempotency-Key`. */
export function journalSender(calls: JournalCalls) {
  return async (write: JournalWrite): Promise<SendOutcome> => {
    const change = write.payload;
    const answer =
      change.op === 'create'
        ? await calls.create(bodyOf(change), write.id)
        : change.op === 'update'
          ? await calls.update(change.id, bodyOf(change), write.id)
          : await calls.remove(change.id, write.id);
    return outcomeOfAnswer(answer);
  };
}
