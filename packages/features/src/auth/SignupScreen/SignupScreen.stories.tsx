import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, networkErrorHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { expectLocation, narrow } from '../../testing';
import { authTexts } from '../shared/authTexts';
import {
  authScreenStory,
  expectCaptchaSolvedAgain,
  submitCredentials,
  withRefusedCaptcha,
} from '../storybook';
import { SignupScreen } from './SignupScreen';

const newGrower = { email: 'new.grower@example.org', password: 'seedling-2026' };

/** The sign-up screen (`/signup`); the captcha is solved for real. */
const meta = {
  title: 'Sign up',
  component: SignupScreen,
  ...authScreenStory('signup'),
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: Email, Password (with the rule as a hint), the captcha, Sign Up, Log in. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      authTexts.passwordHint,
    );
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Initial });

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
  parameters: {
    visual: { busy: true },
    msw: { handlers: { auth: [loadingHandler('post', '/auth/signup')] } },
  },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('new.grower@example.org');
  },
};

/**
 * Submitted empty: the site's own messages under the fields (not the browser's bubble), the focus
 * on the first one; nothing is sent.
 */
export const EmptyFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAccessibleErrorMessage(authTexts.emailRequired);
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleErrorMessage(
      authTexts.passwordRequired,
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    email.blur();
  },
};

/**
 * A password shorter than the rule (8 to 128, the server's): checked before anything is sent, the
 * message under the field, in the spec's words with the real number.
 */
export const PasswordTooShort: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', { ...newGrower, password: 'short', captcha: false });
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAccessibleErrorMessage(authTexts.passwordTooShort);
    await expect(password).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    password.blur();
  },
};

/** The server's own check refuses the address (422): its sentence, as it is. */
export const AddressRefused: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', { ...newGrower, email: 'new.grower@garden' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Enter a valid e-mail address\.$/,
    );
    await expectCaptchaSolvedAgain(canvas);
  },
};

/** The server refuses the captcha solution: its detail. */
export const CaptchaRefused: Story = {
  decorators: [withRefusedCaptcha],
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The captcha solution is malformed. Please try again.',
    );
    await expectCaptchaSolvedAgain(canvas);
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
    await expectCaptchaSolvedAgain(canvas);
  },
};

/** No answer at all (the connection dropped): the server could not be reached. */
export const Unreachable: Story = {
  parameters: { msw: { handlers: { auth: [networkErrorHandler('post', '/auth/signup')] } } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.serverUnreachable);
    await expectCaptchaSolvedAgain(canvas);
  },
};

/**
 * Success: the account exists and the screen goes to /login?justSignedUp=true, where the e-mail is
 * filled in (carried in the router's state, never in the address).
 */
export const Success: Story = {
  // A navigation: it ends on the login screen's greeting (LoginScreen › Just Signed Up).
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Sign Up', newGrower);
    await expectLocation(canvas, '/login?justSignedUp=true');
    await expect(await canvas.findByText(authTexts.signupSucceeded)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(newGrower.email);
    await expect(canvas.getByTestId('location')).not.toHaveTextContent('@');
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
