/**
 * Lyra's rules shared by the server and the MSW fakes: the visitor id that keeps an anonymous
 * visitor's chat log their own, and every `detail` of this domain.
 */

/** The header an anonymous visitor sends its random id in (the contract's `LyraVisitor`). */
export const LYRA_VISITOR_HEADER = 'X-Lyra-Visitor';

/** `LyraChatEntry.user_id` of a visitor's exchange. */
export const LYRA_ANONYMOUS_USER_ID = 'anonymous';

/** The chat log answers at most this many exchanges, newest first. */
export const LYRA_CHAT_LOG_SIZE = 200;

/** How many of the caller's latest exchanges Lyra reads before she answers. */
export const LYRA_HISTORY_SIZE = 10;

/** `getLyraDreams` lists at most this many dreams, the newest (issue 22: no unbounded list). */
export const LYRA_DREAMS_SHOWN = 200;

/** The longest message, in characters. */
export const LYRA_MESSAGE_MAX = 4000;

/** Error `detail`s. */
export const LYRA_DETAILS = {
  /** 422: `X-Lyra-Visitor` is not a random id (the contract's sentence for its pattern). */
  visitorIdInvalid: "The visitor id must be a random id of 22 to 64 letters, digits, '-' or '_'.",
} as const;

/** What the screen says when a message could not be sent (spec 3 §8). */
export const LYRA_FAILURE_TEXT = 'Something went wrong talking to Lyra.';

/** A visitor id has at least this many different characters: a fixed word is no random id. */
const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Whether a visitor id looks random: the contract's pattern (22 to 64 of `A-Z a-z 0-9 - _`, e.g.
 * 16 random bytes in base64url, or a UUID) and at least 10 different characters, so a constant
 * such as an old client's "anonymous…" cannot make one log shared by everyone.
 */
export function isRandomVisitorId(id: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(id) && new Set(id).size >= MIN_DISTINCT_CHARACTERS;
}
