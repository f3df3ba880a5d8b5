import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { actions, badge, description, panel } from '../EmptyState/EmptyState.css';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { errorBadge, errorPanel } from './ErrorState.css';
import { useLocale } from '../Theme/LocaleProvider';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What failed, in plain words. @default 'Something went wrong' */
  title?: ReactNode;
  /** Detail or the next step, e.g. "We couldn't load your inbox. Check your connection." */
  message?: ReactNode;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  /** The retry button's text. @default 'Try again' */
  retryLabel?: string;
  /** The retry is under way: the button shows a spinner and is disabled. @default false */
  retrying?: boolean;
  /** More actions beside the retry button (e.g. a link home). */
  action?: ReactNode;
  /** The title's heading level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/** What a region shows when loading fails: a title, a message and a way to try again (`role="alert"`). */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  {
    title: titleProp,
    message,
    onRetry,
    retryLabel: retryLabelProp,
    retrying = false,
    action,
    headingLevel = 2,
    className,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const title = titleProp ?? labels.somethingWentWrong;
  const retryLabel = retryLabelProp ?? labels.tryAgain;
  return (
    <div ref={ref} role="alert" className={clsx(panel, errorPanel, className)} {...rest}>
      <span className={clsx(badge, errorBadge)} aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 32 32" focusable="false">
          <path
            d="M16 4.5L29 27.5H3L16 4.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinejoin="round"
          />
          <path d="M16 13v6.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="16" cy="23.25" r="1.5" fill="currentColor" />
        </svg>
      </span>
      <Heading level={headingLevel} size="md" align="center">
        {title}
      </Heading>
      {message ? <p className={description}>{message}</p> : null}
      {onRetry || action ? (
        <div className={actions}>
          {onRetry ? (
            <Button variant="secondary" loading={retrying} onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
});
ErrorState.displayName = 'ErrorState';
