import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with a default title', () => {
    render(<ErrorState message="The server did not answer." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers "Try again" when given onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('blocks the retry button while retrying, and it keeps the focus', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} retrying retryLabel="Reload" />);
    const retry = screen.getByRole('button', { name: 'Reload' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    expect(retry).toHaveFocus();
    expect(onRetry).not.toHaveBeenCalled();
  });
});
