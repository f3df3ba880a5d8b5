/**
 * What the sign-up screen hands the login screen in the router's state (never in the address, so
 * the e-mail stays out of logs, analytics and history lists): the address just signed up with.
 */
export interface SignedUpState {
  readonly signedUpEmail: string;
}

/** The router state that carries the new account's e-mail to /login. */
export function signedUpState(email: string): SignedUpState {
  return { signedUpEmail: email };
}

/** The e-mail a location's state carries from sign-up, or '' (any other state). */
export function signedUpEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('signedUpEmail' in state)) return '';
  const { signedUpEmail: email } = state;
  return typeof email === 'string' ? email : '';
}
