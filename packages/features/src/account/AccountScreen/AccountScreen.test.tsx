import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, errorHandler, jsonHandler, users } from '@wegrow/api/mocks';
import { EMAIL_VERIFICATION_TEXTS } from '@wegrow/contract/details';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usernameInvitationKey } from '../../shared/UsernameInvitation/UsernameInvitation';
import { recordRequests, renderScreen, server, type TestSession } from '../../testing/unit';
import { AccountScreen, type AccountScreenProps } from './AccountScreen';

const maya: TestSession = { userId: users.maya.id };

/** The screen at its route (/Account) with a login page beside it; `session: null` is a visitor. */
function renderAccount(props: AccountScreenProps = {}, session: TestSession | null = maya) {
  return renderScreen(<AccountScreen locale="en-GB" timeZone="UTC" {...props} />, {
    route: 'account',
    routes: { login: <h1>Login page</h1> },
    ...(session ? { session } : {}),
  });
}

/** The JSON body of the first request of a call. */
async function bodyOf(requests: ReturnType<typeof recordRequests>, call: string) {
  const [request] = requests.of(call);
  return request ? ((await request.json()) as unknown) : undefined;
}

afterEach(() => vi.restoreAllMocks());

describe('AccountScreen', () => {
  it('asks an unverified member to verify, and shows what "Send the link again" got', async () => {
    server.use(
      jsonHandler('get', '/auth/account/me', {
        id: users.maya.id,
        email: users.maya.email,
        email_verified: false,
        username: users.maya.username,
        bio: null,
        profile_pic: null,
      }),
      errorHandler(
        'post',
        '/auth/verify-email/resend',
        429,
        EMAIL_VERIFICATION_TEXTS.resendLimited,
      ),
    );
    const requests = recordRequests();
    renderAccount();
    expect(await screen.findByText('Verify your e-mail address')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      EMAIL_VERIFICATION_TEXTS.resendLimited,
    );
    expect(requests.of('POST /auth/verify-email/resend')).toHaveLength(1);
  });

  it('says nothing of verification to a verified member', async () => {
    server.use(
      jsonHandler('get', '/auth/account/me', {
        id: users.maya.id,
        email: users.maya.email,
        email_verified: true,
        username: users.maya.username,
        bio: null,
        profile_pic: null,
      }),
    );
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.queryByText('Verify your e-mail address')).not.toBeInTheDocument();
  });

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
      const calls = requests.calls();
      const read = calls.indexOf('POST /inbox/read/309');
      expect(read).toBeGreaterThanOrEqual(0);
      expect(calls.slice(read + 1)).toContain(`GET /inbox/${users.maya.id}`);
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
    expect(await bodyOf(requests, 'PATCH /auth/account/me')).toEqual({ username: 'maya_grows' });
    await waitFor(() => expect(screen.getByTestId('username')).toHaveTextContent('maya_grows'));
  });

  it("e-mails the reset link to the session's address, and says so plainly", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    // Signed in: no enumeration-safe "if an account exists" wording here.
    expect(await screen.findByRole('status')).toHaveTextContent(
      `We sent a link to ${users.maya.email}.`,
    );
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
    expect(await bodyOf(requests, 'POST /auth/request-password-reset')).toEqual({
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

  it('invites a user without a username to pick one, and "Choose a username" focuses the field', async () => {
    const user = userEvent.setup();
    renderAccount({ defaultTab: 'inbox' }, { userId: users.ivy.id });
    await user.click(await screen.findByRole('button', { name: 'Choose a username' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('remembers "Not now" for that user', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAccount({}, { userId: users.ivy.id });
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Pick a username')).not.toBeInTheDocument();
    unmount();
    renderAccount(
      {},
      { userId: users.ivy.id, storage: { [usernameInvitationKey(users.ivy.id)]: 'true' } },
    );
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByText('Pick a username')).not.toBeInTheDocument();
  });

  it('shows no invitation to a user with a username', async () => {
    renderAccount();
    await waitFor(() => expect(screen.getByTestId('username')).toHaveTextContent('maya'));
    expect(screen.queryByText('Pick a username')).not.toBeInTheDocument();
  });

  it('shows each message with its subject and sender label', async () => {
    renderAccount({ defaultTab: 'inbox' });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Note to self');
    expect(first).toHaveTextContent('From maya');
    expect(list).toHaveTextContent('From Riverside Growers · Community');
    expect(list).toHaveTextContent('From WeGrow · System');
  });
});
