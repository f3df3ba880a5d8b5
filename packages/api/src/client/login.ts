import type { ApiClient } from './createApiClient';

type FormValue = string | number | boolean | null | undefined;

/** Serialises a flat object as `application/x-www-form-urlencoded` (null/undefined fields left out). */
export function formUrlEncoded(body: Readonly<Record<string, FormValue>>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  return form.toString();
}

export interface PasswordLogin {
  email: string;
  password: string;
  /** The solved captcha (ALTCHA payload), sent as `recaptcha_token`. */
  recaptchaToken: string;
  /** Accepted and ignored by the server; default `wegrow-web`. */
  clientId?: string;
  /** Accepted and ignored by the server; default `wegrow-web`. */
  clientSecret?: string;
}

/**
 * `POST /auth/login`, form-encoded as the contract says (OAuth2 password grant: `username` is the
 * e-mail, `scope` empty). E-mail and password are trimmed (spec 1 §5). Resolves to openapi-fetch's
 * `{ data: TokenPair }` or `{ error: ApiError }` (401 for wrong credentials); storing the tokens is
 * the session's job.
 */
export function loginWithPassword(client: ApiClient, login: PasswordLogin) {
  return client.POST('/auth/login', {
    body: {
      grant_type: 'password',
      username: login.email.trim(),
      password: login.password.trim(),
      scope: '',
      client_id: login.clientId ?? 'wegrow-web',
      client_secret: login.clientSecret ?? 'wegrow-web',
      recaptcha_token: login.recaptchaToken,
    },
    bodySerializer: formUrlEncoded,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/**
 * `POST /auth/logout`: ends the session on the server by revoking the refresh token (and every token
 * rotated from the same login). It answers 204 even for an unknown or already used token, so logging
 * out never fails visibly; the caller forgets the tokens either way. Sent without a bearer token (the
 * auth middleware leaves this call alone, so it never refreshes, and rotates, the token it revokes).
 */
export function logout(client: ApiClient, refreshToken: string) {
  return client.POST('/auth/logout', { body: { refresh_token: refreshToken } });
}
