import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  type HTMLAttributes,
  type ReactNode,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import * as styles from './Table.css';

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** What the table shows; it names the table (and its scroll area) for assistive technology. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already says it. @default false */
  hideCaption?: boolean;
}

/**
 * A simple data table with a caption. On narrow screens it scrolls sideways inside a focusable,
 * labelled region (so keyboard users can scroll it too) instead of squeezing the columns.
 */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  { caption, hideCaption = false, className, children, ...rest },
  ref,
) {
  const captionId = useId();
  return (
    // A scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1,
    // axe scrollable-region-focusable); the jsx-a11y rule does not know this pattern.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table ref={ref} className={clsx(styles.table, className)} {...rest}>
        <caption id={captionId} className={hideCaption ? styles.captionHidden : styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
});
Table.displayName = 'Table';

export type TableSectionProps = HTMLAttributes<HTMLTableSectionElement>;

/** The header rows (`thead`). */
export const TableHead = forwardRef<HTMLTableSectionElement, TableSectionProps>(
  function TableHead(props, ref) {
    return <thead ref={ref} {...props} />;
  },
);
TableHead.displayName = 'TableHead';

/** The data rows (`tbody`). */
export const TableBody = forwardRef<HTMLTableSectionElement, TableSectionProps>(
  function TableBody(props, ref) {
    return <tbody ref={ref} {...props} />;
  },
);
TableBody.displayName = 'TableBody';

export type TableRowProps = HTMLAttributes<HTMLTableRowElement>;

/** One row. */
export const TableRow = forwardRef<HTMLTableRowElement, TableRowProps>(function TableRow(
  { className, ...rest },
  ref,
) {
  return <tr ref={ref} className={clsx(styles.row, className)} {...rest} />;
});
TableRow.displayName = 'TableRow';

export interface TableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Right-align a column of numbers. @default false */
  numeric?: boolean;
}

/** A header cell; `scope` defaults to `col`. With `scope="row"` it heads a data row. */
export const TableHeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps>(
  function TableHeaderCell({ numeric = false, scope = 'col', className, ...rest }, ref) {
    return (
      <th
        ref={ref}
        scope={scope}
        className={clsx(
          scope === 'row' ? styles.rowHeaderCell : styles.headerCell,
          numeric && styles.numeric,
          className,
        )}
        {...rest}
      />
    );
  },
);
TableHeaderCell.displayName = 'TableHeaderCell';

export interface TableCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** Right-align a number. @default false */
  numeric?: boolean;
}

/** A data cell. */
export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { numeric = false, className, ...rest },
  ref,
) {
  return (
    <td ref={ref} className={clsx(styles.cell, numeric && styles.numeric, className)} {...rest} />
  );
});
TableCell.displayName = 'TableCell';
