import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { divider } from './Divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export const dividerTones = ['subtle', 'strong'] as const;

export interface DividerProps extends HTMLAttributes<HTMLHRElement> {
  /** Direction of the rule; a vertical one stretches to its row's height. @default 'horizontal' */
  orientation?: (typeof dividerOrientations)[number];
  /** Line strength. @default 'subtle' */
  tone?: (typeof dividerTones)[number];
  /**
   * A purely visual rule, hidden from assistive technology. Use it when the divider separates
   * nothing meaningful (e.g. between items already grouped by headings). @default false
   */
  decorative?: boolean;
}

/** A thin rule separating groups of content. */
export const Divider = forwardRef<HTMLHRElement, DividerProps>(function Divider(
  { orientation = 'horizontal', tone, decorative = false, className, ...rest },
  ref,
) {
  return (
    <hr
      ref={ref}
      className={clsx(divider({ orientation, tone }), className)}
      {...(decorative
        ? { role: 'none' }
        : { 'aria-orientation': orientation === 'vertical' ? 'vertical' : undefined })}
      {...rest}
    />
  );
});
Divider.displayName = 'Divider';
