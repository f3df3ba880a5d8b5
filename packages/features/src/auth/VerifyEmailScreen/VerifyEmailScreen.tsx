import { ApiError, useApi } from '@wegrow/api';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { failureText } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { useNewPasswordDraft } from '../shared/useNewPasswordDraft';
import { useResendVerification } from '../shared/useResendVerification';
import {
  VerifyEmailChoosePassword,
  VerifyEmailFailed,
  VerifyEmailMissingToken,
  VerifyEmailVerified,
  VerifyEmailVerifying,
} from './VerifyEmailViews';

/** Answers to the token sent on open that lead to the password step instead of an error. */
const ASKS_PASSWORD: ReadonlySet<number> = new Set([401, 422]);

/**
 * The e-mail verification screen (`/VerifyEmail?token=…`, the link mailed on sign-up, issue 30).
 * Whoever follows the link becomes the only holder of the account (issue 41: someone else may have
 * signed up with the address first):
 * - signed in, the screen sends the link's token once, on open (`POST /auth/verify-email`, with
 *   the session's bearer token): the server ends every other login of the account, and this one
 *   goes on (the client refreshes its access token);
 * - not signed in (or when the server asks for a password: signed in as another account), the
 *   screen asks the follower to choose the account's password (the reset form's rules: 8 to 128
 *   characters, both entries equal) and sends it with the token; every session the account had
 *   ends.
 * Verified, it shows the server's message and the way on (Account when signed in through the link's
 * account, else Login). A refused link shows the server's `detail` and, to a signed-in member, "Send
 * a new link"; a refused password shows the server's sentence in the form. A link without its token
 * says so and sends nothing. The screen is never the remembered "last visited path" (session/paths.ts).
 */
export function VerifyEmailScreen() {
  const api = useApi();
  const { isLoggedIn, userProfile } = useSession();
  const [search] = useSearchParams();
  const token = (search.get('token') ?? '').trim();
  const verify = api.useMutation('post', '/auth/verify-email');
  const resend = useResendVerification();
  const { mutate } = verify;
  // Not signed in, a password first; signed in, the token goes on open.
  const [choosing, setChoosing] = useState(!isLoggedIn);
  const draft = useNewPasswordDraft();
  // One call per token, even when React runs the effect twice (StrictMode) or the screen re-renders.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (choosing || token === '' || sentFor.current === token) return;
    sentFor.current = token;
    mutate(
      { body: { token } },
      {
        // Signed in as another account (422), or the session ended on the way (401, the client
        // could not refresh it and signed out): the password step.
        onError: (failure) => {
          if (failure instanceof ApiError && ASKS_PASSWORD.has(failure.status)) setChoosing(true);
        },
      },
    );
  }, [choosing, token, mutate]);

  if (token === '') return <VerifyEmailMissingToken signedIn={isLoggedIn} />;
  if (verify.isSuccess)
    return (
      <VerifyEmailVerified
        message={verify.data.message}
        // Through a password every session of the account ended: the way on is Login.
        signedIn={isLoggedIn && !choosing}
      />
    );
  const failure = verify.isError ? verify.error : null;
  const status = failure instanceof ApiError ? failure.status : null;
  // A used link opened again by a member whose address is verified (typically the link of the
  // mail, opened a second time): nothing is wrong, and there is nothing to ask for (issue 47).
  if (status === 400 && isLoggedIn && !choosing && userProfile?.email_verified === true)
    return <VerifyEmailVerified message={authTexts.alreadyVerified} signedIn />;
  // Signed in, every failure but the request for a password; in the form, a refused link (400).
  if (failure && (choosing ? status === 400 : !ASKS_PASSWORD.has(status ?? 0)))
    return (
      <VerifyEmailFailed
        detail={failureText(failure, authTexts.verifyFailed)}
        signedIn={isLoggedIn}
        onResend={resend.send}
        resending={resend.sending}
        resendOutcome={resend.outcome}
      />
    );
  if (!choosing) return <VerifyEmailVerifying />;

  function submit() {
    if (verify.isPending || !draft.check()) return;
    mutate(
      { body: { token, password: draft.password } },
      {
        onError: (failure) => {
          // A refused link shows its own view; anything else stays in the form, to try again.
          if (!(failure instanceof ApiError && failure.status === 400))
            draft.setError(failureText(failure, authTexts.verifyFailed));
        },
      },
    );
  }

  return (
    <VerifyEmailChoosePassword
      {...draft.formProps}
      onSubmit={submit}
      submitting={verify.isPending}
    />
  );
}
