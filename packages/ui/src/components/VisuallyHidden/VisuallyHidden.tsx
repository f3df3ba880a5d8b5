import { Slot } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Render the child element instead of a `span` (e.g. a heading only screen readers need). @default false */
  asChild?: boolean;
  /**
   * Reveal the content while it (or something inside it) has focus, for skip links.
   * @default false
   */
  focusable?: boolean;
}

/** Content for screen readers only: hidden on screen, kept in the accessibility tree. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden({ asChild = false, focusable = false, className, ...rest }, ref) {
    const Component = asChild ? Slot : 'span';
    return (
      <Component ref={ref} className={clsx(visuallyHidden({ focusable }), className)} {...rest} />
    );
  },
);
VisuallyHidden.displayName = 'VisuallyHidden';
