import { Button, Inline, Notice, Stack, Text, TextField } from '@wegrow/ui';
import type { FormEvent, ReactNode } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import { useRefocusAfterSubmit } from '../shared/useRefocusAfterSubmit';
import type { Credentials } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';

export interface LoginFormProps {
  /** The e-mail and password as typed. */
  values: Credentials;
  /** Called on every keystroke with the changed values. */
  onChange: (values: Credentials) => void;
  /** Called when the form is submitted (button or Enter). */
  onSubmit: () => void;
  /** The captcha widget, placed above the button. */
  captcha: ReactNode;
  /** Greets a new account: 'Signup successful! Please log in.' in green. @default false */
  justSignedUp?: boolean;
  /** The error shown above the button (announced). */
  error?: string | null;
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

/** The login form (presentational): e-mail, password, the captcha, Login, and the other ways in. */
export function LoginForm({
  values,
  onChange,
  onSubmit,
  captcha,
  justSignedUp = false,
  error = null,
  submitting = false,
}: LoginFormProps) {
  const submitButton = useRefocusAfterSubmit(submitting);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <AuthCard
      title="Login"
      intro="Welcome back to WeGrow."
      footer={
        <Inline justify="between" gap="3" style={{ width: '100%' }}>
          <Text size="sm" tone="secondary">
            New here? <TextLink to={getHref('signup')}>Sign up</TextLink>
          </Text>
          <Text size="sm">
            <TextLink to={getHref('forgotPassword')}>Forgot your password?</TextLink>
          </Text>
        </Inline>
      }
    >
      {justSignedUp ? <Notice tone="success">{authTexts.signupSucceeded}</Notice> : null}
      <form onSubmit={submit} aria-label="Login">
        <Stack gap="4">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => onChange({ ...values, email: event.target.value })}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => onChange({ ...values, password: event.target.value })}
          />
          {captcha}
          <Text size="sm" tone="secondary">
            {authTexts.loginMayFail}
          </Text>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button ref={submitButton} type="submit" fullWidth loading={submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
