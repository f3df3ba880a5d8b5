import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { EMAIL_VERIFICATION_TEXTS as T } from '@wegrow/contract/details';
import { expect, userEvent } from 'storybook/test';
import { fill, narrow, profileHandler, type StoryCanvas } from '../../testing';
import { authTexts } from '../shared/authTexts';
import { authScreenStory } from '../storybook';
import { VerifyEmailScreen } from './VerifyEmailScreen';
import { CHOOSE_PASSWORD_TEXTS } from './VerifyEmailViews';

/** The e-mail verification screen, opened from the link mailed on sign-up. */
const meta = {
  title: 'Verify email',
  component: VerifyEmailScreen,
  ...authScreenStory('verifyEmail', { start: '/VerifyEmail?token=verify-link-token' }),
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the same password twice and presses the button. */
async function choosePassword(canvas: StoryCanvas, password = 'sunflower-seeds-43') {
  await fill(canvas, 'Password', password);
  await fill(canvas, 'Confirm Password', password);
  await userEvent.click(canvas.getByRole('button', { name: CHOOSE_PASSWORD_TEXTS.submit }));
}

/** Signed in: the link's token is being checked (sent once, on open, with the session). */
export const Verifying: Story = {
  parameters: {
    session: { userId: users.ivy.id },
    msw: { handlers: { auth: [loadingHandler('post', '/auth/verify-email')] } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verify Your E-mail' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your e-mail address…');
  },
};

/**
 * Not signed in: whoever follows the link chooses the account's password first (someone else may
 * have signed up with the address before its owner). Nothing is sent yet.
 */
export const ChoosePassword: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: CHOOSE_PASSWORD_TEXTS.form })).toBeVisible();
    await expect(canvas.getByText(CHOOSE_PASSWORD_TEXTS.intro)).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      authTexts.passwordHint,
    );
    await expect(canvas.getByLabelText('Confirm Password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: CHOOSE_PASSWORD_TEXTS.submit })).toBeEnabled();
  },
};

/** Fewer than 8 characters: the site's rule under the field, which takes the focus; nothing is sent. */
export const PasswordTooShort: Story = {
  play: async ({ canvas }) => {
    await choosePassword(canvas, 'seeds7!');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAccessibleErrorMessage(authTexts.passwordTooShort);
    await expect(password).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    password.blur();
  },
};

/** While the token and the password are sent: the button is busy, the entries stay. */
export const SubmittingPassword: Story = {
  parameters: {
    msw: { handlers: { auth: [loadingHandler('post', '/auth/verify-email')] } },
    // ChoosePassword's form with ResetPasswordScreen's Submitting button (the baselines' budget);
    // the play function checks the busy button and the entries.
    visual: { busy: true, disable: true },
  },
  play: async ({ canvas }) => {
    await choosePassword(canvas);
    await expect(
      canvas.getByRole('button', { name: CHOOSE_PASSWORD_TEXTS.submit }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveValue('sunflower-seeds-43');
  },
};

/**
 * Verified through the password step, in a browser with no session: the server's message and the
 * way to Login (every earlier session of the account ended).
 */
export const Verified: Story = {
  parameters: {
    msw: {
      handlers: { auth: [jsonHandler('post', '/auth/verify-email', { message: T.verified })] },
    },
  },
  play: async ({ canvas }) => {
    await choosePassword(canvas);
    await expect(await canvas.findByText(T.verified)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Verified on open, signed in as the link's account (no password needed): the way to Account. */
export const VerifiedSignedIn: Story = {
  parameters: {
    // Verified's picture with the signed-in sentence and link, which the play function checks (the
    // baselines' budget).
    visual: { disable: true },
    session: { userId: users.ivy.id },
    msw: {
      handlers: { auth: [jsonHandler('post', '/auth/verify-email', { message: T.verified })] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.verified)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your Account' })).toHaveAttribute(
      'href',
      '/Account',
    );
    await expect(canvas.queryByLabelText('Password')).not.toBeInTheDocument();
  },
};

/**
 * A used or expired link, found out when the password is sent (the server answers 400):
 * the server's detail, and the way to Login, where a new link is asked for from Account.
 */
export const RefusedLink: Story = {
  play: async ({ canvas }) => {
    await choosePassword(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.linkInvalid);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText('Password')).not.toBeInTheDocument();
  },
};

/** The server refuses the password all the same (a 422): its sentence in the form, to try again. */
export const PasswordRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          errorHandler(
            'post',
            '/auth/verify-email',
            422,
            'Password must be at most 128 characters.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await choosePassword(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Password must be at most 128 characters\.$/,
    );
    await expect(canvas.getByLabelText('Password')).toHaveValue('sunflower-seeds-43');
  },
};

/**
 * A used or expired link, opened by a signed-in member: the server's detail, and "Send a new
 * link", which says what the server answered.
 */
export const InvalidLinkSendANewOne: Story = {
  parameters: {
    session: { userId: users.ivy.id },
    msw: {
      handlers: {
        auth: [
          profileHandler('ivy', { verified: false }),
          errorHandler('post', '/auth/verify-email', 400, T.linkInvalid),
          jsonHandler('post', '/auth/verify-email/resend', { message: T.resent }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.linkInvalid);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(await canvas.findByText(T.resent)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your Account' })).toHaveAttribute(
      'href',
      '/Account',
    );
  },
};

/**
 * The used link opened again by a member whose address is verified (the mail's link, a second
 * time): nothing is wrong, so the screen says the address is already verified and shows the way on,
 * with nothing to ask for.
 */
export const UsedLinkAlreadyVerified: Story = {
  parameters: {
    session: { userId: users.ivy.id },
    msw: {
      handlers: {
        auth: [
          profileHandler('ivy', { verified: true }),
          errorHandler('post', '/auth/verify-email', 400, T.linkInvalid),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your e-mail address is already verified.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(T.linkInvalid)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to your Account' })).toBeVisible();
  },
};

/** A link without its token: nothing is sent, and where a new link comes from. */
export const MissingToken: Story = {
  parameters: { screen: { start: '/VerifyEmail' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This verification link is incomplete')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
};

/** A 320 px phone: choosing a password. */
export const Narrow: Story = narrow({ ...ChoosePassword });
