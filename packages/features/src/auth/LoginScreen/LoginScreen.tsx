import { useMutation } from '@tanstack/react-query';
import { loginWithPassword, useApi, type PasswordLogin, type TokenPair } from '@wegrow/api';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { getHref } from '../../routes/paths';
import { afterLoginPath } from '../../session/afterLogin';
import { useSession } from '../../session/SessionProvider';
import { Captcha } from '../Captcha/Captcha';
import {
  loginFailureText,
  loginRequest,
  withoutEditedErrors,
  type Credentials,
  type FieldErrors,
} from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { useCaptchaToken } from '../shared/useCaptchaToken';
import { isJustSignedUp } from './justSignedUp';
import { LoginForm } from './LoginForm';
import { signedUpEmail } from './signedUpEmail';

/**
 * The login screen (`/login`, spec 1 §2): logs in with the trimmed e-mail and password and a
 * solved captcha (`POST /auth/login`, form-encoded), hands the tokens to the session (which then
 * fetches the profile) and goes to the last visited path, or `/`. Refused credentials show
 * 'Invalid login or server error.'; a server out of reach says so. After any failure the captcha
 * starts over and solves its new challenge by itself. Arriving from sign-up, the e-mail is filled
 * in. A signed-in user is sent to `/`, as sign-up does.
 */
export function LoginScreen() {
  const { client } = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const captcha = useCaptchaToken();
  const [values, setValues] = useState<Credentials>(() => ({
    email: signedUpEmail(location.state),
    password: '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  const login = useMutation({
    mutationFn: async (request: PasswordLogin): Promise<TokenPair> => {
      const { data, error: failure } = await loginWithPassword(client, request);
      if (!data) throw failure;
      return data;
    },
  });

  // Signed in already: away, as sign-up does. (This screen's own login also signs the session in;
  // then the login is no longer idle and the screen leads on itself, to the last visited path.)
  if (session.isLoggedIn && login.isIdle) return <Navigate to={getHref('home')} replace />;

  function fail(failure: unknown) {
    setError(loginFailureText(failure));
    captcha.reset();
  }

  function submit() {
    if (login.isPending) return;
    setSubmitted(true);
    const checked = loginRequest(values, captcha.token);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      setError(checked.message);
      if (checked.message === null) setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    setError(null);
    login.mutate(checked.request, {
      onSuccess: (tokens) => {
        // An unreadable access token leaves the session logged out: a failed login too.
        if (!session.login(tokens)) return fail(new Error('The access token could not be read.'));
        void navigate(afterLoginPath(session.store.getSnapshot().lastVisitedPath), {
          replace: true,
        });
      },
      onError: fail,
    });
  }

  return (
    <LoginForm
      values={values}
      onChange={(next) => {
        setFieldErrors((errors) => withoutEditedErrors(errors, values, next));
        setValues(next);
      }}
      onSubmit={submit}
      submitting={login.isPending}
      // The greeting gives way to the outcome of the first attempt.
      justSignedUp={isJustSignedUp(search) && !submitted}
      error={error}
      fieldErrors={fieldErrors}
      attempt={attempt}
      captcha={
        <Captcha
          resetKey={captcha.resetKey}
          onVerify={(token) => {
            captcha.setToken(token);
            if (error === authTexts.captchaRequired) setError(null);
          }}
        />
      }
    />
  );
}
