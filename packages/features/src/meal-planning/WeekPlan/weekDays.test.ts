import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, thisMonday, weekDates, weekLabel } from './weekDays';

describe('the week plan’s days', () => {
  it('finds the Monday of the week holding a day (Sunday belongs to the week before)', () => {
    expect(thisMonday(new Date(2026, 10, 25, 12))).toBe('2026-11-23');
    expect(thisMonday(new Date(2026, 10, 23, 0, 5))).toBe('2026-11-23');
    expect(thisMonday(new Date(2026, 10, 29, 23, 55))).toBe('2026-11-23');
    expect(thisMonday(new Date(2026, 10, 30, 8))).toBe('2026-11-30');
  });

  it('lists seven days, across a month and a year', () => {
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(addDays('2026-11-23', -7)).toBe('2026-11-16');
  });

  it('names a day and a week', () => {
    expect(dayLabel('2026-11-29')).toBe('Sunday 29 November');
    expect(weekLabel('2026-11-23')).toBe('Week of 23 November 2026');
  });
});
