import { comingSoonScreens } from './screens';
import { routeTable, type ScreenId } from './table';

/**
 * The main heading (`h1`) each screen shows, as the route tests look for it. A screen that is not
 * built yet shows "{title} is coming soon"; a screen that lands adds its heading here.
 * `home` is the first visit (the welcome page); see `redirects` for screens that send a visitor on.
 */
const builtHeadings: Partial<Record<ScreenId, string>> = {
  home: 'Welcome to WeGrow',
  welcome: 'Welcome to WeGrow',
  landing: 'Grow communities rooted in love',
  signup: 'Sign Up',
  login: 'Login',
  forgotPassword: 'Reset Your Password',
  resetPassword: 'Reset Password',
  account: 'Account',
};

/**
 * Where a visitor (not signed in) ends up after a screen rendered: the logout route goes to
 * /login, and so does the Account screen.
 */
export const redirects: Partial<Record<ScreenId, { pathname: string; screen: ScreenId }>> = {
  logout: { pathname: '/login', screen: 'login' },
  account: { pathname: '/login', screen: 'login' },
};

function titleOf(screen: ScreenId): string {
  const entry = routeTable.find((route) => route.screen === screen);
  if (!entry) throw new Error(`No route for ${screen}`);
  return entry.title;
}

/** The `h1` a visit to `screen` shows (following its redirect, if any). */
export function expectedHeading(screen: ScreenId): string {
  const shown = redirects[screen]?.screen ?? screen;
  const built = builtHeadings[shown];
  if (built) return built;
  if (comingSoonScreens.includes(shown)) return `${titleOf(shown)} is coming soon`;
  throw new Error(`The heading of the "${shown}" screen is missing from routes/headings.ts.`);
}

/** The heading of the 404 page. */
export const NOT_FOUND_HEADING = 'Page not found';
