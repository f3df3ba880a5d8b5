import { describe, expect, it } from 'vitest';
import { formatExactTime, formatRelativeTime, machineTime, relativeParts } from './relativeTime';

const now = new Date('2026-01-05T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative times', () => {
  it.each([
    [0, 'just now'],
    [30_000, 'just now'],
    [-5 * MINUTE, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [50 * MINUTE, '1 hour ago'],
    [3 * HOUR, '3 hours ago'],
    [23 * HOUR, 'yesterday'],
    [DAY + 3 * HOUR, 'yesterday'],
    [3 * DAY, '3 days ago'],
    [8 * DAY, 'last week'],
    [15 * DAY, '2 weeks ago'],
    [40 * DAY, 'last month'],
    [200 * DAY, '7 months ago'],
    [400 * DAY, 'last year'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now, 'en-GB')).toBe(text);
  });

  it('never reads "0 units"', () => {
    for (let elapsed = 45_000; elapsed < 800 * DAY; elapsed += 7 * HOUR + 13 * MINUTE) {
      expect(relativeParts(elapsed)?.value).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps a text that is not a time as it is', () => {
    expect(formatRelativeTime('soon', now, 'en-GB')).toBe('soon');
    expect(formatExactTime('soon')).toBe('soon');
    expect(machineTime('soon')).toBeNull();
  });
});

describe('exact times', () => {
  it('reads "4 Jan 2026, 08:14" in the given locale and zone', () => {
    expect(formatExactTime('2026-01-04T08:14:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '4 Jan 2026, 08:14',
    );
    expect(
      formatExactTime('2026-01-04T08:14:00Z', { locale: 'en-GB', timeZone: 'Europe/Paris' }),
    ).toBe('4 Jan 2026, 09:14');
  });

  it('gives <time> an ISO instant', () => {
    expect(machineTime('2026-01-04T09:14:00+01:00')).toBe('2026-01-04T08:14:00.000Z');
  });
});
