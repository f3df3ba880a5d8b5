import { Button, Notice, Stack, Text, TextField } from '@wegrow/ui';
import type { FormEvent } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';

export interface ForgotPasswordFormProps {
  /** The e-mail as typed. */
  email: string;
  /** Called on every keystroke. */
  onEmailChange: (email: string) => void;
  /** Called when the form is submitted (button or Enter). */
  onSubmit: () => void;
  /** The server's answer, shown in green. */
  success?: string | null;
  /** The error, shown in red (announced). */
  error?: string | null;
  /** The site's own message under the e-mail (required, an address). */
  emailError?: string | null;
  /** Counts the submits the field stopped: each moves the focus to it. */
  attempt?: number;
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

/** The request-password-reset form (presentational): e-mail, Send Reset Link, Back to Login. */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onSubmit,
  success = null,
  error = null,
  emailError = null,
  attempt = 0,
  submitting = false,
}: ForgotPasswordFormProps) {
  const { email: emailRef } = useFocusFirstInvalid(
    emailError ? { email: emailError } : {},
    attempt,
    ['email'],
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <AuthCard
      title="Reset Your Password"
      intro="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={
        <Text size="sm">
          <TextLink to={getHref('login')}>Back to Login</TextLink>
        </Text>
      }
    >
      <form onSubmit={submit} aria-label="Request a password reset" noValidate>
        <Stack align="stretch" gap="4">
          <TextField
            ref={emailRef}
            error={emailError}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
          {success ? <Notice tone="success">{success}</Notice> : null}
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button type="submit" fullWidth loading={submitting}>
            Send Reset Link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
