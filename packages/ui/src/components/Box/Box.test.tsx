import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders a div by default with its children', () => {
    render(<Box padding="4">Seeds</Box>);
    expect(screen.getByText('Seeds').tagName).toBe('DIV');
  });

  it('renders the element given by `as`, keeping ARIA props', () => {
    render(
      <Box as="section" aria-label="Upcoming events" background="raised">
        Events
      </Box>,
    );
    expect(screen.getByRole('region', { name: 'Upcoming events' })).toHaveTextContent('Events');
  });

  it('merges its own class with a consumer class and forwards the ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box ref={ref} className="extra" padding="2" radius="lg">
        x
      </Box>,
    );
    expect(ref.current).toHaveClass('extra');
    expect(ref.current?.classList.length).toBeGreaterThan(1);
  });
});
