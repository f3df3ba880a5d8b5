import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory } from '../../testing';
import { ComingSoon } from './ComingSoon';

const meta = {
  component: ComingSoon,
  ...screenStory(),
  args: { title: 'Farm Game' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route whose screen is not built yet names it, and offers Home and the tools. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Farm Game is coming soon' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const tools = within(canvas.getByRole('list', { name: 'Tools' })).getAllByRole('link');
    await expect(tools.map((link) => link.getAttribute('href'))).toEqual([
      '/communities',
      '/farmgame',
      '/blog',
      '/projects',
      '/journal',
      '/MealPlanning',
    ]);
  },
};

/** Keyboard: Home first, then the tools. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Communities/ })).toHaveFocus();
  },
};

/** A 320 px phone. */
export const Narrow: Story = { parameters: { visual: { width: 320 } }, args: { title: 'Lyra' } };
