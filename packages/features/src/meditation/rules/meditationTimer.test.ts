import { describe, expect, it } from 'vitest';
import {
  CYCLE_SECONDS,
  formatCountdown,
  nextTickDelay,
  SESSION_HOURS_UTC,
  SESSION_SECONDS,
  shouldChime,
  TICK_MS,
  timerAt,
} from './meditationTimer';

const at = (iso: string) => timerAt(new Date(iso));

describe('the constants of spec 3 §9', () => {
  it('a 12-hour cycle at 00:00 and 12:00 UTC, 300-second sessions, a 1-second tick', () => {
    expect(CYCLE_SECONDS).toBe(43_200);
    expect(SESSION_HOURS_UTC).toEqual([0, 12]);
    expect(SESSION_SECONDS).toBe(300);
    expect(TICK_MS).toBe(1000);
  });
});

describe('timerAt, at the edges', () => {
  it('11:59:59: one second to the next session', () => {
    expect(at('2026-01-05T11:59:59Z')).toEqual({
      phase: 'waiting',
      label: 'Next Global Session In',
      secondsLeft: 1,
      display: '00:01',
    });
  });

  it('12:00:00: Meditate Now with the full 300 seconds', () => {
    expect(at('2026-01-05T12:00:00Z')).toEqual({
      phase: 'session',
      label: 'Meditate Now',
      secondsLeft: 300,
      display: '05:00',
    });
  });

  it("12:04:59: the session's last second", () => {
    expect(at('2026-01-05T12:04:59Z')).toEqual({
      phase: 'session',
      label: 'Meditate Now',
      secondsLeft: 1,
      display: '00:01',
    });
  });

  it('12:05:00: counting to midnight again, hh:mm:ss', () => {
    expect(at('2026-01-05T12:05:00Z')).toEqual({
      phase: 'waiting',
      label: 'Next Global Session In',
      secondsLeft: 42_900,
      display: '11:55:00',
    });
  });

  it('23:59:59: one second to the midnight session', () => {
    expect(at('2026-01-05T23:59:59Z')).toMatchObject({
      phase: 'waiting',
      secondsLeft: 1,
      display: '00:01',
    });
  });

  it('the day change: 00:00:00 starts a session, 00:05:00 ends it', () => {
    expect(at('2026-01-06T00:00:00Z')).toMatchObject({
      phase: 'session',
      secondsLeft: 300,
      display: '05:00',
    });
    expect(at('2026-01-06T00:02:30Z')).toMatchObject({ phase: 'session', display: '02:30' });
    expect(at('2026-01-06T00:05:00Z')).toMatchObject({
      phase: 'waiting',
      secondsLeft: 42_900,
      display: '11:55:00',
    });
  });

  it('a year change and a leap day behave the same', () => {
    expect(at('2026-12-31T23:59:59Z')).toMatchObject({ phase: 'waiting', secondsLeft: 1 });
    expect(at('2027-01-01T00:00:00Z')).toMatchObject({ phase: 'session', secondsLeft: 300 });
    expect(at('2028-02-29T12:03:00Z')).toMatchObject({ phase: 'session', display: '02:00' });
  });

  it('counts whole seconds: part of a second does not change the display', () => {
    expect(at('2026-01-05T11:59:59.999Z')).toMatchObject({ phase: 'waiting', secondsLeft: 1 });
    expect(at('2026-01-05T12:00:00.001Z')).toMatchObject({ phase: 'session', secondsLeft: 300 });
  });

  it('mm:ss under an hour, hh:mm:ss from an hour', () => {
    expect(at('2026-01-05T11:00:01Z')).toMatchObject({ secondsLeft: 3599, display: '59:59' });
    expect(at('2026-01-05T11:00:00Z')).toMatchObject({ secondsLeft: 3600, display: '01:00:00' });
    expect(at('2026-01-05T06:30:00Z')).toMatchObject({ display: '05:30:00' });
  });
});

describe('formatCountdown', () => {
  it('pads each part to two digits', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(42_900)).toBe('11:55:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('nextTickDelay', () => {
  it('waits to the next whole second (a full tick on the second)', () => {
    expect(nextTickDelay(new Date('2026-01-05T12:00:00.000Z'))).toBe(1000);
    expect(nextTickDelay(new Date('2026-01-05T12:00:00.250Z'))).toBe(750);
    expect(nextTickDelay(new Date('2026-01-05T12:00:00.999Z'))).toBe(1);
  });
});

describe('shouldChime', () => {
  it('sounds only when a session starts and the chime is on', () => {
    expect(shouldChime('waiting', 'session', true)).toBe(true);
    expect(shouldChime('waiting', 'session', false)).toBe(false);
    expect(shouldChime('session', 'session', true)).toBe(false);
    expect(shouldChime('session', 'waiting', true)).toBe(false);
    // Opening the page during a session does not chime: nothing plays without a start seen.
    expect(shouldChime(null, 'session', true)).toBe(false);
  });
});
