import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './DropdownMenu';

const icon = (d: string) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path
      d={d}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const pencil = icon('M10.5 2.5l3 3L5 14H2v-3l8.5-8.5z');
const copy = icon('M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3');
const sparkle = icon('M8 1.5v4M8 10.5v4M1.5 8h4M10.5 8h4');
const trash = icon('M2.5 4h11M6 4V2.5h4V4M4 4l.8 9.5h6.4L12 4');

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  subcomponents: { DropdownMenuItem, DropdownMenuSeparator, DropdownMenuLabel },
  tags: ['autodocs'],
  // Docs: each story in its own iframe, so an open overlay stays in its frame instead of
  // covering (and blocking) the docs page.
  parameters: { docs: { story: { inline: false, height: '340px' } } },
  args: {
    trigger: <Button variant="secondary">Entry options</Button>,
    defaultOpen: true,
    onOpenChange: fn(),
    children: (
      <>
        <DropdownMenuLabel>Journal entry</DropdownMenuLabel>
        <DropdownMenuItem icon={pencil} onSelect={onEdit}>
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem icon={copy}>Duplicate</DropdownMenuItem>
        <DropdownMenuItem icon={sparkle} disabled>
          Generate insight (Coming Soon)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={trash} tone="danger" onSelect={onDelete}>
          Delete
        </DropdownMenuItem>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with a label, a disabled item, a separator and a destructive item. */
export const Open: Story = {
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    await expect(screen.getByRole('menuitem', { name: /Generate insight/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Visible once the opening animation has faded it in (the docs page runs with animations).
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const WithLinks: Story = {
  args: {
    trigger: <Button variant="ghost">Account</Button>,
    children: (
      <>
        <DropdownMenuItem asChild>
          <a href="#account">Account Settings</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="#inbox">Inbox</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem>Logout</DropdownMenuItem>
      </>
    ),
  },
};

/** Arrow keys move between items (skipping disabled ones), Enter selects, Esc closes. */
export const KeyboardInteraction: Story = {
  parameters: { visual: { keepFocus: true } },
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    onEdit.mockClear();
    onDelete.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Entry options' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onDelete).not.toHaveBeenCalled();
  },
};
