import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getHref } from '../routes/paths';
import { useSession } from './SessionProvider';

/** The /logout route: logs out and goes to /login. */
export function LogoutRoute() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (done.current) return;
    done.current = true;
    logout();
    void navigate(getHref('login'), { replace: true });
  }, [logout, navigate]);
  return null;
}
