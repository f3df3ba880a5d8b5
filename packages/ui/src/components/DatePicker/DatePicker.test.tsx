import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './DatePicker';

function Controlled(props: Partial<DatePickerProps> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date"
      today="2025-07-16"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const chooseButton = () => screen.getByRole('button', { name: 'Choose date, Date' });
const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('DatePicker', () => {
  it('is a labelled text field that still takes a typed date', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} hint="YYYY-MM-DD" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveAccessibleDescription('YYYY-MM-DD');
    await userEvent.type(input, '2025-08-09');
    expect(input).toHaveValue('2025-08-09');
    expect(onChange).toHaveBeenLastCalledWith('2025-08-09');
  });

  it('wires an error to the input', () => {
    render(<Controlled error="Enter a date as YYYY-MM-DD." initial="soon" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Enter a date as YYYY-MM-DD.');
  });

  it('opens on the chosen day, marks it selected and today current', async () => {
    render(<Controlled initial="2025-07-24" />);
    await userEvent.click(chooseButton());
    const dialog = screen.getByRole('dialog', { name: 'Choose date, Date' });
    expect(within(dialog).getByRole('grid', { name: 'July 2025' })).toBeInTheDocument();
    expect(day('Thursday, July 24, 2025')).toHaveFocus();
    expect(day('Thursday, July 24, 2025').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('Wednesday, July 16, 2025')).toHaveAttribute('aria-current', 'date');
  });

  it('moves with the keyboard, picks with Enter and gives the focus back to the button', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(chooseButton());
    expect(day('Wednesday, July 16, 2025')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('Thursday, July 24, 2025')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(day('Sunday, July 20, 2025')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day('Saturday, July 26, 2025')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(day('Tuesday, August 26, 2025')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-07-19');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('2025-07-19');
    expect(chooseButton()).toHaveFocus();
  });

  it('picks with Space too', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="2025-07-01" />);
    await userEvent.click(chooseButton());
    await userEvent.keyboard('{ArrowLeft}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('2025-06-30');
  });

  it('closes with Escape, keeping the value, and focuses the button', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="2025-07-10" />);
    await userEvent.click(chooseButton());
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseButton()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('2025-07-10');
  });

  it('disables and skips the days outside min and max', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} min="2025-07-14" max="2025-07-18" />);
    await userEvent.click(chooseButton());
    expect(day('Sunday, July 13, 2025')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Saturday, July 19, 2025')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, July 14, 2025')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(day('Friday, July 18, 2025')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(day('Monday, July 14, 2025')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowLeft}');
    expect(day('Monday, July 14, 2025')).toHaveFocus();
    await userEvent.click(day('Saturday, July 19, 2025'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens on the nearest allowed day when today is out of range', async () => {
    render(<Controlled min="2025-09-03" />);
    await userEvent.click(chooseButton());
    expect(screen.getByRole('grid', { name: 'September 2025' })).toBeInTheDocument();
    expect(day('Wednesday, September 3, 2025')).toHaveFocus();
  });

  it('works uncontrolled and cannot open when disabled', async () => {
    const { unmount } = render(<DatePicker label="Last day" defaultValue="2025-01-31" />);
    expect(screen.getByRole('textbox', { name: 'Last day' })).toHaveValue('2025-01-31');
    unmount();
    render(<DatePicker label="Last day" disabled />);
    expect(screen.getByRole('textbox', { name: 'Last day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose date, Last day' })).toBeDisabled();
  });
});
