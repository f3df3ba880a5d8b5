import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

describe('Toast', () => {
  it('shows a toast with title and description when toast() is called', async () => {
    render(
      <ToastProvider>
        <Trigger title="Entry saved" description="Saved to your inbox." tone="success" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findAllByText('Entry saved')).not.toHaveLength(0);
    expect(screen.getAllByText('Saved to your inbox.')).not.toHaveLength(0);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('closes with its dismiss button', async () => {
    render(
      <ToastProvider>
        <Trigger title="Deleted" tone="info" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Dismiss notification' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('closes by itself after its duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(
        <ToastProvider duration={1000}>
          <Trigger title="Request sent!" tone="success" />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
      expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
      expect(
        screen.queryByRole('button', { name: 'Dismiss notification' }),
      ).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the toasts the app recognises a button that acts and closes it, and keeps it open until used', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resend = vi.fn();
    try {
      render(
        <ToastProvider
          duration={1000}
          actionFor={({ description }) =>
            description === 'Verify your address.'
              ? {
                  label: 'Send the link again',
                  altText: 'From your Account page.',
                  onClick: resend,
                }
              : undefined
          }
        >
          <Trigger title="Not posted" description="Verify your address." tone="error" />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
      expect(resend).toHaveBeenCalledTimes(1);
      await vi.waitFor(() =>
        expect(
          screen.queryByRole('button', { name: 'Send the link again' }),
        ).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives other toasts no button', async () => {
    render(
      <ToastProvider actionFor={() => undefined}>
        <Trigger title="Saved" tone="success" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger title="x" />)).toThrow(
      'useToast() must be called inside a <ToastProvider>.',
    );
    vi.mocked(console.error).mockRestore();
  });
});
