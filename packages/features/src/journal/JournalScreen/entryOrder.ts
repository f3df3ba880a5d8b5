import type { JournalEntry } from '@wegrow/api';

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Past Entries, newest first (spec 1 §2): by creation time, the larger id first when two share a
 * time, an unreadable time last. The server already answers in this order; the screen does not
 * rely on it (an edit or a fake could answer otherwise).
 */
export function newestFirst(entries: readonly JournalEntry[]): JournalEntry[] {
  return [...entries].sort((a, b) => timeOf(b.created_at) - timeOf(a.created_at) || b.id - a.id);
}

/** The list as the screen reads it: an answer that is not a list counts as no entries. */
export function asEntryList(data: unknown): readonly JournalEntry[] {
  return Array.isArray(data) ? (data as JournalEntry[]) : [];
}

/** The entry was edited after it was written. */
export function wasEdited(entry: Pick<JournalEntry, 'created_at' | 'updated_at'>): boolean {
  return timeOf(entry.updated_at) > timeOf(entry.created_at);
}
