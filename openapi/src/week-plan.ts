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
  /** 422: a slot that is not one of MEAL_SLOTS (the contract's x-message of MealSlot). */
  badSlot: 'A meal is breakfast, lunch, dinner or snack.',
  /** 422: servings that are not a whole number from 1 to 100 (the contract's MealServings). */
  badServings: 'Servings must be a whole number from 1 to 100.',
} as const;

/** The meals of a day a recipe is planned for, in the order a day shows them. */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** The meal a recipe is planned for when none is given (existing plans were dinners). */
export const DEFAULT_MEAL_SLOT: MealSlot = 'dinner';

/** The most servings of one planned recipe. */
export const MAX_MEAL_SERVINGS = 100;

/** Whether a value is a meal slot. */
export function isMealSlot(value: unknown): value is MealSlot {
  return typeof value === 'string' && (MEAL_SLOTS as readonly string[]).includes(value);
}

/** Whether planned servings are a whole number from 1 to MAX_MEAL_SERVINGS. */
export function isMealServings(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_MEAL_SERVINGS
  );
}

/** The servings shown for a planned recipe: as chosen, else the recipe's, else 1. */
export function plannedServings(chosen: number | null, recipeServings: number | null): number {
  return chosen ?? recipeServings ?? 1;
}

/**
 * What a planned recipe's amounts are multiplied by on the grocery list: planned servings over
 * the recipe's (a recipe for 2 planned for 4: 2); 1 when the recipe does not say how many it serves.
 */
export function servingsScale(
  servings: number,
  recipeServings: number | null,
): { n: number; d: number } {
  return recipeServings === null || recipeServings <= 0
    ? { n: 1, d: 1 }
    : { n: servings, d: recipeServings };
}

/** The order of planned recipes in a week: by day, then by meal, then as planned (id). */
export function byDaySlotAndId(
  a: { date: string; slot: MealSlot; id: number },
  b: { date: string; slot: MealSlot; id: number },
): number {
  return (
    a.date.localeCompare(b.date) ||
    MEAL_SLOTS.indexOf(a.slot) - MEAL_SLOTS.indexOf(b.slot) ||
    a.id - b.id
  );
}

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
