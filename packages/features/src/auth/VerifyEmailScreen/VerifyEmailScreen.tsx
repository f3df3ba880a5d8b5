import { useApi } from '@wegrow/api';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { failureText } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { useResendVerification } from '../shared/useResendVerification';
import {
  VerifyEmailFailed,
  VerifyEmailMissingToken,
  VerifyEmailVerified,
  VerifyEmailVerifying,
} from './VerifyEmailViews';

/**
 * The e-mail verification screen (`/VerifyEmail?token=…`, the link mailed on sign-up, issue 30):
 * sends the link's token once, on open (`POST /auth/verify-email`), and shows the server's message
 * with the way on (Account when signed in, else Login); a refused link shows the server's `detail`
 * and, to a signed-in member, "Send a new link". A link without its token says so and sends nothing.
 * The screen is never the remembered "last visited path" (session/paths.ts).
 */
export function VerifyEmailScreen() {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const [search] = useSearchParams();
  const token = (search.get('token') ?? '').trim();
  const verify = api.useMutation('post', '/auth/verify-email');
  const resend = useResendVerification();
  const { mutate } = verify;
  // One call per token, even when React runs the effect twice (StrictMode) or the screen re-renders.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (token === '' || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ body: { token } });
  }, [token, mutate]);

  if (token === '') return <VerifyEmailMissingToken signedIn={isLoggedIn} />;
  if (verify.isSuccess)
    return <VerifyEmailVerified message={verify.data.message} signedIn={isLoggedIn} />;
  if (verify.isError)
    return (
      <VerifyEmailFailed
        detail={failureText(verify.error, authTexts.verifyFailed)}
        signedIn={isLoggedIn}
        onResend={resend.send}
        resending={resend.sending}
        resendOutcome={resend.outcome}
      />
    );
  return <VerifyEmailVerifying />;
}
