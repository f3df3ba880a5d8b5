import { errorHandler, networkErrorHandler, users } from '@wegrow/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, recordRequests, renderScreen, server } from '../../testing/unit';
import { LoginScreen } from '../LoginScreen/LoginScreen';
import { SignupScreen } from './SignupScreen';

const WAIT = { timeout: 5000 };

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  return user;
}

async function solveCaptcha(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified', {}, WAIT);
}

describe('SignupScreen', () => {
  it('sends nothing and asks for the captcha while it is unsolved', async () => {
    const requests = recordRequests();
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn('ivy.new@example.org', 'first-light-11');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify you are not a robot.',
    );
    expect(requests.of('POST /auth/signup')).toHaveLength(0);
    expect(currentLocation()).toBe('/signup');
  });

  it('sends the trimmed e-mail and password with the solution, then goes to login with the e-mail filled in', async () => {
    const requests = recordRequests();
    renderScreen(<SignupScreen />, { route: 'signup', routes: { login: <LoginScreen /> } });
    const user = await fillIn('  ivy.new@example.org ', '  first-light-12  ');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    // The address carries only justSignedUp; the e-mail travels in the router's state.
    await waitFor(() => expect(currentLocation()).toBe('/login?justSignedUp=true'), WAIT);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ivy.new@example.org');
    expect(screen.getByText('Signup successful! Please log in.')).toBeVisible();
    const [request] = requests.of('POST /auth/signup');
    const body = (await request?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'ivy.new@example.org',
      password: 'first-light-12',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(body['recaptcha_token']).toEqual(expect.stringMatching(/^[A-Za-z0-9+/]+=*$/));
  });

  it('checks the fields in the browser first: messages under them, the first focused, nothing sent', async () => {
    const requests = recordRequests();
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn('ivy', 'seven77');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleErrorMessage('Enter a valid e-mail address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleErrorMessage(
      'Password must be at least 8 characters.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Use 8 to 128 characters.') as string,
    );
    expect(requests.of('POST /auth/signup')).toHaveLength(0);
    expect(requests.of('GET /auth/captcha')).toHaveLength(0);
  });

  it("shows the server's 422 sentence as it is", async () => {
    renderScreen(<SignupScreen />, { route: 'signup' });
    // The browser's check lets it through; the contract's e-mail format does not.
    const user = await fillIn('ivy@garden', 'first-light-12');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      /^Enter a valid e-mail address\.$/,
    );
  });

  it('says the server could not be reached when no answer came', async () => {
    server.use(networkErrorHandler('post', '/auth/signup'));
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn('ivy.new@example.org', 'first-light-12');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The server could not be reached. Try again.',
    );
  });

  it("shows a 5xx's detail when the server gave one", async () => {
    server.use(errorHandler('post', '/auth/signup', 503, 'Sign-up is paused for maintenance.'));
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn('ivy.new@example.org', 'first-light-12');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Sign-up is paused for maintenance.',
    );
  });

  it('goes on to login for an address that already has an account, as for a new one', async () => {
    // The server answers alike (and mails the owner), so the form tells nobody who is registered.
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn(users.maya.email, 'another-password-1');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(currentLocation()).toBe('/login?justSignedUp=true'), WAIT);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's detail and starts the captcha over after a failure", async () => {
    server.use(
      errorHandler('post', '/auth/signup', 429, 'Too many requests. Please try again later.'),
    );
    const requests = recordRequests();
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn('ivy.new@example.org', 'another-password-1');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ivy.new@example.org');

    // The old solution is gone; a new challenge is fetched and solved without a tick, and the next
    // try sends the new solution.
    await waitFor(() => expect(requests.of('GET /auth/captcha')).toHaveLength(2), WAIT);
    await waitFor(
      () => expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked(),
      WAIT,
    );
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(requests.of('POST /auth/signup')).toHaveLength(2), WAIT);
    const [first, second] = await Promise.all(
      requests.of('POST /auth/signup').map(async (request) => {
        const body = (await request.json()) as { recaptcha_token: string };
        return body.recaptcha_token;
      }),
    );
    expect(second).not.toBe(first);
  });

  it('sends a signed-in user to /', async () => {
    renderScreen(<SignupScreen />, { route: 'signup', session: { userId: users.maya.id } });
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
