import { useApi } from '@wegrow/api';
import { useState } from 'react';
import { failureText } from './authRules';
import { authTexts } from './authTexts';

/** What the last "send the link again" said: the server's message, or why it did not send. */
export type ResendOutcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Asks for a new verification link for the signed-in account (`POST /auth/verify-email/resend`):
 * `outcome` holds the server's message ('A new verification link is on its way.') or its `detail`
 * (the hourly limit's 429, 'already verified' 409), else a fallback; a second press while one is
 * on its way does nothing.
 */
export function useResendVerification() {
  const api = useApi();
  const resend = api.useMutation('post', '/auth/verify-email/resend');
  const [outcome, setOutcome] = useState<ResendOutcome>(null);

  function send() {
    if (resend.isPending) return;
    setOutcome(null);
    resend.mutate(
      {},
      {
        onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
        onError: (failure) =>
          setOutcome({ tone: 'error', text: failureText(failure, authTexts.resendFailed) }),
      },
    );
  }

  return { send, outcome, sending: resend.isPending };
}
