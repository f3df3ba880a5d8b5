import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notice } from './Notice';

describe('Notice', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('a %s notice has role %s', (tone, role) => {
    render(<Notice tone={tone}>Message</Notice>);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
  });

  it('shows a title', () => {
    render(
      <Notice tone="success" title="Saved!">
        Your dream is saved.
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved!Your dream is saved.');
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <Notice onDismiss={onDismiss} dismissLabel="Close message">
        Hi
      </Notice>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button by default', () => {
    render(<Notice>Hi</Notice>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
