import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

describe('Table', () => {
  it('is named by its caption, inside a focusable named scroll region', () => {
    render(
      <Table caption="Food inventory">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Item</TableHeaderCell>
            <TableHeaderCell numeric>Quantity</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Basil</TableCell>
            <TableCell numeric>2</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Food inventory' });
    expect(within(table).getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(within(table).getByRole('cell', { name: '2' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Food inventory' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
