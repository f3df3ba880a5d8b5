import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Disclosure/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  tags: ['autodocs'],
  args: { defaultValue: 'settings', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Account">
        <TabsTrigger value="settings">Account Settings</TabsTrigger>
        <TabsTrigger value="inbox" badge={3}>
          Inbox
        </TabsTrigger>
      </TabsList>
      <TabsContent value="settings">
        <p style={{ margin: 0 }}>Update your username, bio and profile picture.</p>
      </TabsContent>
      <TabsContent value="inbox">
        <p style={{ margin: 0 }}>You have 3 unread messages.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Account page: Account Settings and Inbox, with the unread count on Inbox. */
export const AccountTabs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Inbox, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const InboxSelected: Story = { args: { defaultValue: 'inbox' } };

export const NoUnread: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Account">
        <TabsTrigger value="settings">Account Settings</TabsTrigger>
        <TabsTrigger value="inbox" badge={0}>
          Inbox
        </TabsTrigger>
      </TabsList>
      <TabsContent value="settings">Profile settings.</TabsContent>
      <TabsContent value="inbox">No new messages.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Inbox' })).toBeVisible();
  },
};

/** Many tabs at 320 px scroll sideways; a disabled tab is skipped by the arrow keys. */
export const NarrowWithDisabled: Story = {
  args: { defaultValue: 'dreams' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Tabs {...args}>
        <TabsList aria-label="Lyra">
          <TabsTrigger value="dreams">Lyra&apos;s Dreams</TabsTrigger>
          <TabsTrigger value="soul">Lyra&apos;s Soul</TabsTrigger>
          <TabsTrigger value="evolution" disabled>
            Self-Evolution
          </TabsTrigger>
          <TabsTrigger value="chat" badge={12}>
            Chat Log
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dreams">The first five dreams appear here.</TabsContent>
        <TabsContent value="soul">Tone, style, beliefs and memories.</TabsContent>
        <TabsContent value="chat">Newest conversations first.</TabsContent>
      </Tabs>
    </div>
  ),
};

/**
 * `overflow="wrap"`: many tabs at 320 px break onto more rows, every one in sight, instead of
 * scrolling sideways (a community's sections at phone width).
 */
export const NarrowWrapped: Story = {
  args: { defaultValue: 'chat' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Tabs {...args}>
        <TabsList aria-label="Sections" overflow="wrap">
          <TabsTrigger value="goals">Goals</TabsTrigger>
          <TabsTrigger value="chat" badge={4}>
            Chat
          </TabsTrigger>
          <TabsTrigger value="resources">Resources</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
          <TabsTrigger value="members">Members</TabsTrigger>
        </TabsList>
        <TabsContent value="chat">Where the members talk.</TabsContent>
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Sections' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const tabs = canvas.getAllByRole('tab');
    const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
  },
};

/** Arrow keys move between tabs and select them; Home/End jump to the ends. */
export const KeyboardInteraction: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas, args }) => {
    const settings = canvas.getByRole('tab', { name: 'Account Settings' });
    const inbox = canvas.getByRole('tab', { name: 'Inbox, 3 unread' });
    await userEvent.click(settings);
    await userEvent.keyboard('{ArrowRight}');
    await expect(inbox).toHaveFocus();
    await expect(inbox).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('inbox');
    await expect(canvas.getByRole('tabpanel', { name: 'Inbox, 3 unread' })).toHaveTextContent(
      'You have 3 unread messages.',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(inbox).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(settings).toHaveFocus();
  },
};

/**
 * A mouse click selects a tab without the keyboard focus ring (`:focus-visible` does not match);
 * moving on with an arrow key shows it.
 */
export const MouseThenKeyboard: Story = {
  // Ends as Keyboard Interaction does (the first tab selected, its ring shown): it proves the ring.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const settings = canvas.getByRole('tab', { name: 'Account Settings' });
    const inbox = canvas.getByRole('tab', { name: 'Inbox, 3 unread' });
    await userEvent.click(inbox);
    await expect(inbox).toHaveAttribute('aria-selected', 'true');
    await expect(inbox).toHaveFocus();
    await expect(inbox.matches(':focus-visible')).toBe(false);
    await expect(getComputedStyle(inbox).outlineStyle).toBe('none');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(settings).toHaveFocus();
    await expect(settings.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(settings).outlineStyle).toBe('solid');
  },
};
