/**
 * A navigation that ends the session once the next page is shown (after deleting the account),
 * and says why there: ended on the page being left, that page's login guard would send the reader
 * to /login first, and a toast of that page would leave with it. The shell ends the session when
 * a page with this state is shown (`asksSignOut`) and shows its notice (`arrivalNotice`).
 */
export function signOutOnArrival(notice: string) {
  return { signOutOnArrival: true, notice } as const;
}

/** Whether a location's state asks to end the session on arrival. */
export function asksSignOut(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'signOutOnArrival' in state &&
    state.signOutOnArrival === true
  );
}

/** The notice a location's state brings to the page (see `signOutOnArrival`), or null. */
export function arrivalNotice(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'notice' in state &&
    typeof state.notice === 'string'
    ? state.notice
    : null;
}
