import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, spaceScale } from '../Box';
import { Text } from '../Text';
import { Grid } from './Grid';

const tools = ['I AM', 'We Talk', 'We Green', 'We Plan', 'We Dream', 'We Build'];

const Tile = ({ children }: { children: string }) => (
  <Box padding="5" background="raised" radius="lg" border shadow="sm">
    <Text weight="medium">{children}</Text>
  </Box>
);

function trackCount(element: HTMLElement): number {
  return getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length;
}

function gridIn(root: HTMLElement): HTMLElement {
  const grid = root.querySelector<HTMLElement>('#tools');
  if (!grid) throw new Error('grid not rendered');
  return grid;
}

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: {
    columns: 3,
    children: tools.map((tool) => <Tile key={tool}>{tool}</Tile>),
  },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    columns: { control: { type: 'number', min: 1, max: 6 } },
    minItemWidth: { control: 'text' },
    as: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns on a wide screen: the home page's six tool tiles. */
export const ThreeColumns: Story = {
  args: { id: 'tools' },
  play: async ({ canvasElement }) => {
    await expect(trackCount(gridIn(canvasElement))).toBe(3);
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };

/** The same grid in a 320 px container drops to a single column, with no media query. */
export const NarrowContainer: Story = {
  args: { id: 'tools' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Grid {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(trackCount(gridIn(canvasElement))).toBe(1);
  },
};

/** Without `columns`, as many columns as fit at the minimum item width. */
export const FluidByMinWidth: Story = {
  args: { columns: undefined, minItemWidth: '9rem', gap: '3' },
};

export const AsList: Story = {
  // Pixel for pixel the ThreeColumns story: this one proves the list semantics, not a look.
  parameters: { visual: { disable: true } },
  args: {
    as: 'ul',
    'aria-label': 'Tools',
    children: tools.map((tool) => (
      <li key={tool}>
        <Tile>{tool}</Tile>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};
