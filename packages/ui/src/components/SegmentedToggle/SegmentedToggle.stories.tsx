import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SegmentedToggle, segmentedToggleSizes } from './SegmentedToggle';

const meta = {
  title: 'Forms/SegmentedToggle',
  component: SegmentedToggle,
  tags: ['autodocs'],
  args: {
    label: 'Post type',
    hideLabel: true,
    defaultValue: 'offer',
    options: [
      { value: 'offer', label: 'I Can Offer' },
      { value: 'need', label: 'I Need Help' },
    ],
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: segmentedToggleSizes } },
} satisfies Meta<typeof SegmentedToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mutual-aid board's toggle: exactly one is always chosen. */
export const OfferOrNeed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Post type' })).toBeInTheDocument();
    const offer = canvas.getByRole('radio', { name: 'I Can Offer' });
    const need = canvas.getByRole('radio', { name: 'I Need Help' });
    await expect(offer).toBeChecked();
    await userEvent.click(need);
    await expect(need).toBeChecked();
    await userEvent.click(need);
    await expect(need).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('need');
  },
};

/** Arrow keys move between segments and choose them. */
export const Keyboard: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'I Can Offer' })).toHaveFocus();
    // Radix moves focus (and so the choice) a tick after keydown: hold the key as a person would.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'I Need Help' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}{ArrowLeft>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'I Can Offer' })).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
  },
};

export const VisibleLabel: Story = {
  args: { hideLabel: false, hint: 'Offers and requests are listed in separate columns.' },
};

export const WithIcons: Story = {
  args: {
    options: [
      { value: 'offer', label: 'I Can Offer', icon: '🤲' },
      { value: 'need', label: 'I Need Help', icon: '🙋' },
    ],
  },
};

export const ThreeOptions: Story = {
  args: {
    label: 'Show',
    defaultValue: 'all',
    options: [
      { value: 'all', label: 'All' },
      { value: 'unread', label: 'Unread' },
      { value: 'read', label: 'Read' },
    ],
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <SegmentedToggle {...args} />
    </div>
  ),
};

export const Disabled: Story = {
  args: {
    options: [
      { value: 'offer', label: 'I Can Offer' },
      { value: 'need', label: 'I Need Help', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'I Need Help' })).toBeDisabled();
  },
};
