import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory } from '../../testing';
import { HomeB } from './HomeB';

const meta = {
  component: HomeB,
  ...screenStory(),
  args: { username: 'maya' },
} satisfies Meta<typeof HomeB>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in home: the six tiles, exactly as the spec lists them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Welcome back, maya/)).toBeVisible();
    const tiles = within(canvas.getByRole('list', { name: 'Tools' })).getAllByRole('link');
    const expected = [
      ['I AM', '/iam'],
      ['We Talk', '/wetalk'],
      ['We Green', '/green/gardens'],
      ['We Plan', '/mealplanner'],
      ['We Dream', '/wedream'],
      ['We Build', '/webuild'],
    ] as const;
    await expect(tiles).toHaveLength(expected.length);
    for (const [index, [name, href]] of expected.entries()) {
      const tile = tiles[index] as HTMLElement;
      await expect(tile).toHaveAttribute('href', href);
      await expect(within(tile).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  },
};

/** A user without a username yet is greeted as a friend. */
export const NoUsername: Story = {
  args: { username: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Welcome back, friend/)).toBeVisible();
  },
};

/** The tiles are links in reading order; the focused one is outlined. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /We Talk/ })).toHaveFocus();
  },
};

/** A 320 px phone: one tile per row. */
export const Narrow: Story = { parameters: { visual: { width: 320 } } };
