import { useApi } from '@wegrow/api';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../shared/authRules';
import { getHref } from '../../routes/paths';
import { authTexts } from '../shared/authTexts';
import { newPasswordMessage, RESET_REDIRECT_DELAY_MS } from './newPassword';
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

interface Problem {
  message: string;
  field: ResetPasswordField | null;
}

/**
 * The reset-password screen (`/ResetPassword?token=…`, spec 1 §2): checks the new password (at
 * least 6 characters, both entries equal), sends it with the link's token
 * (`POST /auth/reset-password`), shows 'Password reset! You may now log in.' and goes to /login
 * two seconds later. A failure shows the server's `detail`, else 'Reset failed'.
 */
export function ResetPasswordScreen({
  redirectDelayMs = RESET_REDIRECT_DELAY_MS,
}: ResetPasswordScreenProps) {
  const api = useApi();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = api.useMutation('post', '/auth/reset-password');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
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
    const message = newPasswordMessage(password, confirmation);
    if (message) {
      setProblem({
        message,
        field: message === authTexts.passwordTooShort ? 'password' : 'confirmation',
      });
      return;
    }
    setProblem(null);
    reset.mutate(
      { body: { token, new_password: password } },
      {
        onError: (failure) =>
          setProblem({ message: failureText(failure, authTexts.resetFailed), field: null }),
      },
    );
  }

  return (
    <ResetPasswordForm
      password={password}
      confirmation={confirmation}
      onPasswordChange={setPassword}
      onConfirmationChange={setConfirmation}
      onSubmit={submit}
      error={problem?.message ?? null}
      invalidField={problem?.field ?? null}
      submitting={reset.isPending}
    />
  );
}
