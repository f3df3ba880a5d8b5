import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Box, boxBackgrounds, boxRadii, boxShadows, spaceScale } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: '5',
    background: 'raised',
    radius: 'lg',
    border: true,
    shadow: 'sm',
    children: (
      <Stack align="stretch" gap="2">
        <Heading level={3}>Garden Blitz this Saturday</Heading>
        <Text tone="secondary">Bring gloves and seeds; we plant the community beds together.</Text>
      </Stack>
    ),
  },
  argTypes: {
    padding: { control: 'select', options: spaceScale },
    paddingX: { control: 'select', options: spaceScale },
    paddingY: { control: 'select', options: spaceScale },
    background: { control: 'inline-radio', options: boxBackgrounds },
    radius: { control: 'inline-radio', options: boxRadii },
    shadow: { control: 'inline-radio', options: boxShadows },
    as: { control: false },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};

export const Backgrounds: Story = {
  render: (args) => (
    <Stack align="stretch" gap="3">
      {boxBackgrounds.map((background) => (
        <Box key={background} {...args} background={background} shadow={undefined} padding="4">
          <Text>background=&quot;{background}&quot;</Text>
        </Box>
      ))}
    </Stack>
  ),
};

export const RadiiAndShadows: Story = {
  render: (args) => (
    <Stack align="stretch" gap="4">
      {boxShadows.map((shadow, i) => (
        <Box key={shadow} {...args} shadow={shadow} radius={boxRadii[i + 2]} padding="4">
          <Text>
            shadow=&quot;{shadow}&quot;, radius=&quot;{boxRadii[i + 2]}&quot;
          </Text>
        </Box>
      ))}
    </Stack>
  ),
};

export const SplitPadding: Story = {
  args: {
    paddingX: '6',
    paddingY: '2',
    children: <Text>paddingX=&quot;6&quot; and paddingY=&quot;2&quot; override padding</Text>,
  },
};

/** `as` renders a landmark or any element; the token props still apply. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Upcoming events' },
  // Pixel for pixel the Card story: this one proves the landmark, not a look.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Upcoming events' })).toBeVisible();
  },
};
