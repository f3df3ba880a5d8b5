import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyColorMode, COLOR_MODE_STORAGE_KEY } from '../../theme/colorMode';
import { ThemeToggle } from './ThemeToggle';

afterEach(() => {
  act(() => applyColorMode('light'));
  localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
});

describe('ThemeToggle', () => {
  it('is a labelled switch that turns dark mode on and off', async () => {
    act(() => applyColorMode('light'));
    render(<ThemeToggle />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('wg-dark');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement).toHaveClass('wg-light');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('follows a mode applied elsewhere', () => {
    render(<ThemeToggle showLabel={false} label="Night theme" />);
    act(() => applyColorMode('dark'));
    expect(screen.getByRole('switch', { name: 'Night theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
