import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('renders as a landmark when asked', () => {
    render(
      <Container as="main" size="sm">
        <h1>Account</h1>
      </Container>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Account' }),
    );
  });

  it('gives each size its own class', () => {
    const { rerender } = render(<Container data-testid="c" size="sm" />);
    const sm = screen.getByTestId('c').className;
    rerender(<Container data-testid="c" size="xl" />);
    expect(screen.getByTestId('c').className).not.toBe(sm);
  });
});
