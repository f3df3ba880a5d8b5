import { useApi } from '@wegrow/api';
import { useState } from 'react';
import { emailProblem, failureText } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/**
 * The request-password-reset screen (`/forgotpassword`, spec 1 §2): sends the trimmed e-mail
 * (`POST /auth/request-password-reset`) and shows the server's message in green, or its `detail`
 * (else 'Request failed') in red.
 */
export function ForgotPasswordScreen() {
  const api = useApi();
  const request = api.useMutation('post', '/auth/request-password-reset');
  const [email, setEmail] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  function submit() {
    if (request.isPending) return;
    setSuccess(null);
    setError(null);
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) {
      setAttempt((count) => count + 1);
      return;
    }
    request.mutate(
      { body: { email: email.trim() } },
      {
        onSuccess: (answer) => setSuccess(answer.message),
        onError: (failure) => setError(failureText(failure, authTexts.resetRequestFailed)),
      },
    );
  }

  return (
    <ForgotPasswordForm
      email={email}
      onEmailChange={(next) => {
        setEmail(next);
        setEmailError(null);
      }}
      onSubmit={submit}
      success={success}
      error={error}
      emailError={emailError}
      attempt={attempt}
      submitting={request.isPending}
    />
  );
}
