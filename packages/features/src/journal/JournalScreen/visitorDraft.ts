/**
 * The new-entry draft of someone not signed in yet (docs/offline.md): a visitor who writes an
 * entry, presses Save and follows "Go to Login" comes back to the text they wrote. It is kept in
 * the tab's session storage (it survives the login detour and a reload, and goes when the tab is
 * closed: a visitor's words are not left behind on a shared computer), handed over to the member's
 * own stored draft once they are signed in, and forgotten when the entry is saved.
 */
import type { EntryDraft } from './entryRules';

/** The session storage key of the visitor's draft. */
export const VISITOR_DRAFT_KEY = 'wegrow:journal-draft';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is EntryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { title, content } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof content === 'string';
}

/** The draft kept in the tab, or undefined (none, or unreadable). */
export function readVisitorDraft(storage = tabStorage()): EntryDraft | undefined {
  try {
    const stored = storage?.getItem(VISITOR_DRAFT_KEY);
    if (!stored) return undefined;
    const parsed: unknown = JSON.parse(stored);
    return isDraft(parsed) ? { title: parsed.title, content: parsed.content } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft in the tab (an empty one is forgotten). */
export function writeVisitorDraft(draft: EntryDraft, storage = tabStorage()): void {
  try {
    if (draft.title.trim() === '' && draft.content.trim() === '')
      storage?.removeItem(VISITOR_DRAFT_KEY);
    else storage?.setItem(VISITOR_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft stays in the form only.
  }
}

/** Forgets the draft kept in the tab (saved, or now the member's own stored draft). */
export function forgetVisitorDraft(storage = tabStorage()): void {
  try {
    storage?.removeItem(VISITOR_DRAFT_KEY);
  } catch {
    // Nothing to forget.
  }
}
