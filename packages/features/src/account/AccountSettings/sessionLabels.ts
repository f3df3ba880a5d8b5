import type { components } from '@wegrow/api';

type LoginSession = components['schemas']['LoginSession'];

const DEVICE_NAMES = { desktop: 'computer', mobile: 'phone', tablet: 'tablet' } as const;

/**
 * How a login is named in "Where you're signed in": "Firefox 133 on Android 15", "Chrome 142 on
 * Linux", a browser or system alone when only one is known, else the kind of device ("A phone"),
 * else "Unknown browser".
 */
export function sessionLabel({ browser, system, device }: LoginSession): string {
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return browser ?? system ?? '';
  return device === 'unknown' ? 'Unknown browser' : `A ${DEVICE_NAMES[device]}`;
}

/** The toast after "Sign out everywhere else". */
export function signedOutOthers(ended: number): string {
  if (ended === 0) return 'No other session was open.';
  return ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`;
}
