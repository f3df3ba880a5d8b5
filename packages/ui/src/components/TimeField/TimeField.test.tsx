import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TimeField, type TimeFieldProps } from './TimeField';

function Controlled(props: Partial<TimeFieldProps> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <TimeField
      label="Start time"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Start time' });

describe('TimeField', () => {
  it('is a labelled text field that takes a typed time and says how the arrows work', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} hint="HH:mm (24-hour)" />);
    expect(input()).toHaveAccessibleDescription(
      'HH:mm (24-hour) Up and Down arrows change the time by 15 minutes.',
    );
    await userEvent.type(input(), '18:30');
    expect(input()).toHaveValue('18:30');
    expect(onChange).toHaveBeenLastCalledWith('18:30');
  });

  it('tidies a loosely typed time on blur and leaves other text alone', async () => {
    render(<Controlled />);
    await userEvent.type(input(), '930');
    await userEvent.tab();
    expect(input()).toHaveValue('09:30');
    await userEvent.clear(input());
    await userEvent.type(input(), 'noon');
    await userEvent.tab();
    expect(input()).toHaveValue('noon');
  });

  it('steps with the arrows and PageUp/PageDown, within min and max', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="08:50" min="08:00" max="10:00" />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('09:00');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('09:30');
    await userEvent.keyboard('{PageUp}');
    expect(input()).toHaveValue('10:00');
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(input()).toHaveValue('08:00');
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('08:00');
    expect(onChange).toHaveBeenLastCalledWith('08:00');
  });

  it('starts stepping from min (up) or the last step of the day (down) when empty', async () => {
    render(<Controlled step={30} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('23:30');
    await userEvent.clear(input());
    await userEvent.keyboard('{ArrowUp}');
    expect(input()).toHaveValue('00:00');
  });

  it('shows a time outside min and max as an error, unless the form gives its own', () => {
    const { rerender } = render(
      <TimeField label="Start time" value="07:00" min="08:00" max="18:00" />,
    );
    expect(input()).toBeInvalid();
    expect(input()).toHaveAccessibleErrorMessage('Enter a time from 08:00 to 18:00.');
    rerender(
      <TimeField
        label="Start time"
        value="07:00"
        min="08:00"
        error="A time must be HH:mm (24-hour)."
      />,
    );
    expect(input()).toHaveAccessibleErrorMessage('A time must be HH:mm (24-hour).');
    rerender(<TimeField label="Start time" value="09:00" min="08:00" max="18:00" />);
    expect(input()).toBeValid();
  });
});
