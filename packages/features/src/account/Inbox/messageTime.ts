/** How an inbox message's time is shown, and the machine-readable form of `<time dateTime>`. */

export interface MessageTimeOptions {
  /** The locale to format in, e.g. 'en-GB'. @default the reader's */
  locale?: string;
  /** The time zone to show the time in, e.g. 'UTC'. @default the reader's */
  timeZone?: string;
}

/** "4 Jan 2026, 08:15" (in the reader's locale), or the raw text when it is not a date. */
export function formatMessageTime(timestamp: string, options: MessageTimeOptions = {}): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
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
export function machineTime(timestamp: string): string | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
