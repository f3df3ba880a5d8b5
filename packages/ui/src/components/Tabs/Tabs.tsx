import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CountPill, countLabel } from '../CountPill';
import * as styles from './Tabs.css';

export interface TabsProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {
  /** The tab shown at first, by its `value`, when Tabs keeps the choice itself (uncontrolled). */
  defaultValue?: string;
  /** The tab shown, by its `value`, when the screen keeps the choice (controlled). */
  value?: string;
  /** Called with the chosen tab's `value` when the reader picks another tab. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic` shows a tab as soon as the arrow keys reach it; `manual` waits for Enter or Space
   * (for panels that are slow to show).
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  /** The direction of the row: the arrow keys follow it (Left/Right or Up/Down). @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** One `TabsList` and a `TabsContent` per tab. */
  children?: ReactNode;
}

/**
 * Tabs (Radix Tabs): a `TabsList` of `TabsTrigger`s and one `TabsContent` per tab. Arrow keys
 * move between tabs and activate them; Home/End jump to the first/last.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Root ref={ref} className={clsx(styles.root, className)} {...rest} />;
});
Tabs.displayName = 'Tabs';

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** Names the set of tabs for assistive technology, e.g. "Account". */
  'aria-label': string;
  /** The `TabsTrigger`s, one per tab. */
  children?: ReactNode;
  /**
   * When the tabs do not fit: `scroll` keeps one row that scrolls sideways (a few tabs, the
   * chosen one scrolled into view); `wrap` breaks them onto more rows, so every tab shows at
   * once without sideways scrolling (many tabs at phone width).
   * @default 'scroll'
   */
  overflow?: 'scroll' | 'wrap';
}

/** The row of tabs. Scrolls sideways, or wraps onto more rows, when the tabs do not fit. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, overflow = 'scroll', ...rest },
  ref,
) {
  return (
    <RadixTabs.List ref={ref} className={clsx(styles.list({ overflow }), className)} {...rest} />
  );
});
TabsList.displayName = 'TabsList';

/** `focus()` without the keyboard ring (`focusVisible`: not yet in TypeScript's DOM types). */
const WITHOUT_RING: FocusOptions & { focusVisible?: boolean } = { focusVisible: false };

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof RadixTabs.Trigger> {
  /** Names the tab for Tabs' `value`; its `TabsContent` has the same `value`. */
  value: string;
  /** The tab's label: one or two words in title case, e.g. "Account Settings". */
  children?: ReactNode;
  /** A disabled tab cannot be chosen and the arrow keys skip it. @default false */
  disabled?: boolean;
  /** A count shown as a small red pill after the label (e.g. unread messages); hidden at 0. */
  badge?: number;
  /**
   * How the count is read out, appended to the label: "Inbox, 3 unread".
   * @default (count) => `${count} unread`
   */
  badgeLabel?: (count: number) => string;
}

/**
 * One tab. With a `badge`, its accessible name includes the count ("Inbox, 3 unread"). A mouse
 * click selects it without the keyboard focus ring; keyboard focus shows the ring.
 */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { badge, badgeLabel, className, children, onMouseDown, disabled, ...rest },
  ref,
) {
  const hasBadge = badge !== undefined && badge > 0;
  // A plain-text label lets the whole name be set exactly; otherwise the pill adds hidden text.
  const named = hasBadge && typeof children === 'string';
  return (
    <RadixTabs.Trigger
      ref={ref}
      className={clsx(styles.trigger, className)}
      aria-label={named ? countLabel(children, badge, badgeLabel) : undefined}
      disabled={disabled}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Radix focuses the tab from script on mousedown (Safari does not focus buttons on click),
        // and a focus from script can match :focus-visible: a mouse click then showed the keyboard
        // ring. Focusing it here first, without the ring, makes Radix's own call a no-op.
        if (!event.defaultPrevented && !disabled && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus(WITHOUT_RING);
        }
      }}
      {...rest}
    >
      {children}
      {hasBadge ? <CountPill count={badge} label={badgeLabel} decorative={named} /> : null}
    </RadixTabs.Trigger>
  );
});
TabsTrigger.displayName = 'TabsTrigger';

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof RadixTabs.Content> {
  /** The `value` of the tab that shows this panel. */
  value: string;
  /** The panel's content. */
  children?: ReactNode;
}

/** The panel shown while its tab is active; labelled by that tab. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={clsx(styles.content, className)} {...rest} />;
});
TabsContent.displayName = 'TabsContent';
