import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Oat milk', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the box or its label; Space toggles it from the keyboard. */
export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Oat milk' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Oat milk'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Oat milk' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all recipes', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all recipes' }),
    ).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email me new inbox messages',
    description: 'At most one email a day.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Email me new inbox messages' }),
    ).toHaveAccessibleDescription('At most one email a day.');
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the community guidelines',
    required: true,
    error: 'Please agree to the guidelines to join.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the community guidelines' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleErrorMessage('Please agree to the guidelines to join.');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack align="stretch" gap="3">
      <Checkbox {...args} label="Rice (unavailable)" disabled />
      <Checkbox {...args} label="Lentils (in cart)" disabled defaultChecked />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Rice (unavailable)' })).toBeDisabled();
  },
};

/** A grocery list: Tab moves between boxes, Space ticks them. */
export const GroceryList: Story = {
  render: (args) => (
    <Stack align="stretch" gap="3">
      <Checkbox {...args} label="Tomatoes (4)" />
      <Checkbox {...args} label="Basil (1 bunch)" defaultChecked />
      <Checkbox {...args} label="Olive oil (1)" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Tomatoes (4)' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Basil (1 bunch)' })).toHaveFocus();
  },
};
