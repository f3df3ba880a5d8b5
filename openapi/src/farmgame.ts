/**
 * The farm game's cloud save: the rule a save must meet (spec 3 §5: a save without a `grid` array
 * or a numeric `elapsedTime` is corrupt) and every `detail` and `message` the server sends, shared
 * with the MSW fakes so both judge a save alike.
 */

/**
 * A plain JSON object (not an array, not null). Kept here rather than imported from `./index`,
 * which loads the whole bundled contract: the farm game's screen checks saves with this module,
 * and its chunk must stay small.
 */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The largest save, in bytes of UTF-8. */
export const FARM_SAVE_MAX_BYTES = 256 * 1024;

/** Error `detail`s. */
export const FARM_GAME_DETAILS = {
  /** 404: the caller has no cloud save yet (the game falls back to its local save). */
  noSave: 'No saved game yet.',
  /** 422: `data` does not parse as JSON. */
  notJson: 'The saved game is not valid JSON.',
  /** 422: `data` is JSON but not an object. */
  notObject: 'The saved game must be a JSON object.',
  /** 422: the object lacks a `grid` array or a numeric `elapsedTime` (a corrupt save). */
  corrupt: 'The saved game must have a grid list and a numeric elapsedTime.',
  /** 422: more than `FARM_SAVE_MAX_BYTES`. */
  tooLarge: 'The saved game must be at most 256 KB.',
} as const;

/** Success messages (`{ message }`). */
export const FARM_GAME_MESSAGES = {
  saved: 'Game saved.',
} as const;

/** The length of `text` in bytes of UTF-8. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Why a save cannot be kept, as its `detail`, or null when it is fine. */
export function farmSaveProblem(data: string): string | null {
  if (utf8Length(data) > FARM_SAVE_MAX_BYTES) return FARM_GAME_DETAILS.tooLarge;
  let state: unknown;
  try {
    state = JSON.parse(data);
  } catch {
    return FARM_GAME_DETAILS.notJson;
  }
  if (!isJsonObject(state)) return FARM_GAME_DETAILS.notObject;
  if (!Array.isArray(state['grid']) || typeof state['elapsedTime'] !== 'number')
    return FARM_GAME_DETAILS.corrupt;
  return null;
}
