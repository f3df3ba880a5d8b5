import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, description and action', () => {
    render(
      <EmptyState
        icon="📭"
        title="No new messages."
        description="Messages appear here."
        action={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No new messages.' })).toBeInTheDocument();
    expect(screen.getByText('Messages appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('hides the icon from assistive technology', () => {
    render(<EmptyState icon="📭" title="Empty" />);
    expect(screen.getByText('📭')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the given heading level', () => {
    render(<EmptyState title="Empty" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Empty' })).toBeInTheDocument();
  });
});
