import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as styles from './DropdownMenu.css';
import { useThemePortalContainer } from '../Theme/Theme';

export const dropdownMenuItemTones = ['default', 'danger'] as const;

export interface DropdownMenuProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixMenu.Content>,
  'children'
> {
  /** The button that opens the menu (e.g. a `Button` "Options"); it gets `aria-haspopup`. */
  trigger: ReactElement;
  /** `DropdownMenuItem`s, `DropdownMenuSeparator`s and `DropdownMenuLabel`s. */
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Whether the rest of the page is inert (aria-hidden, no pointer events) while open. Off by
   * default: a menu closes on any outside click or Esc anyway, and hiding the page would also
   * hide the focusable trigger from assistive technology (axe `aria-hidden-focus`).
   * @default false
   */
  modal?: boolean;
}

/**
 * A menu of actions opened from a button (Radix DropdownMenu): arrow keys move between items,
 * typing jumps to an item, Enter selects and Esc closes, returning focus to the trigger.
 */
export const DropdownMenu = forwardRef<HTMLDivElement, DropdownMenuProps>(function DropdownMenu(
  {
    trigger,
    children,
    open,
    defaultOpen,
    onOpenChange,
    modal = false,
    align = 'start',
    sideOffset = 6,
    className,
    ...contentProps
  },
  ref,
) {
  // Inside a <Theme>, the overlay portals into its root and keeps the section's colour mode.
  const portalContainer = useThemePortalContainer();
  return (
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal container={portalContainer}>
        <RadixMenu.Content
          ref={ref}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          className={clsx(styles.content, className)}
          {...contentProps}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
});
DropdownMenu.displayName = 'DropdownMenu';

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  /** `danger` colours a destructive action (e.g. "Delete"). @default 'default' */
  tone?: (typeof dropdownMenuItemTones)[number];
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Render the child element (e.g. a router link) as the item. @default false */
  asChild?: boolean;
}

/** One action in a DropdownMenu; `onSelect` runs on click or Enter and closes the menu. */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(
  function DropdownMenuItem({ tone, icon, asChild, className, children, ...rest }, ref) {
    const classes = clsx(styles.item({ tone }), className);
    if (asChild) {
      return (
        <RadixMenu.Item ref={ref} asChild className={classes} {...rest}>
          {children}
        </RadixMenu.Item>
      );
    }
    return (
      <RadixMenu.Item ref={ref} className={classes} {...rest}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </RadixMenu.Item>
    );
  },
);
DropdownMenuItem.displayName = 'DropdownMenuItem';

export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixMenu.Separator>;

/** A line between groups of items. */
export const DropdownMenuSeparator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator({ className, ...rest }, ref) {
    return (
      <RadixMenu.Separator ref={ref} className={clsx(styles.separator, className)} {...rest} />
    );
  },
);
DropdownMenuSeparator.displayName = 'DropdownMenuSeparator';

export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof RadixMenu.Label>;

/** A small heading above a group of items (not selectable). */
export const DropdownMenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(
  function DropdownMenuLabel({ className, ...rest }, ref) {
    return <RadixMenu.Label ref={ref} className={clsx(styles.label, className)} {...rest} />;
  },
);
DropdownMenuLabel.displayName = 'DropdownMenuLabel';
