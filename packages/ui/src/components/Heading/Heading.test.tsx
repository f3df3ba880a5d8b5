import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('is an h2 by default', () => {
    render(<Heading>Inbox</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument();
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as h%i', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level })).toHaveProperty('tagName', `H${level}`);
  });

  it('keeps the level when the size changes', () => {
    const { rerender } = render(
      <Heading level={3} size="2xl">
        Big
      </Heading>,
    );
    const big = screen.getByRole('heading', { level: 3 }).className;
    rerender(
      <Heading level={3} size="xs">
        Big
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 3 }).className).not.toBe(big);
  });
});
