/**
 * The words of the authentication screens. The spec's messages (spec 1 §2, §5, §8) are kept
 * exactly; tests and stories look for them.
 */
export const authTexts = {
  captchaRequired: 'Please verify you are not a robot.',
  signupFailed: 'Signup failed',
  signupSucceeded: 'Signup successful! Please log in.',
  loginFailed: 'Invalid login or server error.',
  loginMayFail: 'Login may fail the first time because of a server error — if it does, try again.',
  resetRequestFailed: 'Request failed',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordsDiffer: 'Passwords do not match.',
  resetFailed: 'Reset failed',
  resetSucceeded: 'Password reset! You may now log in.',
} as const;
