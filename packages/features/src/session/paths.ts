import { getHref } from '../routes/paths';

/**
 * Routes never remembered as the last visited path (spec 1 "Top navigation": /login, /signup and
 * /logout), and the account-recovery screens beside them: going back to /forgotpassword,
 * /ResetPassword (its link is single-use, "This reset link is incomplete…" once its token is gone) or
 * the e-mail verification link, a change-of-address link or a mail's unsubscribe link after a login
 * would only lead to a dead end.
 */
const NOT_REMEMBERED = new Set(
  [
    getHref('login'),
    getHref('signup'),
    getHref('logout'),
    getHref('forgotPassword'),
    getHref('resetPassword'),
    '/VerifyEmail',
    getHref('changeEmail'),
    getHref('unsubscribe'),
  ].map((path) => path.toLowerCase()),
);

/** Query parameters that must never be written to storage (a reset link's token, an address). */
const SECRET_PARAMS = new Set(['token', 'undo', 'access_token', 'refresh_token', 'email']);

/**
 * The path to remember for "go back after login", or null for a route that is not remembered.
 * Matching is case-insensitive like the routes (`/Login` is `/login`); a trailing slash is ignored.
 * The query string is kept (e.g. `?edit=true`) without secret parameters; the hash is dropped.
 */
export function pathToRemember(pathname: string, search = ''): string | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (NOT_REMEMBERED.has(normalised.toLowerCase())) return null;
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) params.delete(name);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
