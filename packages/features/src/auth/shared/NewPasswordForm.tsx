import { Button, Notice, Stack, TextField } from '@wegrow/ui';
import type { FormEvent } from 'react';
import { authTexts } from './authTexts';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/** The two entries of a form that sets a password. */
export type NewPasswordField = 'password' | 'confirmation';

export interface NewPasswordFormProps {
  /** The form's accessible name. */
  formLabel: string;
  /** The label of the first entry ("New Password", "Password"). */
  passwordLabel: string;
  /** The submit button's words. */
  submitLabel: string;
  /** The password as typed. */
  password: string;
  /** The repeated password as typed. */
  confirmation: string;
  /** Called on every keystroke in the first entry. */
  onPasswordChange: (password: string) => void;
  /** Called on every keystroke in Confirm Password. */
  onConfirmationChange: (confirmation: string) => void;
  /** Called when the form is submitted (button or Enter). */
  onSubmit: () => void;
  /** The server's refusal, shown above the button (announced). @default null */
  error?: string | null;
  /** The site's own messages under the entries (the password rule, the match). @default {} */
  fieldErrors?: Partial<Record<NewPasswordField, string>>;
  /** Counts the submits the entries stopped: each moves the focus to the entry in error. @default 0 */
  attempt?: number;
  /** The request is on its way: the button shows a spinner. @default false */
  submitting?: boolean;
}

/**
 * A password and its confirmation (with the rule as a hint), the server's refusal and the submit
 * button; the site's messages show under the entries (`noValidate`). The reset form and the
 * verification link's password step (issue 41) both use it.
 */
export function NewPasswordForm({
  formLabel,
  passwordLabel,
  submitLabel,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  onSubmit,
  error = null,
  fieldErrors = {},
  attempt = 0,
  submitting = false,
}: NewPasswordFormProps) {
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
    <form onSubmit={submit} aria-label={formLabel} noValidate>
      <Stack align="stretch" gap="4">
        <TextField
          ref={passwordRef}
          label={passwordLabel}
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
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
