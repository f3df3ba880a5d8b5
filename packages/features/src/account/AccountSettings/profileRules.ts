/**
 * The profile's rules as the contract states them (`PATCH /auth/account/me`): a username of 3 to
 * 30 characters without surrounding spaces (unique, which only the server can tell), a bio of at
 * most 500 characters.
 */

/** Fewest characters of a username. */
export const USERNAME_MIN_LENGTH = 3;
/** Most characters of a username. */
export const USERNAME_MAX_LENGTH = 30;
/** Most characters of a bio. */
export const BIO_MAX_LENGTH = 500;

/** The username as it is sent: without surrounding spaces. */
export function normaliseUsername(value: string): string {
  return value.trim();
}

/** Why a typed username cannot be saved, as shown under the field; null when it can. */
export function usernameProblem(value: string): string | null {
  const username = normaliseUsername(value);
  if (username.length < USERNAME_MIN_LENGTH) {
    return `Use at least ${USERNAME_MIN_LENGTH} characters.`;
  }
  if (username.length > USERNAME_MAX_LENGTH) {
    return `Use at most ${USERNAME_MAX_LENGTH} characters.`;
  }
  return null;
}

/** True when the typed username differs from the saved one (surrounding spaces aside). */
export function usernameChanged(value: string, saved: string | null): boolean {
  return normaliseUsername(value) !== (saved ?? '');
}

/** Whether "Update Username" may be pressed: the value changed and is valid. */
export function canUpdateUsername(value: string, saved: string | null): boolean {
  return usernameChanged(value, saved) && usernameProblem(value) === null;
}

/** True when the typed bio differs from the saved one (null and empty are the same: no bio). */
export function bioChanged(value: string, saved: string | null): boolean {
  return value !== (saved ?? '');
}
