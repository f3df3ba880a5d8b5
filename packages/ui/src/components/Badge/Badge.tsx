import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { badge } from './Badge.css';

export const badgeVariants = ['neutral', 'accent', 'danger', 'success', 'warning'] as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** A count to show, e.g. unread messages. A count of 0 (or less) renders nothing. */
  count?: number;
  /** The largest count shown as is; above it the badge shows e.g. "99+". @default 99 */
  max?: number;
  /**
   * What screen readers hear instead of the bare number, e.g. "3 unread". Include the count.
   * @default the shown count
   */
  label?: string;
  /** Colour: `danger` is the red navigation badge. @default 'neutral' */
  variant?: (typeof badgeVariants)[number];
  /** A word badge (e.g. "Pending") when there is no `count`. */
  children?: ReactNode;
}

/** A small count or status pill; a count badge hides itself at zero and caps at `max`+. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max = 99, label, variant, className, children, ...rest },
  ref,
) {
  if (count !== undefined) {
    if (!Number.isFinite(count) || count <= 0) return null;
    const shown = count > max ? `${max}+` : String(Math.floor(count));
    return (
      <span ref={ref} className={clsx(badge({ variant, shape: 'count' }), className)} {...rest}>
        <span aria-hidden="true">{shown}</span>
        <VisuallyHidden>{label ?? shown}</VisuallyHidden>
      </span>
    );
  }
  return (
    <span ref={ref} className={clsx(badge({ variant, shape: 'label' }), className)} {...rest}>
      {children}
      {label ? <VisuallyHidden> {label}</VisuallyHidden> : null}
    </span>
  );
});
Badge.displayName = 'Badge';
