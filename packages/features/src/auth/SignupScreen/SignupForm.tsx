import { Button, Notice, Stack, Text, TextField } from '@wegrow/ui';
import type { FormEvent, ReactNode } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import type { Credentials, FieldErrors } from '../shared/authRules';
import { authTexts } from '../shared/authTexts';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';

export interface SignupFormProps {
  /** The e-mail and password as typed. */
  values: Credentials;
  /** Called on every keystroke with the changed values. */
  onChange: (values: Credentials) => void;
  /** Called when the form is submitted (button or Enter). */
  onSubmit: () => void;
  /** The captcha widget, placed above the button. */
  captcha: ReactNode;
  /** The error shown above the button (announced). */
  error?: string | null;
  /** The site's own messages under the fields (required, an address, the password rule). */
  fieldErrors?: FieldErrors;
  /** Counts the submits the fields stopped: each moves the focus to the first field in error. */
  attempt?: number;
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

/**
 * The sign-up form (presentational): e-mail, password (with the rule as a hint), the captcha,
 * Sign Up, and a way to login. The browser's own bubbles are off (`noValidate`): the site's
 * messages show under the fields.
 */
export function SignupForm({
  values,
  onChange,
  onSubmit,
  captcha,
  error = null,
  fieldErrors = {},
  attempt = 0,
  submitting = false,
}: SignupFormProps) {
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
      title="Sign Up"
      intro="Join WeGrow to keep a journal, plan meals and grow with your community."
      footer={
        <Text size="sm" tone="secondary">
          Already have an account? <TextLink to={getHref('login')}>Log in</TextLink>
        </Text>
      }
    >
      <form onSubmit={submit} aria-label="Sign up" noValidate>
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
            autoComplete="new-password"
            required
            hint={authTexts.passwordHint}
            value={values.password}
            error={fieldErrors.password}
            onChange={(event) => onChange({ ...values, password: event.target.value })}
          />
          {captcha}
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button type="submit" fullWidth loading={submitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
