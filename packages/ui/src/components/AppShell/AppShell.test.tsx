import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('has banner, main and contentinfo landmarks and the copyright year', () => {
    render(
      <AppShell title="WeGrow" year={2031} nav={<nav aria-label="Main">links</nav>}>
        <h1>Home</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'WeGrow' }),
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 WeGrow');
  });

  it('defaults to the current year', () => {
    render(<AppShell title="WeGrow">Home</AppShell>);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('starts the tab order with a skip link to #main', async () => {
    render(<AppShell title="WeGrow">Home</AppShell>);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('renders the title through renderTitleLink', () => {
    render(
      <AppShell
        title="WeGrow"
        titleHref="/home"
        renderTitleLink={({ href, children, ...props }) => (
          <a {...props} href={href} data-router="">
            {children}
          </a>
        )}
      >
        Home
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: 'WeGrow' })).toHaveAttribute('data-router');
  });
});
