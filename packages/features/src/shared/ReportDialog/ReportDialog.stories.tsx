import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, fixtures, users } from '@wegrow/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrow, openedDialog, screenStory } from '../../testing';
import { ReportDialog } from './ReportDialog';

/**
 * The Report dialog on a chat message, talk or comment: a reason, an optional note,
 * Send. Here Lena reports Maya's chat message in Riverside.
 */
const meta = {
  title: 'Report dialog',
  component: ReportDialog,
  ...screenStory({ route: 'home', session: { userId: users.lena.id } }),
  parameters: { docs: { story: { inline: false } } },
  args: {
    kind: 'chat_message',
    id: fixtures.chatMessageIds.maya,
    open: true,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the four reasons, none chosen; the note is optional. */
export const Empty: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Report message');
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await expect(within(dialog).getByRole('radio', { name: 'Spam' })).not.toBeChecked();
  },
};

/** Send without a reason: the dialog asks for one and sends nothing. */
export const NoReason: Story = {
  play: async ({ args }) => {
    const dialog = await openedDialog('dialog', 'Report message');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText('Choose a reason.')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A reason and a note, Send: "Report sent", and the dialog asks its owner to close it. */
export const Sent: Story = {
  play: async ({ args }) => {
    const dialog = await openedDialog('dialog', 'Report message');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Off topic' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'An advert.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(document.body).findByText('Report sent')).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Refused (reported before): the server's words in the dialog, which stays open. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        reports: [errorHandler('post', '/reports', 409, 'You have already reported this.')],
      },
    },
  },
  play: async ({ args }) => {
    const dialog = await openedDialog('dialog', 'Report message');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText('You have already reported this.')).toBeVisible();
    await expect(within(dialog).getByText('Your report was not sent.')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A 320 px phone: the opened dialog. */
export const Narrow: Story = narrow({ ...Empty });
