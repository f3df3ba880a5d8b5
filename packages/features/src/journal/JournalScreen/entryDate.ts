/**
 * An entry's date as the writer picks it (issue 45: writing about yesterday): a local day,
 * `yyyy-MM-dd`, sent as that day at a time of day (now's for a new entry, the entry's own for an
 * edit), never in the future.
 */

export const entryDateTexts = {
  label: 'Date',
  hint: 'The day you are writing about.',
  invalid: 'Enter a date as YYYY-MM-DD.',
  future: "An entry's date cannot be in the future.",
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of a time, `yyyy-MM-dd`. */
export function localDateOf(time: Date | string): string {
  const at = typeof time === 'string' ? new Date(time) : time;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Why a typed date cannot be sent (not a day, or after today), or null. */
export function entryDateError(date: string, today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return entryDateTexts.invalid;
  const [, y, m, d] = match.map(Number);
  const day = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  if (day.getFullYear() !== y || day.getMonth() + 1 !== m || day.getDate() !== d)
    return entryDateTexts.invalid;
  return date > today ? entryDateTexts.future : null;
}

/** The local day `date` at the local time of day of `time`, as an ISO time. */
export function withDate(date: string, time: Date | string): string {
  const at = new Date(typeof time === 'string' ? time : time.getTime());
  const [y, m, d] = date.split('-').map(Number);
  at.setFullYear(y ?? at.getFullYear(), (m ?? 1) - 1, d ?? 1);
  return at.toISOString();
}
