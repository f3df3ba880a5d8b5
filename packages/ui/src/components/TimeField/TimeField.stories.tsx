import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TimeField, timeFieldSizes, type TimeFieldProps } from './TimeField';

/** Holds the value, so typing and stepping show in the field as they would in a form. */
function Stateful(args: TimeFieldProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <TimeField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: {
    label: 'Start time',
    hint: 'HH:mm (24-hour); the Up and Down arrows step it.',
    value: '',
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: timeFieldSizes } },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.type(input, '1830');
    await userEvent.tab();
    await expect(input).toHaveValue('18:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('18:30');
  },
};

export const WithValue: Story = {
  args: { value: '09:30' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Start time' })).toHaveValue('09:30');
  },
};

/** The arrows stop at `min` and `max`; a time typed outside them is shown as an error. */
export const MinAndMax: Story = {
  args: { label: 'Opening time', hint: 'Between 08:00 and 18:00.', min: '08:00', max: '18:00' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Opening time' });
    await userEvent.type(input, '07:00');
    await expect(input).toHaveAccessibleErrorMessage('Enter a time from 08:00 to 18:00.');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('08:00');
    await expect(input).toBeValid();
  },
};

export const WithError: Story = {
  args: { value: '25:00', error: 'A time must be HH:mm (24-hour).' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Start time' })).toHaveAccessibleErrorMessage(
      'A time must be HH:mm (24-hour).',
    );
  },
};

/** In a 320 px column, beside another time, as in the event form. */
export const Narrow: Story = {
  args: { value: '18:30', hint: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, width: 320 }}>
      <Stateful {...args} />
      <Stateful {...args} label="End time" value="20:00" hint={undefined} />
    </div>
  ),
};

/** Up and Down step by `step` minutes (here 30), PageUp and PageDown by an hour. */
export const KeyboardInteraction: Story = {
  args: { step: 30, value: '18:10' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('18:30');
    await userEvent.keyboard('{ArrowUp}{PageUp}');
    await expect(input).toHaveValue('20:00');
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect(input).toHaveValue('18:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('18:30');
    await expect(input).toHaveFocus();
  },
};
