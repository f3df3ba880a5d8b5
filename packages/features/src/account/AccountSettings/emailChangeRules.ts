/** A rough shape of an address (the server checks it fully): something@something.something. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What stops the change-of-address form before it is sent (the first problem), or null: the new
 * address's shape, the current address again, a missing password.
 */
export function emailChangeProblem(
  newEmail: string,
  password: string,
  current: string,
): string | null {
  const wanted = newEmail.trim().toLowerCase();
  if (!wanted) return 'Enter the new e-mail address.';
  if (!ADDRESS.test(wanted) || wanted.length > 254)
    return 'Enter an e-mail address like name@example.org.';
  if (wanted === current.trim().toLowerCase()) return 'That is already your address.';
  if (!password) return 'Enter your password to change your address.';
  return null;
}
