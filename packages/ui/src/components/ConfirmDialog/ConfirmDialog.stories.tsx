import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  // Docs: each story in its own iframe, so an open overlay stays in its frame instead of
  // covering (and blocking) the docs page.
  parameters: { docs: { story: { inline: false, height: '380px' } } },
  args: {
    title: 'Confirm Deletion',
    message: 'Are you sure you want to delete this journal entry?',
    confirmLabel: 'Yes, Delete',
    cancelLabel: 'Cancel',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's deletion prompt; Cancel has the initial focus. */
export const Danger: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this journal entry?',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Neutral: Story = {
  args: {
    tone: 'neutral',
    title: 'Leave Community?',
    message: 'You can join again at any time from the communities page.',
    confirmLabel: 'Leave',
  },
};

export const WithDetails: Story = {
  args: {
    message: 'Are you sure you want to delete this community?',
    children: <strong>Riverside Seed Library</strong>,
  },
};

/** While `onConfirm`'s promise is pending the confirm button is busy and Cancel is disabled. */
export const Confirming: Story = {
  parameters: { visual: { busy: true } },
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Delete' }));
    const confirm = screen.getByRole('button', { name: 'Yes, Delete' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** Opened from a trigger; Esc cancels and returns focus to it. */
export const FromTrigger: Story = {
  args: {
    defaultOpen: false,
    title: 'Confirm Deletion',
    message: 'Delete this post?',
    trigger: <Button variant="danger">Delete post</Button>,
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete post' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
