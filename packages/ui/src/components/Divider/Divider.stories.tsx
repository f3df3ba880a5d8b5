import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Divider, dividerOrientations, dividerTones } from './Divider';

const meta = {
  title: 'Layout/Divider',
  component: Divider,
  tags: ['autodocs'],
  argTypes: {
    orientation: { control: 'inline-radio', options: dividerOrientations },
    tone: { control: 'inline-radio', options: dividerTones },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <Stack align="stretch" gap="4">
      <Text>Account Settings</Text>
      <Divider {...args} />
      <Text>Inbox</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const Strong: Story = { ...Horizontal, args: { tone: 'strong' } };

/** Between inline items; it stretches to the row's height. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Inline gap="3">
      <Link href="/" variant="standalone">
        Home
      </Link>
      <Divider {...args} />
      <Link href="/iam" variant="standalone">
        I AM
      </Link>
      <Divider {...args} />
      <Link href="/wetalk" variant="standalone">
        We Talk
      </Link>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('separator');
    await expect(first).toHaveAttribute('aria-orientation', 'vertical');
  },
};

/** Purely visual: hidden from assistive technology. */
export const Decorative: Story = {
  ...Horizontal,
  args: { decorative: true },
  // Pixel for pixel the Horizontal story: this one proves the separator is hidden from assistive
  // technology, not a look.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
  },
};
