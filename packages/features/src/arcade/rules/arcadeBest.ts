/**
 * The arcade's best score, kept on this device (issue 21: "keep the best score locally"). The key
 * carries a version, so a later format can start afresh; a value that is not this version's
 * shape is corrupt and counts as no best score.
 */

/** Where the best score is kept (version 1: `{"best": <whole seconds>}`). */
export const ARCADE_BEST_KEY = 'wegrow.arcade.best.v1';

/** The best score in a stored text, or null (none stored, or corrupt). */
export function parseBest(text: string | null): number | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const best = (value as Record<string, unknown>)['best'];
    return typeof best === 'number' && Number.isInteger(best) && best >= 0 ? best : null;
  } catch {
    return null;
  }
}

export const serializeBest = (best: number) => JSON.stringify({ best });

/** The new best after a game: the score only when it beats the old best (or there was none). */
export function bestAfter(best: number | null, score: number): number | null {
  return best === null || score > best ? score : best;
}

export function readBest(): number | null {
  try {
    return parseBest(window.localStorage.getItem(ARCADE_BEST_KEY));
  } catch {
    return null;
  }
}

export function writeBest(best: number): void {
  try {
    window.localStorage.setItem(ARCADE_BEST_KEY, serializeBest(best));
  } catch {
    // Storage full or blocked: the best score lasts this visit only.
  }
}
