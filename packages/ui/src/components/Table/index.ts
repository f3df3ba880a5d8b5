export {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type TableCellProps,
  type TableHeaderCellProps,
  type TableProps,
  type TableRowProps,
  type TableSectionProps,
} from './Table';
