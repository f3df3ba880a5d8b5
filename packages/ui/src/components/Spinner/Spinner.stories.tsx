import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear "Loading" (a status); sighted users see the ring. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** The spec's "Loading account..." with the words on screen. */
export const WithVisibleLabel: Story = {
  args: { label: 'Loading account...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading account...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="5">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};
