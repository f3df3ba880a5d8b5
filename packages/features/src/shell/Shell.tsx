import { AppShell, Button, NavBar, ThemeToggle } from '@wegrow/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { getHref } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { arrivalNotice, asksSignOut } from '../session/signOutOnArrival';
import { Logo } from '../shared/Logo/Logo';
import { accountItem, navItems } from './navItems';

/** The notice of a page reached after deleting the account (rare: its code loads only then). */
const ArrivalNotice = lazy(() => import('./ArrivalNotice'));

export interface ShellProps {
  /** The page. */
  children: ReactNode;
  /** The footer year. Fix it in stories. @default the current year */
  year?: number;
  /** Open the collapsed menu from the start (stories). @default false */
  defaultMenuOpen?: boolean;
}

/**
 * The root layout of every page (spec 1 "Top navigation"): the header with the product title, the
 * top navigation (Sign Up and Login for visitors; Account with the unread badge and Logout for
 * signed-in users), the light/dark switch, the main area and
 * the footer with the current year. On a phone the links and Logout fold into the Menu, which
 * carries the unread count; the theme switch stays in the header.
 */
export function Shell({ children, year, defaultMenuOpen = false }: ShellProps) {
  const { isLoggedIn, unreadCount, logout } = useSession();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  // A page reached with `signOutOnArrival` (after deleting the account) ends the session once it
  // is shown, not before (the page left behind would send the reader to /login), and says why.
  useEffect(() => {
    if (isLoggedIn && asksSignOut(state)) logout();
  }, [isLoggedIn, state, logout]);
  const notice = arrivalNotice(state);

  return (
    <AppShell
      title="WeGrow"
      logo={<Logo size="1.75rem" label="" />}
      renderTitleLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
      {...(year === undefined ? {} : { year })}
      footer={<span>Grown with love, sovereignty and cooperation.</span>}
      nav={
        <NavBar
          items={navItems(pathname, isLoggedIn)}
          account={accountItem(pathname, isLoggedIn, unreadCount)}
          renderLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
          defaultMenuOpen={defaultMenuOpen}
          menuActions={
            isLoggedIn ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  logout();
                  void navigate(getHref('login'));
                }}
              >
                Logout
              </Button>
            ) : null
          }
          actions={<ThemeToggle showLabel={false} />}
        />
      }
    >
      {notice ? (
        <Suspense fallback={null}>
          <ArrivalNotice
            onDismiss={() => void navigate(`${pathname}${search}`, { replace: true, state: null })}
          >
            {notice}
          </ArrivalNotice>
        </Suspense>
      ) : null}
      {children}
    </AppShell>
  );
}
