import { users } from '@wegrow/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, recordRequests, renderScreen } from '../../testing/unit';
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

  it('sends the trimmed e-mail and password with the solution, then goes to login', async () => {
    const requests = recordRequests();
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn('  ivy.new@example.org ', '  first-light-12  ');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(currentLocation()).toBe('/login?justSignedUp=true'), WAIT);
    const [request] = requests.of('POST /auth/signup');
    const body = (await request?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'ivy.new@example.org', password: 'first-light-12' });
    expect(body['recaptcha_token']).toEqual(expect.stringMatching(/^[A-Za-z0-9+/]+=*$/));
  });

  it("shows the server's detail and starts the captcha over after a failure", async () => {
    const requests = recordRequests();
    renderScreen(<SignupScreen />, { route: 'signup' });
    const user = await fillIn(users.maya.email, 'another-password-1');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByLabelText(/^Email/)).toHaveValue(users.maya.email);

    // The old solution is gone: a second try needs a new one.
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify you are not a robot.',
    );
    expect(requests.of('POST /auth/signup')).toHaveLength(1);
  });

  it('sends a signed-in user to /', async () => {
    renderScreen(<SignupScreen />, { route: 'signup', session: { userId: users.maya.id } });
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
