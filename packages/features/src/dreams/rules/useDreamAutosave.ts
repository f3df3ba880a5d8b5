import { useEffect, useRef } from 'react';
import { AUTOSAVE_DELAY_MS, shouldAutosave, type DreamDraft } from './dreamRules';

export interface DreamAutosaveOptions {
  /** Signed in (a visitor's dream is never saved). */
  signedIn: boolean;
  /** The dream as last saved or loaded (null: none yet); an equal draft is not saved again. */
  lastSaved: DreamDraft | null;
  /** Saves the draft. */
  save: (draft: DreamDraft) => void;
  /** @default AUTOSAVE_DELAY_MS (1 s, spec 2 §9) */
  delayMs?: number;
}

/**
 * Saves the dream a second after the vision or mantra last changed, when `shouldAutosave` says so:
 * debounced, so a burst of typing makes one save, at its pause.
 */
export function useDreamAutosave(
  draft: DreamDraft,
  { signedIn, lastSaved, save, delayMs = AUTOSAVE_DELAY_MS }: DreamAutosaveOptions,
): void {
  // The latest save and last-saved dream, without restarting the wait when only they change.
  const latest = useRef({ save, lastSaved });
  useEffect(() => {
    latest.current = { save, lastSaved };
  }, [save, lastSaved]);
  const { vision, mantra } = draft;
  useEffect(() => {
    if (!shouldAutosave(signedIn, { vision, mantra }, latest.current.lastSaved)) return undefined;
    const timer = setTimeout(() => {
      const dream = { vision, mantra };
      if (shouldAutosave(signedIn, dream, latest.current.lastSaved)) latest.current.save(dream);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [signedIn, vision, mantra, delayMs]);
}
