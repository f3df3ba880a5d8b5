import { Button, Text } from '@wegrow/ui';
import { authTexts } from './authTexts';
import { useResendVerification } from './useResendVerification';

/**
 * "Send the link again" for the signed-in account, and under it what the server answered (its
 * message, or why not): the Account page's notice and the site's unverified notice share it.
 */
export function ResendVerificationButton() {
  const { send, outcome, sending } = useResendVerification();
  return (
    <>
      <div>
        <Button size="sm" variant="secondary" onClick={send} loading={sending}>
          {authTexts.resendAction}
        </Button>
      </div>
      {outcome ? (
        <Text
          size="sm"
          tone="inherit"
          weight="medium"
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </Text>
      ) : null}
    </>
  );
}
