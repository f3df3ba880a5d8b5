import { Button, Notice, Stack, Text, TextField } from '@wegrow/ui';
import type { FormEvent, ReactNode } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import { useRefocusAfterSubmit } from '../shared/useRefocusAfterSubmit';
import type { Credentials } from '../shared/authRules';

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
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

/** The sign-up form (presentational): e-mail, password, the captcha, Sign Up, and a way to login. */
export function SignupForm({
  values,
  onChange,
  onSubmit,
  captcha,
  error = null,
  submitting = false,
}: SignupFormProps) {
  const submitButton = useRefocusAfterSubmit(submitting);
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
      <form onSubmit={submit} aria-label="Sign up">
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
            autoComplete="new-password"
            required
            hint="Use 8 to 128 characters."
            value={values.password}
            onChange={(event) => onChange({ ...values, password: event.target.value })}
          />
          {captcha}
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button ref={submitButton} type="submit" fullWidth loading={submitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
