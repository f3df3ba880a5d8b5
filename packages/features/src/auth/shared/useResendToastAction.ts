import { useApi } from '@wegrow/api';
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import type { ToastAction, ToastApi, ToastOptions } from '@wegrow/ui';
import { useCallback } from 'react';
import { failureText } from './authRules';
import { authTexts } from './authTexts';

/**
 * The refusal "Verify your e-mail address before you post where others can read it." carries its
 * own way out (issue 47): a toast that says it gets "Send the link again", wherever a screen raised
 * it. Returns the toast provider's `actionFor`; the outcome (the server's "A new verification link is
 * on its way.", or why not) is told as a toast of its own.
 */
export function useResendToastAction() {
  const api = useApi();
  const { mutate } = api.useMutation('post', '/auth/verify-email/resend');
  return useCallback(
    ({ title, description }: ToastOptions, { toast }: ToastApi): ToastAction | undefined =>
      title === PLATFORM_DETAILS.emailNotVerified ||
      description === PLATFORM_DETAILS.emailNotVerified
        ? {
            label: authTexts.resendAction,
            altText: authTexts.resendElsewhere,
            onClick: () =>
              mutate(
                {},
                {
                  onSuccess: (answer) => toast({ title: answer.message, tone: 'success' }),
                  onError: (failure) =>
                    toast({
                      title: failureText(failure, authTexts.resendFailed),
                      tone: 'error',
                    }),
                },
              ),
          }
        : undefined,
    [mutate],
  );
}
