/** Story helpers of the authentication screens (never part of the site). */
import type { Decorator } from '@storybook/react-vite';
import { INVALID_CAPTCHA } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import type { RouteId } from '../routes/paths';
import { fill, screenStory, type ScreenStoryOptions, type StoryCanvas } from '../testing';
import { CAPTCHA_LABEL, CAPTCHA_VERIFIED } from './Captcha/Captcha';
import { CaptchaSolverProvider } from './Captcha/CaptchaSolver';
import { LoginScreen } from './LoginScreen/LoginScreen';

/**
 * The decorators and parameters of an authentication screen's stories: the screen at its route,
 * the real login screen at /login (where sign-up and reset lead), a stand-in page anywhere else.
 * The fakes serve a genuine captcha challenge, so the real widget's proof of work runs.
 */
export function authScreenStory(route: RouteId, options: Omit<ScreenStoryOptions, 'route'> = {}) {
  return screenStory({ route, routes: { login: <LoginScreen /> }, ...options });
}

/** Hands the fakes' refused solution (`INVALID_CAPTCHA`) to the real widget: "captcha refused". */
export const withRefusedCaptcha: Decorator = (Story) => (
  <CaptchaSolverProvider solve={() => Promise.resolve(INVALID_CAPTCHA)}>
    <Story />
  </CaptchaSolverProvider>
);

/** Ticks "I'm not a robot" and waits until the widget says "Verified". */
export async function solveCaptcha(canvas: StoryCanvas) {
  await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
  await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
}

/**
 * After a failed attempt: the widget started over with a new challenge (spec 1 §4) and solved it by
 * itself, so the box is ticked and "Verified" again without the user ticking it.
 */
export async function expectCaptchaSolvedAgain(canvas: StoryCanvas) {
  await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
  await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).toBeChecked();
}

export interface CredentialsEntry {
  email: string;
  password: string;
  /** Solve the captcha before submitting. @default true */
  captcha?: boolean;
}

/**
 * Sign-up and login alike: types the e-mail and the password, solves the captcha (unless told not
 * to) and presses the form's button (`Sign Up`, `Login`).
 */
export async function submitCredentials(
  canvas: StoryCanvas,
  button: string,
  { email, password, captcha = true }: CredentialsEntry,
) {
  await fill(canvas, 'Email', email);
  await fill(canvas, 'Password', password);
  if (captcha) await solveCaptcha(canvas);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}
