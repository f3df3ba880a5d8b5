import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { EMAIL_CHANGE_TEXTS as T } from '@wegrow/contract/details';
import { expect, userEvent } from 'storybook/test';
import { authScreenStory } from '../storybook';
import { CHANGE_EMAIL_TEXTS, ChangeEmailScreen } from './ChangeEmailScreen';
import { narrow } from '../../testing';

/**
 * The links of a change of address: `?token=` (mailed to the new address) confirms on open;
 * `?undo=` (mailed to the old one) puts the account back when pressed.
 */
const meta = {
  title: 'Change email',
  component: ChangeEmailScreen,
  ...authScreenStory('changeEmail', { start: '/ChangeEmail?token=change-link-token' }),
} satisfies Meta<typeof ChangeEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_ADDRESS = 'maya.green@example.org';
const OLD_ADDRESS = 'maya@example.org';

/** The link's token is on its way (sent once, on open). */
export const Changing: Story = {
  parameters: {
    msw: { handlers: { auth: [loadingHandler('post', '/auth/account/email/confirm')] } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Change Your E-mail' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(CHANGE_EMAIL_TEXTS.changing);
  },
};

/** Signed in, the link opened: the account lives at the new address, and the way to Account. */
export const Changed: Story = {
  parameters: {
    session: { userId: users.maya.id },
    msw: {
      handlers: {
        auth: [
          jsonHandler('post', '/auth/account/email/confirm', {
            message: T.changed(NEW_ADDRESS),
            email: NEW_ADDRESS,
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.changed(NEW_ADDRESS))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your Account' })).toBeVisible();
  },
};

/** A used or expired link: the server's words, and the way to Login. */
export const LinkRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [errorHandler('post', '/auth/account/email/confirm', 400, T.linkInvalid)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.linkInvalid)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
};

/** Another account took the address meanwhile (409). */
export const AddressTaken: Story = {
  parameters: {
    msw: {
      handlers: { auth: [errorHandler('post', '/auth/account/email/confirm', 409, T.taken)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.taken)).toBeVisible();
  },
};

/** The old address's link: what happened, and nothing sent until "Put my address back". */
export const Undo: Story = {
  parameters: { screen: { start: '/ChangeEmail?undo=undo-link-token' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CHANGE_EMAIL_TEXTS.undoIntro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: CHANGE_EMAIL_TEXTS.undo })).toBeEnabled();
  },
};

/** "Put my address back" pressed: the old address again, everyone signed out, the way to Login. */
export const Undone: Story = {
  parameters: {
    screen: { start: '/ChangeEmail?undo=undo-link-token' },
    msw: {
      handlers: {
        auth: [
          jsonHandler('post', '/auth/account/email/undo', {
            message: T.undone(OLD_ADDRESS),
            email: OLD_ADDRESS,
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: CHANGE_EMAIL_TEXTS.undo }));
    await expect(await canvas.findByText(T.undone(OLD_ADDRESS))).toBeVisible();
    await expect(canvas.getByText(CHANGE_EMAIL_TEXTS.undoneNext)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
};

/** The undo link was used or expired: the server's words above the button. */
export const UndoRefused: Story = {
  parameters: {
    screen: { start: '/ChangeEmail?undo=undo-link-token' },
    msw: {
      handlers: { auth: [errorHandler('post', '/auth/account/email/undo', 400, T.linkInvalid)] },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: CHANGE_EMAIL_TEXTS.undo }));
    await expect(await canvas.findByText(T.linkInvalid)).toBeVisible();
  },
};

/** A link without its token: nothing is sent. */
export const MissingToken: Story = {
  parameters: { screen: { start: '/ChangeEmail' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CHANGE_EMAIL_TEXTS.missing)).toBeVisible();
  },
};

/** A 320 px phone: the address changed. */
export const Narrow: Story = narrow({ ...Changed });
