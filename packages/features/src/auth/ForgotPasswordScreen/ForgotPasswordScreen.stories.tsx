import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, networkErrorHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { expectLocation, fill, narrow } from '../../testing';
import { authTexts } from '../shared/authTexts';
import { authScreenStory } from '../storybook';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

/** The request-password-reset screen (`/forgotpassword`). */
const meta = {
  title: 'Forgot password',
  component: ForgotPasswordScreen,
  ...authScreenStory('forgotPassword'),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: 'Reset Your Password', the e-mail, Send Reset Link and Back to Login. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Initial });

/** While the request is on its way: the button is busy, the address stays. */
export const Submitting: Story = {
  parameters: {
    visual: { busy: true },
    msw: { handlers: { auth: [loadingHandler('post', '/auth/request-password-reset')] } },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'Email', users.maya.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(users.maya.email);
  },
};

/** Sent: the server's message in green. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'Email', users.maya.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(
      await canvas.findByText('If an account exists for that e-mail, a reset link is on its way.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Refused (here too many requests): the server's detail in red. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          errorHandler(
            'post',
            '/auth/request-password-reset',
            429,
            'Too many reset requests. Please wait a few minutes and try again.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'Email', users.maya.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Please wait a few minutes and try again.',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(users.maya.email);
  },
};

/** No answer at all (the connection dropped): the server could not be reached, in red. */
export const Unreachable: Story = {
  parameters: {
    msw: { handlers: { auth: [networkErrorHandler('post', '/auth/request-password-reset')] } },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'Email', users.maya.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.serverUnreachable);
  },
};

/** Submitted empty: the site's message under the field (not the browser's bubble), focused. */
export const EmptyEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAccessibleErrorMessage(authTexts.emailRequired);
    await expect(email).toHaveFocus();
    email.blur();
  },
};

/** Back to Login goes to /login. */
export const BackToLogin: Story = {
  // A navigation: it ends on the login screen, whose own stories have the baselines.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Login' }));
    await expectLocation(canvas, '/login');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};
