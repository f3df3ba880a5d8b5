/** Story helpers of the authentication screens (never exported to the site). */
import type { Decorator } from '@storybook/react-vite';
import { INVALID_CAPTCHA } from '@wegrow/api/mocks';
import { Heading, Stack, Text } from '@wegrow/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { CAPTCHA_LABEL, CAPTCHA_VERIFIED } from './Captcha/Captcha';
import { CaptchaSolverProvider } from './Captcha/CaptchaSolver';
import { LoginScreen } from './LoginScreen/LoginScreen';

/** `parameters.authRoute` of a story: where the screen lives and the address the story opens. */
export interface AuthStoryRoute {
  /** The route pattern of the story's screen, e.g. '/signup'. */
  path: string;
  /** The address the router starts at. @default path */
  start?: string;
}

/** The page a screen navigated to, when it is not one of the authentication screens. */
function ArrivedAt() {
  const { pathname, search } = useLocation();
  return (
    <Stack gap="2">
      <Heading level={1}>Arrived at {pathname + search}</Heading>
      <Text tone="secondary">A stand-in for the page the screen went to.</Text>
    </Stack>
  );
}

/** The router's current address, for play functions (`expectLocation`); not shown. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <span hidden data-testid="location">
      {pathname + search}
    </span>
  );
}

/**
 * Renders the story's screen at `parameters.authRoute` in a memory router, with the real login
 * screen at /login (where sign-up and reset lead) and a stand-in page for any other address.
 */
export const withAuthRoutes: Decorator = (Story, { parameters }) => {
  const { path, start = path } = parameters['authRoute'] as AuthStoryRoute;
  return (
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route path={path} element={<Story />} />
        {path === '/login' ? null : <Route path="/login" element={<LoginScreen />} />}
        <Route path="*" element={<ArrivedAt />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  );
};

/** Hands the fakes' refused solution (`INVALID_CAPTCHA`) to the real widget: "captcha refused". */
export const withRefusedCaptcha: Decorator = (Story) => (
  <CaptchaSolverProvider solve={() => Promise.resolve(INVALID_CAPTCHA)}>
    <Story />
  </CaptchaSolverProvider>
);

type StoryCanvas = ReturnType<typeof within>;

/** Ticks "I'm not a robot" and waits until the widget says "Verified". */
export async function solveCaptcha(canvas: StoryCanvas) {
  await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
  await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
}

/** Waits until the widget is back to its unchecked start (after a failed attempt). */
export async function expectCaptchaReset(canvas: StoryCanvas) {
  await waitFor(() =>
    expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).not.toBeChecked(),
  );
  await expect(canvas.queryByText(CAPTCHA_VERIFIED)).not.toBeInTheDocument();
}

/** Waits until the router is at `href` (path and query). */
export async function expectLocation(canvas: StoryCanvas, href: string) {
  await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(href), {
    timeout: 5000,
  });
}

/** Types into the field labelled `label` (a required field's asterisk aside), replacing its text. */
export async function fill(canvas: StoryCanvas, label: string, text: string) {
  const field = canvas.getByLabelText((content: string) => content.replace(/\s*\*$/, '') === label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
