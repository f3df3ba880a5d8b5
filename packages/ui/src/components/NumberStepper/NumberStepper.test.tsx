import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberStepper } from './NumberStepper';

describe('NumberStepper', () => {
  it('starts at min (0) with labelled buttons', () => {
    render(<NumberStepper label="Servings" />);
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Decrease Servings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase Servings' })).toBeInTheDocument();
  });

  it('steps up and down and never goes below min', async () => {
    const onValueChange = vi.fn();
    render(<NumberStepper label="Servings" onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Servings' });
    const decrease = screen.getByRole('button', { name: 'Decrease Servings' });
    await userEvent.click(decrease);
    expect(input).toHaveValue(0);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Increase Servings' }));
    expect(input).toHaveValue(1);
    expect(decrease).not.toHaveAttribute('aria-disabled');
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    expect(input).toHaveValue(0);
    expect(onValueChange.mock.calls).toEqual([[1], [0]]);
  });

  it('stops at max', async () => {
    render(<NumberStepper label="Qty" min={1} max={2} defaultValue={2} />);
    const increase = screen.getByRole('button', { name: 'Increase Qty' });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    expect(screen.getByRole('spinbutton', { name: 'Qty' })).toHaveValue(2);
  });

  it('uses the step, without floating-point drift', async () => {
    render(<NumberStepper label="Cups" step={0.1} defaultValue={0.2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Cups' }));
    expect(screen.getByRole('spinbutton', { name: 'Cups' })).toHaveValue(0.3);
  });

  it('accepts a typed value and keeps an out-of-range one with a message, never clamped', async () => {
    const onValueChange = vi.fn();
    render(
      <NumberStepper
        label="Have"
        min={1}
        max={1_000_000}
        defaultValue={3}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Have' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    expect(onValueChange).toHaveBeenLastCalledWith(7);
    expect(input).toBeValid();
    onValueChange.mockClear();
    await userEvent.clear(input);
    await userEvent.paste('1000000000000');
    fireEvent.blur(input);
    expect(input).toHaveValue(1_000_000_000_000);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Enter a number from 1 to 1,000,000.');
    expect((input as HTMLInputElement).validity.rangeOverflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(onValueChange).toHaveBeenLastCalledWith(12);
    expect(input).toBeValid();
    expect(screen.queryByText('Enter a number from 1 to 1,000,000.')).toBeNull();
  });

  it('says so for a number below the minimum', async () => {
    render(<NumberStepper label="Need" min={0} defaultValue={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Need' });
    await userEvent.clear(input);
    await userEvent.type(input, '-4');
    fireEvent.blur(input);
    expect(input).toHaveValue(-4);
    expect(input).toHaveAccessibleErrorMessage('Enter a number of at least 0.');
  });

  it('restores the last value when the input is left empty', async () => {
    render(<NumberStepper label="Have" defaultValue={4} />);
    const input = screen.getByRole('spinbutton', { name: 'Have' });
    await userEvent.clear(input);
    fireEvent.blur(input);
    expect(input).toHaveValue(4);
  });

  it('steps with the spinbutton keys', async () => {
    render(<NumberStepper label="Servings" max={40} defaultValue={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Servings' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue(0);
    await userEvent.keyboard('{PageUp}');
    expect(input).toHaveValue(10);
    await userEvent.keyboard('{End}');
    expect(input).toHaveValue(40);
    await userEvent.keyboard('{Home}');
    expect(input).toHaveValue(0);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState(5);
      return <NumberStepper label="Need" value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Need' }));
    expect(screen.getByRole('spinbutton', { name: 'Need' })).toHaveValue(6);
  });

  it('is inert when disabled', async () => {
    const onValueChange = vi.fn();
    render(<NumberStepper label="Need" disabled onValueChange={onValueChange} />);
    expect(screen.getByRole('spinbutton', { name: 'Need' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Need' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
