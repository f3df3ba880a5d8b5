import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Collapsible } from './Collapsible';

const meta = {
  title: 'Disclosure/Collapsible',
  component: Collapsible,
  tags: ['autodocs'],
  args: {
    label: 'Show insight',
    openLabel: 'Hide insight',
    onOpenChange: fn(),
    children: (
      <p style={{ margin: 0, maxWidth: 520 }}>
        Your entries this week return often to patience and to the garden. You seem to find calm in
        slow, repeated work.
      </p>
    ),
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Disabled: Story = { args: { disabled: true, label: 'Insight (generating…)' } };

/** Enter toggles the content and the label; `aria-expanded` follows. */
export const KeyboardInteraction: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show insight' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAccessibleName('Hide insight');
    await expect(canvas.getByText(/patience and to the garden/)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
