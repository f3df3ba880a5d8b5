import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Skeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { height: '8rem' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const TextLines: Story = { args: { shape: 'text', lines: 3 } };

export const Circle: Story = { args: { shape: 'circle', size: '4rem' } };

/** A journal entry card while the list loads; announce loading once, e.g. with `aria-busy`. */
export const EntryCard: Story = {
  parameters: { visual: { busy: true } },
  render: () => (
    <Box
      aria-busy="true"
      aria-label="Loading entries"
      as="section"
      padding="5"
      background="raised"
      radius="lg"
      border
      style={{ maxWidth: 480 }}
    >
      <Stack align="stretch" gap="4">
        <Inline gap="3" wrap={false}>
          <Skeleton shape="circle" size="2.5rem" />
          <Stack align="stretch" gap="1" style={{ flex: 1 }}>
            <Skeleton shape="text" width="55%" />
            <Skeleton shape="text" width="30%" />
          </Stack>
        </Inline>
        <Skeleton shape="text" lines={3} />
        <Skeleton height="2.5rem" width="8rem" />
      </Stack>
    </Box>
  ),
};
