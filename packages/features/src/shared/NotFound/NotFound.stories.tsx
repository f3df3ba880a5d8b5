import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { NotFound } from './NotFound';

const meta = {
  title: 'Page not found',
  component: NotFound,
  ...screenStory(),
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address: a friendly 404 with the way home and the tools. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const tools = within(canvas.getByRole('list', { name: 'Tools' }));
    await expect(tools.getByRole('link', { name: /^Journal/ })).toHaveAttribute('href', '/journal');
    await expect(tools.getByRole('link', { name: /^Meal Planner/ })).toBeVisible();
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Populated });
