import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Stack, stackAlignments } from './Stack';
import { spaceScale } from '../Box';

const Item = ({ children }: { children: string }) => (
  <Box padding="3" paddingX="4" background="raised" radius="md" border>
    <Text>{children}</Text>
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: '4',
    children: [
      <Item key="1">Water the tomatoes</Item>,
      <Item key="2">Turn the compost</Item>,
      <Item key="3">Save the bean seeds</Item>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: stackAlignments },
    as: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tight: Story = { args: { gap: '2' } };

export const Loose: Story = { args: { gap: '7' } };

export const AlignCenter: Story = { args: { align: 'center' } };

/** As a list, the items keep list semantics for screen readers. */
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: '2',
    children: ['Compost', 'Mulch', 'Seedlings'].map((name) => (
      <Box as="li" key={name} padding="3" background="sunken" radius="md">
        <Text>{name}</Text>
      </Box>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
