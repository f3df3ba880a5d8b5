/**
 * `HH:mm` (24-hour) times as the TimeField reads, writes and steps them: minutes since midnight
 * underneath, no dates or time zones. No React here.
 */

/** A time of day, `HH:mm` (00:00–23:59). */
export type IsoTime = string;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const LAST_MINUTE = 23 * 60 + 59;

/** Minutes since midnight of an `HH:mm` time, or null when it is not one. */
export function parseTime(value: string): number | null {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:mm` of minutes since midnight (clamped to the day). */
export function formatTime(minutes: number): IsoTime {
  const m = Math.min(Math.max(Math.round(minutes), 0), LAST_MINUTE);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether a string is a well-formed `HH:mm` time. */
export function isTime(value: string): boolean {
  return parseTime(value) !== null;
}

/**
 * A loosely typed time as `HH:mm`: "9:30", "9.30", "930", "0930" and "9" become "09:30" and
 * "09:00"; anything else (including impossible times like "24:10") is returned trimmed, as it was.
 */
export function normalizeTime(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(trimmed);
  if (!match) return trimmed;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return trimmed;
  return formatTime(hours * 60 + minutes);
}

/** Whether a time lies before `min` or after `max` (either may be left out). */
export function isTimeOutOfRange(value: IsoTime, min?: IsoTime, max?: IsoTime): boolean {
  return (min !== undefined && value < min) || (max !== undefined && value > max);
}

/**
 * The time `steps` steps of `step` minutes away: to the next (or previous) multiple of the step
 * when it is between two, kept within `min`…`max` and the day. From no time (or text that is not
 * one), stepping up starts at `min` (else 00:00) and down at `max` (else the day's last step).
 */
export function stepTime(
  value: string,
  steps: number,
  step = 15,
  min?: IsoTime,
  max?: IsoTime,
): IsoTime {
  const size = Math.max(1, Math.round(step));
  const low = (min !== undefined ? parseTime(min) : null) ?? 0;
  const high = (max !== undefined ? parseTime(max) : null) ?? LAST_MINUTE;
  const current = parseTime(value);
  let next: number;
  if (current === null) {
    next = steps >= 0 ? low : Math.floor(high / size) * size;
  } else if (steps > 0) {
    next = (Math.floor(current / size) + steps) * size;
  } else if (steps < 0) {
    next = (Math.ceil(current / size) + steps) * size;
  } else {
    next = current;
  }
  return formatTime(Math.min(Math.max(next, low), Math.min(high, LAST_MINUTE)));
}
