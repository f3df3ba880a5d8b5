import { newPasswordProblem } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { PASSWORD_MIN_LENGTH } from '../shared/passwordRule';
import type { ResetPasswordField } from './ResetPasswordForm';

/**
 * The shortest new password the reset form accepts: the site's one rule (the server's 8; the spec
 * said 6, which the server refused).
 */
export const MIN_NEW_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
/** How long the success message shows before the screen goes to /login (spec 1 §9). */
export const RESET_REDIRECT_DELAY_MS = 2000;

/**
 * The reset form's rules, in the spec's order (spec 1 §5): the password rule ('Password must be at
 * least 8 characters.', or at most 128), then both entries equal ('Passwords do not match.').
 * Returns the message to show, or null when the password may be sent.
 */
export function newPasswordMessage(password: string, confirmation: string): string | null {
  return (
    newPasswordProblem(password) ?? (password !== confirmation ? authTexts.passwordsDiffer : null)
  );
}

/** The same rules, as the message under the field it is about (nothing when the form may be sent). */
export function newPasswordFieldErrors(
  password: string,
  confirmation: string,
): Partial<Record<ResetPasswordField, string>> {
  const rule = newPasswordProblem(password);
  if (rule) return { password: rule };
  if (password !== confirmation) return { confirmation: authTexts.passwordsDiffer };
  return {};
}
