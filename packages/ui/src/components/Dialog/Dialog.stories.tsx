import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose, dialogSizes } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  subcomponents: { DialogClose },
  tags: ['autodocs'],
  // Docs: each story in its own iframe, so an open overlay stays in its frame instead of
  // covering (and blocking) the docs page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    title: 'Edit Entry',
    description: 'Changes are saved to your Smart Journal.',
    defaultOpen: true,
    onOpenChange: fn(),
    children: (
      <p style={{ margin: 0 }}>
        Today I planted the first row of beans and felt the soil warm under my hands.
      </p>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save Changes</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Entry' });
    await expect(dialog).toHaveAccessibleDescription('Changes are saved to your Smart Journal.');
    // Visible once the opening animation has faded it in (the docs page runs with animations).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const LoginRequired: Story = {
  args: {
    title: 'Login Required',
    description: 'Please log in to use the Smart Journal features.',
    size: 'sm',
    children: undefined,
    footer: (
      <>
        <DialogClose>
          <Button variant="ghost">Continue Browsing</Button>
        </DialogClose>
        <Button asChild>
          <a href="#login">Go to Login</a>
        </Button>
      </>
    ),
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    title: 'Garden Host Application',
    description: 'Tell us about the space you would like to share.',
  },
};

export const LongContent: Story = {
  args: {
    title: 'Our Philosophy',
    description: undefined,
    footer: <Button>Got it</Button>,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>
            {i + 1}. We grow communities rooted in love, sovereignty and cooperation, one small,
            steady step at a time.
          </p>
        ))}
      </div>
    ),
  },
};

/** Opens from a trigger; Esc closes it and focus returns to the trigger. */
export const KeyboardInteraction: Story = {
  parameters: { visual: { keepFocus: true } },
  args: {
    defaultOpen: false,
    trigger: <Button variant="secondary">Edit entry</Button>,
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit entry' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Entry' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Focus starts inside and Tab cycles within the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};
