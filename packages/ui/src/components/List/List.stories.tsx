import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { List, ListItem, listVariants } from './List';

const meta = {
  title: 'Data/List',
  component: List,
  subcomponents: { ListItem },
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

const onRowActivate = fn();
const onShowMore = fn();

/**
 * A footer under the text (here a "Show more" toggle): outside the row's button and clickable on
 * its own, on an active (highlighted) row too.
 */
export const WithFooter: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <List aria-label="Inbox">
        <ListItem
          highlighted
          highlightLabel="Unread"
          description="Today, 09:12"
          onActivate={onRowActivate}
          footer={
            <Button size="sm" variant="ghost" aria-expanded={false} onClick={onShowMore}>
              Show more
            </Button>
          }
        >
          Riverside Growers meets on Saturday at the allotment gate. Bring gloves, a trowel and
          something to share for lunch; we will plant the new herb spiral together.
        </ListItem>
      </List>
    </div>
  ),
  play: async ({ canvas }) => {
    onRowActivate.mockClear();
    onShowMore.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(onShowMore).toHaveBeenCalledTimes(1);
    await expect(onRowActivate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Unread: Riverside Growers/ }));
    await expect(onRowActivate).toHaveBeenCalledTimes(1);
  },
};
