import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ToneIcon, type NoticeTone } from '../Notice/ToneIcon';
import {
  action as actionClass,
  body,
  close,
  description as descriptionClass,
  icon,
  title as titleClass,
  toast,
} from './Toast.css';
import { useLocale } from '../Theme/LocaleProvider';

export const toastTones = ['success', 'error', 'info', 'warning'] as const;
export type ToastTone = NoticeTone;

export interface ToastProps extends Omit<
  ComponentPropsWithoutRef<typeof ToastPrimitive.Root>,
  'title' | 'type'
> {
  /** The message's first line, e.g. "Entry saved". */
  title: ReactNode;
  /** An optional second line with detail. */
  description?: ReactNode;
  /** Message kind; `error` interrupts screen readers, the others wait politely. @default 'info' */
  tone?: ToastTone;
  /** The close button's accessible name. @default 'Dismiss notification' */
  closeLabel?: string;
  /** One button under the message that acts on it, e.g. "Send the link again". */
  action?: ToastAction;
}

/** A toast's button: what it says, what it does, and how else to do it. */
export interface ToastAction {
  /** The button's text, e.g. "Send the link again". */
  label: string;
  /**
   * For screen readers, which announce the toast without its button: where else the same can be
   * done, e.g. "Send the link again from your Account page."
   */
  altText: string;
  /** What the button does; the toast then closes. */
  onClick: () => void;
}

/**
 * One toast message (Radix Toast). Usually created through `useToast()`; render it directly only
 * inside a `ToastProvider`.
 */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  { title, description, tone = 'info', closeLabel: closeLabelProp, action, className, ...rest },
  ref,
) {
  const { labels } = useLocale();
  const closeLabel = closeLabelProp ?? labels.dismissNotification;
  return (
    <ToastPrimitive.Root
      ref={ref}
      type={tone === 'error' ? 'foreground' : 'background'}
      className={clsx(toast({ tone }), className)}
      {...rest}
    >
      <ToneIcon tone={tone} className={icon} />
      <div className={body}>
        <ToastPrimitive.Title className={titleClass}>{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className={descriptionClass}>
            {description}
          </ToastPrimitive.Description>
        ) : null}
        {action ? (
          <ToastPrimitive.Action asChild altText={action.altText}>
            <Button size="sm" variant="secondary" className={actionClass} onClick={action.onClick}>
              {action.label}
            </Button>
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton label={closeLabel} size="sm" className={close}>
          <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path
              d="M4 4l8 8M12 4l-8 8"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </IconButton>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
});
Toast.displayName = 'Toast';
