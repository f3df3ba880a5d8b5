import { Button, Notice, Stack, Text, TextField } from '@wegrow/ui';
import type { FormEvent } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import { authTexts } from '../shared/authTexts';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';

const TITLE = 'Reset Password';
const INTRO = 'Choose a new password for your account.';

/** The two entries of the form. */
export type ResetPasswordField = 'password' | 'confirmation';

export interface ResetPasswordFormProps {
  /** The new password as typed. */
  password: string;
  /** The repeated password as typed. */
  confirmation: string;
  /** Called on every keystroke in New Password. */
  onPasswordChange: (password: string) => void;
  /** Called on every keystroke in Confirm Password. */
  onConfirmationChange: (confirmation: string) => void;
  /** Called when the form is submitted (button or Enter). */
  onSubmit: () => void;
  /** The server's refusal, shown above the button (announced). */
  error?: string | null;
  /** The site's own messages under the entries (the password rule, the match). */
  fieldErrors?: Partial<Record<ResetPasswordField, string>>;
  /** Counts the submits the entries stopped: each moves the focus to the entry in error. */
  attempt?: number;
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

const footer = (
  <Text size="sm">
    <TextLink to={getHref('login')}>Back to Login</TextLink>
  </Text>
);

/**
 * The reset-password form (presentational): New Password (with the rule as a hint), Confirm
 * Password, Reset Password. The site's messages show under the entries (`noValidate`).
 */
export function ResetPasswordForm({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  onSubmit,
  error = null,
  fieldErrors = {},
  attempt = 0,
  submitting = false,
}: ResetPasswordFormProps) {
  const { password: passwordRef, confirmation: confirmationRef } = useFocusFirstInvalid(
    fieldErrors,
    attempt,
    ['password', 'confirmation'],
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <AuthCard title={TITLE} intro={INTRO} footer={footer}>
      <form onSubmit={submit} aria-label="Choose a new password" noValidate>
        <Stack align="stretch" gap="4">
          <TextField
            ref={passwordRef}
            label="New Password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            hint={authTexts.passwordHint}
            value={password}
            error={fieldErrors.password}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
          <TextField
            ref={confirmationRef}
            label="Confirm Password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            error={fieldErrors.confirmation}
            onChange={(event) => onConfirmationChange(event.target.value)}
          />
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button type="submit" fullWidth loading={submitting}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** After a successful reset: the spec's message, then the screen goes to /login by itself. */
export function ResetPasswordDone() {
  return (
    <AuthCard title={TITLE} footer={footer}>
      <Stack align="stretch" gap="4">
        <Notice tone="success">{authTexts.resetSucceeded}</Notice>
        <Text tone="secondary">
          Taking you to the login page… or{' '}
          <TextLink to={getHref('login')}>go to Login now</TextLink>.
        </Text>
      </Stack>
    </AuthCard>
  );
}

/** A reset address without its `token`: nothing to send, so the way to a new link. */
export function ResetPasswordMissingToken() {
  return (
    <AuthCard title={TITLE} footer={footer}>
      <Stack align="stretch" gap="4">
        <Notice tone="warning" title="This reset link is incomplete">
          It has no reset token, so it cannot change a password. Ask for a new link, then open it
          from the e-mail.
        </Notice>
        <Text>
          <TextLink to={getHref('forgotPassword')}>Request a new reset link</TextLink>
        </Text>
      </Stack>
    </AuthCard>
  );
}
