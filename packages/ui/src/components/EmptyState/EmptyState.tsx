import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { actions, badge, description as descriptionClass, panel } from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative emoji or icon, shown in a soft circle (hidden from screen readers). */
  icon?: ReactNode;
  /** What is empty, e.g. "No new messages." */
  title: ReactNode;
  /** What to do about it, e.g. "Write your first entry to see it here." */
  description?: ReactNode;
  /** An optional call to action, e.g. a Button. */
  action?: ReactNode;
  /** The title's heading level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/** What an empty list or page shows instead of nothing: an icon, a title, a hint and an action. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, description, action, headingLevel = 2, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={clsx(panel, className)} {...rest}>
      {icon ? (
        <span className={badge} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="md" align="center">
        {title}
      </Heading>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {action ? <div className={actions}>{action}</div> : null}
    </div>
  );
});
EmptyState.displayName = 'EmptyState';
