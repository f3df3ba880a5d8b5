import { useApi } from '@wegrow/api';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../shared/authRules';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { authTexts } from '../shared/authTexts';
import { useNewPasswordDraft } from '../shared/useNewPasswordDraft';
import { RESET_REDIRECT_DELAY_MS } from './newPassword';
import {
  ResetPasswordDone,
  ResetPasswordForm,
  ResetPasswordMissingToken,
} from './ResetPasswordForm';

export interface ResetPasswordScreenProps {
  /** How long the success message shows before the screen goes to /login. @default 2000 */
  redirectDelayMs?: number;
}

/**
 * The reset-password screen (`/ResetPassword?token=…`, spec 1 §2): checks the new password (the
 * site's rule, 8 to 128 characters; both entries equal), sends it with the link's token
 * (`POST /auth/reset-password`), shows 'Password reset! You may now log in.' and goes to /login
 * two seconds later; a session held in this browser ends (the server ended them all). A failure
 * shows the server's `detail`, else 'Reset failed'.
 */
export function ResetPasswordScreen({
  redirectDelayMs = RESET_REDIRECT_DELAY_MS,
}: ResetPasswordScreenProps) {
  const api = useApi();
  const { store } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = api.useMutation('post', '/auth/reset-password');
  const draft = useNewPasswordDraft();
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => void navigate(getHref('login')), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate, redirectDelayMs]);

  if (token.trim() === '') return <ResetPasswordMissingToken />;
  if (done) return <ResetPasswordDone />;

  function submit() {
    if (reset.isPending || !draft.check()) return;
    reset.mutate(
      { body: { token, new_password: draft.password } },
      {
        // The server ended every session of the account: one held here is over too, so /login
        // shows its form rather than sending a stale session on to /.
        onSuccess: () => {
          if (store.getSnapshot().isLoggedIn) store.logout('password-reset');
        },
        onError: (failure) => draft.setError(failureText(failure, authTexts.resetFailed)),
      },
    );
  }

  return <ResetPasswordForm {...draft.formProps} onSubmit={submit} submitting={reset.isPending} />;
}
