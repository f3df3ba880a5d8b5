import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('shows and hides its content from the button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Collapsible label="Show insight" openLabel="Hide insight" onOpenChange={onOpenChange}>
        Patience and the garden.
      </Collapsible>,
    );
    const trigger = screen.getByRole('button', { name: 'Show insight' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Patience and the garden.')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAccessibleName('Hide insight');
    expect(screen.getByText('Patience and the garden.')).toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('does nothing when disabled', async () => {
    render(
      <Collapsible label="More" disabled>
        Hidden
      </Collapsible>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });
});
