import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRule';

/**
 * The words of the authentication screens. The spec's messages (spec 1 §2, §5, §8) are kept
 * exactly; tests and stories look for them. The password messages keep the spec's shape ("Password
 * must be at least 6 characters.") with the server's real rule (8 to 128 characters, issue 11).
 */
export const authTexts = {
  captchaRequired: 'Please verify you are not a robot.',
  signupFailed: 'Signup failed',
  signupSucceeded: 'Signup successful! Please log in.',
  /** Under the spec's sign-up message on /login: the account is not verified yet (issue 30). */
  verificationLinkSent: 'We sent you a link to verify your e-mail address.',
  /** When the server's answer to "send the link again" has no sentence of its own. */
  resendFailed: 'The link could not be sent.',
  /** The button that asks for a new verification link (Account, the shell's notice, refusals). */
  resendAction: 'Send the link again',
  /** For screen readers, with a refusal's "Send the link again": where else it can be done. */
  resendElsewhere: 'You can also send the link again from your Account page.',
  /** The shell's notice while the signed-in member's address is not verified yet (issue 47). */
  unverifiedTitle: 'Your e-mail address is not verified yet',
  /** An already used link opened by a member whose address is verified (issue 47). */
  alreadyVerified: 'Your e-mail address is already verified.',
  /** When the server's answer to a verification link has no sentence of its own. */
  verifyFailed: 'The e-mail address could not be verified.',
  loginFailed: 'Invalid login or server error.',
  serverUnreachable: 'The server could not be reached. Try again.',
  resetRequestFailed: 'Request failed',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordHint: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDiffer: 'Passwords do not match.',
  resetFailed: 'Reset failed',
  resetSucceeded: 'Password reset! You may now log in.',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Enter your password.',
} as const;
