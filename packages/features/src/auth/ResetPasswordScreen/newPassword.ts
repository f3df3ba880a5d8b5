import { authTexts } from '../shared/authTexts';

/** The shortest new password the reset form accepts (spec 1 §9). */
export const MIN_NEW_PASSWORD_LENGTH = 6;
/** How long the success message shows before the screen goes to /login (spec 1 §9). */
export const RESET_REDIRECT_DELAY_MS = 2000;

/**
 * The reset form's rules, in the spec's order (spec 1 §5): at least 6 characters, then both
 * entries equal. Returns the message to show, or null when the password may be sent.
 */
export function newPasswordMessage(password: string, confirmation: string): string | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH) return authTexts.passwordTooShort;
  if (password !== confirmation) return authTexts.passwordsDiffer;
  return null;
}
