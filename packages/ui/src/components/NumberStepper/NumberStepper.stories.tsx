import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { NumberStepper, numberStepperSizes } from './NumberStepper';

const meta = {
  title: 'Forms/NumberStepper',
  component: NumberStepper,
  tags: ['autodocs'],
  args: { label: 'Servings', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: numberStepperSizes } },
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recipe count: starts at the minimum, 0; − cannot go below it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Servings' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Servings' });
    const increase = canvas.getByRole('button', { name: 'Increase Servings' });
    await expect(input).toHaveValue(0);
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(input).toHaveValue(0);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue(2);
    await userEvent.click(decrease);
    await expect(input).toHaveValue(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

/** Type a number, or use the arrow keys in the input. */
export const TypingAndArrowKeys: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Servings' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('6');
    await expect(input).toHaveValue(6);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue(7);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(7);
  },
};

/**
 * A number typed out of range is not clamped: it stays, marked invalid, with the range under it
 * (and `validity.rangeUnderflow`, for a form to refuse it) until corrected.
 */
export const OutOfRange: Story = {
  args: { label: 'Quantity', min: 1, max: 1_000_000, defaultValue: 3 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue(0);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Enter a number from 1 to 1,000,000.');
    await expect((input as HTMLInputElement).validity.rangeUnderflow).toBe(true);
  },
};

export const WithMax: Story = {
  args: { label: 'Quantity', min: 1, max: 5, defaultValue: 5, hint: 'Up to 5 per household.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Inventory's Have and Need, side by side. */
export const HaveAndNeed: Story = {
  render: (args) => (
    <Inline gap="6" align="start">
      <NumberStepper {...args} label="Have" defaultValue={1} />
      <NumberStepper {...args} label="Need" defaultValue={1} />
    </Inline>
  ),
};

export const HalfSteps: Story = { args: { label: 'Cups of flour', step: 0.5, defaultValue: 1.5 } };

export const Small: Story = {
  args: { size: 'sm', label: 'Count', hideLabel: true, defaultValue: 1 },
};

/** A number as long as the inventory allows (1,000,000) is shown whole: the box widens for it. */
export const LargeNumber: Story = {
  args: { size: 'sm', label: 'Need', max: 1000000, defaultValue: 1000000 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Need' });
    await expect(input).toHaveValue(1000000);
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
  },
};

export const WithError: Story = {
  args: { label: 'Need', defaultValue: 0, error: 'Need must be at least 1.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Need' })).toHaveAccessibleErrorMessage(
      'Need must be at least 1.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Servings' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Servings' })).toBeDisabled();
  },
};
