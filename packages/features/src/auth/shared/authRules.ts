import { ApiError, type PasswordLogin, type SignupRequest } from '@wegrow/api';
import { authTexts } from './authTexts';

/** A request ready to send, or the message shown instead (and nothing is sent). */
export type Checked<T> = { ok: true; request: T } | { ok: false; message: string };

/** What the sign-up and login forms hold. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * `POST /auth/signup`'s body: e-mail and password trimmed, the captcha solution attached. Without
 * a solved captcha: 'Please verify you are not a robot.' and nothing is sent (spec 1 §5; the
 * e-mail input's type is the only other client check).
 */
export function signupRequest(
  { email, password }: Credentials,
  captchaToken: string | null,
): Checked<SignupRequest> {
  if (!captchaToken) return { ok: false, message: authTexts.captchaRequired };
  return {
    ok: true,
    request: { email: email.trim(), password: password.trim(), recaptcha_token: captchaToken },
  };
}

/** The login call's input, under the same rules as {@link signupRequest}. */
export function loginRequest(
  { email, password }: Credentials,
  captchaToken: string | null,
): Checked<PasswordLogin> {
  if (!captchaToken) return { ok: false, message: authTexts.captchaRequired };
  return {
    ok: true,
    request: { email: email.trim(), password: password.trim(), recaptchaToken: captchaToken },
  };
}

/**
 * The server's `detail` of a failed call, else the screen's fallback text ('Signup failed'…) —
 * also when no answer arrived at all (`ApiError` status 0: the connection dropped).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.detail.trim() !== '') {
    return error.detail;
  }
  return fallback;
}
