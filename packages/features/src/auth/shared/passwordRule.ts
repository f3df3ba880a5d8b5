/**
 * The one password rule of the site, the server's (apps/server `passwordProblem`, the contract's
 * `NewPassword`): 8 to 128 characters, counted as the server counts them (code points, so an emoji
 * is one). Checked in the browser before a new password is sent (sign-up, reset) and shown as a
 * hint there.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The password's length as the server counts it (code points). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Which way a new password breaks the rule, or null when it keeps it. */
export function passwordRuleProblem(password: string): 'tooShort' | 'tooLong' | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}
