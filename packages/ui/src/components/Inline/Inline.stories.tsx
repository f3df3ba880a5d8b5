import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Box, spaceScale } from '../Box';
import { Button } from '../Button';
import { Text } from '../Text';
import { Inline, inlineAlignments, inlineJustifications } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    children: [
      <Button key="save">Save Entry</Button>,
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
    as: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const JustifyBetween: Story = {
  args: {
    justify: 'between',
    children: [
      <Text key="t" weight="medium">
        My Journal
      </Text>,
      <Button key="b" size="sm">
        New Entry
      </Button>,
    ],
  },
};

export const JustifyEnd: Story = { args: { justify: 'end' } };

const tags = [
  'tomatoes',
  'seed swap',
  'compost',
  'childcare',
  'rides',
  'tools',
  'carpentry',
  'meals',
];

/** At 320 px the tags wrap onto new lines with the same gap both ways. */
export const WrapsWhenNarrow: Story = {
  args: {
    gap: '2',
    children: tags.map((tag) => <Badge key={tag}>{tag}</Badge>),
  },
  render: (args) => (
    <Box style={{ width: 320 }} padding="4" background="raised" radius="lg" border>
      <Inline {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('tomatoes');
    const last = canvas.getByText('meals');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
  },
};

export const NoWrap: Story = {
  args: {
    wrap: false,
    gap: '2',
    children: tags.slice(0, 3).map((tag) => <Badge key={tag}>{tag}</Badge>),
  },
};
