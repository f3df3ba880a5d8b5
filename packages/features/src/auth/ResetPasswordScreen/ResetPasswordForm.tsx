import { Button, Notice, Stack, Text, TextField } from '@wegrow/ui';
import { useId, type FormEvent } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import { useRefocusAfterSubmit } from '../shared/useRefocusAfterSubmit';
import { authTexts } from '../shared/authTexts';

const TITLE = 'Reset Password';
const INTRO = 'Choose a new password for your account.';

/** Which entry an error is about, so that field is marked invalid. */
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
  /** The error shown above the button (announced). */
  error?: string | null;
  /** The entry the error is about (marked invalid). */
  invalidField?: ResetPasswordField | null;
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

const footer = (
  <Text size="sm">
    <TextLink to={getHref('login')}>Back to Login</TextLink>
  </Text>
);

/** The reset-password form (presentational): New Password, Confirm Password, Reset Password. */
export function ResetPasswordForm({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  onSubmit,
  error = null,
  invalidField = null,
  submitting = false,
}: ResetPasswordFormProps) {
  const errorId = useId();
  const submitButton = useRefocusAfterSubmit(submitting);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  const invalid = (field: ResetPasswordField) =>
    error && invalidField === field
      ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const)
      : {};
  return (
    <AuthCard title={TITLE} intro={INTRO} footer={footer}>
      <form onSubmit={submit} aria-label="Choose a new password">
        <Stack gap="4">
          <TextField
            label="New Password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
            {...invalid('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => onConfirmationChange(event.target.value)}
            {...invalid('confirmation')}
          />
          {error ? (
            <Notice tone="error" id={errorId}>
              {error}
            </Notice>
          ) : null}
          <Button ref={submitButton} type="submit" fullWidth loading={submitting}>
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
      <Stack gap="4">
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
      <Stack gap="4">
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
