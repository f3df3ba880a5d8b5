import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

const inventory = [
  { item: 'Red lentils', category: 'Pantry', quantity: 0, unit: 'kg', updated: '2 Jun 2025' },
  { item: 'Oat milk', category: 'Fridge', quantity: 1, unit: 'cartons', updated: '4 Jun 2025' },
  {
    item: 'Sweet potatoes',
    category: 'Vegetables',
    quantity: 6,
    unit: 'pieces',
    updated: '5 Jun 2025',
  },
  { item: 'Basil', category: 'Herbs', quantity: 2, unit: 'bunches', updated: '6 Jun 2025' },
];

const meta = {
  title: 'Data/Table',
  component: Table,
  subcomponents: { TableHead, TableBody, TableRow, TableHeaderCell, TableCell },
  tags: ['autodocs'],
  args: { caption: 'Food inventory' },
  render: (args) => (
    <Table {...args}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Item</TableHeaderCell>
          <TableHeaderCell>Category</TableHeaderCell>
          <TableHeaderCell numeric>Quantity</TableHeaderCell>
          <TableHeaderCell>Unit</TableHeaderCell>
          <TableHeaderCell>Last updated</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {inventory.map((row) => (
          <TableRow key={row.item}>
            <TableHeaderCell scope="row">{row.item}</TableHeaderCell>
            <TableCell>{row.category}</TableCell>
            <TableCell numeric>{row.quantity}</TableCell>
            <TableCell>{row.unit}</TableCell>
            <TableCell>{row.updated}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inventory: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Food inventory' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.getByRole('rowheader', { name: 'Basil' })).toBeVisible();
  },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };

/** At 320 px the table keeps its columns and scrolls sideways; the scroll area takes focus. */
export const Narrow: Story = {
  parameters: { visual: { keepFocus: true } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Food inventory' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
