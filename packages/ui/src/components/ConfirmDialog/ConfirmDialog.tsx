import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { clsx } from 'clsx';
import { useReturnFocus } from '../Dialog/returnFocus';
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './ConfirmDialog.css';
import { useThemePortalContainer } from '../Theme/Theme';
import { useLocale } from '../Theme/LocaleProvider';

export const confirmDialogTones = ['danger', 'neutral'] as const;

export interface ConfirmDialogProps extends Omit<
  ComponentPropsWithoutRef<typeof AlertDialog.Content>,
  'title' | 'children'
> {
  /** The question's heading, e.g. "Confirm Deletion"; also the dialog's accessible name. */
  title: ReactNode;
  /** What will happen, e.g. "Are you sure you want to delete this journal entry?" */
  message: ReactNode;
  /** Extra content under the message (e.g. the name of the item). */
  children?: ReactNode;
  /** Label of the confirming action. @default 'Confirm' */
  confirmLabel?: string;
  /** Label of the cancelling action, which has focus when the dialog opens. @default 'Cancel' */
  cancelLabel?: string;
  /** `danger` for destructive actions (red confirm button and a warning mark). @default 'danger' */
  tone?: (typeof confirmDialogTones)[number];
  /**
   * Called when the person confirms. Return a promise to keep the dialog open with a busy
   * confirm button until it settles: it closes on success and stays open on rejection (show the
   * error yourself).
   */
  onConfirm?: () => unknown;
  /** Called when the person cancels (Cancel button or Esc). */
  onCancel?: () => void;
  /** An element that opens the dialog when pressed; focus returns to it on close. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

/**
 * Asks the person to confirm an action (Radix AlertDialog): "Confirm Deletion" with
 * "Yes, Delete" and "Cancel". Cancel has the initial focus; clicking outside does not dismiss.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    title,
    message,
    children,
    confirmLabel: confirmLabelProp,
    cancelLabel: cancelLabelProp,
    tone = 'danger',
    onConfirm,
    onCancel,
    trigger,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    className,
    onEscapeKeyDown,
    onCloseAutoFocus,
    ...contentProps
  },
  ref,
) {
  const { labels } = useLocale();
  const confirmLabel = confirmLabelProp ?? labels.confirm;
  const cancelLabel = cancelLabelProp ?? labels.cancel;
  // Inside a <Theme>, the overlay portals into its root and keeps the section's colour mode.
  const portalContainer = useThemePortalContainer();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = openProp ?? uncontrolledOpen;
  const returnFocus = useReturnFocus(trigger ? undefined : open, onCloseAutoFocus);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm?.();
    if (!isPromise(result)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      if (mounted.current) setOpen(false);
    } catch {
      // Stays open so the person can retry or cancel; the caller reports the error.
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal container={portalContainer}>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content
          ref={ref}
          className={clsx(dialogStyles.content({ size: 'sm' }), className)}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
            onEscapeKeyDown?.(event);
          }}
          {...contentProps}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.headerRow}>
            {tone === 'danger' ? (
              <span className={styles.toneMark} aria-hidden="true">
                <WarningIcon />
              </span>
            ) : null}
            <div className={styles.headerText}>
              <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={dialogStyles.description}>
                {message}
              </AlertDialog.Description>
            </div>
          </div>
          {children ? <div className={dialogStyles.body}>{children}</div> : null}
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';

function WarningIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M10 3.2l7.2 12.6H2.8L10 3.2z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M10 8v3.6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="13.9" r="1" fill="currentColor" />
    </svg>
  );
}
