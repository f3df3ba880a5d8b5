import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CountPill, countLabel } from '../CountPill';
import { useLocale } from '../Theme/locale';
import * as styles from './Tabs.css';

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

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
  /** A count shown as a small red pill after the label (e.g. unread messages); hidden at 0. */
  badge?: number;
  /**
   * How the count is read out, appended to the label: "Inbox, 3 unread".
   * @default the Theme's `labels.unread`: (count) => `${count} unread`
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
  const { labels } = useLocale();
  const hasBadge = badge !== undefined && badge > 0;
  // A plain-text label lets the whole name be set exactly; otherwise the pill adds hidden text.
  const named = hasBadge && typeof children === 'string';
  return (
    <RadixTabs.Trigger
      ref={ref}
      className={clsx(styles.trigger, className)}
      aria-label={named ? countLabel(children, badge, badgeLabel ?? labels.unread) : undefined}
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

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

/** The panel shown while its tab is active; labelled by that tab. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={clsx(styles.content, className)} {...rest} />;
});
TabsContent.displayName = 'TabsContent';
