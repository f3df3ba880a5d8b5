import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'blitz', label: 'Garden Blitz', description: 'One day.' },
  { value: 'ongoing', label: 'Ongoing garden' },
  { value: 'other', label: 'Other', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its label', () => {
    render(<RadioGroup label="Garden type" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Garden type' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('chooses an option by clicking its label', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Garden type" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Ongoing garden'));
    expect(screen.getByRole('radio', { name: 'Ongoing garden' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('ongoing');
  });

  it('describes an option by its description', () => {
    render(<RadioGroup label="Garden type" options={options} />);
    expect(screen.getByRole('radio', { name: 'Garden Blitz' })).toHaveAccessibleDescription(
      'One day.',
    );
  });

  it('disables single options and the whole group', () => {
    const { rerender } = render(<RadioGroup label="Garden type" options={options} />);
    expect(screen.getByRole('radio', { name: 'Other' })).toBeDisabled();
    rerender(<RadioGroup label="Garden type" options={options} disabled />);
    expect(screen.getByRole('radio', { name: 'Garden Blitz' })).toBeDisabled();
  });

  it('wires required and error on the group', () => {
    render(<RadioGroup label="Garden type" options={options} required error="Choose one." />);
    const group = screen.getByRole('radiogroup', { name: 'Garden type' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleErrorMessage('Choose one.');
  });
});

describe('RadioGroup keyboard', () => {
  it('moves the choice with the arrow keys', async () => {
    render(<RadioGroup label="Garden type" options={options} defaultValue="blitz" />);
    screen.getByRole('radio', { name: 'Garden Blitz' }).focus();
    // Radix moves focus (and so the choice) a tick after keydown: hold the key as a person would.
    await userEvent.keyboard('{ArrowDown>}');
    await vi.waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Ongoing garden' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
  });
});
