import { useState } from 'react';
import { newPasswordFieldErrors } from '../ResetPasswordScreen/newPassword';
import type { NewPasswordField, NewPasswordFormProps } from './NewPasswordForm';

/** What a `NewPasswordForm` shows of the draft (its words, submit and spinner are the screen's). */
type DraftProps = Pick<
  NewPasswordFormProps,
  | 'password'
  | 'confirmation'
  | 'onPasswordChange'
  | 'onConfirmationChange'
  | 'error'
  | 'fieldErrors'
  | 'attempt'
>;

/**
 * A password being chosen (the reset form, the verification link's password step): the two
 * entries, the site's messages under them (an edited entry's message goes), the server's refusal,
 * and the count of stopped submits that moves the focus to the entry in error.
 */
export function useNewPasswordDraft() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<NewPasswordField, string>>>({});
  const [attempt, setAttempt] = useState(0);

  /** Checks the entries before a submit: true when they may be sent (the last refusal cleared). */
  function check(): boolean {
    const problems = newPasswordFieldErrors(password, confirmation);
    setFieldErrors(problems);
    setError(null);
    if (Object.keys(problems).length === 0) return true;
    setAttempt((count) => count + 1);
    return false;
  }

  const formProps: DraftProps = {
    password,
    confirmation,
    onPasswordChange: (next) => {
      setPassword(next);
      setFieldErrors(({ password: _edited, ...rest }) => rest);
    },
    onConfirmationChange: (next) => {
      setConfirmation(next);
      setFieldErrors(({ confirmation: _edited, ...rest }) => rest);
    },
    error,
    fieldErrors,
    attempt,
  };
  return { password, check, setError, formProps };
}
