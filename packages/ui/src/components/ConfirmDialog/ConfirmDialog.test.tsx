import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const base = {
  title: 'Confirm Deletion',
  message: 'Are you sure you want to delete this journal entry?',
  confirmLabel: 'Yes, Delete',
  defaultOpen: true,
};

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title, with focus on Cancel', async () => {
    render(<ConfirmDialog {...base} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveAccessibleDescription(base.message);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('opened from state, gives the focus back to the button that opened it', async () => {
    function FromState() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Delete goal</Button>
          <ConfirmDialog {...base} defaultOpen={false} open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<FromState />);
    const opener = screen.getByRole('button', { name: 'Delete goal' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // Confirmed: the same.
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(opener).toHaveFocus();
  });

  it('confirms and closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...base} onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with the Cancel button and with Esc', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { unmount } = render(
      <ConfirmDialog {...base} onCancel={onCancel} onConfirm={onConfirm} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    render(<ConfirmDialog {...base} onCancel={onCancel} onConfirm={onConfirm} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows loading while an async confirm is pending, then closes on success', async () => {
    const task = deferred();
    render(<ConfirmDialog {...base} onConfirm={() => task.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const confirm = screen.getByRole('button', { name: 'Yes, Delete' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await act(async () => task.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and usable when an async confirm fails', async () => {
    const task = deferred();
    render(<ConfirmDialog {...base} onConfirm={() => task.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const confirm = screen.getByRole('button', { name: 'Yes, Delete' });
    // Busy, the button keeps the focus (it is not disabled): the keyboard user's place is kept.
    expect(confirm).not.toBeDisabled();
    expect(confirm).toHaveFocus();
    await act(async () => task.reject(new Error('offline')));
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(confirm).not.toHaveAttribute('aria-disabled');
    expect(confirm).toHaveFocus();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
