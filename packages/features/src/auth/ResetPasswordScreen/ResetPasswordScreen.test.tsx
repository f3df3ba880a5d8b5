import { fixtures, users } from '@wegrow/api/mocks';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, currentUser, recordRequests, renderScreen } from '../../testing/unit';
import { LoginScreen } from '../LoginScreen/LoginScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const link = `/ResetPassword?token=${fixtures.RESET_TOKEN_MAYA}`;
const WAIT = { timeout: 5000 };

afterEach(() => vi.useRealTimers());

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, again: string) {
  await user.clear(screen.getByLabelText('New Password'));
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  await user.clear(screen.getByLabelText('Confirm Password'));
  if (again) await user.type(screen.getByLabelText('Confirm Password'), again);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordScreen', () => {
  it('checks the rule (8 to 128) first, then the match, under each field, and sends nothing until both pass', async () => {
    const requests = recordRequests();
    renderScreen(<ResetPasswordScreen />, { route: 'resetPassword', start: link });
    const user = userEvent.setup();

    // Seven characters: the old form's 6 let them through, the server then refused them.
    await submit(user, 'abcdefg', 'xyz');
    const password = screen.getByLabelText('New Password');
    expect(password).toHaveAccessibleErrorMessage('Password must be at least 8 characters.');
    expect(password).toHaveFocus();

    await submit(user, 'abcdefgh', 'abcdefgi');
    const confirmation = screen.getByLabelText('Confirm Password');
    expect(confirmation).toHaveAccessibleErrorMessage('Passwords do not match.');
    expect(confirmation).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');

    expect(requests.of('POST /auth/reset-password')).toHaveLength(0);
  });

  it('shows the message, then goes to /login exactly 2 seconds later', async () => {
    const requests = recordRequests();
    renderScreen(<ResetPasswordScreen />, { route: 'resetPassword', start: link });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'sunflower-seeds-43');
    await user.type(screen.getByLabelText('Confirm Password'), 'sunflower-seeds-43');

    // From here the clock is fake (user-event waits on real timers, so the click is a plain event).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(
      () => expect(screen.getByText('Password reset! You may now log in.')).toBeInTheDocument(),
      { timeout: 5000, interval: 10 },
    );
    const [request] = requests.of('POST /auth/reset-password');
    expect(await request?.json()).toEqual({
      token: fixtures.RESET_TOKEN_MAYA,
      new_password: 'sunflower-seeds-43',
    });

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(currentLocation()).toBe(link);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentLocation()).toBe('/login');
  });

  it('ends a session held in this browser, so /login shows its form rather than sending it on', async () => {
    renderScreen(<ResetPasswordScreen redirectDelayMs={0} />, {
      route: 'resetPassword',
      start: link,
      session: { userId: users.maya.id },
      routes: { login: <LoginScreen /> },
    });
    expect(currentUser()).toBe(String(users.maya.id));
    await submit(userEvent.setup(), 'sunflower-seeds-43', 'sunflower-seeds-43');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, WAIT)).toBeVisible();
    expect(currentLocation()).toBe('/login');
    expect(currentUser()).toBe('visitor');
  });

  it("shows the server's detail for a bad token", async () => {
    renderScreen(<ResetPasswordScreen />, {
      route: 'resetPassword',
      start: '/ResetPassword?token=used-long-ago',
    });
    await submit(userEvent.setup(), 'sunflower-seeds-43', 'sunflower-seeds-43');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid, used or expired. Please request a new one.',
    );
    expect(screen.getByLabelText('New Password')).toHaveValue('sunflower-seeds-43');
  });

  it('explains a link without a token and links to a new one', () => {
    renderScreen(<ResetPasswordScreen />, { route: 'resetPassword' });
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
