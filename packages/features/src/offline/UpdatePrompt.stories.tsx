import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { screenStory, narrow } from '../testing';
import { UpdatePrompt, updateTexts } from './UpdatePrompt';

const meta = {
  title: 'Update prompt',
  component: UpdatePrompt,
  ...screenStory(),
  args: { onReload: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new deployment is installed and waiting: Reload switches to it, Later keeps this one. */
export const NewVersion: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(updateTexts.updateAvailable)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: updateTexts.reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: updateTexts.later }));
    await expect(args.onLater).toHaveBeenCalledOnce();
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow();
