import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <Dialog
      title="Edit Entry"
      description="Changes are saved to your Smart Journal."
      trigger={<Button>Edit</Button>}
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Save Changes</Button>
        </>
      }
    >
      <label>
        Entry <input defaultValue="Beans" />
      </label>
    </Dialog>,
  );
  return onOpenChange;
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Entry' });
    expect(dialog).toHaveAccessibleDescription('Changes are saved to your Smart Journal.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('traps focus inside and closes on Esc, returning focus to the trigger', async () => {
    const onOpenChange = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('opened from state, gives the focus back to the element that opened it', async () => {
    function FromState({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Delete goal</Button>
          <Dialog
            title="Confirm Deletion"
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </>
      );
    }
    const { unmount } = render(<FromState />);
    const opener = screen.getByRole('button', { name: 'Delete goal' });
    await userEvent.click(opener);
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    unmount();

    // A caller that picks its own place (preventing the default) keeps it.
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    render(
      <FromState
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          elsewhere.focus();
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete goal' }));
    await userEvent.keyboard('{Escape}');
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('closes from the Close button and from a DialogClose footer action', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be open on first render and use a custom close label', () => {
    render(<Dialog title="Login Required" defaultOpen closeLabel="Dismiss" />);
    expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
