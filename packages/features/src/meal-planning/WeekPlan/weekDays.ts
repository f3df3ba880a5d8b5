import { addDays, isoDate, mondayOf, weekDates } from '@wegrow/contract/week-plan';

export { addDays, mondayOf, weekDates };

/** The Monday of this week (the device's today). */
export function thisMonday(today: Date = new Date()): string {
  const local = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  return mondayOf(isoDate(local));
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const longFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Monday 23 November" for a `yyyy-MM-dd` date. */
export function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** "Week of 23 November 2026". */
export function weekLabel(start: string): string {
  return `Week of ${longFormat.format(new Date(`${start}T00:00:00Z`))}`;
}
