import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  buildMonthGrid,
  daysInMonth,
  endOfWeek,
  groupByDate,
  isInGrid,
  isIsoDate,
  lastOfMonth,
  parseIsoDate,
  startOfWeek,
  todayIso,
  weekdayOf,
} from './calendarGrid';

describe('calendarGrid', () => {
  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
    expect(lastOfMonth('2024-02')).toBe('2024-02-29');
  });

  it('parses and rejects dates strictly', () => {
    expect(parseIsoDate('2025-06-18')).toEqual({ year: 2025, month: 6, day: 18 });
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-6-1')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(() => parseIsoDate('June 1')).toThrow(RangeError);
  });

  it('adds days across month and year ends and daylight-saving changes', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-10-26', 7)).toBe('2025-11-02');
  });

  it('adds months, clamping the day to the target month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-06-10', 12)).toBe('2026-06-10');
    expect(addMonthsToMonth('2025-01', -1)).toBe('2024-12');
    expect(addMonthsToMonth('2025-12', 1)).toBe('2026-01');
  });

  it('finds weekdays and week bounds with Sunday first', () => {
    expect(weekdayOf('2025-06-01')).toBe(0); // a Sunday
    expect(weekdayOf('2025-06-18')).toBe(3); // a Wednesday
    expect(startOfWeek('2025-06-18')).toBe('2025-06-15');
    expect(endOfWeek('2025-06-18')).toBe('2025-06-21');
    expect(startOfWeek('2025-06-15')).toBe('2025-06-15');
    expect(startOfWeek('2025-01-01')).toBe('2024-12-29');
  });

  it('starts the grid on the Sunday on or before the 1st, including previous-month days', () => {
    // July 2025 starts on a Tuesday: Sunday June 29 and Monday June 30 lead the grid.
    const weeks = buildMonthGrid('2025-07');
    expect(weeks[0]?.map((d) => d.date)).toEqual([
      '2025-06-29',
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
      '2025-07-05',
    ]);
    expect(weeks[0]?.[0]).toEqual({ date: '2025-06-29', day: 29, weekday: 0, inMonth: false });
    expect(weeks[0]?.[2]?.inMonth).toBe(true);
  });

  it('ends the grid on the month\u2019s last day without padding the last week', () => {
    // July 31 2025 is a Thursday: the last week is Sunday 27 … Thursday 31 (5 days).
    const weeks = buildMonthGrid('2025-07');
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)?.map((d) => d.day)).toEqual([27, 28, 29, 30, 31]);
    expect(weeks.slice(0, -1).every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });

  it('has no leading days when the 1st is a Sunday', () => {
    // June 2025: Sunday 1st … Monday 30th.
    const weeks = buildMonthGrid('2025-06');
    expect(weeks[0]?.[0]?.date).toBe('2025-06-01');
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
    expect(weeks.at(-1)?.map((d) => d.day)).toEqual([29, 30]);
  });

  it('fits February 2026 into exactly four full weeks', () => {
    // February 2026 starts on a Sunday and ends on a Saturday.
    const weeks = buildMonthGrid('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('spans six weeks when a long month starts late in the week', () => {
    // August 2025 starts on a Friday and ends on a Sunday.
    const weeks = buildMonthGrid('2025-08');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]?.date).toBe('2025-07-27');
    expect(weeks.at(-1)?.map((d) => d.date)).toEqual(['2025-08-31']);
  });

  it('crosses the year boundary', () => {
    const weeks = buildMonthGrid('2025-01');
    expect(weeks[0]?.[0]?.date).toBe('2024-12-29');
    expect(isInGrid('2025-01', '2024-12-29')).toBe(true);
    expect(isInGrid('2025-01', '2024-12-28')).toBe(false);
    expect(isInGrid('2025-01', '2025-02-01')).toBe(false);
  });

  it('groups events by day, dropping invalid dates', () => {
    const groups = groupByDate([
      { date: '2025-06-18', title: 'Garden workday' },
      { date: '2025-06-18', title: 'Potluck' },
      { date: '2025-06-20', title: 'Seed swap' },
      { date: 'soon', title: 'Unknown' },
    ]);
    expect(groups.get('2025-06-18')?.map((e) => e.title)).toEqual(['Garden workday', 'Potluck']);
    expect([...groups.keys()]).toEqual(['2025-06-18', '2025-06-20']);
  });

  it('reads today in local time', () => {
    expect(todayIso(new Date(2025, 5, 18, 23, 59))).toBe('2025-06-18');
  });
});
