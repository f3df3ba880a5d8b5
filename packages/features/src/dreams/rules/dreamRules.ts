/**
 * The personal dream's rules (spec 2 §2 "/wedream", §4, §5, §9; issue 18): what a save sends,
 * when the editor saves by itself, and what the status line says after a save.
 */

/** The dream as typed in the editor. */
export interface DreamDraft {
  vision: string;
  mantra: string;
}

export const emptyDream: DreamDraft = { vision: '', mantra: '' };

/** The autosave waits this long after the last change (spec 2 §9: 1000 ms). */
export const AUTOSAVE_DELAY_MS = 1000;

/** Both texts have something besides spaces: the only dream the server saves. */
export function isCompleteDream(draft: DreamDraft): boolean {
  return draft.vision.trim() !== '' && draft.mantra.trim() !== '';
}

/** What a save sends: both texts trimmed (the server stores them trimmed too). */
export function saveRequest(draft: DreamDraft): DreamDraft {
  return { vision: draft.vision.trim(), mantra: draft.mantra.trim() };
}

/** Two drafts save the same dream. */
export function sameDream(a: DreamDraft, b: DreamDraft): boolean {
  const left = saveRequest(a);
  const right = saveRequest(b);
  return left.vision === right.vision && left.mantra === right.mantra;
}

/**
 * The editor saves by itself (a second after the last change): only when signed in, when both
 * texts are non-empty, and when the dream differs from the one last saved (or loaded) — an
 * unchanged dream is never saved again.
 */
export function shouldAutosave(
  signedIn: boolean,
  draft: DreamDraft,
  lastSaved: DreamDraft | null,
): boolean {
  if (!signedIn || !isCompleteDream(draft)) return false;
  return lastSaved === null || !sameDream(draft, lastSaved);
}

/** The status after a save: the server's message, or "Saved!" when it sent none (spec 2 §8). */
export function savedMessage(message: string | null | undefined): string {
  return message?.trim() ? message : 'Saved!';
}
