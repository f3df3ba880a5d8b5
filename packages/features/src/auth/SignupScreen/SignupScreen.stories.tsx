import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, networkErrorHandler, users } from '@wegrow/api/mocks';
import { expect } from 'storybook/test';
import { expectLocation } from '../../testing';
import { authTexts } from '../shared/authTexts';
import {
  authScreenStory,
  expectCaptchaReset,
  submitCredentials,
  withRefusedCaptcha,
} from '../storybook';
import { SignupScreen } from './SignupScreen';

const newGrower = { email: 'new.grower@example.org', password: 'seedling-2026' };

/** The sign-up screen (`/signup`), fed by the MSW fakes; the captcha is solved for real. */
const meta = {
  component: SignupScreen,
  ...authScreenStory('signup'),
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: Email, Password, the captcha, Sign Up and the way to login. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** A 320 px phone. */
export const Narrow: Story = { parameters: { visual: { width: 320 } } };

/** Submitted without solving the captcha: the spec's message, nothing is sent. */
export const CaptchaRequired: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', { ...newGrower, captcha: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.captchaRequired);
    await expectLocation(canvas, '/signup');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('new.grower@example.org');
  },
};

/** While the account is being created: the button is busy, the entries stay. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [loadingHandler('post', '/auth/signup')] } } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('new.grower@example.org');
  },
};

/** The address already has an account (409 from the fakes): its detail; the captcha starts over. */
export const EmailTaken: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', {
      email: users.maya.email,
      password: 'another-password-1',
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    await expectCaptchaReset(canvas);
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(users.maya.email);
  },
};

/** The server's password rule (422): its detail; the captcha starts over. */
export const PasswordRefused: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', { ...newGrower, password: 'short' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters.',
    );
    await expectCaptchaReset(canvas);
  },
};

/** The server refuses the captcha solution (the fakes' `INVALID_CAPTCHA`): its detail. */
export const CaptchaRefused: Story = {
  decorators: [withRefusedCaptcha],
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The captcha solution is malformed. Please try again.',
    );
    await expectCaptchaReset(canvas);
  },
};

/** Any other server error: its detail (here a 503). */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [errorHandler('post', '/auth/signup', 503, 'Sign-up is paused for maintenance.')],
      },
    },
  },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sign-up is paused for maintenance.',
    );
    await expectCaptchaReset(canvas);
  },
};

/** No answer with a detail (the connection dropped): 'Signup failed'. */
export const NoDetail: Story = {
  parameters: { msw: { handlers: { auth: [networkErrorHandler('post', '/auth/signup')] } } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.signupFailed);
    await expectCaptchaReset(canvas);
  },
};

/** Success: the account exists and the screen goes to /login?justSignedUp=true. */
export const Success: Story = {
  // A navigation: it ends on the login screen's greeting (LoginScreen › Just Signed Up).
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expectLocation(canvas, '/login?justSignedUp=true');
    await expect(await canvas.findByText(authTexts.signupSucceeded)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};

/** Someone signed in: sent to / at once. */
export const SignedIn: Story = {
  // A redirect: it ends on the stand-in page (LoginRequired › Continue Browsing shows the same).
  parameters: { session: { userId: users.maya.id }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await expectLocation(canvas, '/');
    await expect(canvas.queryByRole('heading', { name: 'Sign Up' })).not.toBeInTheDocument();
  },
};
