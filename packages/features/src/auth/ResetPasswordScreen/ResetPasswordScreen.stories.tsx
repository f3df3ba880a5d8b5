import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, fixtures, loadingHandler, networkErrorHandler } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { expectLocation, fill, narrow } from '../../testing';
import { authTexts } from '../shared/authTexts';
import { authScreenStory } from '../storybook';
import { ResetPasswordScreen } from './ResetPasswordScreen';

/** The reset-password screen, opened from the link of Maya's seeded reset e-mail. */
const meta = {
  title: 'Reset password',
  component: ResetPasswordScreen,
  ...authScreenStory('resetPassword', {
    start: `/ResetPassword?token=${fixtures.RESET_TOKEN_MAYA}`,
  }),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: New Password (with the rule as a hint), Confirm Password, Reset Password. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Use 8 to 128 characters.',
    );
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Initial });

/** A link without its token: nothing to send, and the way to a new link. */
export const MissingToken: Story = {
  parameters: { screen: { start: '/ResetPassword' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This reset link is incomplete')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    await expect(canvas.queryByLabelText('New Password')).not.toBeInTheDocument();
  },
};

/**
 * Fewer than 8 characters (the site's one rule, the server's): the spec's message with the real
 * number, under the field, which takes the focus; nothing is sent. Seven characters passed the
 * old form and were then refused by the server.
 */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'seeds7!');
    await fill(canvas, 'Confirm Password', 'seeds7!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const password = canvas.getByLabelText('New Password');
    await expect(password).toHaveAccessibleErrorMessage('Password must be at least 8 characters.');
    await expect(password).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    password.blur();
  },
};

/** The two entries differ: the spec's message under Confirm Password; nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-34');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const confirmation = canvas.getByLabelText('Confirm Password');
    await expect(confirmation).toHaveAccessibleErrorMessage(authTexts.passwordsDiffer);
    await expect(confirmation).toHaveFocus();
    confirmation.blur();
  },
};

/** While the new password is sent: the button is busy, the entries stay. */
export const Submitting: Story = {
  parameters: {
    visual: { busy: true },
    msw: { handlers: { auth: [loadingHandler('post', '/auth/reset-password')] } },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText('New Password')).toHaveValue('sunflower-seeds-43');
  },
};

/** An unknown, used or expired token (400 from the server): the server's detail. */
export const InvalidToken: Story = {
  parameters: {
    screen: { start: '/ResetPassword?token=expired-link-token' },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid, used or expired. Please request a new one.',
    );
  },
};

/** The server refuses the password all the same (a 422): its sentence, as it is. */
export const PasswordRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          errorHandler(
            'post',
            '/auth/reset-password',
            422,
            'New password must be at most 128 characters.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^New password must be at most 128 characters\.$/,
    );
  },
};

/** No answer at all (the connection dropped): the server could not be reached. */
export const Unreachable: Story = {
  parameters: {
    msw: { handlers: { auth: [networkErrorHandler('post', '/auth/reset-password')] } },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.serverUnreachable);
  },
};

/**
 * Reset: 'Password reset! You may now log in.' (the redirect is held back here so the message can
 * be looked at; `SuccessThenLogin` shows it).
 */
export const Success: Story = {
  args: { redirectDelayMs: 60 * 60_000 },
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText(authTexts.resetSucceeded)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'go to Login now' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Reset, and two seconds later the login screen. */
export const SuccessThenLogin: Story = {
  // A navigation: it ends on the login screen, whose own stories have the baselines.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText(authTexts.resetSucceeded)).toBeVisible();
    await expectLocation(canvas, '/login');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};
