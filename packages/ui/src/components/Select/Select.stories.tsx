import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, selectSizes } from './Select';

const insights = [
  { value: 'reflect', label: 'Reflect' },
  { value: 'mantra', label: 'Mantra Maker' },
  { value: 'next_action', label: 'What should I do next?' },
] as const;

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Insight',
    placeholder: 'Choose an Insight',
    options: insights,
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journal's insight chooser, as the platform's own select. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Insight' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Mantra Maker');
    await expect(select).toHaveValue('mantra');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Tab reaches the select and shows the focus ring; the platform picker handles the keys. */
export const Focused: Story = {
  parameters: { visual: { keepFocus: true } },
  args: { defaultValue: 'reflect' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Insight' })).toHaveFocus();
  },
};

/** The recipe form's category select, with a None option, written as children. */
export const WithChildren: Story = {
  args: { label: 'Category', placeholder: undefined, options: undefined, defaultValue: '' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Select {...args}>
        <option value="">None</option>
        <option value="breakfast">Breakfast</option>
        <option value="soups">Soups</option>
        <option value="desserts">Desserts</option>
      </Select>
    </div>
  ),
};

export const WithHint: Story = {
  args: { hint: 'An insight is written from this entry.' },
};

export const WithError: Story = {
  args: { error: 'Please choose an insight.', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Insight' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleErrorMessage('Please choose an insight.');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Small: Story = { args: { size: 'sm' } };
