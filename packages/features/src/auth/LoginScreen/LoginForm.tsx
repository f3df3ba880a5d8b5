import { Button, Inline, Notice, Stack, Text, TextField } from '@wegrow/ui';
import type { FormEvent, ReactNode } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import type { Credentials, FieldErrors } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';

export interface LoginFormProps {
  /** The e-mail and password as typed. */
  values: Credentials;
  /** Called on every keystroke with the changed values. */
  onChange: (values: Credentials) => void;
  /** Called when the form is submitted (button or Enter). */
  onSubmit: () => void;
  /** The captcha widget, placed above the button. */
  captcha: ReactNode;
  /**
   * Greets a new account: 'Signup successful! Please log in.' in green, and says the link to verify
   * the address is on its way. @default false
   */
  justSignedUp?: boolean;
  /** The error shown above the button (announced). */
  error?: string | null;
  /** The site's own messages under the fields (both are required). */
  fieldErrors?: FieldErrors;
  /** Counts the submits the fields stopped: each moves the focus to the first field in error. */
  attempt?: number;
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

/**
 * The login form (presentational): e-mail, password, the captcha, Login, and the other ways in.
 * The browser's own bubbles are off (`noValidate`): the site's messages show under the fields.
 */
export function LoginForm({
  values,
  onChange,
  onSubmit,
  captcha,
  justSignedUp = false,
  error = null,
  fieldErrors = {},
  attempt = 0,
  submitting = false,
}: LoginFormProps) {
  const { email: emailRef, password: passwordRef } = useFocusFirstInvalid(fieldErrors, attempt, [
    'email',
    'password',
  ]);
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
      {justSignedUp ? (
        <Notice tone="success" title={authTexts.signupSucceeded}>
          {authTexts.verificationLinkSent}
        </Notice>
      ) : null}
      <form onSubmit={submit} aria-label="Login" noValidate>
        <Stack align="stretch" gap="4">
          <TextField
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            error={fieldErrors.email}
            onChange={(event) => onChange({ ...values, email: event.target.value })}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={fieldErrors.password}
            onChange={(event) => onChange({ ...values, password: event.target.value })}
          />
          {captcha}
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button type="submit" fullWidth loading={submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
