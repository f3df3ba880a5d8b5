import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { List, ListItem, listVariants } from './List';

const meta = {
  title: 'Data/List',
  component: List,
  tags: ['autodocs'],
  args: { variant: 'divided', 'aria-label': 'Tasks' },
  argTypes: { variant: { control: 'inline-radio', options: listVariants } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <List {...args}>
        <ListItem description="Assigned to you">Water the seedlings</ListItem>
        <ListItem description="Open">Build the compost bay</ListItem>
        <ListItem
          description="Completed"
          trailing={
            <Button size="sm" variant="ghost">
              Undo
            </Button>
          }
        >
          Order seed potatoes
        </ListItem>
      </List>
    </div>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Divided: Story = {};
export const Separated: Story = { args: { variant: 'separated' } };
export const Plain: Story = { args: { variant: 'plain' } };

interface Message {
  id: number;
  time: string;
  content: string;
  read: boolean;
}

function Inbox() {
  const [messages, setMessages] = useState<Message[]>([
    { id: 1, time: 'Today, 09:12', content: 'Your journal entry was saved.', read: false },
    { id: 2, time: 'Yesterday, 18:40', content: 'Mara joined Riverside Gardens.', read: false },
    { id: 3, time: 'Mon, 07:05', content: 'Welcome to WeGrow!', read: true },
  ]);
  return (
    <div style={{ maxWidth: 560 }}>
      <List aria-label="Inbox">
        {messages.map((m) => (
          <ListItem
            key={m.id}
            description={m.time}
            highlighted={!m.read}
            highlightLabel="Unread"
            onActivate={() =>
              setMessages((all) => all.map((x) => (x.id === m.id ? { ...x, read: true } : x)))
            }
          >
            {m.content}
          </ListItem>
        ))}
      </List>
    </div>
  );
}

/** Unread messages are highlighted (and announced as "Unread"); activating one marks it read. */
export const InboxMessages: Story = {
  render: () => <Inbox />,
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: /^Unread: Your journal entry was saved/ });
    await userEvent.click(first);
    await expect(
      canvas.getByRole('button', { name: /^Your journal entry was saved/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Unread/ })).toHaveLength(1);
  },
};
