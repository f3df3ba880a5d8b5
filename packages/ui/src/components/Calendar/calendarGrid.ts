/**
 * Date arithmetic for the Calendar's month grid, on plain ISO strings and without time zones:
 * every calculation runs on UTC midnights, so a date never shifts by a day whatever the
 * viewer's zone or a daylight-saving change. No React here.
 *
 * Grid rule (product spec): weeks start on Sunday (or the locale's first day of the week, when
 * given); a month's grid runs from the week's first day on or before the 1st through the month's
 * last day. The days before the 1st (from the previous
 * month) are included; nothing is padded after the last day, so the last week may be short.
 */

/** A calendar date, `yyyy-MM-dd`. */
export type IsoDate = string;
/** A calendar month, `yyyy-MM`. */
export type IsoMonth = string;

export interface CalendarDay {
  /** The day as `yyyy-MM-dd`. */
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** False for the leading days that belong to the previous month. */
  inMonth: boolean;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Parses `yyyy-MM-dd`; throws on anything else, including impossible dates like 2025-02-30. */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a real date: ${date}`);
  }
  return { year, month, day };
}

/** Parses `yyyy-MM`; throws on anything else. */
export function parseIsoMonth(month: IsoMonth): { year: number; month: number } {
  const match = ISO_MONTH.exec(month);
  if (!match) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  const parsed = { year: Number(match[1]), month: Number(match[2]) };
  if (parsed.month < 1 || parsed.month > 12) throw new RangeError(`Not a real month: ${month}`);
  return parsed;
}

/** Whether a string is a real `yyyy-MM-dd` date. */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function toIsoMonth(year: number, month: number): IsoMonth {
  return `${pad(year, 4)}-${pad(month)}`;
}

/** Number of days in a month (month 1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toUtc(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): IsoDate {
  const d = new Date(ms);
  return toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Moves by whole months, keeping the day where it exists (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const target = shiftMonth(year, month, months);
  return toIsoDate(
    target.year,
    target.month,
    Math.min(day, daysInMonth(target.year, target.month)),
  );
}

function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export function addMonthsToMonth(month: IsoMonth, months: number): IsoMonth {
  const parsed = parseIsoMonth(month);
  const target = shiftMonth(parsed.year, parsed.month, months);
  return toIsoMonth(target.year, target.month);
}

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function firstOfMonth(month: IsoMonth): IsoDate {
  parseIsoMonth(month);
  return `${month}-01`;
}

export function lastOfMonth(month: IsoMonth): IsoDate {
  const { year, month: m } = parseIsoMonth(month);
  return toIsoDate(year, m, daysInMonth(year, m));
}

/** The week's first day (0 = Sunday, the default … 6 = Saturday) on or before the date. */
export function startOfWeek(date: IsoDate, weekStartsOn = 0): IsoDate {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

/** The week's last day (Saturday when weeks start on Sunday) on or after the date. */
export function endOfWeek(date: IsoDate, weekStartsOn = 0): IsoDate {
  return addDays(startOfWeek(date, weekStartsOn), 6);
}

/**
 * The month's grid as weeks (Sunday first, or `weekStartsOn`): from the week's first day on or
 * before the 1st through the month's last day. Every week has 7 days except possibly the last,
 * which ends on the last day.
 */
export function buildMonthGrid(month: IsoMonth, weekStartsOn = 0): CalendarDay[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const weeks: CalendarDay[][] = [];
  for (let date = startOfWeek(first, weekStartsOn); date <= last; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (weekday === weekStartsOn || weeks.length === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({
      date,
      day: parseIsoDate(date).day,
      weekday,
      inMonth: monthOf(date) === month,
    });
  }
  return weeks;
}

/** Whether a date has a cell in the month's grid (leading previous-month days included). */
export function isInGrid(month: IsoMonth, date: IsoDate, weekStartsOn = 0): boolean {
  return date >= startOfWeek(firstOfMonth(month), weekStartsOn) && date <= lastOfMonth(month);
}

/** Whether a day lies before `min` or after `max` (either may be left out). */
export function isOutOfRange(date: IsoDate, min?: IsoDate, max?: IsoDate): boolean {
  return (min !== undefined && date < min) || (max !== undefined && date > max);
}

/** The day itself, or the nearest bound when it lies outside `min`…`max`. */
export function clampDate(date: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate {
  if (min !== undefined && date < min) return min;
  if (max !== undefined && date > max) return max;
  return date;
}

/** Today's date in the viewer's own time zone. */
export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Groups items by their `date`, keeping their order; items with an invalid date are dropped. */
export function groupByDate<T extends { date: string }>(items: readonly T[]): Map<IsoDate, T[]> {
  const groups = new Map<IsoDate, T[]>();
  for (const item of items) {
    if (!isIsoDate(item.date)) continue;
    const list = groups.get(item.date);
    if (list) list.push(item);
    else groups.set(item.date, [item]);
  }
  return groups;
}
