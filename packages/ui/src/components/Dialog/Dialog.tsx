import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as styles from './Dialog.css';
import { useReturnFocus } from './returnFocus';
import { useThemePortalContainer } from '../Theme/Theme';
import { useLocale } from '../Theme/LocaleProvider';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export interface DialogProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title' | 'children'
> {
  /** The heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A sentence under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The body of the dialog. */
  children?: ReactNode;
  /** Actions at the bottom (e.g. "Save Changes" and a `DialogClose` "Cancel"). */
  footer?: ReactNode;
  /**
   * An element that opens the dialog when pressed (e.g. a `Button`); focus returns to it on close.
   * Leave it out to open the dialog from state with `open`.
   */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Esc, overlay click, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Maximum width. @default 'md' */
  size?: (typeof dialogSizes)[number];
  /** Accessible name of the corner close button. @default 'Close' */
  closeLabel?: string;
}

/**
 * A modal dialog (Radix Dialog): title, optional description, body, footer actions and a close
 * button. Focus is trapped inside while open, Esc closes it and focus returns to the trigger, or,
 * opened from state, to the element that had it when it opened.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    title,
    description,
    children,
    footer,
    trigger,
    open,
    defaultOpen,
    onOpenChange,
    size,
    closeLabel: closeLabelProp,
    className,
    onCloseAutoFocus,
    ...contentProps
  },
  ref,
) {
  const { labels } = useLocale();
  const closeLabel = closeLabelProp ?? labels.close;
  // Inside a <Theme>, the overlay portals into its root and keeps the section's colour mode.
  const portalContainer = useThemePortalContainer();
  const returnFocus = useReturnFocus(trigger ? undefined : open, onCloseAutoFocus);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={portalContainer}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={clsx(styles.content({ size }), className)}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...contentProps}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          <RadixDialog.Close className={styles.closeButton} aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
Dialog.displayName = 'Dialog';

export interface DialogCloseProps extends ComponentPropsWithoutRef<typeof RadixDialog.Close> {
  /** Render the child element (e.g. a `Button`) as the close control. @default true */
  asChild?: boolean;
}

/** Wrap a footer button (e.g. "Cancel") so pressing it closes the surrounding Dialog. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(
  { asChild = true, ...rest },
  ref,
) {
  return <RadixDialog.Close ref={ref} asChild={asChild} {...rest} />;
});
DialogClose.displayName = 'DialogClose';

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
