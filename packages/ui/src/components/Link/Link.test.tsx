import { render, screen } from '@testing-library/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { isSafeHref } from './isSafeHref';
import { Link } from './Link';

describe('isSafeHref', () => {
  it.each([
    'https://example.org',
    'http://example.org/path?q=1#top',
    'HTTPS://EXAMPLE.ORG',
    'mailto:hello@wegrow.example',
    'MailTo:hello@wegrow.example',
    '/iam',
    '/gardendetails/42',
    'relative/path',
    './here',
    '../up',
    '#section',
    '?tab=inbox',
    '//cdn.example.org/x',
    '  /padded  ',
    '/search?q=a:b',
    '/time/12:30',
    'page#x:y',
    // React sets attributes verbatim (no entity decoding): this is the path "&" with a fragment.
    '&#106;avascript:alert(1)',
  ])('accepts %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\njavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript :alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'tel:+15551234',
    'ftp://example.org',
    'blob:https://example.org/uuid',
    'x-custom:thing',
    '1javascript:alert(1)',
    '\\javascript:alert(1)',
    '',
    '   ',
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeHref(undefined)).toBe(false);
    expect(isSafeHref(null)).toBe(false);
  });
});

const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function RouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} data-router-link="" {...rest}>
      {children}
    </a>
  );
});

describe('Link', () => {
  it('renders a link to a safe href', () => {
    render(<Link href="/login">Back to Login</Link>);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('renders plain text (no link) for an unsafe href', () => {
    render(<Link href="javascript:alert(1)">Click me</Link>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const text = screen.getByText('Click me');
    expect(text.tagName).toBe('SPAN');
    expect(text).not.toHaveAttribute('href');
  });

  it('renders plain text for an unsafe data: or vbscript: href', () => {
    render(
      <>
        <Link href="data:text/html,hi">Data</Link>
        <Link href=" VBScript:x">VB</Link>
      </>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.org" external>
        Example
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Example (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not open internal links in a new tab', () => {
    render(<Link href="/iam">I AM</Link>);
    expect(screen.getByRole('link', { name: 'I AM' })).not.toHaveAttribute('target');
  });

  it('styles a router link with asChild', () => {
    render(
      <Link asChild>
        <RouterLink to="/wetalk">We Talk</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'We Talk' });
    expect(link).toHaveAttribute('href', '/wetalk');
    expect(link.className).not.toBe('');
  });

  it('refuses an unsafe href on an asChild anchor', () => {
    const unsafe = 'javascript:alert(1)';
    render(
      <Link asChild>
        <a href={unsafe}>Sneaky</a>
      </Link>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Sneaky')).toBeInTheDocument();
  });
});
