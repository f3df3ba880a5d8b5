import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedToggle } from './SegmentedToggle';

const options = [
  { value: 'offer', label: 'I Can Offer' },
  { value: 'need', label: 'I Need Help' },
];

describe('SegmentedToggle', () => {
  it('is a named radiogroup with one radio per option', () => {
    render(<SegmentedToggle label="Post type" hideLabel options={options} defaultValue="offer" />);
    expect(screen.getByRole('radiogroup', { name: 'Post type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I Can Offer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'I Need Help' })).not.toBeChecked();
  });

  it('switches on click and never deselects', async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedToggle
        label="Post type"
        options={options}
        defaultValue="offer"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'I Need Help' }));
    await userEvent.click(screen.getByRole('radio', { name: 'I Need Help' }));
    expect(screen.getByRole('radio', { name: 'I Need Help' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('need');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('offer');
      return (
        <>
          <SegmentedToggle
            label="Post type"
            options={options}
            value={value}
            onValueChange={setValue}
          />
          <p>Showing {value}</p>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('radio', { name: 'I Need Help' }));
    expect(screen.getByText('Showing need')).toBeInTheDocument();
  });

  it('disables options', () => {
    render(<SegmentedToggle label="Post type" options={options} disabled />);
    expect(screen.getByRole('radio', { name: 'I Can Offer' })).toBeDisabled();
  });
});
