import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ring, root } from './Spinner.css';
import { useLocale } from '../Theme/LocaleProvider';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** What is loading, for screen readers (and on screen with `showLabel`). @default 'Loading' */
  label?: string;
  /** Show the label beside the spinner, e.g. "Loading account...". @default false */
  showLabel?: boolean;
  /** Ring size. @default 'md' */
  size?: (typeof spinnerSizes)[number];
}

/** A turning ring announcing that something is loading (`role="status"`). */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label: labelProp, showLabel = false, size, className, ...rest },
  ref,
) {
  const { labels } = useLocale();
  const label = labelProp ?? labels.loading;
  return (
    <span ref={ref} role="status" className={clsx(root, className)} {...rest}>
      <span className={ring({ size })} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
});
Spinner.displayName = 'Spinner';
