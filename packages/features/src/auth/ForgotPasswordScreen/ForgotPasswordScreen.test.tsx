import { errorHandler, resetDb, users } from '@wegrow/api/mocks';
import { server } from '@wegrow/api/mocks/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordRequests, renderAuthScreen } from '../renderAuthScreen';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetDb();
});
afterAll(() => server.close());

describe('ForgotPasswordScreen', () => {
  it("sends the trimmed e-mail and shows the server's message", async () => {
    const requests = recordRequests(server.events);
    renderAuthScreen(<ForgotPasswordScreen />, { path: '/forgotpassword' });
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
    renderAuthScreen(<ForgotPasswordScreen />, { path: '/forgotpassword' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), users.maya.email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down.');
  });
});
