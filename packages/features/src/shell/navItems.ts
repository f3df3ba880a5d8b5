import type { NavItem } from '@wegrow/ui';
import { getHref, type RouteId } from '../routes/paths';
import { toolNames } from '../routes/toolNames';

/** A link of the top navigation and the route it leads to. */
export interface NavLink {
  readonly route: RouteId;
  readonly label: string;
  readonly href: string;
}

/**
 * The top navigation of spec 1, in its order and with its spellings (`/farmgame`), each tool under
 * its one name (`toolNames`: "Communities", "Farm Game", "Meal Planner").
 */
export const mainNavigation: readonly NavLink[] = [
  { route: 'home', label: 'Home', href: getHref('home') },
  { route: 'communities', label: toolNames.communities, href: getHref('communities') },
  {
    route: 'farmGame',
    label: toolNames.farmGame,
    href: getHref('farmGame', { spelling: '/farmgame' }),
  },
  { route: 'blog', label: toolNames.blog, href: getHref('blog') },
  { route: 'projects', label: toolNames.projects, href: getHref('projects') },
  { route: 'journal', label: toolNames.journal, href: getHref('journal') },
  { route: 'mealPlanning', label: toolNames.mealPlanning, href: getHref('mealPlanning') },
];

/** What a visitor sees after the main links. */
export const visitorNavigation: readonly NavLink[] = [
  { route: 'signup', label: 'Sign Up', href: getHref('signup') },
  { route: 'login', label: 'Login', href: getHref('login') },
];

/** The Account link of a signed-in user. */
export const ACCOUNT_HREF = getHref('account');

/**
 * True when `href` is the page being shown, or a page under it (`/blog/7` is in Blog). Paths match
 * case-insensitively like the routes; Home is current only on `/` itself.
 */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = href.toLowerCase();
  if (target === getHref('home')) return path === target;
  return path === target || path.startsWith(`${target}/`);
}

/** The navigation links for a location and a session state (Account is separate). */
export function navItems(pathname: string, isLoggedIn: boolean): NavItem[] {
  const links = isLoggedIn ? mainNavigation : [...mainNavigation, ...visitorNavigation];
  return links.map(({ label, href }) => ({ label, href, current: isCurrent(href, pathname) }));
}

/** The Account link with its unread badge (hidden at zero), or none for a visitor. */
export function accountItem(
  pathname: string,
  isLoggedIn: boolean,
  unreadCount: number,
): NavItem | undefined {
  if (!isLoggedIn) return undefined;
  return {
    label: 'Account',
    href: ACCOUNT_HREF,
    current: isCurrent(ACCOUNT_HREF, pathname),
    count: unreadCount,
    countLabel: (count) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  };
}
