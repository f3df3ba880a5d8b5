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

  it('announces politely only when the text comes near the limit and reaches it', async () => {
    render(<TextArea label="Mantra" showCount maxLength={100} />);
    const area = screen.getByRole('textbox', { name: 'Mantra' });
    const live = document.querySelector('[aria-live="polite"]');
    await userEvent.type(area, 'a'.repeat(80));
    expect(live).toHaveTextContent(/^$/);
    await userEvent.type(area, 'a'.repeat(11));
    expect(live).toHaveTextContent('Near the limit of 100 characters.');
    // Not a new announcement per keystroke: the words stay the same until the limit.
    await userEvent.type(area, 'a'.repeat(5));
    expect(live).toHaveTextContent('Near the limit of 100 characters.');
    await userEvent.type(area, 'a'.repeat(10));
    expect(live).toHaveTextContent('Limit reached: 100 characters at most.');
  });

  it('stops at maxLength', async () => {
    render(<TextArea label="Mantra" showCount maxLength={3} />);
    const area = screen.getByRole('textbox', { name: 'Mantra' });
    await userEvent.type(area, 'abcdef');
    expect(area).toHaveValue('abc');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('shows the count by itself from 80 % of maxLength', async () => {
    render(<TextArea label="Bio" maxLength={10} />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    await userEvent.type(area, 'a'.repeat(7));
    expect(screen.queryByText('7 / 10')).toBeNull();
    await userEvent.type(area, 'a');
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('8 of 10 characters used');
  });

  it('says how much of a paste the limit cut', async () => {
    render(<TextArea label="Bio" maxLength={10} defaultValue="abc" />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    await userEvent.click(area);
    await userEvent.paste('0123456789');
    expect(area).toHaveValue('abc0123456');
    expect(
      screen.getAllByText('Pasted text was cut by 3 characters to fit the limit of 10.'),
    ).toHaveLength(2);
    await userEvent.type(area, '{Backspace}');
    expect(screen.queryByText(/Pasted text was cut/)).toBeNull();
  });

  it('wires the error', () => {
    render(<TextArea label="Comment" error="Please write a comment." />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleErrorMessage('Please write a comment.');
  });
});
