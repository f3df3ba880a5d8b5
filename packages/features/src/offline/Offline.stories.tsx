import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { screenStory, narrow } from '../testing';
import { OfflineBanner } from './OfflineBanner';
import { offlineTexts } from './offlineTexts';

const meta = {
  title: 'Offline',
  component: OfflineBanner,
  ...screenStory(),
  args: { online: false, pending: 0, failed: [], onDismiss: fn() },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online with nothing waiting: no banner at all. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Offline with three changes made in the shop: they are kept and will sync. */
export const OfflineWithPending: Story = {
  args: { pending: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(offlineTexts.offlineTitle)).toBeVisible();
    await expect(canvas.getByText('3 changes waiting to sync.')).toBeVisible();
  },
};

/** Back online, the queue is being sent. */
export const Syncing: Story = {
  args: { online: true, pending: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(offlineTexts.syncing)).toBeVisible();
    await expect(canvas.getByText('1 change waiting to sync.')).toBeVisible();
  },
};

/** A replayed change the server refused (the item was deleted elsewhere): shown until dismissed. */
export const FailedReplay: Story = {
  args: {
    online: true,
    failed: [
      {
        id: 'w1',
        what: 'Check “Oat milk”',
        detail: 'This item is no longer on your list (it was deleted elsewhere).',
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(offlineTexts.failedTitle);
    await expect(alert).toHaveTextContent('Check “Oat milk”');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss: Check “Oat milk”' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('w1');
  },
};

/** A 320 px phone, offline with a refused change. */
export const Narrow: Story = narrow({
  args: {
    pending: 2,
    failed: [{ id: 'w2', what: 'Delete “Eggs”', detail: 'Grocery item not found' }],
  },
});
