import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const TrashIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" focusable="false">
    <path
      d="M3 5h12M7 5V3.5h4V5M5 5l.75 9.5h6.5L13 5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Delete entry', children: <TrashIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by `label` alone; operable with Enter and Space. */
export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete entry' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="3">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Delete (${variant})`} />
      ))}
    </Inline>
  ),
};

/** 32, 40 and 48 px: all above the 24 px minimum target size. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="3">
      {iconButtonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          variant="secondary"
          size={size}
          label={`Delete (${size})`}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Delete (sm)' }).getBoundingClientRect();
    await expect(small.width).toBeGreaterThanOrEqual(24);
    await expect(small.height).toBeGreaterThanOrEqual(24);
  },
};

export const Round: Story = { args: { round: true, variant: 'secondary' } };

export const Emoji: Story = {
  args: { label: 'Water the garden', children: '💧', variant: 'secondary' },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete entry' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  parameters: { visual: { keepFocus: true } },
  args: { variant: 'secondary' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete entry' })).toHaveFocus();
  },
};
