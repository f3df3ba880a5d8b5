import { users } from '@wegrow/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, currentUser, recordRequests, renderScreen } from '../../testing/unit';
import { LoginScreen } from './LoginScreen';

const WAIT = { timeout: 5000 };

async function logIn(email: string, password: string, solve = true) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
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

  it('shows the spec message and starts the captcha over after a failed login', async () => {
    renderScreen(<LoginScreen />, { route: 'login' });
    await logIn(users.maya.email, 'wrong-password');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Invalid login or server error.',
    );
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(currentUser()).toBe('visitor');
  });

  it('greets a new account when the address says justSignedUp', () => {
    renderScreen(<LoginScreen />, { route: 'login', start: '/login?justSignedUp=true' });
    expect(screen.getByText('Signup successful! Please log in.')).toBeVisible();
  });
});
