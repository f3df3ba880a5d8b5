import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NotificationPreferences } from '@wegrow/api';
import { errorHandler, jsonHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { defaultChannels, NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { narrow, screenStory, type StoryCanvas } from '../../testing';
import { NOTIFICATION_SETTINGS_TEXTS as T } from './NotificationSettings';
import { PUSH_TEXTS } from './PushOnThisDevice';
import { NotificationSettingsOnFakeDevice, tabColumn } from './storybook';

/** Waits for the settings' form (the preferences have loaded). */
async function formShown(canvas: StoryCanvas) {
  return canvas.findByRole('form', { name: T.heading }, { timeout: 5000 });
}

/** A member whose address is not verified, on a server that sends no push. */
const unverifiedNoPush: NotificationPreferences = {
  kinds: defaultChannels(),
  time_zone: 'UTC',
  reminder_hours: 24,
  email_verified: false,
  push_public_key: null,
  push_devices: 0,
};

/**
 * The Account screen's Notifications tab on its own, Maya's settings: per
 * kind "In the app", "E-mail" and "Push", the time zone, the reminder lead and one Save; below,
 * push on this device (a story reaches no push service; the browser's side is simulated).
 */
const meta = {
  title: 'Notification settings',
  component: NotificationSettingsOnFakeDevice,
  ...screenStory({ decorators: [tabColumn] }),
  parameters: { session: { userId: users.maya.id } },
} satisfies Meta<typeof NotificationSettingsOnFakeDevice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: replies and mentions mailed at once, chat off; push can be turned on here. */
export const Settings: Story = {
  play: async ({ canvas }) => {
    const form = await formShown(canvas);
    await expect(within(form).getAllByRole('group')).toHaveLength(7);
    const replies = within(form).getByRole('group', { name: 'Replies' });
    await expect(replies).toHaveAccessibleDescription('Someone answers your talk or comment.');
    await expect(within(replies).getByRole('switch', { name: T.inApp })).toBeChecked();
    await expect(within(replies).getByRole('combobox', { name: T.email })).toHaveValue(
      'immediately',
    );
    await expect(within(form).getByRole('combobox', { name: T.timeZone })).toHaveValue('UTC');
    await expect(within(form).getByRole('spinbutton', { name: T.reminder })).toHaveValue(24);
    await expect(within(form).getByRole('button', { name: T.save })).toBeDisabled();
    await expect(
      await canvas.findByRole('button', { name: PUSH_TEXTS.turnOn }, { timeout: 5000 }),
    ).toBeEnabled();
    await expect(canvas.queryByText(T.notVerified)).not.toBeInTheDocument();
  },
};

/** While the settings load: a skeleton of the rows, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { notifications: [loadingHandler('get', '/notifications/preferences')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(T.loading);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The settings could not be read: the server's words and "Try again". */
export const LoadFailure: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        notifications: [
          errorHandler('get', '/notifications/preferences', 503, 'Service unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(T.loadFailed);
    await expect(alert).toHaveTextContent('Service unavailable');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * Chat turned on in the app and in the daily digest, a two-day reminder: saved, "Saved." where
 * SaveFailed shows its error (no screenshot of its own: the layout is SaveFailed's).
 */
export const Saved: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const form = await formShown(canvas);
    const chat = within(form).getByRole('group', { name: 'Chat' });
    await userEvent.click(within(chat).getByRole('switch', { name: T.inApp }));
    await userEvent.selectOptions(within(chat).getByRole('combobox', { name: T.email }), 'daily');
    const reminder = within(form).getByRole('spinbutton', { name: T.reminder });
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '48');
    const save = within(form).getByRole('button', { name: T.save });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await within(form).findByText(T.saved)).toBeVisible();
    await waitFor(() => expect(save).toBeDisabled());
    await expect(within(chat).getByRole('combobox', { name: T.email })).toHaveValue('daily');
  },
};

/** A save the server refuses (422): its detail above Save, the choices kept for another try. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: [
          errorHandler(
            'put',
            '/notifications/preferences',
            422,
            NOTIFICATION_DETAILS.unknownTimeZone,
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await formShown(canvas);
    const zone = within(form).getByRole('combobox', { name: T.timeZone });
    await userEvent.selectOptions(zone, 'Europe/Berlin');
    await userEvent.click(within(form).getByRole('button', { name: T.save }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      NOTIFICATION_DETAILS.unknownTimeZone,
    );
    await expect(zone).toHaveValue('Europe/Berlin');
  },
};

/** An unverified address is told no e-mail reaches it yet; this server sends no push. */
export const NotVerifiedNoPush: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: [jsonHandler('get', '/notifications/preferences', unverifiedNoPush)],
      },
    },
  },
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByText(T.notVerified)).toBeVisible();
    await expect(canvas.getByText(NOTIFICATION_DETAILS.pushOff)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: PUSH_TEXTS.turnOn })).not.toBeInTheDocument();
  },
};

/** Reached with the keyboard alone: Tab to a switch, Space flips it, and Save wakes up. */
export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const form = await formShown(canvas);
    const replies = within(form).getByRole('group', { name: 'Replies' });
    const inApp = within(replies).getByRole('switch', { name: T.inApp });
    inApp.focus();
    await userEvent.keyboard(' ');
    await expect(inApp).not.toBeChecked();
    await userEvent.tab();
    await expect(within(replies).getByRole('combobox', { name: T.email })).toHaveFocus();
    await expect(within(form).getByRole('button', { name: T.save })).toBeEnabled();
  },
};

/** 375 px: each kind's controls wrap under its name; nothing runs off the side. */
export const Narrow: Story = narrow(
  {
    play: async ({ canvas }) => {
      const form = await formShown(canvas);
      await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
      await canvas.findByRole('button', { name: PUSH_TEXTS.turnOn }, { timeout: 5000 });
    },
  },
  375,
);
