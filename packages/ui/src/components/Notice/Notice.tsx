import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { body, dismiss, icon, message, notice, title as titleClass } from './Notice.css';
import { ToneIcon, type NoticeTone } from './ToneIcon';
import { useLocale } from '../Theme/LocaleProvider';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * The kind of message: the spec's green success and red error messages, plus info and warning.
   * Error notices are announced at once (`role="alert"`); the others politely (`role="status"`).
   * @default 'info'
   */
  tone?: NoticeTone;
  /** A short bold heading line above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** The close button's accessible name. @default 'Dismiss' */
  dismissLabel?: string;
}

/** An inline message in a form or page: success, error, info or warning, with an icon. */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  {
    tone = 'info',
    title,
    children,
    onDismiss,
    dismissLabel: dismissLabelProp,
    className,
    role,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const dismissLabel = dismissLabelProp ?? labels.dismiss;
  return (
    <div
      ref={ref}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={clsx(notice({ tone }), className)}
      {...rest}
    >
      <ToneIcon tone={tone} className={icon} />
      <div className={body}>
        {title ? <p className={titleClass}>{title}</p> : null}
        {children ? <div className={message}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton label={dismissLabel} size="sm" className={dismiss} onClick={onDismiss}>
          <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path
              d="M4 4l8 8M12 4l-8 8"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </IconButton>
      ) : null}
    </div>
  );
});
Notice.displayName = 'Notice';
