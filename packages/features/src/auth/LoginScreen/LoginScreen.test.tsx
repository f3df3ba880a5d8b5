import { errorHandler, networkErrorHandler, users } from '@wegrow/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeCaptchaPayload } from '../Captcha/captchaSolution';
import {
  currentLocation,
  currentUser,
  recordRequests,
  renderScreen,
  server,
} from '../../testing/unit';
import { LoginScreen } from './LoginScreen';
import { signedUpState } from './signedUpEmail';

const WAIT = { timeout: 5000 };

async function logIn(email: string, password: string, solve = true) {
  const user = userEvent.setup();
  // Pasted, not typed key by key: the form re-renders on each key.
  for (const [label, value] of [
    [/^Email/, email],
    [/^Password/, password],
  ] as const) {
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  if (solve) {
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified', {}, WAIT);
  }
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginScreen', () => {
  it('logs in form-encoded with the trimmed e-mail as username, then goes to the last page', async () => {
    const requests = recordRequests();
    renderScreen(<LoginScreen />, {
      route: 'login',
      session: { lastVisitedPath: '/journal?edit=true' },
    });
    await logIn(` ${users.maya.email} `, ` ${users.maya.password} `);

    await waitFor(() => expect(currentLocation()).toBe('/journal?edit=true'), WAIT);
    expect(currentUser()).toBe(String(users.maya.id));
    const [request] = requests.of('POST /auth/login');
    expect(request?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(await request?.text());
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('username')).toBe(users.maya.email);
    expect(form.get('password')).toBe(users.maya.password);
    expect(form.get('scope')).toBe('');
    expect(form.get('recaptcha_token')).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('goes to / when no page was visited before', async () => {
    renderScreen(<LoginScreen />, { route: 'login' });
    await logIn(users.maya.email, users.maya.password);
    await waitFor(() => expect(currentLocation()).toBe('/'), WAIT);
  });

  it('asks for the captcha and sends nothing while it is unsolved', async () => {
    const requests = recordRequests();
    renderScreen(<LoginScreen />, { route: 'login' });
    await logIn(users.maya.email, users.maya.password, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify you are not a robot.',
    );
    expect(requests.of('POST /auth/login')).toHaveLength(0);
  });

  it('says under each empty field what it needs, focuses the first, and sends nothing', async () => {
    const requests = recordRequests();
    renderScreen(<LoginScreen />, { route: 'login' });
    await logIn('', '', false);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleErrorMessage('Enter your e-mail address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleErrorMessage('Enter your password.');
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('novalidate');
    expect(requests.of('POST /auth/login')).toHaveLength(0);
    // Typing in a field takes its message away.
    await userEvent.type(email, 'm');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows the spec message after a failed login, and the captcha solves a new challenge by itself', async () => {
    const requests = recordRequests();
    renderScreen(<LoginScreen />, { route: 'login' });
    const user = await logIn(users.maya.email, 'wrong-password');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Invalid login or server error.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(currentUser()).toBe('visitor');
    // A new challenge, really solved, without a tick.
    await waitFor(
      () => expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked(),
      WAIT,
    );
    expect(requests.of('GET /auth/captcha')).toHaveLength(2);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), users.maya.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentUser()).toBe(String(users.maya.id)), WAIT);
    const tokens = await Promise.all(
      requests
        .of('POST /auth/login')
        .map(async (request) => new URLSearchParams(await request.text()).get('recaptcha_token')),
    );
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(decodeCaptchaPayload(tokens[1] ?? '')).toMatchObject({ number: 12 });
  });

  it.each([
    ['a 5xx', () => errorHandler('post', '/auth/login', 500, 'Internal error')],
    ['a network failure', () => networkErrorHandler('post', '/auth/login')],
  ])('says the server could not be reached after %s', async (_, handler) => {
    server.use(handler());
    renderScreen(<LoginScreen />, { route: 'login' });
    await logIn(users.maya.email, users.maya.password);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The server could not be reached. Try again.',
    );
  });

  it('greets a new account when the address says justSignedUp, with its e-mail filled in', () => {
    renderScreen(<LoginScreen />, {
      route: 'login',
      start: '/login?justSignedUp=true',
      startState: signedUpState('ivy.new@example.org'),
    });
    expect(screen.getByText('Signup successful! Please log in.')).toBeVisible();
    expect(screen.getByText('We sent you a link to verify your e-mail address.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ivy.new@example.org');
  });

  it('sends a signed-in user to /, as sign-up does', async () => {
    renderScreen(<LoginScreen />, { route: 'login', session: { userId: users.maya.id } });
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });
});
