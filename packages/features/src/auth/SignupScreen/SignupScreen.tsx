import { useApi } from '@wegrow/api';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { Captcha } from '../Captcha/Captcha';
import { signedUpState } from '../LoginScreen/signedUpEmail';
import {
  failureText,
  signupRequest,
  withoutEditedErrors,
  type Credentials,
  type FieldErrors,
} from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { useCaptchaToken } from '../shared/useCaptchaToken';
import { SignupForm } from './SignupForm';

/**
 * The sign-up screen (`/signup`, spec 1 §2): checks the fields (both required, an e-mail address,
 * a password of 8 to 128 characters: the server's rule), creates the account
 * (`POST /auth/signup`) with the trimmed e-mail and password and a solved captcha, then goes to
 * `/login?justSignedUp=true` with the e-mail in the router's state (never in the address), so the
 * login form has it filled in. A signed-in user is sent to `/`. After any failure the captcha
 * starts over and solves its new challenge by itself; the server's sentence shows as it is.
 */
export function SignupScreen() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const api = useApi();
  const signup = api.useMutation('post', '/auth/signup');
  const captcha = useCaptchaToken();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  if (isLoggedIn) return <Navigate to={getHref('home')} replace />;

  function submit() {
    if (signup.isPending) return;
    const checked = signupRequest(values, captcha.token);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      setError(checked.message);
      if (checked.message === null) setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    setError(null);
    const { email } = checked.request;
    signup.mutate(
      { body: checked.request },
      {
        onSuccess: () =>
          void navigate(getHref('login', { search: { justSignedUp: 'true' } }), {
            state: signedUpState(email),
          }),
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
      onChange={(next) => {
        setFieldErrors((errors) => withoutEditedErrors(errors, values, next));
        setValues(next);
      }}
      onSubmit={submit}
      submitting={signup.isPending}
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
