/** How a post's or comment's date reads. */
export interface DateOptions {
  /** The locale to format in, e.g. 'en-GB'. @default the reader's */
  locale?: string | undefined;
  /** The time zone, e.g. 'UTC'. @default the reader's */
  timeZone?: string | undefined;
}

/** "3 January 2026" in the reader's locale and zone; the raw text when it is not a time. */
export function formatPostDate(iso: string, options: DateOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'long',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** "3 January 2026 at 17:02" in the reader's locale and zone (an edit's time). */
export function formatPostTime(iso: string, options: DateOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}
