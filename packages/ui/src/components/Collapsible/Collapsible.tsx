import * as RadixCollapsible from '@radix-ui/react-collapsible';
import { clsx } from 'clsx';
import { forwardRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Collapsible.css';

export interface CollapsibleProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCollapsible.Root>,
  'children'
> {
  /** The toggle button's label, e.g. "Show insight". */
  label: ReactNode;
  /** A different label while open, e.g. "Hide insight". @default label */
  openLabel?: ReactNode;
  /** The content shown when open. */
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the content is shown or hidden. */
  onOpenChange?: (open: boolean) => void;
  /** Prevents toggling. @default false */
  disabled?: boolean;
}

/**
 * A button that shows and hides a block of content (Radix Collapsible), e.g. a journal
 * insight panel or an entry's full text. The button carries `aria-expanded`.
 */
export const Collapsible = forwardRef<HTMLDivElement, CollapsibleProps>(function Collapsible(
  {
    label,
    openLabel,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    className,
    ...rest
  },
  ref,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  return (
    <RadixCollapsible.Root
      ref={ref}
      open={open}
      onOpenChange={(next) => {
        if (openProp === undefined) setUncontrolledOpen(next);
        onOpenChange?.(next);
      }}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <RadixCollapsible.Trigger className={styles.trigger}>
        <svg
          className={styles.chevron}
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          aria-hidden="true"
        >
          <path
            d="M6 3.5L10.5 8 6 12.5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {open && openLabel !== undefined ? openLabel : label}
      </RadixCollapsible.Trigger>
      <RadixCollapsible.Content className={styles.content}>{children}</RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
});
Collapsible.displayName = 'Collapsible';
