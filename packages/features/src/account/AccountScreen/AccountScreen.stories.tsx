import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InboxMessage } from '@wegrow/api';
import {
  db,
  errorHandler,
  fixtures,
  handlersByDomain,
  jsonHandler,
  loadingHandler,
  users,
} from '@wegrow/api/mocks';
import {
  ACCOUNT_DELETION_TEXTS,
  EMAIL_CHANGE_TEXTS,
  EMAIL_VERIFICATION_TEXTS,
} from '@wegrow/contract/details';
import { Heading } from '@wegrow/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Shell } from '../../shell';
import {
  fill,
  narrow,
  openedDialog,
  pasteInto,
  profileHandler,
  screenStory,
  STORY_YEAR,
  type TestSession,
} from '../../testing';
import { DATA_EXPORT_TEXTS } from '../AccountSettings/DataExport';
import { DELETE_ACCOUNT_TEXTS } from '../AccountSettings/DeleteAccount';
import { JOURNAL_IMPORT_TEXTS } from '../JournalImport/JournalImport';
import { AccountScreen } from './AccountScreen';

const maya: TestSession = { userId: users.maya.id };
const ivy: TestSession = { userId: users.ivy.id };
/** Maya in the browser of her first login (marked "This device" in the Security tab). */
const mayaHere: TestSession = { userId: users.maya.id, sessionId: fixtures.mayaLogins.thisBrowser };

/** Maya's inbox with every message read. */
const allRead: InboxMessage[] = [
  {
    id: 311,
    read: true,
    timestamp: '2026-01-04T08:15:00Z',
    sender: { kind: 'person', name: 'maya' },
    subject: 'Note to self',
    content: 'Your journal entry "Morning pages" was saved.',
  },
  {
    id: 305,
    read: true,
    timestamp: '2026-01-03T09:30:00Z',
    sender: { kind: 'community', name: 'Riverside Growers' },
    subject: 'Task completed',
    content: 'sam completed "Dig the swale" in Build the rain garden.',
  },
];

/** A small, always identical PNG, drawn with whole-pixel rectangles (no anti-aliasing). */
async function pictureFile(name = 'sunflower.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.fillStyle = '#2f6b3a';
  context.fillRect(0, 0, 48, 48);
  context.fillStyle = '#f2c14e';
  context.fillRect(12, 12, 24, 24);
  context.fillStyle = '#7a4a1d';
  context.fillRect(20, 20, 8, 8);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('No PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Waits for the settings to show (the profile has loaded). */
async function settingsShown(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Account' }, { timeout: 5000 }),
  ).toBeVisible();
  return canvas.getByRole('tabpanel', { name: 'Account Settings' });
}

/** Waits until the profile picture (served by the fakes) has decoded, so screenshots are stable. */
async function pictureLoaded(canvas: Canvas, name = 'Your profile picture') {
  const picture = await canvas.findByRole<HTMLImageElement>('img', { name });
  await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
  return picture;
}

/**
 * After 'Reset Password' answered: the button is itself again (enabled, not busy). Wherever the
 * browser left the focus while it was disabled, the story test releases it before the screenshots
 * (.storybook/settle.ts).
 */
async function resetButtonSettled(button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled());
  await expect(button).not.toHaveAttribute('aria-busy');
}

/** Waits for the Inbox tab to carry this accessible name ("Inbox, 2 unread" or "Inbox"). */
async function inboxTabNamed(canvas: Canvas, name: string) {
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toBeVisible(), {
    timeout: 5000,
  });
  return canvas.getByRole('tab', { name });
}

/**
 * Checks that a toast says `text`, then closes it: toasts sit over the page, fixed to the
 * viewport, and would not stay still while the story test fits the viewport to the page.
 */
async function toastSaid(canvas: Canvas, text: string) {
  const message = await canvas.findByText(text, undefined, { timeout: 5000 });
  await expect(message).toBeVisible();
  const toast = message.closest('li');
  if (!toast) throw new Error(`"${text}" is not in a toast`);
  const dismiss = within(toast).getByRole('button', { name: 'Dismiss notification' });
  // Radix lets the toast region take clicks a moment after the first toast arrives.
  await waitFor(() => expect(getComputedStyle(dismiss).pointerEvents).not.toBe('none'));
  await userEvent.click(dismiss);
  await waitFor(() => expect(canvas.queryByText(text)).not.toBeInTheDocument());
}

/** Waits for the inbox list to show. */
async function messagesShown(canvas: Canvas) {
  return canvas.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
}

/**
 * The Account screen at its route (`/Account`, which needs a login), beside a stand-in login page
 * for the visitor's redirect: Account Settings (picture, username, bio, password reset) and the
 * Inbox. Message times are shown in UTC, en-GB, so screenshots are stable.
 */
const meta = {
  title: 'Account',
  component: AccountScreen,
  ...screenStory({ route: 'account', routes: { login: <Heading level={1}>Login page</Heading> } }),
  args: { locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The story's canvas queries (bound to the story's root). */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

// ---------------------------------------------------------------- loading and access

/** While the profile loads: 'Loading account...'. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { auth: [loadingHandler('get', '/auth/account/me')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading account...');
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** A visitor is sent to /login. */
export const LoggedOutRedirect: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Login page' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** The profile could not be loaded: said so, with a way to try again. */
export const ProfileLoadFailure: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: { auth: [errorHandler('get', '/auth/account/me', 500, 'Database unavailable')] },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your account.');
    await expect(alert).toHaveTextContent('Database unavailable');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------- account settings

/** Maya's settings: her picture, username and bio; the Inbox tab shows her 2 unread messages. */
export const Settings: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await expect(canvas.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
    await pictureLoaded(canvas);
    await expect(within(panel).getByLabelText('Choose a picture')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp',
    );
    await expect(within(panel).getByRole('textbox', { name: 'Username' })).toHaveValue('maya');
    await expect(within(panel).getByRole('textbox', { name: 'Bio' })).toHaveValue(users.maya.bio);
    await expect(within(panel).getByRole('button', { name: 'Update Username' })).toBeDisabled();
    await expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(panel).getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    await expect(panel).toHaveTextContent('maya@example.org');
  },
};

/**
 * A brand-new account (Ivy): no picture ('No Image'), no username yet, no bio, no messages; a
 * dismissible invitation to pick a username, whose button takes the focus to the field.
 */
export const SettingsWithoutImage: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await expect(within(panel).getByText('No Image')).toBeVisible();
    await expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(panel).getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(within(panel).getByRole('button', { name: 'Update Username' })).toBeDisabled();
    await inboxTabNamed(canvas, 'Inbox');
    const invitation = await canvas.findByText('Pick a username');
    await expect(invitation).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** "Choose a username" takes the focus to the username field (from the Inbox tab too). */
export const UsernameInvitationChoose: Story = {
  parameters: { session: ivy, visual: { disable: true } },
  // Ends as SettingsWithoutImage looks, with the focus in the field: it proves the focus move.
  args: { defaultTab: 'inbox' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose a username' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByText('Pick a username')).not.toBeInTheDocument();
  },
};

/**
 * The saved picture cannot be loaded (here it answers 404): the user's initials show, never
 * the broken-image icon with its alt text spilling out.
 */
export const PictureFailsToLoad: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        auth: [
          // An address of its own: the browser may hold the working picture from other stories.
          jsonHandler('get', '/auth/account/me', {
            id: users.maya.id,
            email: users.maya.email,
            email_verified: true,
            username: users.maya.username,
            bio: users.maya.bio,
            profile_pic: `/api/auth/account/avatar/${users.maya.id}?v=gone`,
          }),
          errorHandler('get', '/auth/account/avatar/{userId}', 404, 'No picture.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    const initials = await within(panel).findByRole(
      'img',
      { name: 'Your initials (the picture could not be loaded)' },
      { timeout: 5000 },
    );
    await expect(initials).toHaveTextContent('M');
    await expect(
      within(panel).queryByRole('img', { name: 'Your profile picture' }),
    ).not.toBeInTheDocument();
    await expect(within(panel).queryByText('Your profile picture')).not.toBeInTheDocument();
  },
};

/** Typing a new username and pressing 'Update Username' saves it and refreshes the profile. */
export const UsernameUpdated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const username = within(panel).getByRole('textbox', { name: 'Username' });
    const update = within(panel).getByRole('button', { name: 'Update Username' });
    await userEvent.clear(username);
    await userEvent.type(username, '  maya_grows ');
    await expect(update).toBeEnabled();
    await userEvent.click(update);
    // A toast: the settings do not move.
    await expect(within(panel).queryByText('Username updated.')).not.toBeInTheDocument();
    await toastSaid(canvas, 'Username updated.');
    await expect(username).toHaveValue('maya_grows');
    // Unchanged again: the saved name is the typed one.
    await expect(update).toBeDisabled();
  },
};

/** A name another account has: the server's 409 detail shows under the field, the text stays. */
export const UsernameTaken: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const username = within(panel).getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'shea');
    await userEvent.click(within(panel).getByRole('button', { name: 'Update Username' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleErrorMessage('That username is already taken.'),
    );
    await expect(username).toHaveValue('shea');
    await expect(username).toHaveFocus();
  },
};

/** Fewer than 3 characters: the rule shows and 'Update Username' stays disabled. */
export const UsernameTooShort: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const username = within(panel).getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'ma');
    await expect(username).toHaveAccessibleErrorMessage('Use at least 3 characters.');
    await expect(within(panel).getByRole('button', { name: 'Update Username' })).toBeDisabled();
  },
};

/** A new bio, counted as it is typed, saved with 'Save'. */
export const BioSaved: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const bio = within(panel).getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await pasteInto(bio, 'Seed swapper and soup maker.');
    await expect(within(panel).getByText('28 of 500 characters used')).toBeInTheDocument();
    const save = within(panel).getByRole('button', { name: 'Save' });
    const before = { panel: panel.getBoundingClientRect(), save: save.getBoundingClientRect() };
    await userEvent.click(save);
    await expect(await canvas.findByText('Bio saved.')).toBeVisible();
    // Nothing on the page jumps: the confirmation is a toast, the settings keep their size.
    await expect(panel.getBoundingClientRect().height).toBe(before.panel.height);
    await expect(save.getBoundingClientRect().top).toBe(before.save.top);
    await toastSaid(canvas, 'Bio saved.');
    await expect(bio).toHaveValue('Seed swapper and soup maker.');
    await expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A failed save: the server's detail shows and the typed bio is kept for another try. */
export const BioSaveFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        auth: [errorHandler('patch', '/auth/account/me', 503, 'Saving is paused for maintenance.')],
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const bio = within(panel).getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await pasteInto(bio, 'Rain barrels and long walks.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bio).toHaveAccessibleErrorMessage('Saving is paused for maintenance.'),
    );
    await expect(bio).toHaveValue('Rain barrels and long walks.');
    await expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(bio).toHaveFocus();
  },
};

/**
 * 'Reset Password' e-mails a link to the signed-in address and says so: "We sent a link to
 * {email}." (the public form keeps its enumeration-safe "if an account exists").
 */
export const PasswordResetSent: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const button = within(panel).getByRole('button', { name: 'Reset Password' });
    await userEvent.click(button);
    await expect(await within(panel).findByRole('status')).toHaveTextContent(
      'We sent a link to maya@example.org.',
    );
    await expect(within(panel).queryByText(/If an account exists/)).not.toBeInTheDocument();
    await resetButtonSettled(button);
  },
};

/**
 * An address not verified yet: "Verify your e-mail address" with the address, and "Send
 * the link again", which says what the server answered.
 */
export const EmailNotVerified: Story = {
  parameters: {
    session: ivy,
    msw: {
      handlers: {
        auth: [
          profileHandler('ivy', { verified: false, username: 'ivy' }),
          jsonHandler('post', '/auth/verify-email/resend', {
            message: EMAIL_VERIFICATION_TEXTS.resent,
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await settingsShown(canvas);
    const notice = canvas.getByText('Verify your e-mail address').closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('The notice is not there.');
    await expect(notice).toHaveTextContent(users.ivy.email);
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await expect(await within(notice).findByText(EMAIL_VERIFICATION_TEXTS.resent)).toBeVisible();
  },
};

/** The reset request failed: the server's detail, in red. */
export const PasswordResetFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        auth: [
          errorHandler(
            'post',
            '/auth/request-password-reset',
            429,
            'Too many reset requests. Try again in an hour.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const button = within(panel).getByRole('button', { name: 'Reset Password' });
    await userEvent.click(button);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Try again in an hour.',
    );
    await resetButtonSettled(button);
  },
};

/** Choosing a PNG uploads it at once; the new picture shows and the upload is confirmed. */
export const PictureUploaded: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    await userEvent.upload(within(panel).getByLabelText('Choose a picture'), await pictureFile());
    await expect(
      await canvas.findByText('Profile picture updated.', undefined, { timeout: 5000 }),
    ).toBeVisible();
    const picture = await pictureLoaded(canvas);
    await expect(picture.getAttribute('src')).toMatch(/\?v=2$/);
    await expect(within(panel).getByLabelText('Choose a picture')).toHaveFocus();
    await toastSaid(canvas, 'Profile picture updated.');
  },
};

/** A picture over 2 MB is refused before any upload, with its size; the saved picture stays. */
export const PictureTooLarge: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const huge = new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(within(panel).getByLabelText('Choose a picture'), huge);
    const picker = within(panel).getByLabelText('Choose a picture');
    await expect(picker).toHaveAccessibleErrorMessage(
      'That picture is 3 MB, over the 2 MB limit. Choose a smaller one.',
    );
    await expect(picker).toHaveFocus();
    await pictureLoaded(canvas);
  },
};

/** A file that is not an image (picked with "All files" in the dialog) is refused. */
export const PictureNotAnImage: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    const notes = new File(['Plant garlic in October.'], 'notes.txt', { type: 'text/plain' });
    // The dialog's filter (`accept`) can be switched off by the user; the check must still hold.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(panel).getByLabelText('Choose a picture'), notes);
    await expect(within(panel).getByLabelText('Choose a picture')).toHaveAccessibleErrorMessage(
      'That file is not an image. Choose a PNG, JPEG or WebP picture of at most 2 MB.',
    );
    await expect(within(panel).getByLabelText('Choose a picture')).toHaveFocus();
    await pictureLoaded(canvas);
  },
};

/** The server refused the upload (its 400 detail): the "upload rejected" state. */
export const PictureRejectedByServer: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        auth: [
          errorHandler('put', '/auth/account/me/avatar', 400, 'The file is not a valid PNG image.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await settingsShown(canvas);
    await pictureLoaded(canvas);
    await userEvent.upload(within(panel).getByLabelText('Choose a picture'), await pictureFile());
    await waitFor(() =>
      expect(within(panel).getByLabelText('Choose a picture')).toHaveAccessibleErrorMessage(
        'The file is not a valid PNG image.',
      ),
    );
    await expect(canvas.queryByText('Profile picture updated.')).not.toBeInTheDocument();
    await expect(within(panel).getByLabelText('Choose a picture')).toHaveFocus();
    await pictureLoaded(canvas);
  },
};

// ---------------------------------------------------------------- inbox

/** Maya's inbox: newest first, the two unread highlighted and named "Unread"; the tab says 2. */
export const InboxWithUnread: Story = {
  parameters: { session: maya },
  args: { defaultTab: 'inbox' },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Your journal entry "Morning pages" was saved.');
    // Each message says what it is about and who it is from.
    await expect(items[0]).toHaveTextContent('Note to self');
    await expect(items[0]).toHaveTextContent('From maya');
    await expect(list).toHaveTextContent('From Riverside Growers · Community');
    await expect(items[3]).toHaveTextContent('Welcome to WeGrow');
    await expect(items[3]).toHaveTextContent('From WeGrow · System');
    const unread = within(list).getAllByRole('button', { name: /^Unread: / });
    await expect(unread).toHaveLength(2);
    const time = items[0]?.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-01-04T08:15:00.000Z');
    await expect(time).toHaveTextContent('4 Jan 2026, 08:15');
  },
};

/** Clicking a message (then Enter on the next) marks it read: the tab's badge drops to none. */
export const MarkingMessagesRead: Story = {
  parameters: { session: maya },
  args: { defaultTab: 'inbox' },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
    await userEvent.click(
      within(list).getByRole('button', { name: /Your journal entry "Morning pages" was saved/ }),
    );
    await inboxTabNamed(canvas, 'Inbox, 1 unread');
    await expect(within(list).getAllByRole('button', { name: /^Unread: / })).toHaveLength(1);
    // The focus moved on to the next unread message: Enter reads it too.
    const next = within(list).getByRole('button', { name: /theo asked to join/ });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await inboxTabNamed(canvas, 'Inbox');
    await expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await expect(list).toHaveFocus();
  },
};

/**
 * A long inbox comes a page (50) at a time: "Show more" loads the older messages and moves the
 * focus to the first of them; the count of unread messages covers the pages not loaded yet.
 */
export const InboxMoreToShow: Story = {
  // A behaviour story: a picture of 50 like messages would only weigh on the baseline budget.
  parameters: { session: maya, visual: { disable: true } },
  args: { defaultTab: 'inbox' },
  beforeEach: () => {
    for (let n = 1; n <= 50; n += 1) {
      db.inbox.push({
        id: 1000 + n,
        user_id: users.maya.id,
        read: true,
        timestamp: `2026-02-${String(1 + (n % 28)).padStart(2, '0')}T09:${String(n).padStart(2, '0')}:00Z`,
        sender: { kind: 'system', name: 'WeGrow' },
        subject: `Weekly digest ${n}`,
        content: `Your week in the garden, number ${n}.`,
      });
    }
  },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    // Maya's two unread messages are older than the digests, on the next page, and counted.
    await expect(within(list).queryByRole('button', { name: /^Unread: / })).toBeNull();
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
    await expect(canvas.getByText(/^2 unread messages\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(54), {
      timeout: 5000,
    });
    await expect(within(list).getAllByRole('listitem')[50]).toHaveFocus();
    await expect(within(list).getAllByRole('button', { name: /^Unread: / })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Every message read: no badge, no highlight. */
export const InboxAllRead: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [
          jsonHandler('get', '/inbox/{userId}', allRead),
          jsonHandler('get', '/inbox/unread/{userId}', { unread: 0 }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    await inboxTabNamed(canvas, 'Inbox');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('All caught up: every message has been read.')).toBeVisible();
  },
};

/**
 * A community admin's report notice: it names the page where the report is resolved,
 * and "Open the report in Riverside Growers" under it goes there (and reads the message).
 */
export const InboxReportNotice: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [
          jsonHandler('get', '/inbox/{userId}', [
            {
              id: 320,
              read: false,
              timestamp: '2026-01-05T09:00:00Z',
              sender: { kind: 'community', name: 'Riverside Growers' },
              subject: 'New report',
              content:
                'A chat message in Riverside Growers was reported (Spam): "Cheap seeds at my shop". Review it: /communities/1#reports',
            },
          ]),
          jsonHandler('get', '/inbox/unread/{userId}', { unread: 1 }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    const link = within(list).getByRole('link', {
      name: 'Open the report in Riverside Growers',
    });
    await expect(link).toHaveAttribute('href', '/communities/1#reports');
    await expect(link).toBeVisible();
  },
};

/** No messages: 'No new messages.' */
export const InboxEmpty: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [
          jsonHandler('get', '/inbox/{userId}', []),
          jsonHandler('get', '/inbox/unread/{userId}', { unread: 0 }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No new messages.' }, { timeout: 5000 }),
    ).toBeVisible();
    await inboxTabNamed(canvas, 'Inbox');
  },
};

/** An answer that is not a list counts as an empty inbox. */
export const InboxNotAList: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    // Proves the rule, not a look: it shows what InboxEmpty shows.
    visual: { disable: true },
    session: maya,
    msw: {
      handlers: {
        inbox: [
          jsonHandler('get', '/inbox/{userId}', { messages: 'soon' } as unknown as InboxMessage[]),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No new messages.' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** While the inbox loads: 'Loading inbox...'. */
export const InboxLoading: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [
          loadingHandler('get', '/inbox/{userId}'),
          loadingHandler('get', '/inbox/unread/{userId}'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('tabpanel', { name: 'Inbox' }, { timeout: 5000 });
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading inbox...');
  },
};

/** The inbox could not be loaded: 'Failed to load inbox.' with a way to try again. */
export const InboxLoadFailure: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [
          errorHandler('get', '/inbox/{userId}', 500, 'Database unavailable'),
          errorHandler('get', '/inbox/unread/{userId}', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, { timeout: 5000 });
    await expect(
      within(alert).getByRole('heading', { name: 'Failed to load inbox.' }),
    ).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Marking read failed: only logged; the message stays unread and the count too. */
export const MarkReadFailure: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [errorHandler('post', '/inbox/read/{messageId}', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
    await userEvent.click(within(list).getByRole('button', { name: /theo asked to join/ }));
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Unread: / })).toHaveLength(2),
    );
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const longLetter = [
  'Dear growers,',
  'Thank you for a wonderful first season at Riverside. Between the rain garden, the seed library and the Saturday soup, we fed more neighbours than ever, and we learned a great deal about what grows on our clay.',
  'For the winter we plan three things: a compost workshop in November, seed sorting in January, and a planning circle for the new beds by the school. Bring your ideas, your questions and your spare jars.',
  'With love from the garden committee.',
].join('\n\n');

const withLongMessage: InboxMessage[] = [
  {
    id: 401,
    read: false,
    timestamp: '2026-01-05T10:00:00Z',
    sender: { kind: 'community', name: 'Riverside Growers' },
    subject: 'A season of thanks, and the winter plan',
    content: longLetter,
  },
  ...allRead,
];

/**
 * A long message shows its first lines and "Show more"; "Show more" (a button, so Enter or Space
 * too) opens it in full, and "Show less" folds it again. (Here it was read before; opening an
 * unread one also marks it read: InboxList's unit test.)
 */
export const LongMessage: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [
          jsonHandler(
            'get',
            '/inbox/{userId}',
            withLongMessage.map((message) => ({ ...message, read: true })),
          ),
          jsonHandler('get', '/inbox/unread/{userId}', { unread: 0 }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    const more = await within(list).findByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    if (!text) throw new Error('Show more controls nothing');
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    // The short messages have no toggle.
    await expect(within(list).getAllByRole('button', { name: /Show/ })).toHaveLength(1);
    more.focus();
    await userEvent.keyboard('{Enter}');
    const less = within(list).getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toHaveFocus();
    await expect(text.scrollHeight).toBeLessThanOrEqual(text.clientHeight + 1);
    await userEvent.keyboard(' ');
    await expect(within(list).getByRole('button', { name: 'Show more' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(list).getByRole('button', { name: 'Show less' })).toBeVisible();
  },
};

/** The long message folded: its first three lines and "Show more", still unread. */
export const LongMessageFolded: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    msw: {
      handlers: {
        inbox: [
          jsonHandler('get', '/inbox/{userId}', withLongMessage),
          jsonHandler('get', '/inbox/unread/{userId}', { unread: 1 }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await messagesShown(canvas);
    await expect(await within(list).findByRole('button', { name: 'Show more' })).toBeVisible();
    await inboxTabNamed(canvas, 'Inbox, 1 unread');
  },
};

// ---------------------------------------------------------------- in the page, and narrow

/** Types a new address and the password into "E-mail address" and presses "Change address". */
async function askForAddress(canvas: Canvas, address: string, password = 'sunflower-seeds-42') {
  const form = await canvas.findByRole(
    'form',
    { name: 'Change your e-mail address' },
    { timeout: 5000 },
  );
  await fill(canvas, 'New e-mail address', address);
  await fill(canvas, 'Your password', password);
  await userEvent.click(within(form).getByRole('button', { name: 'Change address' }));
  return form;
}

/** A new address asked for: the link is on its way there, and the password entry is cleared. */
export const EmailChangeSent: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const form = await askForAddress(canvas, 'maya.green@example.org');
    await expect(
      await within(form).findByText(EMAIL_CHANGE_TEXTS.linkSent('maya.green@example.org')),
    ).toBeVisible();
    await expect(within(form).getByLabelText('Your password')).toHaveValue('');
    await expect(within(form).getByLabelText('New e-mail address')).toHaveValue(
      'maya.green@example.org',
    );
  },
};

/** The wrong password: the server's words, and what was typed stays. */
export const EmailChangeWrongPassword: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const form = await askForAddress(canvas, 'maya.green@example.org', 'not-my-password');
    await expect(await within(form).findByText(EMAIL_CHANGE_TEXTS.wrongPassword)).toBeVisible();
    await expect(within(form).getByLabelText('Your password')).toHaveValue('not-my-password');
  },
};

/** Not an address: the site's rule under the entry, which takes the focus; nothing is sent. */
export const EmailChangeNotAnAddress: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    await askForAddress(canvas, 'maya.example.org');
    const entry = canvas.getByLabelText('New e-mail address');
    await expect(entry).toHaveAccessibleErrorMessage(
      'Enter an e-mail address like name@example.org.',
    );
    await expect(entry).toHaveFocus();
    entry.blur();
  },
};

/** "Your data" card, once the export's state has loaded. */
async function exportCard(canvas: Canvas) {
  await sessionsShown(canvas);
  const heading = await canvas.findByRole('heading', { name: DATA_EXPORT_TEXTS.title });
  // The card's root: the heading sits in its header.
  const card = heading.parentElement?.parentElement;
  if (!(card instanceof HTMLElement)) throw new Error('No "Your data" card.');
  return card;
}

/** "Export my data" pressed: the server puts the export together; the card says so. */
export const ExportAsked: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const card = await exportCard(canvas);
    await userEvent.click(await within(card).findByRole('button', { name: DATA_EXPORT_TEXTS.ask }));
    await expect(await within(card).findByText(DATA_EXPORT_TEXTS.pending)).toBeVisible();
  },
};

/** An export made this morning: its size, until when it is offered, and "Download my data". */
export const ExportReady: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  beforeEach: () => {
    db.accountExports.push({
      user_id: users.maya.id,
      state: 'ready',
      requested_at: '2026-03-14T08:00:00Z',
      ready_at: '2026-03-14T08:00:05Z',
      expires_at: '2026-03-21T08:00:05Z',
      zip: new Uint8Array(48_000),
    });
  },
  play: async ({ canvas }) => {
    const card = await exportCard(canvas);
    await expect(
      await within(card).findByRole('button', { name: DATA_EXPORT_TEXTS.download }),
    ).toBeEnabled();
    await expect(card).toHaveTextContent('(47 KB)');
    await expect(card).toHaveTextContent('until 21 Mar 2026, 08:00');
  },
};

/** The last export could not be made: said, with when the next may be asked for. */
export const ExportFailed: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  beforeEach: () => {
    db.accountExports.push({
      user_id: users.maya.id,
      state: 'failed',
      requested_at: '2026-03-14T08:00:00Z',
      ready_at: null,
      expires_at: null,
      zip: null,
    });
  },
  play: async ({ canvas }) => {
    const card = await exportCard(canvas);
    await expect(await within(card).findByText(DATA_EXPORT_TEXTS.failed)).toBeVisible();
    await expect(card).toHaveTextContent('next one after 15 Mar 2026, 08:00');
  },
};

/** A Day One JSON export with two entries. */
const dayOneFile = () =>
  new File(
    [
      JSON.stringify({
        entries: [
          {
            creationDate: '2025-05-01T06:00:00Z',
            text: '# Morning pages\nThe birds were loud.',
            tags: ['mornings'],
          },
          { creationDate: '2025-06-12T19:30:00Z', text: 'Harvest\nThe first courgettes.' },
        ],
      }),
    ],
    'Journal.json',
    { type: 'application/json' },
  );

/** Chooses `file` in "Import a journal"; answers the card. */
async function chooseJournalFile(canvas: Canvas, file: File) {
  await sessionsShown(canvas);
  const input = await canvas.findByLabelText(JOURNAL_IMPORT_TEXTS.file);
  await userEvent.upload(input, file);
  const heading = canvas.getByRole('heading', { name: JOURNAL_IMPORT_TEXTS.title });
  const card = heading.parentElement?.parentElement;
  if (!(card instanceof HTMLElement)) throw new Error('No "Import a journal" card.');
  return card;
}

/** A Day One export chosen: how many entries, from when to when, their titles, and the button. */
export const JournalImportPreview: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const card = await chooseJournalFile(canvas, dayOneFile());
    const preview = await within(card).findByRole('list', { name: 'Entries to import' });
    await expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Morning pages', 'Harvest']);
    await expect(card).toHaveTextContent('2 entries, from 1 May 2025, 06:00 to 12 Jun 2025, 19:30');
    await expect(within(card).getByRole('button', { name: 'Import 2 entries' })).toBeEnabled();
  },
};

/** Imported: how many were added (added to Maya's journal). */
export const JournalImported: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const card = await chooseJournalFile(canvas, dayOneFile());
    await userEvent.click(await within(card).findByRole('button', { name: 'Import 2 entries' }));
    await expect(await within(card).findByText('Imported 2 entries.')).toBeVisible();
  },
};

/** A file with nothing the journal can read: said under the file, nothing to import. */
export const JournalImportNothing: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const card = await chooseJournalFile(
      canvas,
      new File(['{"not":"a journal"}'], 'other.json', { type: 'application/json' }),
    );
    // The file is read after it is chosen.
    await waitFor(() =>
      expect(within(card).getByLabelText(JOURNAL_IMPORT_TEXTS.file)).toHaveAccessibleErrorMessage(
        JOURNAL_IMPORT_TEXTS.nothing,
      ),
    );
  },
};

/** Opens "Delete account…" and answers the dialog's form. */
async function openDeleteDialog(canvas: Canvas) {
  await sessionsShown(canvas);
  await userEvent.click(canvas.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.open }));
  return openedDialog('dialog', DELETE_ACCOUNT_TEXTS.dialog);
}

/**
 * "Delete account…" opened and pressed at once: what goes and what stays, and the two entries
 * the deletion needs, each saying what is missing. Nothing is sent.
 */
export const DeleteAccountAsked: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await expect(within(dialog).getByText(DELETE_ACCOUNT_TEXTS.kept)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.submit }),
    );
    await expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleErrorMessage(
      DELETE_ACCOUNT_TEXTS.passwordProblem,
    );
    await expect(
      within(dialog).getByLabelText(DELETE_ACCOUNT_TEXTS.confirmLabel),
    ).toHaveAccessibleErrorMessage(DELETE_ACCOUNT_TEXTS.confirmProblem);
  },
};

/** Types `password` and DELETE into the deletion dialog and presses "Delete my account". */
async function confirmDeletion(dialog: HTMLElement, password: string) {
  await userEvent.type(within(dialog).getByLabelText('Your password'), password);
  await userEvent.type(within(dialog).getByLabelText(DELETE_ACCOUNT_TEXTS.confirmLabel), 'DELETE');
  await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.submit }));
}

/** The wrong password: the server's words in the dialog; the account stays. */
export const DeleteAccountWrongPassword: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await confirmDeletion(dialog, 'not-my-password');
    await expect(
      await within(dialog).findByText(ACCOUNT_DELETION_TEXTS.wrongPassword),
    ).toBeVisible();
  },
};

/** The only admin of a community others belong to: the server names it, and nothing is deleted. */
export const DeleteAccountSoleAdmin: Story = {
  parameters: {
    session: mayaHere,
    msw: {
      handlers: {
        auth: [
          errorHandler(
            'post',
            '/auth/account/delete',
            409,
            ACCOUNT_DELETION_TEXTS.soleAdmin(['Riverside Growers']),
          ),
        ],
      },
    },
  },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await confirmDeletion(dialog, 'sunflower-seeds-42');
    await expect(
      await within(dialog).findByText(ACCOUNT_DELETION_TEXTS.soleAdmin(['Riverside Growers'])),
    ).toBeVisible();
  },
};

/** Waits for the Security tab's list of logins and answers it. */
async function sessionsShown(canvas: Canvas) {
  return canvas.findByRole('list', { name: "Where you're signed in" }, { timeout: 5000 });
}

/**
 * Security: where Maya is signed in, the most recently active first: this browser (marked "This
 * device", no "Sign out"), her phone and a library computer, each with its own "Sign out".
 */
export const SecuritySessions: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const sessions = await sessionsShown(canvas);
    const rows = within(sessions).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Chrome 142 on Linux');
    await expect(within(rows[0] as HTMLElement).getByText('This device')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(rows[1]).toHaveTextContent('Firefox 133 on Android 15');
    await expect(rows[1]).toHaveTextContent('last active 4 Jan 2026, 21:10');
    await expect(
      canvas.getByRole('button', { name: 'Sign out Firefox 133 on Android 15' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  },
};

/** The logins are on their way. */
export const SecuritySessionsLoading: Story = {
  parameters: {
    session: mayaHere,
    // Only the sessions wait; the tab's other reads answer as always.
    msw: {
      handlers: { auth: [loadingHandler('get', '/auth/sessions'), ...handlersByDomain.auth] },
    },
  },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your sessions...')).toBeVisible();
  },
};

/** The logins could not be read: what went wrong, with a way to try again. */
export const SecuritySessionsLoadFailure: Story = {
  parameters: {
    session: mayaHere,
    msw: {
      handlers: { auth: [errorHandler('get', '/auth/sessions', 503, 'Service unavailable')] },
    },
  },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We could not load your sessions.', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** "Sign out" on the phone: it leaves the list, and a toast says so. */
export const SessionSignedOut: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const sessions = await sessionsShown(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Sign out Firefox 133 on Android 15' }),
    );
    await toastSaid(canvas, 'Signed out.');
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(2));
    await expect(sessions).not.toHaveTextContent('Firefox 133');
  },
};

/** "Sign out everywhere else": only this device stays, and the button has nothing left to do. */
export const SignedOutEverywhereElse: Story = {
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    const sessions = await sessionsShown(canvas);
    const button = canvas.getByRole('button', { name: 'Sign out everywhere else' });
    await userEvent.click(button);
    await toastSaid(canvas, 'Signed out of 2 other sessions.');
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
    await expect(sessions).toHaveTextContent('This device');
    await waitFor(() => expect(button).toBeDisabled());
  },
};

/** A login that ended meanwhile (on the phone itself): the server's words, beside the list. */
export const SessionSignOutFailed: Story = {
  parameters: {
    session: mayaHere,
    msw: {
      handlers: {
        auth: [
          errorHandler(
            'delete',
            '/auth/sessions/{sessionId}',
            404,
            'This session is not open (it may have ended already).',
          ),
        ],
      },
    },
  },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    await sessionsShown(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Sign out Firefox 133 on Android 15' }),
    );
    await expect(
      await canvas.findByText('This session is not open (it may have ended already).'),
    ).toBeVisible();
  },
};

/** In the site's layout: reading a message lowers the navigation's Account badge as well. */
export const InTheShell: Story = {
  args: { defaultTab: 'inbox' },
  parameters: {
    session: maya,
    layout: 'fullscreen',
  },
  render: (args) => (
    <Shell year={STORY_YEAR}>
      <AccountScreen {...args} />
    </Shell>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const list = await messagesShown(canvas);
    await expect(
      await within(nav).findByRole('link', { name: 'Account, 2 unread messages' }),
    ).toBeVisible();
    // The content column lines up with the header: the heading under the product name, the tabs'
    // line running to the header's last control.
    const brand = canvas.getByRole('link', { name: 'WeGrow' }).getBoundingClientRect();
    const lastControl = canvas.getByRole('switch', { name: 'Dark mode' }).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1, name: 'Account' });
    const tabs = canvas.getByRole('tablist', { name: 'Account' }).getBoundingClientRect();
    await expect(Math.abs(heading.getBoundingClientRect().left - brand.left)).toBeLessThan(1);
    await expect(Math.abs(tabs.left - brand.left)).toBeLessThan(1);
    await expect(Math.abs(tabs.right - lastControl.right)).toBeLessThan(1);
    await userEvent.click(within(list).getByRole('button', { name: /theo asked to join/ }));
    await expect(
      await within(nav).findByRole('link', { name: 'Account, 1 unread message' }),
    ).toBeVisible();
    await inboxTabNamed(canvas, 'Inbox, 1 unread');
  },
};

/** 320 px: the settings stack in one narrow column. */
export const NarrowSettings: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await settingsShown(canvas);
    await pictureLoaded(canvas);
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
  },
});

/** 320 px: the inbox, unread messages highlighted. */
export const NarrowInbox: Story = narrow({
  parameters: { session: maya },
  args: { defaultTab: 'inbox' },
  play: async ({ canvas }) => {
    await messagesShown(canvas);
    await inboxTabNamed(canvas, 'Inbox, 2 unread');
  },
});

/** 320 px: where Maya is signed in, each login's name and times wrapping above its button. */
export const NarrowSecurity: Story = narrow({
  parameters: { session: mayaHere },
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    await sessionsShown(canvas);
  },
});
