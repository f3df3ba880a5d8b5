import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { mirrorInRtl } from '../Theme/direction.css';
import { firstDayOfWeek, useLocale, type Weekday } from '../Theme/LocaleProvider';
import * as styles from './Calendar.css';
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  buildMonthGrid,
  clampDate,
  endOfWeek,
  firstOfMonth,
  groupByDate,
  isOutOfRange,
  monthOf,
  startOfWeek,
  todayIso,
  type IsoDate,
  type IsoMonth,
} from './calendarGrid';

export const calendarHeadingLevels = [2, 3, 4, 5, 6] as const;

export interface CalendarEvent {
  /** The event's day, `yyyy-MM-dd`. */
  date: IsoDate;
  /** Shown on the day and read with it. */
  title: string;
  /** A stable key when two events share a title. */
  id?: string | number;
}

export interface CalendarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The month shown, `yyyy-MM` (controlled). Fix it in stories and tests for stable output. */
  month?: IsoMonth;
  /** The month shown first when uncontrolled. @default the month of `today` */
  defaultMonth?: IsoMonth;
  /** Called with the new month when the person moves to another month. */
  onMonthChange?: (month: IsoMonth) => void;
  /** Events, shown on their days. */
  events?: readonly CalendarEvent[];
  /** The selected day, `yyyy-MM-dd`. */
  selectedDate?: IsoDate;
  /** Called with a day's date when it is clicked or chosen with Enter/Space. */
  onSelectDate?: (date: IsoDate) => void;
  /** The day marked as today. @default the viewer's local date */
  today?: IsoDate;
  /** What the calendar is for, prefixed to the grid's name: "Upcoming Events, June 2025". */
  label?: string;
  /** Heading level of the month title. @default 2 */
  headingLevel?: (typeof calendarHeadingLevels)[number];
  /** Locale for month and weekday names. @default the Theme's `locale`, else 'en' */
  locale?: string;
  /**
   * The first day of the week, 0 = Sunday … 6 = Saturday.
   * @default the locale's (from `Intl.Locale` week info where available): Sunday for 'en'
   */
  weekStartsOn?: Weekday;
  /** How many event titles a day shows before "+N more". @default 2 */
  maxEventsPerDay?: number;
  /**
   * The first day that may be chosen, `yyyy-MM-dd`. Days before it are disabled
   * (`aria-disabled`), cannot be selected and the keyboard does not land on them.
   */
  min?: IsoDate;
  /** The last day that may be chosen, `yyyy-MM-dd`; days after it are disabled like those before `min`. */
  max?: IsoDate;
}

const UTC = { timeZone: 'UTC' } as const;
const asUtcDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
/** 2025-06-01 is a Sunday: the week's names come from the seven days from its first day. */
const weekOf = (weekStartsOn: number) =>
  Array.from({ length: 7 }, (_, i) => addDays('2025-06-01', weekStartsOn + i));

type Move = (date: IsoDate, shift: boolean, weekStartsOn: number, rtl: boolean) => IsoDate;

/** Right-to-left, the left arrow goes forward in time (the grid's next cell on the left). */
const NAVIGATION_KEYS: Record<string, Move> = {
  ArrowLeft: (d, _s, _w, rtl) => addDays(d, rtl ? 1 : -1),
  ArrowRight: (d, _s, _w, rtl) => addDays(d, rtl ? -1 : 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d, _s, w) => startOfWeek(d, w),
  End: (d, _s, w) => endOfWeek(d, w),
  PageUp: (d, shift) => addMonths(d, shift ? -12 : -1),
  PageDown: (d, shift) => addMonths(d, shift ? 12 : 1),
};

/**
 * A month calendar: weeks start on the locale's first day (Sunday in English); the grid runs from the week of the 1st through the
 * month's last day. Events appear on their days. Keyboard: arrows move by day/week, Home/End to
 * the week's start/end, PageUp/PageDown by month (with Shift, by year), Enter/Space selects.
 */
export const Calendar = forwardRef<HTMLDivElement, CalendarProps>(function Calendar(
  {
    month: monthProp,
    defaultMonth,
    onMonthChange,
    events = [],
    selectedDate,
    onSelectDate,
    today: todayProp,
    label,
    headingLevel = 2,
    locale: localeProp,
    weekStartsOn: weekStartsOnProp,
    maxEventsPerDay = 2,
    min,
    max,
    className,
    ...rest
  },
  ref,
) {
  const { locale: contextLocale, dir, labels } = useLocale();
  const locale = localeProp ?? contextLocale;
  const weekStartsOn = weekStartsOnProp ?? firstDayOfWeek(locale);
  const today = todayProp ?? todayIso();
  const [uncontrolledMonth, setUncontrolledMonth] = useState(
    () => defaultMonth ?? monthOf(selectedDate ?? clampDate(today, min, max)),
  );
  const month = monthProp ?? uncontrolledMonth;
  const [focusedDate, setFocusedDate] = useState<IsoDate | null>(null);
  const pendingFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const idBase = useId();

  const weeks = useMemo(() => buildMonthGrid(month, weekStartsOn), [month, weekStartsOn]);
  const week = useMemo(() => weekOf(weekStartsOn), [weekStartsOn]);
  const eventsByDate = useMemo(() => groupByDate(events), [events]);
  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { ...UTC, month: 'long', year: 'numeric' }),
      dayLabel: new Intl.DateTimeFormat(locale, {
        ...UTC,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
      weekdayLong: new Intl.DateTimeFormat(locale, { ...UTC, weekday: 'long' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { ...UTC, weekday: 'short' }),
      weekdayNarrow: new Intl.DateTimeFormat(locale, { ...UTC, weekday: 'narrow' }),
      // The day's number in the locale's digits (Arabic-Indic in Arabic).
      day: new Intl.DateTimeFormat(locale, { ...UTC, day: 'numeric' }),
    }),
    [locale],
  );

  const monthTitle = formats.month.format(asUtcDate(firstOfMonth(month)));

  // The one day in the tab order: the focused one, else the selected day, today or the 1st.
  const isDisabled = (date: IsoDate) => isOutOfRange(date, min, max);
  const tabbableDate =
    [focusedDate, selectedDate, today].find(
      (date): date is IsoDate => !!date && monthOf(date) === month && !isDisabled(date),
    ) ?? clampToMonth(month, min, max);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabbableDate}"]`)?.focus();
  }, [tabbableDate]);

  const showMonth = (next: IsoMonth) => {
    if (next === month) return;
    if (monthProp === undefined) setUncontrolledMonth(next);
    onMonthChange?.(next);
  };

  const moveFocus = (date: IsoDate) => {
    // Focus follows in the effect above once the day is rendered (possibly in another month).
    pendingFocus.current = date !== tabbableDate;
    setFocusedDate(date);
    if (monthOf(date) !== month) showMonth(monthOf(date));
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const from = target.dataset['date'];
    const move = NAVIGATION_KEYS[event.key];
    if (!from || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // Disabled days lie before `min` or after `max`: a move past them stops on the bound.
    moveFocus(clampDate(move(from, event.shiftKey, weekStartsOn, dir === 'rtl'), min, max));
  };

  const select = (date: IsoDate) => {
    if (isDisabled(date)) return;
    setFocusedDate(date);
    if (monthOf(date) !== month) {
      // A leading day of the previous month: show its month and keep focus on the day.
      pendingFocus.current = true;
      showMonth(monthOf(date));
    }
    onSelectDate?.(date);
  };

  const Heading = `h${headingLevel}` as const;
  const gridLabel = label ? `${label}, ${monthTitle}` : monthTitle;
  const atFirstMonth = min !== undefined && month <= monthOf(min);
  const atLastMonth = max !== undefined && month >= monthOf(max);

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading className={styles.title} aria-live="polite">
          {monthTitle}
        </Heading>
        <div className={styles.navButtons}>
          <button
            type="button"
            className={styles.navButton}
            aria-label={labels.previousMonth}
            aria-disabled={atFirstMonth || undefined}
            onClick={() => {
              if (!atFirstMonth) showMonth(addMonthsToMonth(month, -1));
            }}
          >
            <Chevron direction="back" />
          </button>
          <button
            type="button"
            className={styles.navButton}
            aria-label={labels.nextMonth}
            aria-disabled={atLastMonth || undefined}
            onClick={() => {
              if (!atLastMonth) showMonth(addMonthsToMonth(month, 1));
            }}
          >
            <Chevron direction="forward" />
          </button>
        </div>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={gridLabel}
        className={styles.grid}
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {week.map((date) => (
              <th
                key={date}
                scope="col"
                abbr={formats.weekdayLong.format(asUtcDate(date))}
                className={styles.weekday}
              >
                <span className={styles.weekdayLong}>
                  {formats.weekdayShort.format(asUtcDate(date))}
                </span>
                <span className={styles.weekdayShort}>
                  {formats.weekdayNarrow.format(asUtcDate(date))}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) => {
                const dayEvents = eventsByDate.get(date) ?? [];
                const selected = date === selectedDate;
                const eventCount = labels.events(dayEvents.length);
                const eventSummary = `${eventCount}: ${dayEvents.map((e) => e.title).join(', ')}`;
                // The name says how many events the day has ("Saturday, July 12, 2025, 2 events");
                // the description reads their titles.
                const dayName = formats.dayLabel.format(asUtcDate(date));
                const shown = dayEvents.slice(0, maxEventsPerDay);
                return (
                  <td key={date} role="gridcell" className={styles.cell} aria-selected={selected}>
                    <button
                      type="button"
                      className={styles.day}
                      data-date={date}
                      data-outside={inMonth ? undefined : ''}
                      data-today={date === today ? '' : undefined}
                      data-selected={selected ? '' : undefined}
                      aria-disabled={isDisabled(date) || undefined}
                      tabIndex={date === tabbableDate ? 0 : -1}
                      aria-label={dayEvents.length ? `${dayName}, ${eventCount}` : dayName}
                      aria-describedby={dayEvents.length ? `${idBase}-${date}` : undefined}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => select(date)}
                      onFocus={() => setFocusedDate(date)}
                    >
                      <span className={styles.dayNumber}>
                        {formats.day.format(asUtcDate(date))}
                      </span>
                    </button>
                    {dayEvents.length ? (
                      <>
                        {/* Drawn over the day button (clicks pass through to it); read out
                            through the button's description instead. */}
                        <div className={styles.eventLayer} aria-hidden="true">
                          <ul className={styles.events}>
                            {shown.map((e, i) => (
                              <li key={e.id ?? `${e.title}-${i}`} className={styles.event}>
                                {e.title}
                              </li>
                            ))}
                            {dayEvents.length > shown.length ? (
                              <li className={styles.more}>
                                {labels.moreEvents(dayEvents.length - shown.length)}
                              </li>
                            ) : null}
                          </ul>
                          <span className={styles.dots}>
                            {dayEvents.slice(0, 3).map((e, i) => (
                              <span key={e.id ?? `${e.title}-${i}`} className={styles.dot} />
                            ))}
                          </span>
                        </div>
                        <span id={`${idBase}-${date}`} hidden>
                          {eventSummary}
                        </span>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
Calendar.displayName = 'Calendar';

/** The month's first day that may be chosen (its 1st when the whole month is out of range). */
function clampToMonth(month: IsoMonth, min?: IsoDate, max?: IsoDate): IsoDate {
  const first = clampDate(firstOfMonth(month), min, max);
  return monthOf(first) === month ? first : firstOfMonth(month);
}

/** Back points left, forward right; both mirror right-to-left (the `mirrored` class). */
function Chevron({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 18 18"
      fill="none"
      aria-hidden="true"
      className={mirrorInRtl}
    >
      <path
        d={direction === 'back' ? 'M11 4L6 9l5 5' : 'M7 4l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
