/**
 * How an entry's time reads: relative ("3 days ago") on the card, exact ("4 Jan 2026, 08:14") on
 * hover and when the entry is open, and machine-readable in `<time dateTime>`.
 */

export interface TimeOptions {
  /** The locale to format in, e.g. 'en-GB'. @default the reader's */
  locale?: string;
  /** The time zone of exact times, e.g. 'UTC'. @default the reader's */
  timeZone?: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The largest unit that fits, and how many of it (rounded), for a time `elapsed` ms ago. */
export function relativeParts(
  elapsed: number,
): { value: number; unit: Intl.RelativeTimeFormatUnit } | null {
  // A time in the future (the server's clock ahead of the reader's) reads as now, too.
  if (elapsed < 45 * SECOND) return null;
  if (elapsed < 45 * MINUTE)
    return { value: Math.max(1, Math.round(elapsed / MINUTE)), unit: 'minute' };
  if (elapsed < 22 * HOUR) return { value: Math.max(1, Math.round(elapsed / HOUR)), unit: 'hour' };
  if (elapsed < WEEK) return { value: Math.max(1, Math.round(elapsed / DAY)), unit: 'day' };
  if (elapsed < 4 * WEEK) return { value: Math.round(elapsed / WEEK), unit: 'week' };
  if (elapsed < YEAR) return { value: Math.max(1, Math.round(elapsed / MONTH)), unit: 'month' };
  return { value: Math.max(1, Math.round(elapsed / YEAR)), unit: 'year' };
}

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago", "2 weeks ago", "last year"… counted
 * from `now`; the raw text when `iso` is not a time.
 */
export function formatRelativeTime(iso: string, now: Date, locale?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const parts = relativeParts(now.getTime() - time);
  if (!parts) return 'just now';
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-parts.value, parts.unit);
}

/** "4 Jan 2026, 08:14" in the reader's locale and zone; the raw text when it is not a time. */
export function formatExactTime(iso: string, options: TimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(options.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** The `dateTime` attribute of `<time>`: the instant in ISO 8601, or null when unreadable. */
export function machineTime(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
