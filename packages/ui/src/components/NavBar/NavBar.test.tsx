import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar, type NavItem } from './NavBar';

const items: NavItem[] = [
  { label: 'Home', href: '#/' },
  { label: 'Community', href: '#/communities', current: true },
  { label: 'Blog', href: '#/blog' },
];

describe('NavBar', () => {
  it('renders a named landmark with the current page marked', () => {
    render(<NavBar items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('names the Account link with its unread count and hides the badge at 0', () => {
    const { rerender } = render(
      <NavBar items={items} account={{ label: 'Account', href: '#/Account', count: 4 }} />,
    );
    expect(screen.getByRole('link', { name: 'Account, 4 unread' })).toHaveTextContent('Account 4');
    rerender(<NavBar items={items} account={{ label: 'Account', href: '#/Account', count: 0 }} />);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveTextContent(/^Account$/);
  });

  it('renders links through renderLink', async () => {
    const navigate = vi.fn();
    render(
      <NavBar
        items={items}
        renderLink={({ href, children, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(navigate).toHaveBeenCalledWith('#/blog');
  });

  it('toggles the menu button, and Esc closes it with focus back on the button', async () => {
    render(<NavBar items={items} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', expect.stringMatching(/.+/) as string);
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Home' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the menu after a link is chosen', async () => {
    render(<NavBar items={items} defaultMenuOpen />);
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names a tagged link with its tag ("Blog, New") and shows the tag', () => {
    render(
      <NavBar items={[...items.slice(0, 2), { label: 'Blog', href: '#/blog', tag: 'New' }]} />,
    );
    expect(screen.getByRole('link', { name: 'Blog, New' })).toHaveTextContent('Blog New');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveTextContent(/^Home$/);
  });

  it("puts the Account link's count on the Menu button, and menu actions in the panel", () => {
    render(
      <NavBar
        items={items}
        account={{ label: 'Account', href: '#/Account', count: 2 }}
        menuActions={<button type="button">Logout</button>}
        actions={<button type="button">Theme</button>}
      />,
    );
    const menu = screen.getByRole('button', { name: 'Menu, 2 unread' });
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Logout' }));
    expect(panel).not.toContainElement(screen.getByRole('button', { name: 'Theme' }));
  });
});
