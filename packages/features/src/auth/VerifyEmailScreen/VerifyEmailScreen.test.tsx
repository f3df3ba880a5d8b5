import { errorHandler, jsonHandler, users } from '@wegrow/api/mocks';
import { EMAIL_VERIFICATION_TEXTS as T } from '@wegrow/contract/details';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderScreen, server } from '../../testing/unit';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const WAIT = { timeout: 5000 };

describe('VerifyEmailScreen', () => {
  it('sends the token once, on open, and shows the server’s message', async () => {
    server.use(jsonHandler('post', '/auth/verify-email', { message: T.verified }));
    const requests = recordRequests();
    renderScreen(<VerifyEmailScreen />, {
      route: 'verifyEmail',
      start: '/VerifyEmail?token=link-token-1',
    });
    expect(await screen.findByText(T.verified, {}, WAIT)).toBeVisible();
    const sent = requests.of('POST /auth/verify-email');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ token: 'link-token-1' });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows a refused link’s detail and lets a signed-in member ask for a new one', async () => {
    server.use(
      errorHandler('post', '/auth/verify-email', 400, T.linkInvalid),
      errorHandler('post', '/auth/verify-email/resend', 429, T.resendLimited),
    );
    const requests = recordRequests();
    renderScreen(<VerifyEmailScreen />, {
      route: 'verifyEmail',
      start: '/VerifyEmail?token=spent',
      session: { userId: users.ivy.id },
    });
    expect(await screen.findByText(T.linkInvalid, {}, WAIT)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(T.resendLimited, {}, WAIT)).toBeVisible();
    expect(requests.of('POST /auth/verify-email/resend')).toHaveLength(1);
    expect(requests.of('POST /auth/verify-email')).toHaveLength(1);
  });

  it('offers a visitor the login page instead of a new link', async () => {
    server.use(errorHandler('post', '/auth/verify-email', 400, T.linkInvalid));
    renderScreen(<VerifyEmailScreen />, { route: 'verifyEmail', start: '/VerifyEmail?token=x' });
    expect(await screen.findByText(T.linkInvalid, {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends nothing for a link without its token', async () => {
    const requests = recordRequests();
    renderScreen(<VerifyEmailScreen />, { route: 'verifyEmail', start: '/VerifyEmail?token=' });
    expect(screen.getByText('This verification link is incomplete')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.of('POST /auth/verify-email')).toHaveLength(0);
  });
});
