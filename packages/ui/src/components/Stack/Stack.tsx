import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { PolymorphicProps, Space } from '../Box/Box';
import { stack } from './Stack.css';

export const stackAlignments = ['start', 'center', 'end', 'stretch'] as const;

export interface StackProps extends PolymorphicProps {
  /** Vertical space between children, from the spacing scale. @default '4' */
  gap?: Space;
  /**
   * Horizontal alignment of the children (CSS `align-items`). Children keep their own width by
   * default, so a Button stays the size of its label; `stretch` makes every child as wide as the
   * Stack (form fields, cards in a column).
   * @default 'start'
   */
  align?: (typeof stackAlignments)[number];
}

/** Lays its children out in a column with an even, token-bound gap. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as: Component = 'div', gap, align, className, ...rest },
  ref,
) {
  return <Component ref={ref} className={clsx(stack({ gap, align }), className)} {...rest} />;
});
Stack.displayName = 'Stack';
