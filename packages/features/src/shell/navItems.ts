import type { NavItem } from '@wegrow/ui';
import { getHref } from '../routes/paths';

/** The top navigation of spec 1, in its order and with its spellings (`/farmgame`). */
export const mainNavigation = [
  { label: 'Home', href: getHref('home') },
  { label: 'Community', href: getHref('communities') },
  { label: 'Game', href: getHref('farmGame', { spelling: '/farmgame' }) },
  { label: 'Blog', href: getHref('blog') },
  { label: 'Projects', href: getHref('projects') },
  { label: 'Journal', href: getHref('journal') },
  { label: 'MealPlan', href: getHref('mealPlanning') },
] as const;

/** What a visitor sees after the main links. */
export const visitorNavigation = [
  { label: 'Sign Up', href: getHref('signup') },
  { label: 'Login', href: getHref('login') },
] as const;

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
  return links.map((link) => ({ ...link, current: isCurrent(link.href, pathname) }));
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
