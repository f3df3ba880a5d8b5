import { LYRA_MESSAGE_MAX, type LyraChatEntry } from '@wegrow/api';
import { lyraTexts } from './lyraTexts';

/** Lyra's home shows the first five dreams (spec 3 §9). */
export const DREAMS_SHOWN = 5;

/** The dreams the home page shows: the first five, in the order the server gives (newest first). */
export function dreamsShown(dreams: readonly string[]): readonly string[] {
  return dreams.slice(0, DREAMS_SHOWN);
}

/** The chat log, newest first (spec 3 §2), whatever order it arrives in. */
export function newestFirst(entries: readonly LyraChatEntry[]): LyraChatEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}

/** What stops a message from being sent: nothing to say (null: the button just waits), or too long. */
export type MessageCheck = { ok: true; message: string } | { ok: false; problem: string | null };

/**
 * Checks a message before it is sent, as the contract does: at least one non-space character and at
 * most 4000 characters (counted as the server counts them, in UTF-16 code units, untrimmed).
 */
export function checkMessage(text: string): MessageCheck {
  if (text.trim() === '') return { ok: false, problem: null };
  if (text.length > LYRA_MESSAGE_MAX) return { ok: false, problem: lyraTexts.tooLong };
  return { ok: true, message: text };
}

/** The characters counter under the box, e.g. "12 / 4000". */
export function characterCount(text: string): string {
  return `${String(text.length)} / ${String(LYRA_MESSAGE_MAX)}`;
}
