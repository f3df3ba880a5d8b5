import { render, screen } from '@testing-library/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkCard } from './LinkCard';

const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function RouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} data-router="" {...rest}>
      {children}
    </a>
  );
});

describe('LinkCard', () => {
  it('is one link named by its title and description, with a heading for the title', () => {
    render(
      <LinkCard
        emoji="🌱"
        title="We Green"
        description="Community gardens."
        href="/green/gardens"
      />,
    );
    const link = screen.getByRole('link', { name: 'We Green Community gardens.' });
    expect(link).toHaveAttribute('href', '/green/gardens');
    expect(screen.getByRole('heading', { level: 3, name: 'We Green' })).toBeInTheDocument();
  });

  it('hides the emoji from assistive technology', () => {
    render(<LinkCard emoji="🌱" title="We Green" href="/x" />);
    expect(screen.getByText('🌱')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the given heading level', () => {
    render(<LinkCard title="I AM" href="/iam" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'I AM' })).toBeInTheDocument();
  });

  it('renders no link for an unsafe href', () => {
    render(<LinkCard title="Bad" href="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bad' })).toBeInTheDocument();
  });

  it('makes a router link the card with asChild', () => {
    render(
      <LinkCard asChild title="We Talk" description="Forum">
        <RouterLink to="/wetalk" />
      </LinkCard>,
    );
    const link = screen.getByRole('link', { name: 'We Talk Forum' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', '/wetalk');
  });
});
