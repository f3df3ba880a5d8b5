import type { InsightKind } from '@wegrow/api';

/**
 * The screen's one modal at a time (spec 1 §4: "none, edit, delete entry, delete an insight
 * type"), plus the Login Required modal a visitor meets when trying to save.
 */
export type JournalModal =
  | { readonly kind: 'none' }
  | { readonly kind: 'edit'; readonly entryId: number }
  | { readonly kind: 'deleteEntry'; readonly entryId: number }
  | { readonly kind: 'deleteInsight'; readonly entryId: number; readonly insight: InsightKind }
  | { readonly kind: 'loginRequired' };

export const noModal: JournalModal = { kind: 'none' };

/** The entry a modal is about, or null. */
export function modalEntryId(modal: JournalModal): number | null {
  return 'entryId' in modal ? modal.entryId : null;
}

/** The modal, unless its entry is gone (deleted here or elsewhere): then none. */
export function modalFor(modal: JournalModal, entryIds: readonly number[]): JournalModal {
  const entryId = modalEntryId(modal);
  return entryId === null || entryIds.includes(entryId) ? modal : noModal;
}
