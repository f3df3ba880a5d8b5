import { useApi } from '@wegrow/api';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { Captcha } from '../Captcha/Captcha';
import { failureText, signupRequest, type Credentials } from '../shared/authRules';
import { getHref } from '../../routes/paths';
import { authTexts } from '../shared/authTexts';
import { useCaptchaToken } from '../shared/useCaptchaToken';
import { SignupForm } from './SignupForm';

/**
 * The sign-up screen (`/signup`, spec 1 §2): creates an account (`POST /auth/signup`) with the
 * trimmed e-mail and password and a solved captcha, then goes to `/login?justSignedUp=true`.
 * A signed-in user is sent to `/`. After any failure the captcha starts over.
 */
export function SignupScreen() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const api = useApi();
  const signup = api.useMutation('post', '/auth/signup');
  const captcha = useCaptchaToken();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);

  if (isLoggedIn) return <Navigate to={getHref('home')} replace />;

  function submit() {
    if (signup.isPending) return;
    const checked = signupRequest(values, captcha.token);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    signup.mutate(
      { body: checked.request },
      {
        onSuccess: () => void navigate(getHref('login', { search: { justSignedUp: 'true' } })),
        onError: (failure) => {
          setError(failureText(failure, authTexts.signupFailed));
          captcha.reset();
        },
      },
    );
  }

  return (
    <SignupForm
      values={values}
      onChange={setValues}
      onSubmit={submit}
      submitting={signup.isPending}
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
