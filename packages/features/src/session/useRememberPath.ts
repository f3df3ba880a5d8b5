import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from './SessionProvider';

/** Remembers every route visited (except /login, /signup, /logout and the account-recovery screens: see `pathToRemember`) as the last visited path. */
export function useRememberPath(): void {
  const { store } = useSession();
  const { pathname, search } = useLocation();
  useEffect(() => {
    store.rememberPath(pathname, search);
  }, [store, pathname, search]);
}
