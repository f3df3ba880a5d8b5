import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';

const gardenTypes = [
  {
    value: 'blitz',
    label: 'Garden Blitz',
    description: 'One day, many hands: we build the beds together.',
  },
  {
    value: 'ongoing',
    label: 'Ongoing garden',
    description: 'Regular volunteers tend it through the season.',
  },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Garden type',
    options: [
      { value: 'blitz', label: 'Garden Blitz' },
      { value: 'ongoing', label: 'Ongoing garden' },
    ],
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a radio or its label; arrow keys move and choose. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Garden type' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Garden Blitz'));
    await expect(canvas.getByRole('radio', { name: 'Garden Blitz' })).toBeChecked();
    // Radix moves focus (and so the choice) a tick after keydown: hold the key as a person would.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Ongoing garden' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Ongoing garden' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ongoing');
  },
};

export const WithDescriptions: Story = {
  args: { options: gardenTypes, defaultValue: 'blitz', hint: 'You can change this later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Garden Blitz' })).toHaveAccessibleDescription(
      'One day, many hands: we build the beds together.',
    );
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Seed type',
    orientation: 'horizontal',
    defaultValue: '1',
    options: [
      { value: '1', label: 'Sunflower' },
      { value: '2', label: 'Pumpkin' },
      { value: '3', label: 'Bean', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Sunflower' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Pumpkin' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose a garden type.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Garden type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleErrorMessage('Please choose a garden type.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ongoing' } };
