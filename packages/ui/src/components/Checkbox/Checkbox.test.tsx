import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Oat milk" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Oat milk' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Oat milk'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles with Space', async () => {
    render(<Checkbox label="Oat milk" />);
    const box = screen.getByRole('checkbox', { name: 'Oat milk' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('shows an indeterminate state', () => {
    render(<Checkbox label="All" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All' })).toBePartiallyChecked();
  });

  it('is described by its description and error', () => {
    render(
      <Checkbox label="Agree" description="Read the guidelines." error="Please agree." required />,
    );
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(box).toHaveAccessibleDescription('Read the guidelines. Please agree.');
    expect(box).toHaveAccessibleErrorMessage('Please agree.');
    expect(box).toHaveAttribute('aria-required', 'true');
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Rice" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rice' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
