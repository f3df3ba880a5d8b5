/**
 * The week plan's rules, shared by the server and the MSW fakes: a week is seven days from a
 * Monday, a day holds at most WEEK_PLAN_PER_DAY recipes, and the answers' texts.
 */

/** How many recipes one day of a week plan holds. */
export const WEEK_PLAN_PER_DAY = 10;

export const WEEK_PLAN_DETAILS = {
  /** 422: `start` is not a Monday. */
  notMonday: 'A week starts on a Monday.',
  /** 404: no such recipe among the caller's. */
  recipeNotFound: 'Recipe not found.',
  /** 404: no such planned recipe among the caller's. */
  entryNotFound: 'Planned recipe not found.',
  /** 422: the day already holds WEEK_PLAN_PER_DAY recipes. */
  dayFull: `You can plan at most ${WEEK_PLAN_PER_DAY} recipes on a day.`,
  /** 422: nothing planned in the week asked to make a grocery list of. */
  nothingPlanned: 'Nothing is planned for that week.',
} as const;

/** A `yyyy-MM-dd` date as a UTC midnight. */
function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** `yyyy-MM-dd` of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether a valid `yyyy-MM-dd` date is a Monday. */
export function isMonday(date: string): boolean {
  const day = utcDate(date);
  return !Number.isNaN(day.getTime()) && day.getUTCDay() === 1;
}

/** The date `days` days after a `yyyy-MM-dd` date (negative for before). */
export function addDays(date: string, days: number): string {
  const day = utcDate(date);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDate(day);
}

/** The seven dates, Monday to Sunday, of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The Monday of the week holding a `yyyy-MM-dd` date. */
export function mondayOf(date: string): string {
  const weekday = utcDate(date).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
