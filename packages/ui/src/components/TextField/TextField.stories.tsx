import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldSizes, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Username', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    size: { control: 'inline-radio', options: textFieldSizes },
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'river');
    await expect(input).toHaveValue('river');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const WithPlaceholder: Story = {
  args: { label: 'Title', placeholder: 'Give your entry a title' },
};

export const WithHint: Story = {
  args: { hint: 'Shown to other members on the forum.', defaultValue: 'river' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Shown to other members on the forum.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'river@',
    error: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage(
      'Enter an email address like name@example.com.',
    );
  },
};

/**
 * With a `maxLength`, the count appears from 80 % of it (here 32 of 40), amber in the last 10 %;
 * it describes the input, and screen readers hear "Near the limit" once, not on every keystroke.
 */
export const NearLimit: Story = {
  args: { label: 'Title', maxLength: 40, defaultValue: 'Planting garlic in the raised ' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(canvas.queryByText('30 / 40')).toBeNull();
    await userEvent.type(input, 'beds');
    await expect(canvas.getByText('34 / 40')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('34 of 40 characters used');
    await expect(canvas.getByText('Near the limit of 40 characters.')).toBeInTheDocument();
  },
};

/** A paste longer than the limit is not cut silently: the field says how much was cut. */
export const PasteCut: Story = {
  args: { label: 'Title', maxLength: 24 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.click(input);
    await userEvent.paste('Planting garlic in the raised beds before the frost');
    await expect(input).toHaveValue('Planting garlic in the r');
    const [shown] = canvas.getAllByText(
      'Pasted text was cut by 27 characters to fit the limit of 24.',
    );
    await expect(shown).toBeVisible();
    await expect(canvas.getByText('24 / 24')).toBeVisible();
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'river' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const Password: Story = {
  args: {
    label: 'New password',
    type: 'password',
    hint: 'At least 6 characters.',
    autoComplete: 'new-password',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'seedling');
    await expect(input).toHaveValue('seedling');
  },
};

export const Small: Story = {
  args: { size: 'sm', label: 'Item name', placeholder: 'e.g. Lentils' },
};

/** Tab moves into the field, which shows the focus ring. */
export const Focused: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};
