/**
 * The Daily Meditation Timer's rules (spec 3 §2, §4, §9), a pure function of the current time:
 * global sessions start at 00:00 and 12:00 UTC (a 12-hour cycle) and last 300 seconds; before a
 * session the screen counts down to the next one ('Next Global Session In'), during one it counts
 * the session's 300 seconds down ('Meditate Now'), then counts to the next session again. The
 * screen ticks every second.
 */

/** The cycle between sessions: 12 hours (sessions at 00:00 and 12:00 UTC). */
export const CYCLE_SECONDS = 12 * 60 * 60;
/** A session's length: 300 seconds (5 minutes). */
export const SESSION_SECONDS = 300;
/** The screen's tick: 1 second. */
export const TICK_MS = 1000;
/** The UTC hours sessions start at. */
export const SESSION_HOURS_UTC = [0, 12] as const;

export const meditationTexts = {
  title: 'Daily Meditation Timer',
  waiting: 'Next Global Session In',
  session: 'Meditate Now',
  toExperiments: 'Back to Experiments',
  chime: 'Soft chime when a session starts',
  chimeHint: 'Off unless you turn it on; it plays only while this page is open.',
  about:
    'Once every 12 hours, at 00:00 and 12:00 UTC, people everywhere meditate together for 5 minutes.',
} as const;

/** Where the timer stands: waiting for the next session, or in one. */
export interface TimerState {
  readonly phase: 'waiting' | 'session';
  /** 'Next Global Session In' or 'Meditate Now'. */
  readonly label: string;
  /** Whole seconds left: until the next session, or until this session ends. */
  readonly secondsLeft: number;
  /** The countdown as shown: mm:ss, or hh:mm:ss when an hour or more remains. */
  readonly display: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** mm:ss under an hour, hh:mm:ss from an hour on (e.g. 59:59, 01:00:00, 11:55:00). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/**
 * The timer at `now`. The Unix epoch is a UTC midnight and 12 hours divide a day, so the seconds
 * since the last 00:00 or 12:00 UTC are the whole seconds since the epoch modulo 12 hours.
 */
export function timerAt(now: Date): TimerState {
  const seconds = Math.floor(now.getTime() / 1000);
  const intoCycle = ((seconds % CYCLE_SECONDS) + CYCLE_SECONDS) % CYCLE_SECONDS;
  if (intoCycle < SESSION_SECONDS) {
    const secondsLeft = SESSION_SECONDS - intoCycle;
    return {
      phase: 'session',
      label: meditationTexts.session,
      secondsLeft,
      display: formatCountdown(secondsLeft),
    };
  }
  const secondsLeft = CYCLE_SECONDS - intoCycle;
  return {
    phase: 'waiting',
    label: meditationTexts.waiting,
    secondsLeft,
    display: formatCountdown(secondsLeft),
  };
}

/** How long until the next tick: to the next whole second, so the display turns with the clock. */
export function nextTickDelay(now: Date): number {
  const ms = now.getTime() % TICK_MS;
  return ms === 0 ? TICK_MS : TICK_MS - ms;
}

/** The chime sounds once, when the timer turns from waiting to a session, and only if turned on. */
export function shouldChime(
  before: TimerState['phase'] | null,
  after: TimerState['phase'],
  chimeOn: boolean,
): boolean {
  return chimeOn && before === 'waiting' && after === 'session';
}
