import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line input', async () => {
    render(<TextArea label="Content" />);
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'a{Enter}b');
    expect(area).toHaveValue('a\nb');
  });

  it('counts characters live when uncontrolled', async () => {
    render(<TextArea label="Content" showCount defaultValue="ab" />);
    expect(screen.getByText('2 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), 'c');
    expect(screen.getByText('3 characters')).toBeInTheDocument();
  });

  it('uses the singular for one character', async () => {
    render(<TextArea label="Content" showCount />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), 'x');
    expect(screen.getByText('1 character')).toBeInTheDocument();
  });

  it('counts a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          label="Content"
          showCount
          maxLength={10}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), 'hello');
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
      '5 of 10 characters used',
    );
  });

  it('announces the remaining characters only near the limit', async () => {
    render(<TextArea label="Mantra" showCount maxLength={100} />);
    const area = screen.getByRole('textbox', { name: 'Mantra' });
    await userEvent.type(area, 'a'.repeat(80));
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();
    await userEvent.type(area, 'a'.repeat(15));
    expect(screen.getByText('5 characters remaining')).toBeInTheDocument();
  });

  it('stops at maxLength', async () => {
    render(<TextArea label="Mantra" showCount maxLength={3} />);
    const area = screen.getByRole('textbox', { name: 'Mantra' });
    await userEvent.type(area, 'abcdef');
    expect(area).toHaveValue('abc');
    expect(screen.getByText('0 characters remaining')).toBeInTheDocument();
  });

  it('wires the error', () => {
    render(<TextArea label="Comment" error="Please write a comment." />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleErrorMessage('Please write a comment.');
  });
});
