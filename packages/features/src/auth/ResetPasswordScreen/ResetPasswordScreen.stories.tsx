import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, loadingHandler, networkErrorHandler } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { expectLocation, fill } from '../../testing';
import { authTexts } from '../shared/authTexts';
import { authScreenStory } from '../storybook';
import { ResetPasswordScreen } from './ResetPasswordScreen';

/** The reset-password screen, opened from the link of Maya's seeded reset e-mail, on the fakes. */
const meta = {
  component: ResetPasswordScreen,
  ...authScreenStory('resetPassword', {
    start: `/ResetPassword?token=${fixtures.RESET_TOKEN_MAYA}`,
  }),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: New Password, Confirm Password and Reset Password. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

/** A 320 px phone. */
export const Narrow: Story = { parameters: { visual: { width: 320 } } };

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

/** Fewer than 6 characters: the spec's message, nothing is sent. */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'seed');
    await fill(canvas, 'Confirm Password', 'seed');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.passwordTooShort);
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The two entries differ: the spec's message, nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-34');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.passwordsDiffer);
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the new password is sent: the button is busy, the entries stay. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [loadingHandler('post', '/auth/reset-password')] } } },
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

/** An unknown, used or expired token (400 from the fakes): the server's detail. */
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

/** Long enough for the form (6) but not for the server's rule (8): the server's detail. */
export const PasswordRefused: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'seeds7!');
    await fill(canvas, 'Confirm Password', 'seeds7!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'New password must be at least 8 characters.',
    );
  },
};

/** No answer with a detail (the connection dropped): 'Reset failed'. */
export const NoDetail: Story = {
  parameters: {
    msw: { handlers: { auth: [networkErrorHandler('post', '/auth/reset-password')] } },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'New Password', 'sunflower-seeds-43');
    await fill(canvas, 'Confirm Password', 'sunflower-seeds-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.resetFailed);
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
