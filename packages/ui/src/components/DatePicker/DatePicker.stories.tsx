import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker, datePickerSizes, type DatePickerProps } from './DatePicker';

/** Holds the value, so typing and picking show in the field as they would in a form. */
function Stateful(args: DatePickerProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <DatePicker
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
  title: 'Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  // A fixed today keeps the pixels stable whatever day the tests run.
  args: {
    label: 'Date',
    hint: 'YYYY-MM-DD, or choose a day in the calendar.',
    today: '2025-07-16',
    value: '',
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: datePickerSizes } },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 470 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type a date, or press the calendar button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Date' });
    await expect(input).toHaveAccessibleDescription('YYYY-MM-DD, or choose a day in the calendar.');
    await userEvent.type(input, '2025-08-09');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-08-09');
    await userEvent.clear(input);
  },
};

/** The calendar opens on the chosen day: selected, and today marked. */
export const WithValue: Story = {
  args: { value: '2025-07-24' },
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date, Date' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Choose date, Date' });
    const chosen = within(dialog).getByRole('button', { name: 'Thursday, July 24, 2025' });
    await expect(chosen).toHaveFocus();
    await expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(dialog).getByRole('button', { name: 'Wednesday, July 16, 2025' }),
    ).toHaveAttribute('aria-current', 'date');
  },
};

/** Only the days from `min` to `max` can be chosen; the others are struck through and skipped. */
export const MinAndMax: Story = {
  args: { label: 'Last day', hint: undefined, min: '2025-07-14', max: '2025-07-25' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date, Last day' }));
    const dialog = within(document.body).getByRole('dialog');
    const day = (name: string) => within(dialog).getByRole('button', { name });
    await expect(day('Sunday, July 13, 2025')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(day('Friday, July 25, 2025')).toHaveFocus();
    await userEvent.click(day('Saturday, July 26, 2025'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithError: Story = {
  args: { value: '24/07/2025', error: 'Enter a date as YYYY-MM-DD.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Enter a date as YYYY-MM-DD.');
  },
};

/**
 * In a 320 px column the open calendar is no wider than the column (its width is the smaller of
 * 20rem and the viewport's, so on a 320 px screen it fits the screen).
 */
export const Narrow: Story = {
  args: { value: '2025-07-24', hint: undefined },
  parameters: { visual: { keepFocus: true } },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date, Date' }));
    const dialog = within(document.body).getByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.width).toBeLessThanOrEqual(320);
  },
};

/** Open with the button, move with the arrows, pick with Enter: the focus is back on the button. */
export const KeyboardInteraction: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose date, Date' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(document.body).getByRole('dialog', { name: 'Choose date, Date' });
    const day = (name: string) => within(dialog).getByRole('button', { name });
    await expect(day('Wednesday, July 16, 2025')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(day('Thursday, July 24, 2025')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(day('Sunday, August 24, 2025')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{Home}{End}');
    await expect(day('Saturday, July 26, 2025')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-07-26');
    await expect(canvas.getByRole('textbox', { name: 'Date' })).toHaveValue('2025-07-26');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};
