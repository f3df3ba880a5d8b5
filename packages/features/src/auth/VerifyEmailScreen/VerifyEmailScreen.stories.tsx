import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { EMAIL_VERIFICATION_TEXTS as T } from '@wegrow/contract/details';
import { expect, userEvent } from 'storybook/test';
import { authScreenStory } from '../storybook';
import { VerifyEmailScreen } from './VerifyEmailScreen';

/** The e-mail verification screen, opened from the link mailed on sign-up, on the fakes. */
const meta = {
  component: VerifyEmailScreen,
  ...authScreenStory('verifyEmail', { start: '/VerifyEmail?token=verify-link-token' }),
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link's token is being checked (sent once, on open). */
export const Verifying: Story = {
  parameters: { msw: { handlers: { auth: [loadingHandler('post', '/auth/verify-email')] } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verify Your E-mail' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your e-mail address…');
  },
};

/** Verified, in a browser with no session: the server's message and the way to Login. */
export const Verified: Story = {
  parameters: {
    msw: {
      handlers: { auth: [jsonHandler('post', '/auth/verify-email', { message: T.verified })] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.verified)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
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

/** A link without its token: nothing is sent, and where a new link comes from. */
export const MissingToken: Story = {
  parameters: { screen: { start: '/VerifyEmail' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This verification link is incomplete')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
};
