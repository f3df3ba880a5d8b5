/**
 * The two near-identical journals of spec 1 §2: `/smartjournal` titled Smart Journal, which also
 * puts a note into the user's own inbox after each save (spec 1 §7: "one journal variant only"),
 * and `/journal` (`/iam`) titled simply Journal.
 */
export const journalVariants = ['smart', 'journal'] as const;
export type JournalVariant = (typeof journalVariants)[number];

export interface JournalVariantRules {
  /** The screen's title (the document title's and the page's). */
  readonly title: string;
  /** A saved entry is confirmed by a note in the user's own inbox (`POST /inbox/send`). */
  readonly sendsInboxNote: boolean;
}

export const journalVariantRules: Readonly<Record<JournalVariant, JournalVariantRules>> = {
  smart: { title: 'Smart Journal', sendsInboxNote: true },
  journal: { title: 'Journal', sendsInboxNote: false },
};

/** The inbox note confirming a saved entry (the contract's example words). */
export function savedEntryNote(title: string): string {
  return `Your journal entry "${title}" was saved.`;
}

/** The confirmation under the form after a save. */
export function savedEntryNotice(variant: JournalVariant): string {
  return journalVariantRules[variant].sendsInboxNote
    ? 'Entry saved. A note is waiting in your inbox.'
    : 'Entry saved.';
}
