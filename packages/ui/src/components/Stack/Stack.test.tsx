import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in order inside the chosen element', () => {
    render(
      <Stack as="ul" gap="2">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByRole('list')).toBeInTheDocument();
  });

  it('uses different classes for different gaps', () => {
    const { rerender } = render(<Stack data-testid="s" gap="2" />);
    const small = screen.getByTestId('s').className;
    rerender(<Stack data-testid="s" gap="6" />);
    expect(screen.getByTestId('s').className).not.toBe(small);
  });
});
