import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { getHref } from './paths';
import type { LoginRequirement } from './table';

/** The Login Required modal: its code (a dialog) loads only when a visitor meets it. */
const LoginRequired = lazy(async () => ({
  default: (await import('../shared/LoginRequired/LoginRequired')).LoginRequired,
}));

export interface RequireLoginProps {
  /** What the route needs (its `requiresLogin`); `false` lets everyone in. */
  requirement: false | LoginRequirement;
  /** The screen, for a signed-in user. */
  children: ReactNode;
}

/**
 * The one place a route that needs a login turns a visitor away: straight to /login
 * (`'redirect'`) or with the route's Login Required modal. Signed-in users get the screen.
 */
export function RequireLogin({ requirement, children }: RequireLoginProps) {
  const { isLoggedIn } = useSession();
  if (isLoggedIn || requirement === false) return children;
  if (requirement === 'redirect') return <Navigate to={getHref('login')} replace />;
  return (
    <Suspense fallback={null}>
      <LoginRequired title={requirement.title} message={requirement.message} />
    </Suspense>
  );
}
