import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountPill, countLabel } from './CountPill';

// jsdom has no layout, so its name computation puts a space between the parent's text and the
// pill's hidden text ("Account , 3 unread"); browsers join inline text as written.
const spaced = (name: string) => new RegExp(`^${name.replace(',', ' ?,')}$`);

describe('CountPill', () => {
  it('adds the count to the accessible name of its parent control', () => {
    render(
      <a href="/Account">
        Account
        <CountPill count={3} />
      </a>,
    );
    expect(screen.getByRole('link', { name: spaced('Account, 3 unread') })).toBeInTheDocument();
  });

  it('renders nothing at zero', () => {
    const { container } = render(<CountPill count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps the visible number but reads the real count', () => {
    render(
      <button type="button">
        Inbox
        <CountPill count={250} label={(n) => `${n} new messages`} />
      </button>,
    );
    const button = screen.getByRole('button', { name: spaced('Inbox, 250 new messages') });
    expect(button).toHaveTextContent('99+');
  });

  it('can leave the name to the parent, which uses countLabel', () => {
    render(
      <a href="/Account" aria-label={countLabel('Account', 3)}>
        Account
        <CountPill count={3} decorative />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Account, 3 unread' })).toBeInTheDocument();
    expect(countLabel('Inbox', 0)).toBe('Inbox');
  });
});
