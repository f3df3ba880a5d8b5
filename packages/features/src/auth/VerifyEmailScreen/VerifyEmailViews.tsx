import { Button, Notice, Spinner, Stack, Text } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared';
import { AuthCard } from '../shared/AuthCard';
import { WayOn } from '../shared/WayOn';
import type { ResendOutcome } from '../shared/useResendVerification';
import {
  NewPasswordForm,
  type NewPasswordField,
  type NewPasswordFormProps,
} from '../shared/NewPasswordForm';

/** The screen's heading, the same in every state. */
export const VERIFY_EMAIL_TITLE = 'Verify Your E-mail';

/** While the link's token is checked. */
export function VerifyEmailVerifying() {
  return (
    <AuthCard title={VERIFY_EMAIL_TITLE}>
      <Stack gap="3" align="center">
        <Spinner label="Verifying your e-mail address…" showLabel />
      </Stack>
    </AuthCard>
  );
}

/** The words of the password step (issue 41). */
export const CHOOSE_PASSWORD_TEXTS = {
  /** The form's accessible name. */
  form: 'Choose your password',
  intro:
    'Choose your password to finish verifying your address. From now on only this password opens the account, and every other login of it ends.',
  submit: 'Verify and Save Password',
} as const;

/** The two entries of the password step (those of the reset form). */
export type ChoosePasswordField = NewPasswordField;

/** What the password step shows and reports (its words are `CHOOSE_PASSWORD_TEXTS`). */
export type VerifyEmailChoosePasswordProps = Omit<
  NewPasswordFormProps,
  'formLabel' | 'passwordLabel' | 'submitLabel'
>;

/**
 * The link opened where its account is not signed in: whoever follows it chooses the account's
 * password (the one they signed up with, or a new one), since someone else may have signed up with
 * the address first (issue 41). Password (with the rule as a hint), Confirm Password, and the
 * button; the site's messages show under the entries (`noValidate`).
 */
export function VerifyEmailChoosePassword(props: VerifyEmailChoosePasswordProps) {
  return (
    <AuthCard title={VERIFY_EMAIL_TITLE} intro={CHOOSE_PASSWORD_TEXTS.intro}>
      <NewPasswordForm
        formLabel={CHOOSE_PASSWORD_TEXTS.form}
        passwordLabel="Password"
        submitLabel={CHOOSE_PASSWORD_TEXTS.submit}
        {...props}
      />
    </AuthCard>
  );
}

export interface VerifyEmailVerifiedProps {
  /** The server's sentence ('Your e-mail address is verified.'). */
  message: string;
  /** A session is held in this browser. */
  signedIn: boolean;
}

/** The address is verified: the server's message, and the way on. */
export function VerifyEmailVerified({ message, signedIn }: VerifyEmailVerifiedProps) {
  return (
    <AuthCard title={VERIFY_EMAIL_TITLE}>
      <Stack align="stretch" gap="4">
        <Notice tone="success">{message}</Notice>
        <Text tone="secondary">
          {signedIn
            ? 'You can now post where others read, in the forum, the blog and your communities.'
            : 'Log in to post where others read, in the forum, the blog and your communities.'}
        </Text>
        <WayOn signedIn={signedIn} />
      </Stack>
    </AuthCard>
  );
}

export interface VerifyEmailFailedProps {
  /** Why the link was refused (the server's `detail`). */
  detail: string;
  /** A session is held in this browser: it may ask for a new link. */
  signedIn: boolean;
  /** Asks for a new link (signed in only). */
  onResend: () => void;
  /** A new link is being asked for. @default false */
  resending?: boolean;
  /** What the last request for a new link said. @default null */
  resendOutcome?: ResendOutcome;
}

/** The link was refused (unknown, used or expired): the server's words and a way to a new link. */
export function VerifyEmailFailed({
  detail,
  signedIn,
  onResend,
  resending = false,
  resendOutcome = null,
}: VerifyEmailFailedProps) {
  return (
    <AuthCard title={VERIFY_EMAIL_TITLE}>
      <Stack align="stretch" gap="4">
        <Notice tone="error">{detail}</Notice>
        {signedIn ? (
          <Stack align="stretch" gap="3">
            <div>
              <Button variant="secondary" onClick={onResend} loading={resending}>
                Send a new link
              </Button>
            </div>
            {resendOutcome ? <Notice tone={resendOutcome.tone}>{resendOutcome.text}</Notice> : null}
            <WayOn signedIn />
          </Stack>
        ) : (
          <Text>
            <TextLink to={getHref('login')}>Log in</TextLink> to ask for a new link from your
            Account page.
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}

/** An address without its `token`: nothing to send, and where a new link comes from. */
export function VerifyEmailMissingToken({ signedIn }: { signedIn: boolean }) {
  return (
    <AuthCard title={VERIFY_EMAIL_TITLE}>
      <Stack align="stretch" gap="4">
        <Notice tone="warning" title="This verification link is incomplete">
          It has no token, so it cannot verify an address. Open the link from the e-mail again, or
          ask for a new one from your Account page.
        </Notice>
        <WayOn signedIn={signedIn} />
      </Stack>
    </AuthCard>
  );
}
