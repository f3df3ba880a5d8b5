import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows initials named by the person when there is no picture', () => {
    render(<Avatar name="Shea Green" />);
    expect(screen.getByRole('img', { name: 'Shea Green' })).toHaveTextContent('SG');
  });

  it('uses alt over name for the accessible name', () => {
    render(<Avatar name="Shea Green" alt="Shea, garden host" />);
    expect(screen.getByRole('img', { name: 'Shea, garden host' })).toBeInTheDocument();
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('Shea Green')).toBe('SG');
    expect(initialsOf('  mara  de la fields ')).toBe('MF');
    expect(initialsOf('Lyra')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });
});
