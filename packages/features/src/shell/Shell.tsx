import { AppShell, Button, NavBar, ThemeToggle } from '@wegrow/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { getHref } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { arrivalNotice, asksSignOut } from '../session/signOutOnArrival';
import { Logo } from '../shared/Logo/Logo';
import { accountItem, navItems } from './navItems';

/** The notice of a page reached after deleting the account (rare: its code loads only then). */
const ArrivalNotice = lazy(() => import('./ArrivalNotice'));
/** The notice of a signed-in member whose address is not verified yet (its code loads only then). */
const UnverifiedNotice = lazy(() => import('./UnverifiedNotice'));

/** Where the unverified notice was dismissed for this visit (the user's id). */
const UNVERIFIED_DISMISSED_KEY = 'wegrow.unverifiedNoticeDismissed';

/** Pages that say it themselves: the Account page's own notice, and the link's page. */
const SAYS_VERIFICATION_ITSELF = new Set(['/account', '/verifyemail']);

/** Whether the unverified notice was dismissed by `userId` in this tab's visit. */
function readDismissed(userId: number | null): boolean {
  try {
    return userId !== null && sessionStorage.getItem(UNVERIFIED_DISMISSED_KEY) === String(userId);
  } catch {
    return false;
  }
}

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
  const { isLoggedIn, unreadCount, logout, userProfile, userId } = useSession();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  // A page reached with `signOutOnArrival` (after deleting the account) ends the session once it
  // is shown, not before (the page left behind would send the reader to /login), and says why.
  useEffect(() => {
    if (isLoggedIn && asksSignOut(state)) logout();
  }, [isLoggedIn, state, logout]);
  const notice = arrivalNotice(state);
  const [dismissedBy, setDismissedBy] = useState<number | null>(null);
  const unverified =
    isLoggedIn &&
    userProfile?.email_verified === false &&
    !SAYS_VERIFICATION_ITSELF.has(pathname.toLowerCase()) &&
    dismissedBy !== userId &&
    !readDismissed(userId);

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
      {unverified && userProfile ? (
        <Suspense fallback={null}>
          <UnverifiedNotice
            email={userProfile.email}
            onDismiss={() => {
              setDismissedBy(userId);
              try {
                sessionStorage.setItem(UNVERIFIED_DISMISSED_KEY, String(userId));
              } catch {
                // Storage refused (private mode): dismissed until the page is left.
              }
            }}
          />
        </Suspense>
      ) : null}
      {children}
    </AppShell>
  );
}
