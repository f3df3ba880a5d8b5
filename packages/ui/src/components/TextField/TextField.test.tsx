import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a labelled text input that takes typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'river');
    expect(input).toHaveValue('river');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('shows a count from 80 % of maxLength, described to screen readers', async () => {
    render(<TextField label="Title" maxLength={20} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'a'.repeat(15));
    expect(screen.queryByText('15 / 20')).toBeNull();
    expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, 'a');
    expect(screen.getByText('16 / 20')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('16 of 20 characters used');
  });

  it('never cuts a paste silently', async () => {
    render(<TextField label="Title" maxLength={8} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.click(input);
    await userEvent.paste('A much longer title');
    expect(input).toHaveValue('A much l');
    const note = 'Pasted text was cut by 11 characters to fit the limit of 8.';
    expect(screen.getAllByText(note)).toHaveLength(2);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(note);
  });

  it('says nothing of a paste that fits, replacing a selection', async () => {
    render(<TextField label="Title" maxLength={8} defaultValue="abcdefgh" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    input.focus();
    (input as HTMLInputElement).setSelectionRange(0, 8);
    await userEvent.paste('xyz');
    expect(input).toHaveValue('xyz');
    expect(screen.queryByText(/Pasted text was cut/)).toBeNull();
  });

  it('wires hint and error', () => {
    render(<TextField label="Email" hint="Never shared." error="Enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Never shared. Enter a valid email.');
    expect(input).toHaveAccessibleErrorMessage('Enter a valid email.');
    expect(input).toBeInvalid();
  });

  it('keeps a consumer aria-describedby alongside its own', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Name" hint="Your name" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Your name Extra help',
    );
  });

  it('is required and disabled when asked', () => {
    render(<TextField label="Email" type="email" required disabled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Name" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
