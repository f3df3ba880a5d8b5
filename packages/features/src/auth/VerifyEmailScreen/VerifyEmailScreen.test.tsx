import { errorHandler, jsonHandler, users } from '@wegrow/api/mocks';
import { EMAIL_VERIFICATION_TEXTS as T } from '@wegrow/contract/details';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileHandler, recordRequests, renderScreen, server } from '../../testing/unit';
import { authTexts } from '../shared/authTexts';
import { VerifyEmailScreen } from './VerifyEmailScreen';
import { CHOOSE_PASSWORD_TEXTS } from './VerifyEmailViews';

const WAIT = { timeout: 5000 };

/** Types `password` (and `confirmation`) into the password step and presses its button. */
async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: CHOOSE_PASSWORD_TEXTS.submit }));
}

describe('VerifyEmailScreen', () => {
  it('signed in: sends the token once, on open, and shows the server’s message', async () => {
    server.use(jsonHandler('post', '/auth/verify-email', { message: T.verified }));
    const requests = recordRequests();
    renderScreen(<VerifyEmailScreen />, {
      route: 'verifyEmail',
      start: '/VerifyEmail?token=link-token-1',
      session: { userId: users.ivy.id },
    });
    expect(await screen.findByText(T.verified, {}, WAIT)).toBeVisible();
    const sent = requests.of('POST /auth/verify-email');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ token: 'link-token-1' });
    expect(sent[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.getByRole('link', { name: 'Go to your Account' })).toHaveAttribute(
      'href',
      '/Account',
    );
  });

  it('not signed in: asks for a password, checks it, then sends it with the token', async () => {
    server.use(jsonHandler('post', '/auth/verify-email', { message: T.verified }));
    const requests = recordRequests();
    renderScreen(<VerifyEmailScreen />, {
      route: 'verifyEmail',
      start: '/VerifyEmail?token=link-token-2',
    });
    expect(screen.getByRole('form', { name: CHOOSE_PASSWORD_TEXTS.form })).toBeVisible();

    await choosePassword('seeds7!');
    expect(screen.getByLabelText('Password')).toHaveAccessibleErrorMessage(
      authTexts.passwordTooShort,
    );
    await userEvent.setup().clear(screen.getByLabelText('Password'));
    await userEvent.setup().clear(screen.getByLabelText('Confirm Password'));
    await choosePassword('sunflower-seeds-43', 'sunflower-seeds-34');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleErrorMessage(
      authTexts.passwordsDiffer,
    );
    expect(requests.of('POST /auth/verify-email')).toHaveLength(0);

    await userEvent.setup().clear(screen.getByLabelText('Confirm Password'));
    await userEvent.setup().type(screen.getByLabelText('Confirm Password'), 'sunflower-seeds-43');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: CHOOSE_PASSWORD_TEXTS.submit }));
    expect(await screen.findByText(T.verified, {}, WAIT)).toBeVisible();
    const sent = requests.of('POST /auth/verify-email');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({
      token: 'link-token-2',
      password: 'sunflower-seeds-43',
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it.each<[number, string, string]>([
    [422, T.passwordRequired, 'signed in as another account'],
    [401, 'This session has ended. Please log in again.', 'the session ended on the way'],
  ])('answered %i on open (%s, %s): the password step', async (status, detail) => {
    server.use(errorHandler('post', '/auth/verify-email', status, detail));
    const requests = recordRequests();
    renderScreen(<VerifyEmailScreen />, {
      route: 'verifyEmail',
      start: '/VerifyEmail?token=link-token-3',
      session: { userId: users.maya.id },
    });
    expect(
      await screen.findByRole('form', { name: CHOOSE_PASSWORD_TEXTS.form }, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.of('POST /auth/verify-email').length).toBeGreaterThan(0);
  });

  it('keeps the form with the server’s sentence when it refuses the password (422)', async () => {
    server.use(
      errorHandler('post', '/auth/verify-email', 422, 'Password must be at most 128 characters.'),
    );
    renderScreen(<VerifyEmailScreen />, { route: 'verifyEmail', start: '/VerifyEmail?token=x' });
    await choosePassword('sunflower-seeds-43');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Password must be at most 128 characters.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('sunflower-seeds-43');
  });

  it('shows a refused link’s detail and lets a signed-in member ask for a new one', async () => {
    server.use(
      profileHandler('ivy', { verified: false }),
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

  it('says a used link opened by a verified member is verified already, and asks for nothing', async () => {
    server.use(
      profileHandler('ivy', { verified: true }),
      errorHandler('post', '/auth/verify-email', 400, T.linkInvalid),
    );
    renderScreen(<VerifyEmailScreen />, {
      route: 'verifyEmail',
      start: '/VerifyEmail?token=spent',
      session: { userId: users.ivy.id },
    });
    expect(await screen.findByText(authTexts.alreadyVerified, {}, WAIT)).toBeVisible();
    expect(screen.queryByText(T.linkInvalid)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('offers a visitor the login page instead of a new link', async () => {
    server.use(errorHandler('post', '/auth/verify-email', 400, T.linkInvalid));
    renderScreen(<VerifyEmailScreen />, { route: 'verifyEmail', start: '/VerifyEmail?token=x' });
    await choosePassword('sunflower-seeds-43');
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
