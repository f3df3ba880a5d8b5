import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('flips on click and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Edit mode" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Edit mode' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('flips with the keyboard and from its label', async () => {
    render(<Switch label="Edit mode" />);
    const toggle = screen.getByRole('switch', { name: 'Edit mode' });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Edit mode'));
    expect(toggle).not.toBeChecked();
  });

  it('is described by its description and error', () => {
    render(
      <Switch label="Public" description="Anyone can join." error="Add a description first." />,
    );
    const toggle = screen.getByRole('switch', { name: 'Public' });
    expect(toggle).toHaveAccessibleDescription('Anyone can join. Add a description first.');
    expect(toggle).toHaveAccessibleErrorMessage('Add a description first.');
  });

  it('does not flip when disabled', async () => {
    render(<Switch label="Admin" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Admin' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});
