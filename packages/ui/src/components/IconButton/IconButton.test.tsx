import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and hides the icon from assistive technology', () => {
    render(<IconButton label="Close">✕</IconButton>);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('aria-label', 'Close');
    expect(button.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not submit forms by default', () => {
    render(<IconButton label="Add">+</IconButton>);
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick from the keyboard and not when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <IconButton label="Add" onClick={onClick}>
        +
      </IconButton>,
    );
    screen.getByRole('button', { name: 'Add' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <IconButton label="Add" onClick={onClick} disabled>
        +
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
