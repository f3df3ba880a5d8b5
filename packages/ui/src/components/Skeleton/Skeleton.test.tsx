import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the asked number of text lines, the last one shorter', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const lines = container.firstElementChild?.children;
    expect(lines).toHaveLength(3);
    expect(lines?.[2]).toHaveStyle({ width: '60%' });
    expect(lines?.[0]).toHaveStyle({ width: '100%' });
  });

  it('sizes blocks and circles', () => {
    const { container, rerender } = render(<Skeleton width="10rem" height="2rem" />);
    expect(container.firstElementChild).toHaveStyle({ width: '10rem', height: '2rem' });
    rerender(<Skeleton shape="circle" size="3rem" />);
    expect(container.firstElementChild).toHaveStyle({ width: '3rem', height: '3rem' });
  });
});
