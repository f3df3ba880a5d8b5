import { toApiError } from '@wegrow/api';
import { useSession } from '../../session/SessionProvider';

/** Whether a failed call was refused for want of a (live) session: the server's 401. */
export function isRefused(error: unknown): boolean {
  return toApiError(error).status === 401;
}

/** Whether someone is signed in, with a user id the calls can carry. */
export function useSignedIn(): boolean {
  const { isLoggedIn, userId } = useSession();
  return isLoggedIn && userId !== null;
}
