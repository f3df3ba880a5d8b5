/**
 * True when the address carries `justSignedUp` with any non-empty value (as the sign-up screen
 * sends it: `/login?justSignedUp=true`), so the login screen greets the new account.
 */
export function isJustSignedUp(search: URLSearchParams): boolean {
  return Boolean(search.get('justSignedUp'));
}
