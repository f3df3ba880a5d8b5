import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { CountPill, countLabel } from '../CountPill';
import { useLocale } from '../Theme/LocaleProvider';
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
 * What a panel needs of its tabs: the chosen value and the ids that tie each tab to its panel.
 * The panels are drawn here rather than by Radix's `Tabs.Content`: that one mounts through Radix's
 * Presence, which reads the panel's computed animation in the commit that mounts it, and so forces
 * the page's style and layout inside React's commit (about 50 ms of a phone's CPU on a community's
 * page, issue 44). The panels animate nothing, so nothing is lost.
 */
interface TabsState {
  baseId: string;
  value: string | undefined;
  orientation: 'horizontal' | 'vertical';
}

const TabsStateContext = createContext<TabsState | null>(null);

/** The ids Radix gives a tab and its panel (`aria-controls`, `aria-labelledby`), made here. */
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * Tabs (Radix Tabs): a `TabsList` of `TabsTrigger`s and one `TabsContent` per tab. Arrow keys
 * move between tabs and activate them; Home/End jump to the first/last.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { className, value, defaultValue, onValueChange, orientation = 'horizontal', ...rest },
  ref,
) {
  const baseId = useId();
  // Controlled (`value`) or not (`defaultValue`): Radix's root is always given the value, so the
  // panels here and the tabs there agree on it.
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const change = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsStateContext.Provider value={{ baseId, value: current, orientation }}>
      <RadixTabs.Root
        ref={ref}
        className={clsx(styles.root, className)}
        value={current ?? ''}
        onValueChange={change}
        orientation={orientation}
        {...rest}
      />
    </TabsStateContext.Provider>
  );
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
  /**
   * A count shown as a small red pill after the label (e.g. unread messages), written as the
   * Theme's `locale` writes numbers ("1,234"; "99+" above 99); hidden at 0.
   */
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
  const tabs = useContext(TabsStateContext);
  return (
    <RadixTabs.Trigger
      ref={ref}
      {...(tabs
        ? {
            id: triggerId(tabs.baseId, rest.value),
            'aria-controls': contentId(tabs.baseId, rest.value),
          }
        : {})}
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

export interface TabsContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTabs.Content>,
  'asChild'
> {
  /** The `value` of the tab that shows this panel. */
  value: string;
  /** The panel's content. */
  children?: ReactNode;
}

/**
 * The panel shown while its tab is active; labelled by that tab. Its content is drawn only then
 * (with `forceMount`, always: hide it yourself with `hidden`). The panel itself is always there,
 * `hidden` while another tab is chosen, as Radix's own.
 */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, value, forceMount, children, ...rest },
  ref,
) {
  const tabs = useContext(TabsStateContext);
  if (tabs === null) throw new Error('TabsContent must be inside Tabs.');
  const selected = tabs.value === value;
  const present = forceMount === true || selected;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!present}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      {...rest}
      ref={ref}
      className={clsx(styles.content, className)}
    >
      {present ? children : null}
    </div>
  );
});
TabsContent.displayName = 'TabsContent';
