import { AppShell, breakpoints, Button, Inline, NavBar, ThemeToggle } from '@wegrow/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { getHref } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { Logo } from '../shared/Logo/Logo';
import { accountItem, navItems } from './navItems';
import { useNarrow } from './useNarrow';

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
 * signed-in users), the light/dark switch, the main area and the footer with the current year.
 */
export function Shell({ children, year, defaultMenuOpen = false }: ShellProps) {
  const { isLoggedIn, unreadCount, logout } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // On a phone the header has room for the title, the Menu button and Logout only: the theme
  // switch moves to the footer there.
  const [shellRef, narrow] = useNarrow<HTMLDivElement>(breakpoints.sm);
  const tagline = <span>Grown with love, sovereignty and cooperation.</span>;

  return (
    <AppShell
      title="WeGrow"
      logo={<Logo size="1.75rem" label="" />}
      renderTitleLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
      {...(year === undefined ? {} : { year })}
      ref={shellRef}
      footer={
        narrow ? (
          <Inline justify="between" gap="3" style={{ flex: '1 1 100%' }}>
            {tagline}
            <ThemeToggle />
          </Inline>
        ) : (
          tagline
        )
      }
      nav={
        <NavBar
          items={navItems(pathname, isLoggedIn)}
          account={accountItem(pathname, isLoggedIn, unreadCount)}
          renderLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
          defaultMenuOpen={defaultMenuOpen}
          actions={
            <>
              {isLoggedIn ? (
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
              ) : null}
              {narrow ? null : <ThemeToggle showLabel={false} />}
            </>
          }
        />
      }
    >
      {children}
    </AppShell>
  );
}
