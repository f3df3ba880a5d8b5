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
