import { users } from '@wegrow/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountScreen } from '../account';
import { Shell } from '../shell';
import { currentLocation, currentUser, renderScreen, server, TEST_API_URL } from '../testing/unit';
import { useSession } from './SessionProvider';

const WAIT = { timeout: 5000 };

/**
 * Every answer of the fakes from now on: the call (`METHOD /path`), its status and its body; and
 * how many requests made since are still waiting for theirs (`inFlight`).
 */
function recordAnswers() {
  const answers: { call: string; status: number; body: string }[] = [];
  let started = 0;
  const onStart = () => {
    started += 1;
  };
  server.events.on('request:start', onStart);
  stops.push(() => server.events.removeListener('request:start', onStart));
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const call = `${request.method} ${path}`;
    void request
      .clone()
      .text()
      .then((body) => answers.push({ call, status: response.status, body }));
  };
  server.events.on('response:mocked', listener);
  stops.push(() => server.events.removeListener('response:mocked', listener));
  return Object.assign(answers, { inFlight: () => started - answers.length });
}

/** The stand-in login page: says where the next login would lead. */
function LoginStandIn() {
  const { lastVisitedPath } = useSession();
  return <p>The login page; last visited path: {lastVisitedPath ?? 'none'}</p>;
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

describe('Logout', () => {
  it('has the server revoke the refresh token, forgets the last visited path and sends nothing that answers 401', async () => {
    renderScreen(
      <Shell year={2026}>
        <AccountScreen />
      </Shell>,
      {
        route: 'account',
        session: { userId: users.maya.id, lastVisitedPath: '/journal' },
        routes: { login: <LoginStandIn /> },
      },
    );
    // The account is on screen, its profile and inbox loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' }, WAIT)).toBeVisible();
    const answers = recordAnswers();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    // The next login, maybe someone else's, starts at / rather than where this user was.
    expect(
      await screen.findByText('The login page; last visited path: none', {}, WAIT),
    ).toBeVisible();
    expect(currentLocation()).toBe('/login');
    expect(currentUser()).toBe('visitor');
    await waitFor(() => expect(answers.map(({ call }) => call)).toContain('POST /auth/logout'));
    const [revoked] = answers.filter(({ call }) => call === 'POST /auth/logout');
    expect(revoked?.status).toBe(204);
    const refreshToken = (JSON.parse(revoked?.body ?? '{}') as { refresh_token?: string })
      .refresh_token;
    expect(refreshToken).toEqual(expect.any(String));

    // Everything the logout set off has its answer: no call answered 401, the profile was not
    // asked again.
    await waitFor(() => expect(answers.inFlight()).toBe(0), WAIT);
    expect(answers.filter(({ status }) => status === 401)).toEqual([]);
    expect(answers.map(({ call }) => call)).not.toContain('GET /auth/account/me');

    // The token is dead on the server: it no longer renews a session.
    const renewal = await fetch(`${TEST_API_URL}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(renewal.status).toBe(401);
  });
});
