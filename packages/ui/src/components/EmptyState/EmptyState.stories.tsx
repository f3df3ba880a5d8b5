import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: '📭',
    title: 'No new messages.',
    description: 'When someone writes to you, their message will appear here.',
  },
  argTypes: { icon: { control: 'text' } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No new messages.' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    icon: '📓',
    title: 'Your journal is empty',
    description: 'Write your first entry: a few honest lines are a fine start.',
    action: <Button onClick={fn()}>New Entry</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Entry' }));
  },
};

export const TitleOnly: Story = {
  args: {
    icon: undefined,
    description: undefined,
    title: 'No conversations yet.',
    headingLevel: 3,
  },
};

export const Narrow: Story = {
  args: {
    icon: '🌱',
    title: 'No gardens nearby yet',
    description: 'Host one and neighbours can volunteer.',
    action: <Button variant="secondary">Host a garden</Button>,
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <EmptyState {...args} />
    </div>
  ),
};
