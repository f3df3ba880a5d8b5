/**
 * The username rule, shared by the server, the MSW fakes and the account screen (this module has
 * no dependency, so a screen may import it; the look-alike and reserved checks are in
 * `@wegrow/contract/username-skeleton`, with the rule on mixing scripts).
 *
 * A username is compared and stored in Unicode NFKC (full-width "ａｄａ" is "ada", "ﬁ" is "fi"),
 * surrounding spaces trimmed. It is 3 to 30 characters (code points, after NFKC) of letters
 * (`\p{L}`), combining marks (`\p{M}`), decimal digits (`\p{Nd}`), '.', '_' and '-', starting with
 * a letter or digit and ending with a letter, mark or digit. Invisible characters (Unicode
 * Default_Ignorable_Code_Point: joiners, variation selectors…) are refused, so two names that show
 * the same never differ by something unseen.
 */

/** Fewest characters of a username (after NFKC). */
export const USERNAME_MIN = 3;
/** Most characters of a username (after NFKC). */
export const USERNAME_MAX = 30;

/** The `detail` of each refusal of a username (status in the comment). */
export const USERNAME_DETAILS = {
  /** 422: outside the allowed set or length. */
  shape:
    "Usernames are 3–30 letters, digits, '.', '_' or '-', starting and ending with a letter or digit.",
  /** 422: a reserved name or a look-alike of one ("admin", "WeGrow…", the role labels). */
  reserved: 'That username is reserved.',
  /**
   * 422: letters of more than one script, beyond what UTS #39's "Highly Restrictive" level allows
   * (Latin with Cyrillic "а" looks like a Latin name; see `mixesScripts` in username-skeleton).
   */
  mixedScripts: 'A username may not mix scripts (such as Latin and Cyrillic letters).',
  /** 409: another account has the same name, ignoring case. */
  taken: 'That username is already taken.',
  /** 409: another account's name looks the same (same confusables skeleton). */
  tooSimilar: "That username is too similar to another member's.",
} as const;

// Both regexes run in linear time: one character class each, anchored, no nested repetition.
const ALLOWED = /^[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}._-]*[\p{L}\p{M}\p{Nd}])?$/u;
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** The username as it is stored and compared: NFKC, surrounding spaces trimmed. */
export function normalizeUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/**
 * Why a normalized username (see `normalizeUsername`) is not of the allowed shape, as the
 * `detail` of a 422; null when it is. Says nothing of reserved names and look-alikes.
 */
export function usernameShapeProblem(name: string): string | null {
  const length = [...name].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) return USERNAME_DETAILS.shape;
  if (!ALLOWED.test(name) || INVISIBLE.test(name)) return USERNAME_DETAILS.shape;
  return null;
}
