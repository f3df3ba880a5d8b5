import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

// jsdom has no ResizeObserver; Radix measures the arrow with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger and closes on Esc', async () => {
    render(
      <Tooltip content="Coming soon">
        <Button>Reset Password</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Reset Password' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Coming soon');
    expect(trigger).toHaveAccessibleDescription('Coming soon');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('can be open on first render', () => {
    render(
      <Tooltip content="Hint" defaultOpen>
        <Button>Help</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Hint');
  });
});
