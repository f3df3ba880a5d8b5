/**
 * What the Dream Machine page says about the collective dream (spec 2 §2 "/dreammachine", §9;
 * issue 18): the count, when it was last blended, when the next blend happens, and the Facebook
 * share-dialog address of the page.
 */

/** "1 dream contributed", "0 dreams contributed", "27 dreams contributed". */
export function dreamsContributed(count: number): string {
  return `${count} ${count === 1 ? 'dream' : 'dreams'} contributed`;
}

export interface DateOptions {
  /** BCP 47 locale of the dates (stories fix it). @default the browser's */
  locale?: string;
  /** Time zone of the dates (stories fix it). @default the browser's */
  timeZone?: string;
}

function formatDate(date: Date, { locale, timeZone }: DateOptions): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** "Last updated: 4 Jan 2026, 00:00", or "Last updated: unknown" (no run yet, or an odd date). */
export function lastUpdated(updatedAt: string | null, options: DateOptions = {}): string {
  const time = updatedAt === null ? Number.NaN : Date.parse(updatedAt);
  return `Last updated: ${Number.isNaN(time) ? 'unknown' : formatDate(new Date(time), options)}`;
}

/** The nightly run's next start: the next 00:00 UTC after `now` (spec 2 §9, issue 18). */
export function nextNightlyRun(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/** Before the first run: when the first blend happens. */
export function firstBlendNote(now: Date, options: DateOptions = {}): string {
  return `The Dream Machine has not blended any dreams yet. The first blend happens at midnight UTC (${formatDate(nextNightlyRun(now), options)}).`;
}

/** The collective dream has never been blended (`updated_at` null, spec: "before the first run"). */
export function beforeFirstRun(collective: { updated_at: string | null }): boolean {
  return collective.updated_at === null;
}

/** Facebook's share dialog for a page (opened in a new tab, without an opener). */
export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}
