import { describe, expect, it } from 'vitest';
import {
  communityNameKey,
  EVENT_SCHEDULE_DETAILS,
  eventDays,
  eventMoved,
  eventOccurrences,
  eventWhenText,
  eventScheduleProblem,
} from './communities';

describe('communityNameKey', () => {
  it('takes the accents off and lower-cases A–Z, so a name files under its letter', () => {
    expect(communityNameKey('Élan Vital')).toBe('elan vital');
    expect(communityNameKey('Çafé Commons')).toBe('cafe commons');
    const names = ['Zinnia Zone', 'Élan Vital', 'daisy Dell', 'Ørsted Allotment'];
    const sorted = [...names].sort((a, b) =>
      communityNameKey(a) < communityNameKey(b)
        ? -1
        : communityNameKey(a) > communityNameKey(b)
          ? 1
          : 0,
    );
    // Letters with no decomposition (ø) keep their place after z, as on the server.
    expect(sorted).toEqual(['daisy Dell', 'Élan Vital', 'Zinnia Zone', 'Ørsted Allotment']);
  });
});

describe('eventOccurrences', () => {
  it('gives a one-off event its own day only when it is in the range', () => {
    expect(eventOccurrences({ date: '2026-05-04' }, '2026-05-01', '2026-05-31')).toEqual([
      '2026-05-04',
    ]);
    expect(eventOccurrences({ date: '2026-06-04' }, '2026-05-01', '2026-05-31')).toEqual([]);
  });

  it('repeats weekly on the same weekday, across a month boundary, until the last day', () => {
    const weekly = { date: '2026-04-22', repeat: 'weekly', repeat_until: '2026-05-20' } as const;
    expect(eventOccurrences(weekly, '2026-05-01', '2026-05-31')).toEqual([
      '2026-05-06',
      '2026-05-13',
      '2026-05-20',
    ]);
    expect(eventOccurrences(weekly, '2026-04-01', '2026-04-30')).toEqual([
      '2026-04-22',
      '2026-04-29',
    ]);
  });

  it('repeats monthly on the same day and skips months without it (RFC 5545)', () => {
    const monthly = { date: '2026-01-31', repeat: 'monthly' } as const;
    expect(eventOccurrences(monthly, '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
    expect(eventOccurrences(monthly, '2025-01-01', '2025-12-31')).toEqual([]);
  });

  it('never gives a day before the first date', () => {
    const weekly = { date: '2026-05-15', repeat: 'weekly' } as const;
    expect(eventOccurrences(weekly, '2026-05-01', '2026-05-31')).toEqual([
      '2026-05-15',
      '2026-05-22',
      '2026-05-29',
    ]);
  });
});

describe('eventScheduleProblem', () => {
  it('accepts an all-day event, a timed one and a repeating one with an end', () => {
    expect(eventScheduleProblem({ date: '2026-05-04' })).toBeNull();
    expect(
      eventScheduleProblem({
        date: '2026-05-04',
        start_time: '18:30',
        end_time: '20:00',
        time_zone: 'Europe/Berlin',
        repeat: 'weekly',
        repeat_until: '2026-06-01',
      }),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    const day = { date: '2026-05-04' };
    expect(eventScheduleProblem({ ...day, end_time: '10:00' })).toBe(
      EVENT_SCHEDULE_DETAILS.endWithoutStart,
    );
    expect(eventScheduleProblem({ ...day, start_time: '10:00', end_time: '10:00' })).toBe(
      EVENT_SCHEDULE_DETAILS.endBeforeStart,
    );
    expect(eventScheduleProblem({ ...day, time_zone: 'Mars/Olympus_Mons' })).toBe(
      EVENT_SCHEDULE_DETAILS.unknownTimeZone,
    );
    expect(eventScheduleProblem({ ...day, repeat_until: '2026-06-01' })).toBe(
      EVENT_SCHEDULE_DETAILS.untilWithoutRepeat,
    );
    expect(eventScheduleProblem({ ...day, repeat: 'monthly', repeat_until: '2026-05-03' })).toBe(
      EVENT_SCHEDULE_DETAILS.untilBeforeDate,
    );
    expect(eventScheduleProblem({ ...day, end_date: '2026-05-03' })).toBe(
      EVENT_SCHEDULE_DETAILS.lastDayBeforeDate,
    );
    expect(eventScheduleProblem({ ...day, end_date: '2026-05-05', start_time: '10:00' })).toBe(
      EVENT_SCHEDULE_DETAILS.lastDayWithoutEndTime,
    );
  });

  it('lets an event over several days end earlier in the day than it started', () => {
    const camp = { date: '2026-05-04', end_date: '2026-05-06', start_time: '18:00' };
    expect(eventScheduleProblem({ ...camp, end_time: '12:00' })).toBeNull();
    expect(eventScheduleProblem({ date: '2026-05-04', end_date: '2026-05-06' })).toBeNull();
    // Its own date as the last day is a one-day event: the same-day rule holds.
    expect(eventScheduleProblem({ ...camp, end_date: '2026-05-04', end_time: '12:00' })).toBe(
      EVENT_SCHEDULE_DETAILS.endBeforeStart,
    );
  });
});

describe('eventDays', () => {
  it('covers every day of an event over several days, across the month it starts in', () => {
    const camp = { date: '2026-04-29', end_date: '2026-05-02' };
    expect(eventDays(camp, '2026-05-01', '2026-05-31')).toEqual(['2026-05-01', '2026-05-02']);
    expect(eventDays(camp, '2026-04-01', '2026-04-30')).toEqual(['2026-04-29', '2026-04-30']);
  });
  it('repeats the span with each repetition, and is the first days for a one-day event', () => {
    const weekend = { date: '2026-05-02', end_date: '2026-05-03', repeat: 'weekly' as const };
    expect(eventDays(weekend, '2026-05-01', '2026-05-10')).toEqual([
      '2026-05-02',
      '2026-05-03',
      '2026-05-09',
      '2026-05-10',
    ]);
    expect(eventDays({ date: '2026-05-02' }, '2026-05-01', '2026-05-10')).toEqual(['2026-05-02']);
  });
});

describe('eventMoved and eventWhenText', () => {
  const dig = { date: '2026-05-06', place: 'Mill' };
  it('tells of a new day, time, zone, repetition or place, not of an unchanged schedule', () => {
    expect(eventMoved(dig, { ...dig, time_zone: 'UTC', repeat: 'none' })).toBe(false);
    for (const change of [
      { date: '2026-05-07' },
      { start_time: '18:30' },
      { time_zone: 'Europe/Berlin' },
      { repeat: 'weekly' as const },
      { place: 'Barn' },
      { end_date: '2026-05-08' },
    ])
      expect(eventMoved(dig, { ...dig, ...change }), JSON.stringify(change)).toBe(true);
  });
  it('names the time and zone of a timed event', () => {
    expect(eventWhenText(dig)).toBe('2026-05-06');
    expect(eventWhenText({ ...dig, start_time: '18:30', time_zone: 'Europe/Berlin' })).toBe(
      '2026-05-06 18:30 (Europe/Berlin)',
    );
    expect(eventWhenText({ ...dig, end_date: '2026-05-08' })).toBe('2026-05-06 to 2026-05-08');
  });
});
