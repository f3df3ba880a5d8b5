import { errorHandler, users } from '@wegrow/api/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderScreen, server } from '../../testing/unit';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

describe('ForgotPasswordScreen', () => {
  it("sends the trimmed e-mail and shows the server's message", async () => {
    const requests = recordRequests();
    renderScreen(<ForgotPasswordScreen />, { route: 'forgotPassword' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), `  ${users.maya.email}  `);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(
      await screen.findByText('If an account exists for that e-mail, a reset link is on its way.'),
    ).toBeVisible();
    const [request] = requests.of('POST /auth/request-password-reset');
    expect(await request?.json()).toEqual({ email: users.maya.email });
  });

  it("shows the server's detail in an alert", async () => {
    server.use(errorHandler('post', '/auth/request-password-reset', 429, 'Slow down.'));
    renderScreen(<ForgotPasswordScreen />, { route: 'forgotPassword' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), users.maya.email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down.');
  });

  it('asks for the e-mail under the field and sends nothing when it is empty', async () => {
    const requests = recordRequests();
    renderScreen(<ForgotPasswordScreen />, { route: 'forgotPassword' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleErrorMessage('Enter your e-mail address.');
    expect(email).toHaveFocus();
    expect(requests.of('POST /auth/request-password-reset')).toHaveLength(0);
  });
});
