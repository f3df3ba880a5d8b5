import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, networkErrorHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { expectLocation, fill, narrow } from '../../testing';
import { CAPTCHA_LABEL, CAPTCHA_VERIFIED } from '../Captcha/Captcha';
import { authTexts } from '../shared/authTexts';
import {
  authScreenStory,
  expectCaptchaSolvedAgain,
  submitCredentials,
  withRefusedCaptcha,
} from '../storybook';
import { LoginScreen } from './LoginScreen';
import { signedUpState } from './signedUpEmail';

const maya = { email: users.maya.email, password: users.maya.password };

/** The login screen (`/login`); the captcha is solved for real. */
const meta = {
  title: 'Log in',
  component: LoginScreen,
  ...authScreenStory('login'),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: Email, Password, the captcha, Login and the other ways in (no warning note). */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    // The old backend's "may fail the first time" warning is gone: ours has no such failure.
    await expect(canvas.queryByText(/may fail the first time/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    await expect(canvas.queryByText(authTexts.signupSucceeded)).not.toBeInTheDocument();
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Initial });

/**
 * Arriving from sign-up (`?justSignedUp=true`): the green greeting with word of the link to verify
 * the address, and the e-mail filled in (it came in the router's state, never in the address).
 */
export const JustSignedUp: Story = {
  parameters: {
    screen: {
      start: '/login?justSignedUp=true',
      startState: signedUpState('new.grower@example.org'),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(authTexts.signupSucceeded)).toBeVisible();
    await expect(canvas.getByText(authTexts.verificationLinkSent)).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('new.grower@example.org');
    await expectLocation(canvas, '/login?justSignedUp=true');
  },
};

/**
 * Submitted empty: the site's own messages under the fields (not the browser's bubble), the focus
 * on the first one; nothing is sent.
 */
export const EmptyFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAccessibleErrorMessage(authTexts.emailRequired);
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleErrorMessage(
      authTexts.passwordRequired,
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expectLocation(canvas, '/login');
    // A focus ring moved by the screen is not painted identically from run to run.
    email.blur();
  },
};

/** Submitted without solving the captcha: the spec's message, nothing is sent. */
export const CaptchaRequired: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', { ...maya, captcha: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.captchaRequired);
    await expectLocation(canvas, '/login');
  },
};

/** While logging in: the button is busy, the entries stay. */
export const Submitting: Story = {
  parameters: {
    visual: { busy: true },
    msw: { handlers: { auth: [loadingHandler('post', '/auth/login')] } },
  },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', maya);
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(users.maya.email);
  },
};

/**
 * A wrong password (401 from the server): the spec's message; the captcha starts over and solves
 * its new challenge by itself, so fixing the password and pressing Login is enough.
 */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', { ...maya, password: 'not-her-password' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.loginFailed);
    await expectCaptchaSolvedAgain(canvas);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('not-her-password');
  },
};

/** Then the right password, without ticking "I'm not a robot" again: logged in. */
export const WrongPasswordThenRight: Story = {
  // A navigation: it ends on the stand-in page (as Success does).
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', { ...maya, password: 'not-her-password' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.loginFailed);
    await expectCaptchaSolvedAgain(canvas);
    await fill(canvas, 'Password', users.maya.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expectLocation(canvas, '/');
  },
};

/** The server failed (a 503): said plainly, not as a wrong password. */
export const ServerDown: Story = {
  parameters: {
    msw: { handlers: { auth: [errorHandler('post', '/auth/login', 503, 'Down for upgrades.')] } },
  },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', maya);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.serverUnreachable);
    await expectCaptchaSolvedAgain(canvas);
  },
};

/** No answer at all (offline): the same plain message. */
export const Offline: Story = {
  // Looks as ServerDown: it proves a network failure reads the same.
  parameters: {
    visual: { disable: true },
    msw: { handlers: { auth: [networkErrorHandler('post', '/auth/login')] } },
  },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', maya);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.serverUnreachable);
  },
};

/** The server refuses the captcha solution: the spec's message. */
export const CaptchaRefused: Story = {
  decorators: [withRefusedCaptcha],
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', maya);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.loginFailed);
    await expectCaptchaSolvedAgain(canvas);
  },
};

/** Success: logged in, then back to the last visited page (here /journal). */
export const Success: Story = {
  parameters: { session: { lastVisitedPath: '/journal' } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', maya);
    await expectLocation(canvas, '/journal');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Arrived at /journal' }),
    ).toBeVisible();
  },
};

/** Someone signed in who opens /login: sent to / at once, as /signup does. */
export const SignedIn: Story = {
  // A redirect: it ends on the stand-in page (Success shows it).
  parameters: { session: { userId: users.maya.id }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await expectLocation(canvas, '/');
    await expect(canvas.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  },
};

/** The whole form by keyboard: Tab between the fields, Space ticks the captcha, Enter submits. */
export const Keyboard: Story = {
  // Proves keyboard use; it ends on the stand-in page, like LoginRequired › Continue Browsing.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText(/^Email/));
    await userEvent.keyboard(users.maya.email);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard(users.maya.password);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByLabelText(/^Password/));
    await userEvent.keyboard('{Enter}');
    await expectLocation(canvas, '/');
  },
};
