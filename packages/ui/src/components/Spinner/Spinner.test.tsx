import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status reading "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('uses a custom label and can show it', () => {
    render(<Spinner label="Loading inbox..." showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading inbox...');
  });
});
