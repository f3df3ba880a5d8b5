import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode, COLOR_MODE_STORAGE_KEY } from '../../theme/colorMode';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Dialog } from '../Dialog';
import { DropdownMenu, DropdownMenuItem } from '../DropdownMenu';
import { Theme } from './Theme';

type Listener = (event: { matches: boolean }) => void;

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemDark(initial: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initial,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(matches: boolean) {
      query.matches = matches;
      act(() => listeners.forEach((listener) => listener({ matches })));
    },
    listenerCount: () => listeners.size,
  };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('Theme', () => {
  it('puts the chosen mode class and the theme root class on its element', () => {
    render(
      <Theme appearance="dark" data-testid="root">
        Beans
      </Theme>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('wg-theme', 'wg-dark');
    expect(root).not.toHaveClass('wg-light');
    expect(root).toHaveAttribute('data-appearance', 'dark');
  });

  it('follows the system preference by default on the outermost Theme, and its changes', () => {
    const system = mockSystemDark(true);
    const { unmount } = render(<Theme data-testid="root" />);
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('wg-dark');
    expect(root).toHaveAttribute('data-appearance', 'system');
    system.set(false);
    expect(root).toHaveClass('wg-light');
    expect(root).not.toHaveClass('wg-dark');
    unmount();
    expect(system.listenerCount()).toBe(0);
  });

  it('honours the stored choice of colorModeScript over the system preference', () => {
    mockSystemDark(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    render(<Theme data-testid="root" />);
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('wg-light');
    // useColorMode's setter (applyColorMode with persist) switches a system Theme too.
    act(() => applyColorMode('dark', { persist: true }));
    expect(root).toHaveClass('wg-dark');
  });

  it('nests: a dark section inside a light page, and an inheriting Theme takes the nearest mode', () => {
    render(
      <Theme appearance="light" data-testid="page">
        <Theme appearance="dark" data-testid="section">
          <Theme data-testid="inner">Seeds</Theme>
        </Theme>
      </Theme>,
    );
    expect(screen.getByTestId('page')).toHaveClass('wg-light');
    expect(screen.getByTestId('section')).toHaveClass('wg-dark');
    const inner = screen.getByTestId('inner');
    expect(inner).toHaveAttribute('data-appearance', 'inherit');
    expect(inner).not.toHaveClass('wg-light');
    expect(inner).not.toHaveClass('wg-dark');
  });

  it('portals a Dialog opened inside a dark section into that section', async () => {
    render(
      <Theme appearance="light" data-testid="page">
        <Theme appearance="dark" data-testid="section">
          <Dialog title="Harvest" trigger={<Button>Open</Button>}>
            Ready.
          </Dialog>
        </Theme>
      </Theme>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harvest' });
    expect(dialog.closest('.wg-theme')).toBe(screen.getByTestId('section'));
  });

  it('portals a ConfirmDialog into the nearest Theme root', async () => {
    render(
      <Theme appearance="dark" data-testid="section">
        <ConfirmDialog
          defaultOpen
          title="Remove the plot?"
          message="It cannot be undone."
          confirmLabel="Remove"
          onConfirm={() => undefined}
        />
      </Theme>,
    );
    const alert = await screen.findByRole('alertdialog', { name: 'Remove the plot?' });
    expect(screen.getByTestId('section').contains(alert)).toBe(true);
  });

  it('portals a DropdownMenu into the nearest Theme root', async () => {
    render(
      <Theme appearance="dark" data-testid="section">
        <DropdownMenu defaultOpen trigger={<Button>More</Button>}>
          <DropdownMenuItem>Rename</DropdownMenuItem>
        </DropdownMenu>
      </Theme>,
    );
    const item = await screen.findByRole('menuitem', { name: 'Rename' });
    expect(screen.getByTestId('section').contains(item)).toBe(true);
  });

  it('outside any Theme, a Dialog still portals to the body', async () => {
    render(<Dialog defaultOpen title="Plain" />);
    const dialog = await screen.findByRole('dialog', { name: 'Plain' });
    expect(dialog.closest('.wg-theme')).toBeNull();
    expect(dialog.parentElement).toBe(document.body);
  });
});
