import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountPill } from './CountPill';

const meta = {
  title: 'Feedback/CountPill',
  component: CountPill,
  tags: ['autodocs'],
  args: { count: 3 },
  render: (args) => (
    <a href="#account" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      Account
      <CountPill {...args} />
    </a>
  ),
} satisfies Meta<typeof CountPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas }) => {
    // Testing Library joins the pill's hidden text with a space ("Account , 3 unread").
    await expect(canvas.getByRole('link', { name: /^Account ?, 3 unread$/ })).toBeVisible();
  },
};

export const Capped: Story = { args: { count: 120 } };

export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
  },
};
