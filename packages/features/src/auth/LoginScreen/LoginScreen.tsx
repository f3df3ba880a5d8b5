import { useMutation } from '@tanstack/react-query';
import { loginWithPassword, useApi, type PasswordLogin, type TokenPair } from '@wegrow/api';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../session/afterLogin';
import { useSession } from '../../session/SessionProvider';
import { Captcha } from '../Captcha/Captcha';
import { loginRequest, type Credentials } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { useCaptchaToken } from '../shared/useCaptchaToken';
import { isJustSignedUp } from './justSignedUp';
import { LoginForm } from './LoginForm';

/**
 * The login screen (`/login`, spec 1 §2): logs in with the trimmed e-mail and password and a
 * solved captcha (`POST /auth/login`, form-encoded), hands the tokens to the session (which then
 * fetches the profile) and goes to the last visited path, or `/`. Any failure shows 'Invalid login
 * or server error.' and starts the captcha over.
 */
export function LoginScreen() {
  const { client } = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const captcha = useCaptchaToken();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const login = useMutation({
    mutationFn: async (request: PasswordLogin): Promise<TokenPair> => {
      const { data, error: failure } = await loginWithPassword(client, request);
      if (!data) throw failure;
      return data;
    },
  });

  function fail() {
    setError(authTexts.loginFailed);
    captcha.reset();
  }

  function submit() {
    if (login.isPending) return;
    setSubmitted(true);
    const checked = loginRequest(values, captcha.token);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    login.mutate(checked.request, {
      onSuccess: (tokens) => {
        // An unreadable access token leaves the session logged out: a failed login too.
        if (!session.login(tokens)) return fail();
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
      onChange={setValues}
      onSubmit={submit}
      submitting={login.isPending}
      // The greeting gives way to the outcome of the first attempt.
      justSignedUp={isJustSignedUp(search) && !submitted}
      error={error}
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
