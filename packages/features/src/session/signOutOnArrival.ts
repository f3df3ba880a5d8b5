/**
 * A navigation that ends the session once the next page is shown (after deleting the account):
 * ended on the page being left, that page's login guard would send the reader to /login first.
 * The shell ends it when a page with this state is shown (`asksSignOut`).
 */
export const SIGN_OUT_ON_ARRIVAL = { signOutOnArrival: true } as const;

/** Whether a location's state asks to end the session on arrival. */
export function asksSignOut(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'signOutOnArrival' in state &&
    state.signOutOnArrival === true
  );
}
