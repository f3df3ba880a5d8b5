import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows a count with an accessible label', () => {
    render(
      <a href="/Account">
        Account <Badge count={3} label="3 unread" variant="danger" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Account 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing at zero or below', () => {
    const { container, rerender } = render(<Badge count={0} label="0 unread" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={-2} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps the shown count at 99+', () => {
    render(<Badge count={120} label="120 unread" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('120 unread')).toBeInTheDocument();
  });

  it('shows 99 as is and respects a custom max', () => {
    const { rerender } = render(<Badge count={99} />);
    expect(screen.getByText('99', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    rerender(<Badge count={10} max={9} />);
    expect(screen.getAllByText('9+')).toHaveLength(2);
  });

  it('reads the shown count when there is no label', () => {
    render(
      <button type="button">
        Inbox <Badge count={5} />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Inbox 5' })).toBeInTheDocument();
  });

  it('renders a word badge', () => {
    render(<Badge variant="warning">Pending</Badge>);
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});
