/**
 * What a journal entry must be before it is sent (spec 1 §5, the contract's JournalEntryInput),
 * and how its length is counted and shown.
 */

/** The contract's limits: a title of at most 200 characters, content of at most 20,000. */
export const ENTRY_LIMITS = { title: 200, content: 20_000 } as const;

/** A title and content as typed. */
export interface EntryDraft {
  title: string;
  content: string;
}

export const emptyDraft: EntryDraft = { title: '', content: '' };

/** The fields of a draft, in the order of the form. */
export type EntryField = keyof EntryDraft;

const isBlank = (text: string) => text.trim() === '';

/** The first field left blank (whitespace counts as blank), or null when both are filled. */
export function firstBlankField(draft: EntryDraft): EntryField | null {
  if (isBlank(draft.title)) return 'title';
  if (isBlank(draft.content)) return 'content';
  return null;
}

/**
 * An entry is saved only when both title and content are non-blank; otherwise the save is
 * silently ignored (spec 1 §5) and no request is sent.
 */
export function canSaveEntry(draft: EntryDraft): boolean {
  return firstBlankField(draft) === null;
}

/** What is sent: both fields trimmed (the server stores them trimmed too). */
export function entryRequest(draft: EntryDraft): EntryDraft {
  return { title: draft.title.trim(), content: draft.content.trim() };
}

/** The draft differs from what is saved (an edit worth sending). */
export function draftChanged(draft: EntryDraft, saved: EntryDraft): boolean {
  const next = entryRequest(draft);
  return next.title !== saved.title || next.content !== saved.content;
}

/**
 * Characters as a person counts them: Unicode code points, so an emoji or an accented letter
 * typed as one character counts once (the contract's `maxLength` counts the same way).
 */
export function countCharacters(text: string): number {
  // The string iterator walks code points, not UTF-16 units.
  return Array.from(text).length;
}

/** "1 character", "312 characters", "20,000 characters" (grouped in the reader's locale). */
export function formatCharacterCount(count: number, locale?: string): string {
  const number = new Intl.NumberFormat(locale).format(count);
  return `${number} ${count === 1 ? 'character' : 'characters'}`;
}
