import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { expectLocation } from '../../testing';
import { CAPTCHA_LABEL, CAPTCHA_VERIFIED } from '../Captcha/Captcha';
import { authTexts } from '../shared/authTexts';
import {
  authScreenStory,
  expectCaptchaReset,
  submitCredentials,
  withRefusedCaptcha,
} from '../storybook';
import { LoginScreen } from './LoginScreen';

const maya = { email: users.maya.email, password: users.maya.password };

/** The login screen (`/login`), fed by the MSW fakes; the captcha is solved for real. */
const meta = {
  component: LoginScreen,
  ...authScreenStory('login'),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: Email, Password, the captcha, the note, Login and the other ways in. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByText(authTexts.loginMayFail)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    await expect(canvas.queryByText(authTexts.signupSucceeded)).not.toBeInTheDocument();
  },
};

/** A 320 px phone. */
export const Narrow: Story = { parameters: { visual: { width: 320 } } };

/** Arriving from sign-up (`?justSignedUp=true`): the green greeting. */
export const JustSignedUp: Story = {
  parameters: { screen: { start: '/login?justSignedUp=true' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(authTexts.signupSucceeded)).toBeVisible();
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
  parameters: { msw: { handlers: { auth: [loadingHandler('post', '/auth/login')] } } },
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', maya);
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(users.maya.email);
  },
};

/** A wrong password (401 from the fakes): the spec's message; the captcha starts over. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', { ...maya, password: 'not-her-password' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.loginFailed);
    await expectCaptchaReset(canvas);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('not-her-password');
  },
};

/** The server refuses the captcha solution (the fakes' `INVALID_CAPTCHA`): the same message. */
export const CaptchaRefused: Story = {
  decorators: [withRefusedCaptcha],
  play: async ({ canvas }) => {
    await submitCredentials(canvas, 'Login', maya);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(authTexts.loginFailed);
    await expectCaptchaReset(canvas);
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
