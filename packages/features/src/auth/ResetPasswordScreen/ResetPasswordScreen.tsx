import { useApi } from '@wegrow/api';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../shared/authRules';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { authTexts } from '../shared/authTexts';
import { newPasswordFieldErrors, RESET_REDIRECT_DELAY_MS } from './newPassword';
import {
  ResetPasswordDone,
  ResetPasswordForm,
  ResetPasswordMissingToken,
  type ResetPasswordField,
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ResetPasswordField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => void navigate(getHref('login')), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate, redirectDelayMs]);

  if (token.trim() === '') return <ResetPasswordMissingToken />;
  if (done) return <ResetPasswordDone />;

  function submit() {
    if (reset.isPending) return;
    const problems = newPasswordFieldErrors(password, confirmation);
    setFieldErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    reset.mutate(
      { body: { token, new_password: password } },
      {
        // The server ended every session of the account: one held here is over too, so /login
        // shows its form rather than sending a stale session on to /.
        onSuccess: () => {
          if (store.getSnapshot().isLoggedIn) store.logout('password-reset');
        },
        onError: (failure) => setError(failureText(failure, authTexts.resetFailed)),
      },
    );
  }

  return (
    <ResetPasswordForm
      password={password}
      confirmation={confirmation}
      onPasswordChange={(next) => {
        setPassword(next);
        setFieldErrors(({ password: _edited, ...rest }) => rest);
      }}
      onConfirmationChange={(next) => {
        setConfirmation(next);
        setFieldErrors(({ confirmation: _edited, ...rest }) => rest);
      }}
      onSubmit={submit}
      error={error}
      fieldErrors={fieldErrors}
      attempt={attempt}
      submitting={reset.isPending}
    />
  );
}
