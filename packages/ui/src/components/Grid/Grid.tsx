import { clsx } from 'clsx';
import { forwardRef, type CSSProperties } from 'react';
import type { PolymorphicProps, Space } from '../Box/Box';
import { columnsVar, grid, minItemWidthVar } from './Grid.css';

/** `createVar()` yields `var(--name)`; inline styles need the bare `--name`. */
function propertyName(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*$/, '$1');
}

export interface GridProps extends PolymorphicProps {
  /**
   * The most columns to show on a wide container. The grid drops columns as the container narrows,
   * down to one, so items never get narrower than `minItemWidth`.
   */
  columns?: number;
  /**
   * The narrowest an item may be (any CSS length). Without `columns`, as many columns as fit.
   * @default '12rem'
   */
  minItemWidth?: string;
  /** Space between items, from the spacing scale. @default '4' */
  gap?: Space;
}

/** A responsive grid of equal tracks, e.g. the home page's tool tiles. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { as: Component = 'div', columns, minItemWidth, gap, className, style, ...rest },
  ref,
) {
  const custom: Record<string, string> = {};
  if (columns !== undefined)
    custom[propertyName(columnsVar)] = String(Math.max(1, Math.floor(columns)));
  if (minItemWidth !== undefined) custom[propertyName(minItemWidthVar)] = minItemWidth;
  return (
    <Component
      ref={ref}
      className={clsx(
        grid({ gap, layout: columns === undefined ? 'fluid' : 'columns' }),
        className,
      )}
      style={{ ...(custom as CSSProperties), ...style }}
      {...rest}
    />
  );
});
Grid.displayName = 'Grid';
