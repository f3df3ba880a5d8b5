import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, users } from '@wegrow/api/mocks';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { expect, userEvent } from 'storybook/test';
import { narrow, screenStory } from '../../testing';
import { PUSH_TEXTS } from './PushOnThisDevice';
import { FAKE_SUBSCRIPTION } from './pushDevice';
import { PushOnFakeDevice, tabColumn } from './storybook';

/**
 * "This device" of the Notifications tab (Web Push) on a fake browser push (a story reaches no push
 * service) and the fakes' `POST`/`DELETE /notifications/push/subscriptions`.
 */
/** A server key (the fake browser push takes any). */
const SERVER_KEY = 'BBLOzaccL6xMV5Pe4TqcsvHfj8VuRuUNaiH8mOOw6ecH';

const meta = {
  title: 'Push on this device',
  component: PushOnFakeDevice,
  ...screenStory({ decorators: [tabColumn] }),
  args: { publicKey: SERVER_KEY },
  parameters: { session: { userId: users.maya.id } },
} satisfies Meta<typeof PushOnFakeDevice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Push can be had and is not on: "Turn on push on this device". */
export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: PUSH_TEXTS.turnOn })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(PUSH_TEXTS.off);
  },
};

/** This browser is subscribed: it says so, with "Turn off push on this device". */
export const On: Story = {
  args: { device: { subscribed: FAKE_SUBSCRIPTION } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: PUSH_TEXTS.turnOff })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(PUSH_TEXTS.on);
  },
};

/** Turning it on subscribes and sends the subscription; it ends as On looks. */
export const TurnedOn: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    await expect(await canvas.findByText(PUSH_TEXTS.on)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: PUSH_TEXTS.turnOff }));
    await expect(await canvas.findByRole('button', { name: PUSH_TEXTS.turnOn })).toBeEnabled();
  },
};

/** The server would not keep the subscription: its words, and the button to try again. */
export const TurnOnFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: [
          errorHandler('post', '/notifications/push/subscriptions', 503, 'Push is paused.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Push is paused.');
    await expect(canvas.getByRole('button', { name: PUSH_TEXTS.turnOn })).toBeEnabled();
  },
};

/** This server sends no push (no VAPID key). */
export const ServerSendsNone: Story = {
  args: { publicKey: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NOTIFICATION_DETAILS.pushOff)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A browser without the Push API. */
export const Unsupported: Story = {
  args: { device: { support: 'unsupported' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NOTIFICATION_DETAILS.pushUnsupported)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Notifications blocked for the site (or the browser's question answered "Block"). */
export const Denied: Story = {
  args: { device: { support: 'denied' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NOTIFICATION_DETAILS.pushDenied)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The browser's question answered "Block": said so at once. Ends as Denied looks. */
export const Refused: Story = {
  args: { device: { refuse: true } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    await expect(await canvas.findByText(NOTIFICATION_DETAILS.pushDenied)).toBeVisible();
  },
};

/** A 320 px phone: push turned on. */
export const Narrow: Story = narrow({ ...On });
