/** The browser-storage flag that says the welcome page was shown (spec 1 route table, "index"). */
export const WELCOME_SEEN_KEY = 'wegrow_welcome_seen';

/** What `/` shows. */
export type HomeScreen = 'welcome' | 'homeA' | 'homeB';

/**
 * The rule of `/`: the welcome page on the very first visit, a home page afterwards — home page B
 * (the six tool tiles) for signed-in users, home page A (the welcome text and the movement) for
 * visitors. `/welcome` and `/LandingPage` always show their own page.
 */
export function chooseHomeScreen({
  welcomeSeen,
  isLoggedIn,
}: {
  welcomeSeen: boolean;
  isLoggedIn: boolean;
}): HomeScreen {
  if (!welcomeSeen) return 'welcome';
  return isLoggedIn ? 'homeB' : 'homeA';
}
