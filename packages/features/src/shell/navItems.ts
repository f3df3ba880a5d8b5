import type { NavItem } from '@wegrow/ui';

/** The top navigation of spec 1, in its order. */
export const mainNavigation = [
  { label: 'Home', href: '/' },
  { label: 'Community', href: '/communities' },
  { label: 'Game', href: '/farmgame' },
  { label: 'Blog', href: '/blog' },
  { label: 'Projects', href: '/projects' },
  { label: 'Journal', href: '/journal' },
  { label: 'MealPlan', href: '/MealPlanning' },
] as const;

/** What a visitor sees after the main links. */
export const visitorNavigation = [
  { label: 'Sign Up', href: '/signup' },
  { label: 'Login', href: '/login' },
] as const;

/** The Account link of a signed-in user. */
export const ACCOUNT_HREF = '/Account';

/**
 * True when `href` is the page being shown, or a page under it (`/blog/7` is in Blog). Paths match
 * case-insensitively like the routes; Home is current only on `/` itself.
 */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = href.toLowerCase();
  if (target === '/') return path === '/';
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
