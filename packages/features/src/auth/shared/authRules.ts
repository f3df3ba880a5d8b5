import { ApiError, type PasswordLogin, type SignupRequest } from '@wegrow/api';
import { authTexts } from './authTexts';
import { passwordRuleProblem } from './passwordRule';

/** What the sign-up and login forms hold. */
export interface Credentials {
  email: string;
  password: string;
}

/** The site's own message under each field that is not right yet (nothing is sent then). */
export type FieldErrors = Partial<Record<keyof Credentials, string>>;

/**
 * A request ready to send, or why not: messages under the fields (`fieldErrors`), or one for the
 * form (`message`: the captcha). Nothing is sent in the second case.
 */
export type Checked<T> =
  { ok: true; request: T } | { ok: false; fieldErrors: FieldErrors; message: string | null };

/** A plausible e-mail address (what `<input type="email">` checked before the form said noValidate). */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The checks of the fields before anything is sent: the e-mail (required, an address), the password
 * (required; for a new password, the site's rule: 8 to 128 characters). Values are checked as they
 * will be sent (trimmed).
 */
export function credentialsProblems(
  { email, password }: Credentials,
  { newPassword = false }: { newPassword?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const problem = emailProblem(email);
  if (problem) errors.email = problem;
  const secret = password.trim();
  if (secret === '') errors.password = authTexts.passwordRequired;
  else if (newPassword) {
    const rule = newPasswordProblem(secret);
    if (rule) errors.password = rule;
  }
  return errors;
}

/** The message for an e-mail field as it will be sent (trimmed): required, an address; or null. */
export function emailProblem(email: string): string | null {
  const address = email.trim();
  if (address === '') return authTexts.emailRequired;
  if (!EMAIL.test(address)) return authTexts.emailInvalid;
  return null;
}

/**
 * The message for a new password that breaks the rule (8 to 128 characters), in the spec's shape
 * ('Password must be at least 8 characters.'), or null.
 */
export function newPasswordProblem(password: string): string | null {
  const problem = passwordRuleProblem(password);
  if (problem === 'tooShort') return authTexts.passwordTooShort;
  if (problem === 'tooLong') return authTexts.passwordTooLong;
  return null;
}

function checked<T>(
  credentials: Credentials,
  captchaToken: string | null,
  newPassword: boolean,
  request: (email: string, password: string, token: string) => T,
): Checked<T> {
  const fieldErrors = credentialsProblems(credentials, { newPassword });
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, message: null };
  // Spec 1 §5: without a solved captcha, 'Please verify you are not a robot.' and nothing is sent.
  if (!captchaToken) return { ok: false, fieldErrors, message: authTexts.captchaRequired };
  return {
    ok: true,
    request: request(credentials.email.trim(), credentials.password.trim(), captchaToken),
  };
}

/** The device's IANA time zone (`Intl`), or null when it says none. */
export function deviceTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && zone.length > 0 && zone.length <= 100 ? zone : null;
}

/**
 * `POST /auth/signup`'s body: e-mail and password trimmed (spec 1 §5), the captcha solution
 * attached, and the device's time zone (the new account's notifications are written in it); only
 * once the fields pass (a new password: 8 to 128 characters) and the captcha is solved.
 */
export function signupRequest(
  credentials: Credentials,
  captchaToken: string | null,
  timeZone: string | null = deviceTimeZone(),
): Checked<SignupRequest> {
  return checked(credentials, captchaToken, true, (email, password, token) => ({
    email,
    password,
    recaptcha_token: token,
    ...(timeZone === null ? {} : { time_zone: timeZone }),
  }));
}

/** The login call's input: both fields filled in, the captcha solved (no password rule here). */
export function loginRequest(
  credentials: Credentials,
  captchaToken: string | null,
): Checked<PasswordLogin> {
  return checked(credentials, captchaToken, false, (email, password, token) => ({
    email,
    password,
    recaptchaToken: token,
  }));
}

/** No answer came (the connection dropped, the server is down). */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * The server's `detail` of a failed call (its 422 sentences as they are), else the screen's
 * fallback text ('Signup failed'…); "The server could not be reached. Try again." when no answer
 * arrived at all (`ApiError` status 0).
 */
export function failureText(error: unknown, fallback: string): string {
  if (unreachable(error)) return authTexts.serverUnreachable;
  if (error instanceof ApiError && error.detail.trim() !== '') return error.detail;
  return fallback;
}

/**
 * What a failed login says: 'Invalid login or server error.' for refused credentials or captcha
 * (spec 1 §8); the server's sentence for a refused form (422) or too many attempts (429); "The
 * server could not be reached. Try again." when no answer came or the server failed (5xx).
 */
export function loginFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return authTexts.loginFailed;
  if (error.status === 0 || error.status >= 500) return authTexts.serverUnreachable;
  if ((error.status === 422 || error.status === 429) && error.detail.trim() !== '') {
    return error.detail;
  }
  return authTexts.loginFailed;
}

/** The field errors left once the user has edited some fields (an edited field's error goes). */
export function withoutEditedErrors(
  errors: FieldErrors,
  before: Credentials,
  after: Credentials,
): FieldErrors {
  const kept: FieldErrors = { ...errors };
  if (before.email !== after.email) delete kept.email;
  if (before.password !== after.password) delete kept.password;
  return kept;
}
