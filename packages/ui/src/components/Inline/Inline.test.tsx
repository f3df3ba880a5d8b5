import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('renders its children and passes through attributes', () => {
    render(
      <Inline as="nav" aria-label="Journal actions" justify="between">
        <a href="/iam">I AM</a>
        <a href="/">Back</a>
      </Inline>,
    );
    const nav = screen.getByRole('navigation', { name: 'Journal actions' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'I AM' }));
  });

  it('changes class when wrapping is turned off', () => {
    const { rerender } = render(<Inline data-testid="row" />);
    const wrapping = screen.getByTestId('row').className;
    rerender(<Inline data-testid="row" wrap={false} />);
    expect(screen.getByTestId('row').className).not.toBe(wrapping);
  });
});
