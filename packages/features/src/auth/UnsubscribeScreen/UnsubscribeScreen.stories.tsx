import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, users } from '@wegrow/api/mocks';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { expect, userEvent } from 'storybook/test';
import { narrow, screenStory } from '../../testing';
import {
  NOTIFICATION_SETTINGS_HREF,
  UNSUBSCRIBE_TEXTS,
  UnsubscribeScreen,
} from './UnsubscribeScreen';

/** A token of the shape the server signs (the fakes take any well-formed one of a known member). */
const tokenFor = (kind: string) => `${users.maya.id}.${kind}.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI`;
const at = (kind: string) => ({ screen: { start: `/unsubscribe?token=${tokenFor(kind)}` } });

/**
 * A notification mail's unsubscribe link (`/unsubscribe?token=…`), open without signing in: it asks
 * first and posts only when "Unsubscribe" is pressed (mail scanners open links).
 */
const meta = {
  title: 'Unsubscribe',
  component: UnsubscribeScreen,
  ...screenStory({ route: 'unsubscribe', start: `/unsubscribe?token=${tokenFor('replies')}` }),
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A replies mail's link: "Stop e-mails about replies?", nothing sent yet. */
export const Ask: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(canvas.getByText('Stop e-mails about replies?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button })).toBeEnabled();
  },
};

/** A digest's link names every kind: "Stop every notification e-mail?". Looks as Ask does. */
export const AskAll: Story = {
  parameters: { ...at('all'), visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stop every notification e-mail?')).toBeVisible();
  },
};

/** "Unsubscribe" pressed: what stops now, and the way to the notification settings. */
export const Unsubscribed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));
    await expect(
      await canvas.findByText(NOTIFICATION_DETAILS.unsubscribed('replies')),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: UNSUBSCRIBE_TEXTS.settings })).toHaveAttribute(
      'href',
      NOTIFICATION_SETTINGS_HREF,
    );
  },
};

/** A link whose token cannot be read: said at once, nothing to press. */
export const BadToken: Story = {
  parameters: { screen: { start: '/unsubscribe?token=not-a-token' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOTIFICATION_DETAILS.badToken);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The server refuses the token (400): its detail above the button. */
export const Refused: Story = {
  parameters: {
    ...at('chat'),
    msw: {
      handlers: {
        notifications: [
          errorHandler('post', '/notifications/unsubscribe', 400, NOTIFICATION_DETAILS.badToken),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NOTIFICATION_DETAILS.badToken);
  },
};

/** A 320 px phone: the question. */
export const Narrow: Story = narrow({ ...Ask });
