import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { PolymorphicProps, Space } from '../Box/Box';
import { inline } from './Inline.css';

export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;

export interface InlineProps extends PolymorphicProps {
  /** Space between children (both axes when wrapping), from the spacing scale. @default '3' */
  gap?: Space;
  /** Vertical alignment of the children. @default 'center' */
  align?: (typeof inlineAlignments)[number];
  /** Horizontal distribution of the children. @default 'start' */
  justify?: (typeof inlineJustifications)[number];
  /** Let children wrap onto new lines on narrow screens. @default true */
  wrap?: boolean;
}

/** Lays its children out in a row that wraps, e.g. a row of buttons or tags. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { as: Component = 'div', gap, align, justify, wrap, className, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref}
      className={clsx(inline({ gap, align, justify, wrap }), className)}
      {...rest}
    />
  );
});
Inline.displayName = 'Inline';
