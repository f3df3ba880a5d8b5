import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'reflect', label: 'Reflect' },
  { value: 'mantra', label: 'Mantra Maker' },
  { value: 'later', label: 'Later', disabled: true },
];

describe('Select', () => {
  it('is a labelled native select with a placeholder option', () => {
    render(<Select label="Insight" placeholder="Choose an Insight" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Insight' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose an Insight' })).toBeInTheDocument();
  });

  it('changes value when an option is chosen', async () => {
    const onChange = vi.fn();
    render(<Select label="Insight" options={options} onChange={onChange} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Insight' }),
      'Mantra Maker',
    );
    expect(screen.getByRole('combobox', { name: 'Insight' })).toHaveValue('mantra');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('disables options marked disabled', () => {
    render(<Select label="Insight" options={options} />);
    expect(screen.getByRole('option', { name: 'Later' })).toBeDisabled();
  });

  it('accepts option children', () => {
    render(
      <Select label="Category">
        <option value="">None</option>
        <option value="soups">Soups</option>
      </Select>,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('wires hint and error', () => {
    render(<Select label="Insight" options={options} hint="Pick one." error="Required." />);
    const select = screen.getByRole('combobox', { name: 'Insight' });
    expect(select).toHaveAccessibleDescription('Pick one. Required.');
    expect(select).toHaveAccessibleErrorMessage('Required.');
  });
});
