import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';

function customProperties(element: HTMLElement): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of Array.from(element.style)) {
    if (name.startsWith('--')) found[name] = element.style.getPropertyValue(name);
  }
  return found;
}

describe('Grid', () => {
  it('passes the column count and minimum width to CSS', () => {
    render(<Grid data-testid="grid" columns={3} minItemWidth="10rem" />);
    expect(Object.values(customProperties(screen.getByTestId('grid')))).toEqual(
      expect.arrayContaining(['3', '10rem']),
    );
  });

  it('never asks for fewer than one column', () => {
    render(<Grid data-testid="grid" columns={0} />);
    expect(Object.values(customProperties(screen.getByTestId('grid')))).toContain('1');
  });

  it('uses a different layout class with and without columns', () => {
    const { rerender } = render(<Grid data-testid="grid" columns={2} />);
    const withColumns = screen.getByTestId('grid').className;
    rerender(<Grid data-testid="grid" />);
    expect(screen.getByTestId('grid').className).not.toBe(withColumns);
  });

  it('keeps consumer styles', () => {
    render(<Grid data-testid="grid" columns={2} style={{ marginTop: '8px' }} />);
    expect(screen.getByTestId('grid')).toHaveStyle({ marginTop: '8px' });
  });
});
