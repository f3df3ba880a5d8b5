import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RouteId } from '../../routes/paths';
import { screenStory } from '../../testing';
import { ComingSoon } from './ComingSoon';

/** Here the journal and the blog are built; every other screen is still coming soon. */
const open = new Set<RouteId>(['journal', 'blog']);
const isComingSoon = (id: RouteId) => !open.has(id);

const meta = {
  component: ComingSoon,
  ...screenStory(),
  args: { title: 'Farm Game' },
  parameters: { screen: { isComingSoon } },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A route whose screen is not built yet names it, and offers Home and the tools that are open
 * (never another coming-soon page).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Farm Game is coming soon' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const tools = within(canvas.getByRole('list', { name: 'Tools' })).getAllByRole('link');
    await expect(tools.map((link) => link.getAttribute('href'))).toEqual(['/blog', '/journal']);
    await expect(canvas.queryByText('Soon')).not.toBeInTheDocument();
  },
};

/** While no tool is open yet: only the way home, no list of coming-soon pages. */
export const NoToolOpenYet: Story = {
  args: { title: 'Meal Planner' },
  parameters: { screen: { isComingSoon: () => true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Meal Planner is coming soon' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Tools' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};

/** Keyboard: Home first, then the tools. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Blog/ })).toHaveFocus();
  },
};

/** A 320 px phone. */
export const Narrow: Story = { parameters: { visual: { width: 320 } }, args: { title: 'Lyra' } };
