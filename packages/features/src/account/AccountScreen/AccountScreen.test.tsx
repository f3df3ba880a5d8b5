import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, errorHandler, resetDb, users } from '@wegrow/api/mocks';
import { server } from '@wegrow/api/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { StorySessionProvider, type StorySession } from '../../session/testing';
import { AccountScreen, type AccountScreenProps } from './AccountScreen';

/** Where the MSW Node server answers (Node needs an absolute address). */
const API_URL = 'http://localhost/api';
const maya: StorySession = { userId: users.maya.id };

/** What the rest of the site reads from the session: the badge count and the profile's name. */
function SessionProbe() {
  const { unreadCount, userProfile } = useSession();
  return (
    <>
      <output data-testid="unread">{unreadCount}</output>
      <output data-testid="username">{userProfile?.username ?? ''}</output>
    </>
  );
}

/** Every request the fakes answered, as "METHOD /path" with its body. */
function recordRequests() {
  const seen: { name: string; body: unknown }[] = [];
  server.events.on('response:mocked', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    seen.push({ name: `${request.method} ${url.pathname}`, body: text ? JSON.parse(text) : null });
  });
  return seen;
}

/** The screen at /Account with a login page beside it; `session: null` is a visitor. */
function renderAccount(props: AccountScreenProps = {}, session: StorySession | null = maya) {
  return render(
    <StorySessionProvider baseUrl={API_URL} {...(session ? { session } : {})}>
      <MemoryRouter initialEntries={['/Account']}>
        <Routes>
          <Route
            path="/Account"
            element={<AccountScreen locale="en-GB" timeZone="UTC" {...props} />}
          />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
        <SessionProbe />
      </MemoryRouter>
    </StorySessionProvider>,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetDb();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('AccountScreen', () => {
  it('sends a visitor to /login', async () => {
    renderAccount({}, null);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('lowers the unread count by exactly one when a message is read', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAccount({ defaultTab: 'inbox' });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'));

    await user.click(within(list).getByRole('button', { name: /theo asked to join/ }));
    // The server was told, and the inbox was fetched again afterwards.
    await waitFor(() => {
      const names = requests.map((request) => request.name);
      const read = names.indexOf('POST /api/inbox/read/309');
      expect(read).toBeGreaterThanOrEqual(0);
      expect(names.slice(read + 1)).toContain(`GET /api/inbox/${users.maya.id}`);
    });
    expect(db.inbox.find((message) => message.id === 309)?.read).toBe(true);
    // Counted once (the refreshed list and the click agree), for the tab and the session.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Inbox, 1 unread' })).toBeInTheDocument(),
    );
    expect(screen.getByTestId('unread')).toHaveTextContent('1');
    expect(within(list).getAllByRole('button', { name: /^Unread: / })).toHaveLength(1);
  });

  it('keeps a message unread, and only logs, when marking it read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(errorHandler('post', '/inbox/read/{messageId}', 500, 'Database unavailable'));
    const user = userEvent.setup();
    renderAccount({ defaultTab: 'inbox' });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'));

    await user.click(within(list).getByRole('button', { name: /theo asked to join/ }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Could not mark the inbox message as read:',
        'Database unavailable',
      ),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Unread: / })).toHaveLength(2),
    );
    expect(screen.getByTestId('unread')).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a trimmed username and refreshes the profile the navigation reads', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAccount();
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.clear(username);
    await user.type(username, '  maya_grows  ');
    await user.click(screen.getByRole('button', { name: 'Update Username' }));

    expect(await screen.findByText('Username updated.')).toBeInTheDocument();
    expect(requests.find((r) => r.name === 'PATCH /api/auth/account/me')?.body).toEqual({
      username: 'maya_grows',
    });
    await waitFor(() => expect(screen.getByTestId('username')).toHaveTextContent('maya_grows'));
  });

  it("e-mails the reset link to the session's address", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('If an account exists for that e-mail, a reset link is on its way.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.name === 'POST /api/auth/request-password-reset')?.body).toEqual({
      email: users.maya.email,
    });
  });

  it('keeps a typed bio when its save fails', async () => {
    server.use(errorHandler('patch', '/auth/account/me', 503, 'Saving is paused.'));
    const user = userEvent.setup();
    renderAccount();
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'Rain barrels.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bio).toHaveAccessibleErrorMessage('Saving is paused.'));
    expect(bio).toHaveValue('Rain barrels.');
  });
});
