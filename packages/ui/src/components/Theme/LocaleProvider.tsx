import { DirectionProvider } from '@radix-ui/react-direction';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The writing direction of a subtree: left-to-right or right-to-left. */
export type Direction = 'ltr' | 'rtl';

/**
 * Every built-in text of the components. Strings are used as they are; functions receive the
 * numbers or names a text needs. Override any of them with `labels` on `Theme` (or
 * `LocaleProvider`); a prop of the same meaning on a component (e.g. Dialog's `closeLabel`)
 * still wins.
 */
export interface UiLabels {
  /** Dialog's corner close button. */
  close: string;
  /** Notice's close button. */
  dismiss: string;
  /** A Toast's close button. */
  dismissNotification: string;
  /** Screen-reader label of each toast. */
  notification: string;
  /** The toast region; `{hotkey}` is replaced by the shortcut. */
  notifications: string;
  /** Spinner's label. */
  loading: string;
  /** The loading row of a mention menu (also announced). */
  loadingMore: string;
  /** The name of a mention menu's member list. */
  members: string;
  /** ConfirmDialog's confirming action. */
  confirm: string;
  /** ConfirmDialog's cancelling action. */
  cancel: string;
  /** ErrorState's title. */
  somethingWentWrong: string;
  /** ErrorState's retry button. */
  tryAgain: string;
  /** AppShell's skip link. */
  skipToContent: string;
  /** NavBar's landmark name. */
  mainNavigation: string;
  /** NavBar's menu button when collapsed. */
  menu: string;
  /** ThemeToggle's switch. */
  darkMode: string;
  /** How a count pill is read (CountPill, Tabs, NavBar): "3 unread". */
  unread: (count: number) => string;
  /** Calendar's button to the previous month. */
  previousMonth: string;
  /** Calendar's button to the next month. */
  nextMonth: string;
  /** How many events a calendar day has: "2 events". */
  events: (count: number) => string;
  /** The events a calendar day has no room for: "+2 more". */
  moreEvents: (count: number) => string;
  /** DatePicker's calendar button, read before the field's label. */
  chooseDate: string;
  /** TimeField's error for a time outside `min`…`max` (times as `HH:mm`). */
  timeOutOfRange: (min: string | undefined, max: string | undefined) => string;
  /** TimeField's description of its arrow keys. */
  timeKeys: (minutes: number) => string;
  /** NumberStepper's − button: "Decrease Servings". */
  decrease: (label: string) => string;
  /** NumberStepper's + button: "Increase Servings". */
  increase: (label: string) => string;
  /** NumberStepper's error for a number outside `min`…`max` (numbers already formatted). */
  numberOutOfRange: (min: string, max: string | undefined) => string;
  /** A character count: "12 characters". */
  characters: (count: number) => string;
  /** A count against a limit, for screen readers: "12 of 200 characters used". */
  charactersUsed: (count: number, max: number) => string;
  /** Announced when a text reaches its limit. */
  limitReached: (max: number) => string;
  /** Announced when a text comes near its limit. */
  nearLimit: (max: number) => string;
  /** The note a paste gets when the limit cut it. */
  pasteCut: (cut: number, max: number) => string;
  /** Read after a link that opens in a new tab (Link, Markdown). */
  opensInNewTab: string;
  /** FileInput's preview of a chosen image. */
  previewOfSelectedImage: string;
  /** FileInput's current image. */
  currentImage: string;
  /** FileInput's text without an image. */
  noImage: string;
  /** GameGrid's tile buttons (1-based column and row). */
  tile: (column: number, row: number) => string;
}

const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;

/** The English texts: what every component says when no locale or label is given. */
export const defaultLabels: UiLabels = {
  close: 'Close',
  dismiss: 'Dismiss',
  dismissNotification: 'Dismiss notification',
  notification: 'Notification',
  notifications: 'Notifications ({hotkey})',
  loading: 'Loading',
  loadingMore: 'Loading…',
  members: 'Members',
  confirm: 'Confirm',
  cancel: 'Cancel',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  darkMode: 'Dark mode',
  unread: (count) => `${count} unread`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  events: (count) => `${count} ${count === 1 ? 'event' : 'events'}`,
  moreEvents: (count) => `+${count} more`,
  chooseDate: 'Choose date',
  timeOutOfRange: (min, max) =>
    min && max
      ? `Enter a time from ${min} to ${max}.`
      : min
        ? `Enter a time from ${min}.`
        : `Enter a time until ${max ?? '23:59'}.`,
  timeKeys: (minutes) =>
    `Up and Down arrows change the time by ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  decrease: (label) => `Decrease ${label}`,
  increase: (label) => `Increase ${label}`,
  numberOutOfRange: (min, max) =>
    max === undefined
      ? `Enter a number of at least ${min}.`
      : `Enter a number from ${min} to ${max}.`,
  characters,
  charactersUsed: (count, max) => `${count} of ${max} characters used`,
  limitReached: (max) => `Limit reached: ${characters(max)} at most.`,
  nearLimit: (max) => `Near the limit of ${characters(max)}.`,
  pasteCut: (cut, max) => `Pasted text was cut by ${characters(cut)} to fit the limit of ${max}.`,
  opensInNewTab: '(opens in a new tab)',
  previewOfSelectedImage: 'Preview of the selected image',
  currentImage: 'Current image',
  noImage: 'No Image',
  tile: (column, row) => `Tile ${column}, ${row}`,
};

export interface LocaleValue {
  /** The BCP 47 locale of dates and numbers, e.g. `'fr'` or `'ar-EG'`. */
  locale: string;
  /** The writing direction. */
  dir: Direction;
  /** The built-in texts, English unless overridden. */
  labels: UiLabels;
}

const defaultValue: LocaleValue = { locale: 'en', dir: 'ltr', labels: defaultLabels };

const LocaleContext = createContext<LocaleValue>(defaultValue);

export interface LocaleProviderProps {
  /**
   * The BCP 47 locale for dates and numbers (month and weekday names, the first day of the week).
   * @default the enclosing provider's, else 'en'
   */
  locale?: string;
  /** The writing direction; also given to the Radix primitives. @default the enclosing provider's, else 'ltr' */
  dir?: Direction;
  /** Texts replacing the built-in (English) ones, e.g. `{ close: 'Fermer' }`; merged over the enclosing provider's. */
  labels?: Partial<UiLabels>;
  children?: ReactNode;
}

/**
 * Gives the components inside it a locale, a direction and their built-in texts, without
 * rendering an element. `Theme` includes one; use it alone to localise part of a page.
 */
export function LocaleProvider({ locale, dir, labels, children }: LocaleProviderProps) {
  const parent = useContext(LocaleContext);
  const value = useMemo<LocaleValue>(
    () => ({
      locale: locale ?? parent.locale,
      dir: dir ?? parent.dir,
      labels: labels ? { ...parent.labels, ...labels } : parent.labels,
    }),
    [locale, dir, labels, parent],
  );
  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>{children}</DirectionProvider>
    </LocaleContext.Provider>
  );
}

/** The nearest locale, direction and texts (`en`, `ltr` and English outside any provider). */
export function useLocale(): LocaleValue {
  return useContext(LocaleContext);
}

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Regions whose week starts on Sunday or Saturday (CLDR); elsewhere it starts on Monday. */
const SUNDAY_REGIONS = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/**
 * The first day of the week in a locale (0 = Sunday … 6 = Saturday): from `Intl.Locale`'s week
 * info where the browser has it, else from the locale's region (CLDR's table; Monday by default).
 */
export function firstDayOfWeek(locale: string): Weekday {
  try {
    // Maximised first: a language alone ('en') has the week of its likely region (en-US: Sunday);
    // some engines answer the world's week (Monday) for it.
    const intl = new Intl.Locale(locale).maximize() as Intl.Locale & WeekInfoLocale;
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
    const region = intl.region ?? '';
    if (SUNDAY_REGIONS.has(region)) return 0;
    if (SATURDAY_REGIONS.has(region)) return 6;
    return 1;
  } catch {
    return 0;
  }
}
