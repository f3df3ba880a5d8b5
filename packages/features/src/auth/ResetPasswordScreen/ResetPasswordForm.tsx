import { Notice, Stack, Text } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import { authTexts } from '../shared/authTexts';
import {
  NewPasswordForm,
  type NewPasswordField,
  type NewPasswordFormProps,
} from '../shared/NewPasswordForm';

const TITLE = 'Reset Password';
const INTRO = 'Choose a new password for your account.';

/** The two entries of the form. */
export type ResetPasswordField = NewPasswordField;

/** What the form shows and reports (its words are fixed here). */
export type ResetPasswordFormProps = Omit<
  NewPasswordFormProps,
  'formLabel' | 'passwordLabel' | 'submitLabel'
>;

const footer = (
  <Text size="sm">
    <TextLink to={getHref('login')}>Back to Login</TextLink>
  </Text>
);

/**
 * The reset-password form (presentational): New Password (with the rule as a hint), Confirm
 * Password, Reset Password. The site's messages show under the entries (`noValidate`).
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  return (
    <AuthCard title={TITLE} intro={INTRO} footer={footer}>
      <NewPasswordForm
        formLabel="Choose a new password"
        passwordLabel="New Password"
        submitLabel="Reset Password"
        {...props}
      />
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
