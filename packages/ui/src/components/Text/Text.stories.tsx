import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text, textAlignments, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Type/Text',
  component: Text,
  tags: ['autodocs'],
  args: {
    children:
      'A movement about growing communities, reclaiming self-trust and building new systems rooted in love, cooperation and shared joy.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAlignments },
    as: { control: false },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/growing communities/).tagName).toBe('P');
  },
};

/** Tones carry meaning: supporting copy, and the spec's red errors and green successes. */
export const Tones: Story = {
  render: (args) => (
    <Stack align="stretch" gap="2">
      <Text {...args} tone="primary">
        Primary: Write your truth.
      </Text>
      <Text {...args} tone="secondary">
        Secondary: Created 3 days ago
      </Text>
      <Text {...args} tone="danger">
        Danger: Passwords do not match.
      </Text>
      <Text {...args} tone="success">
        Success: Form submitted successfully!
      </Text>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack align="stretch" gap="2">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          size=&quot;{size}&quot;: Plant a seed today
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack align="stretch" gap="2">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          weight=&quot;{weight}&quot;: Plant a seed today
        </Text>
      ))}
    </Stack>
  ),
};

export const InlineSpan: Story = {
  render: (args) => (
    <Text {...args}>
      Signed in as{' '}
      <Text as="span" weight="bold">
        river@wegrow.example
      </Text>
      .
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('river@wegrow.example').tagName).toBe('SPAN');
  },
};

export const Centered: Story = { args: { align: 'center', tone: 'secondary' } };
