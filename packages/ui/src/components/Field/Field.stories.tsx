import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { control } from './Field.css';
import { Field, useFieldControl, type FieldProps } from './Field';

const textInput: FieldProps['children'] = (field) => <input className={control()} {...field} />;

/** A custom control reading its id and ARIA wiring from the enclosing Field. */
function DateInput() {
  const field = useFieldControl();
  return <input type="date" className={control()} defaultValue="2025-06-21" {...field} />;
}

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Garden name',
    children: textInput,
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Field {...args} />
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A render function gets the id and ARIA props to spread on any control. */
export const RenderFunction: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Garden name');
    await userEvent.type(input, 'Riverside Beds');
    await expect(input).toHaveValue('Riverside Beds');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown on the garden directory.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Garden name')).toHaveAccessibleDescription(
      'Shown on the garden directory.',
    );
  },
};

/** The error is linked with aria-describedby and aria-errormessage; the control is aria-invalid. */
export const WithError: Story = {
  args: {
    hint: 'Shown on the garden directory.',
    error: 'Please enter a garden name.',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Garden name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Please enter a garden name.');
    await expect(input).toBeRequired();
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Garden name')).toBeDisabled();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Search gardens' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search gardens' })).toBeVisible();
  },
};

/** A child element can read the wiring with `useFieldControl()` instead. */
export const ContextControl: Story = {
  args: { label: 'Opening day' },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Field {...args}>
        <DateInput />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Opening day')).toHaveAttribute('type', 'date');
  },
};
