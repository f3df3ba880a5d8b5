import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  buildMonthGrid,
  clampDate,
  daysInMonth,
  endOfWeek,
  groupByDate,
  isInGrid,
  isIsoDate,
  isOutOfRange,
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

  describe('the grid rule for a month starting on each weekday (issue 17)', () => {
    // 2025's months whose 1st falls on Sunday … Saturday, and the days that lead their grid.
    const starts = [
      { month: '2025-06', weekday: 0, first: '2025-06-01', weeks: 5 },
      { month: '2025-09', weekday: 1, first: '2025-08-31', weeks: 5 },
      { month: '2025-07', weekday: 2, first: '2025-06-29', weeks: 5 },
      { month: '2025-10', weekday: 3, first: '2025-09-28', weeks: 5 },
      { month: '2025-05', weekday: 4, first: '2025-04-27', weeks: 5 },
      { month: '2025-08', weekday: 5, first: '2025-07-27', weeks: 6 },
      { month: '2025-11', weekday: 6, first: '2025-10-26', weeks: 6 },
    ];
    it.each(starts)(
      '$month (1st on weekday $weekday) starts on Sunday $first with $weekday leading days',
      ({ month, weekday, first, weeks: count }) => {
        expect(weekdayOf(`${month}-01`)).toBe(weekday);
        const weeks = buildMonthGrid(month);
        const days = weeks.flat();
        expect(days[0]?.date).toBe(first);
        expect(days[0]?.weekday).toBe(0);
        expect(days.filter((d) => !d.inMonth)).toHaveLength(weekday);
        expect(days[weekday]?.date).toBe(`${month}-01`);
        expect(weeks).toHaveLength(count);
        expect(days.at(-1)?.date).toBe(lastOfMonth(month));
      },
    );
  });

  it('holds the rule for every month from 1999 to 2031 (leap years and year ends included)', () => {
    const seenWeekdays = new Set<number>();
    for (let year = 1999; year <= 2031; year += 1) {
      for (let m = 1; m <= 12; m += 1) {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        const weeks = buildMonthGrid(month);
        const days = weeks.flat();
        const firstWeekday = weekdayOf(`${month}-01`);
        seenWeekdays.add(firstWeekday);
        // From the Sunday on or before the 1st…
        expect(days[0]?.date).toBe(startOfWeek(`${month}-01`));
        expect(days.slice(0, firstWeekday).every((d) => !d.inMonth)).toBe(true);
        // …day after day, Sunday first in every week…
        days.forEach((d, i) => {
          expect(d.weekday).toBe(i % 7);
          if (i > 0) expect(d.date).toBe(addDays(days[i - 1]?.date ?? '', 1));
        });
        expect(weeks.every((week) => week[0]?.weekday === 0)).toBe(true);
        // …through the month's last day, with nothing after it.
        expect(days.at(-1)?.date).toBe(lastOfMonth(month));
        expect(days.filter((d) => d.inMonth)).toHaveLength(daysInMonth(year, m));
        expect(weeks.slice(0, -1).every((week) => week.length === 7)).toBe(true);
      }
    }
    expect([...seenWeekdays].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('leads January with the last days of the previous December', () => {
    // 1 January 2026 is a Thursday: Sunday 28 … Wednesday 31 December 2025 lead the grid.
    const days = buildMonthGrid('2026-01').flat();
    expect(days.slice(0, 4).map((d) => d.date)).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
    expect(days[4]).toEqual({ date: '2026-01-01', day: 1, weekday: 4, inMonth: true });
    // 1 January 2028 is a Saturday: six leading days from 2027.
    expect(buildMonthGrid('2028-01')[0]?.map((d) => d.date)).toEqual([
      '2027-12-26',
      '2027-12-27',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
    ]);
  });
});

describe('min and max', () => {
  it('tells the days out of range', () => {
    expect(isOutOfRange('2025-07-13', '2025-07-14')).toBe(true);
    expect(isOutOfRange('2025-07-14', '2025-07-14', '2025-07-18')).toBe(false);
    expect(isOutOfRange('2025-07-19', undefined, '2025-07-18')).toBe(true);
    expect(isOutOfRange('1999-01-01')).toBe(false);
  });

  it('clamps a day to the range', () => {
    expect(clampDate('2025-07-01', '2025-07-14', '2025-07-18')).toBe('2025-07-14');
    expect(clampDate('2025-08-01', '2025-07-14', '2025-07-18')).toBe('2025-07-18');
    expect(clampDate('2025-07-16', '2025-07-14', '2025-07-18')).toBe('2025-07-16');
    expect(clampDate('2025-07-16')).toBe('2025-07-16');
  });
});

describe('a week that starts on another day (the locale’s)', () => {
  it('starts the grid on the Monday (or Saturday) on or before the 1st', () => {
    const monday = buildMonthGrid('2025-06', 1);
    expect(monday[0]?.[0]?.date).toBe('2025-05-26');
    expect(monday.every((week) => week[0]?.weekday === 1)).toBe(true);
    expect(monday.at(-1)?.at(-1)?.date).toBe('2025-06-30');
    const saturday = buildMonthGrid('2025-06', 6);
    expect(saturday[0]?.[0]?.date).toBe('2025-05-31');
    expect(isInGrid('2025-06', '2025-05-31', 6)).toBe(true);
    expect(isInGrid('2025-06', '2025-05-30', 6)).toBe(false);
  });

  it('moves Home and End to the week’s own first and last day', () => {
    // 2025-06-01 is a Sunday.
    expect(startOfWeek('2025-06-01', 1)).toBe('2025-05-26');
    expect(endOfWeek('2025-06-01', 1)).toBe('2025-06-01');
    expect(startOfWeek('2025-06-02', 1)).toBe('2025-06-02');
    expect(endOfWeek('2025-06-02', 1)).toBe('2025-06-08');
  });
});
