import type { CommunityEvent } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  calendarEvents,
  eventDraftProblems,
  eventRequest,
  eventRepetition,
  eventWhen,
  formatEventDate,
  placeTexts,
  timeZoneOptions,
  upcomingEvents,
  viewerTimes,
  viewerTimeZone,
} from './events';

/** The schedule fields of an all-day, one-off draft. */
const schedule = {
  end_date: '',
  start_time: '',
  end_time: '',
  time_zone: 'UTC',
  repeat: 'none',
  repeat_until: '',
  capacity: '',
};

const event = (id: number, date: string, title = `Event ${id}`): CommunityEvent => ({
  id,
  title,
  description: '',
  date,
  user_id: 1,
  community_id: 1,
});

describe('eventDraftProblems', () => {
  it('needs a non-blank title and a real yyyy-MM-dd date', () => {
    expect(
      eventDraftProblems({
        title: 'Dig',
        ...schedule,
        description: '',
        place: '',
        place_url: '',
        date: '2026-01-10',
      }),
    ).toEqual({});
    expect(
      eventDraftProblems({
        title: '  ',
        ...schedule,
        description: '',
        place: '',
        place_url: '',
        date: '2026-01-10',
      }),
    ).toEqual({
      title: 'Enter a title.',
    });
    expect(
      eventDraftProblems({
        title: 'Dig',
        ...schedule,
        description: '',
        place: '',
        place_url: '',
        date: '2026-02-30',
      }),
    ).toEqual({
      date: 'Enter a date as YYYY-MM-DD.',
    });
    expect(
      eventDraftProblems({
        title: 'Dig',
        ...schedule,
        description: '',
        place: '',
        place_url: '',
        date: '10/01/2026',
      }).date,
    ).toBe('Enter a date as YYYY-MM-DD.');
  });

  it('builds the request with the trimmed title and date and the community', () => {
    expect(
      eventRequest(
        {
          title: ' Dig ',
          ...schedule,
          description: 'Bring gloves',
          date: ' 2026-01-10 ',
          place: ' ',
          place_url: '',
        },
        3,
      ),
    ).toEqual({
      title: 'Dig',
      description: 'Bring gloves',
      date: '2026-01-10',
      start_time: null,
      end_date: null,
      end_time: null,
      time_zone: 'UTC',
      repeat: 'none',
      repeat_until: null,
      capacity: null,
      community_id: 3,
    });
    // A capacity: a whole number from 1 on, or empty for no limit.
    const draft = {
      title: 'Dig',
      ...schedule,
      description: '',
      date: '2026-01-10',
      place: '',
      place_url: '',
    };
    expect(eventRequest({ ...draft, capacity: ' 12 ' }, 3).capacity).toBe(12);
    for (const capacity of ['0', '1.5', 'ten', '100001'])
      expect(eventDraftProblems({ ...draft, capacity }).capacity).toBe(placeTexts.capacityInvalid);
  });

  it('takes a place and only an http(s) link for it', () => {
    const draft = {
      title: 'Dig',
      ...schedule,
      description: '',
      date: '2026-01-10',
      place: ' Mill ',
      place_url: '',
    };
    for (const place_url of ['javascript:alert(1)', 'maps.example.org', 'ftp://example.org'])
      expect(eventDraftProblems({ ...draft, place_url }).place_url).toBe(
        'The place link must start with http:// or https://.',
      );
    expect(eventDraftProblems({ ...draft, place_url: 'HTTPS://maps.example.org/m' })).toEqual({});
    expect(eventRequest({ ...draft, place_url: ' https://maps.example.org/m ' }, 3)).toMatchObject({
      place: 'Mill',
      place_url: 'https://maps.example.org/m',
    });
  });
});

describe('upcomingEvents', () => {
  it('keeps today and later, by date then by id', () => {
    const events = [
      event(3, '2026-02-14'),
      event(1, '2026-01-04'),
      event(2, '2026-01-05'),
      event(5, '2026-02-06'),
      event(4, '2026-02-06'),
    ];
    expect(upcomingEvents(events, '2026-01-05').map((e) => e.id)).toEqual([2, 4, 5, 3]);
  });

  it('crosses the year', () => {
    expect(
      upcomingEvents([event(1, '2025-12-31'), event(2, '2026-01-01')], '2025-12-31').map(
        (e) => e.id,
      ),
    ).toEqual([1, 2]);
  });

  it('keeps a repeating event whose first day is past, by its next day, and ends it on its last', () => {
    const weekly = { ...event(7, '2026-01-01'), repeat: 'weekly' as const };
    const [next] = upcomingEvents([weekly, event(8, '2026-01-09')], '2026-01-06');
    expect(next).toMatchObject({ id: 7, next: '2026-01-08' });
    expect(upcomingEvents([{ ...weekly, repeat_until: '2026-01-05' }], '2026-01-06')).toEqual([]);
  });

  it('keeps an event over several days until its last day is past', () => {
    const camp = { ...event(9, '2026-01-03'), end_date: '2026-01-05' };
    expect(upcomingEvents([camp], '2026-01-05')).toMatchObject([{ id: 9, next: '2026-01-03' }]);
    expect(upcomingEvents([camp], '2026-01-06')).toEqual([]);
  });
});

describe('the schedule in the form and on the list', () => {
  const draft = {
    title: 'Dig',
    description: '',
    date: '2026-01-10',
    place: '',
    place_url: '',
    ...schedule,
  };

  it('names the field of each schedule problem, with the server’s words', () => {
    expect(eventDraftProblems({ ...draft, start_time: '9:30' })).toEqual({
      start_time: 'A time must be HH:mm (24-hour).',
    });
    expect(eventDraftProblems({ ...draft, end_time: '10:00' })).toEqual({
      end_time: 'An end time needs a start time.',
    });
    expect(eventDraftProblems({ ...draft, start_time: '10:00', end_time: '09:00' })).toEqual({
      end_time: 'The end time must be later than the start time.',
    });
    expect(eventDraftProblems({ ...draft, time_zone: 'Nowhere/Land' })).toEqual({
      time_zone: 'The time zone is not one we know; choose one from the list.',
    });
    expect(eventDraftProblems({ ...draft, repeat: 'weekly', repeat_until: '2026-01-01' })).toEqual({
      repeat_until: 'The repetition cannot end before the event’s date.',
    });
    expect(eventDraftProblems({ ...draft, end_date: '2026-01-09' })).toEqual({
      end_date: 'The last day cannot be before the event’s date.',
    });
    expect(eventDraftProblems({ ...draft, end_date: '10/01/2026' }).end_date).toBeDefined();
    expect(eventDraftProblems({ ...draft, end_date: '2026-01-12', start_time: '18:00' })).toEqual({
      end_time: 'A timed event over several days needs an end time.',
    });
    expect(
      eventDraftProblems({
        ...draft,
        end_date: '2026-01-12',
        start_time: '18:00',
        end_time: '12:00',
      }),
    ).toEqual({});
    expect(eventRequest({ ...draft, end_date: ' 2026-01-12 ' }, 3)).toMatchObject({
      end_date: '2026-01-12',
    });
  });

  it('sends times, the zone and the repetition (no last day without a repetition)', () => {
    expect(
      eventRequest(
        { ...draft, start_time: '18:30', time_zone: 'Europe/Berlin', repeat: 'monthly' },
        3,
      ),
    ).toMatchObject({
      start_time: '18:30',
      end_time: null,
      time_zone: 'Europe/Berlin',
      repeat: 'monthly',
      repeat_until: null,
    });
    expect(eventRequest({ ...draft, repeat_until: '2026-02-01' }, 3)).toMatchObject({
      repeat: 'none',
      repeat_until: null,
    });
  });

  it('gives the reader’s own times of the occurrence shown, daylight saving included', () => {
    const london = {
      ...event(1, '2026-01-10'),
      start_time: '09:30',
      end_time: '11:00',
      time_zone: 'Europe/London',
    };
    expect(eventWhen(london, 'America/New_York', '2026-01-10')).toBe(
      '09:30–11:00 Europe/London · 04:30–06:00 your time',
    );
    // New York moves to summer time on 8 March, London on 29 March: 4 hours apart in between,
    // 5 hours before and after.
    expect(viewerTimes(london, '2026-03-15', 'America/New_York')).toBe('05:30–07:00 your time');
    expect(viewerTimes(london, '2026-03-29', 'America/New_York')).toBe('04:30–06:00 your time');
    expect(viewerTimes(london, '2026-01-10', 'Asia/Tokyo')).toBe('18:30–20:00 your time');
    expect(
      viewerTimes(
        { ...london, start_time: '01:00', end_time: null },
        '2026-01-10',
        'America/Los_Angeles',
      ),
    ).toBe('17:00 your time, the day before');
    // Nothing to add in the event's own zone, in one that reads the same, or all day.
    expect(viewerTimes(london, '2026-01-10', 'Europe/London')).toBeNull();
    expect(viewerTimes(london, '2026-01-10', 'Africa/Abidjan')).toBeNull();
    expect(viewerTimes(event(2, '2026-01-10'), '2026-01-10', 'Asia/Tokyo')).toBeNull();
  });

  it('says when: all day, the times, and the zone only when it is not the reader’s', () => {
    const timed = {
      ...event(1, '2026-01-10'),
      start_time: '18:30',
      end_time: '20:00',
      time_zone: 'America/New_York',
    };
    expect(eventWhen(event(2, '2026-01-10'), 'UTC')).toBe('All day');
    expect(eventWhen(timed, 'America/New_York')).toBe('18:30–20:00');
    // Berlin is 6 hours ahead in January: the reader's own times, on the next day there.
    expect(eventWhen(timed, 'Europe/Berlin')).toBe(
      '18:30–20:00 America/New York · 00:30–02:00 your time, the next day',
    );
    expect(eventRepetition({ ...timed, repeat: 'weekly' })).toBe('Every week');
    expect(
      eventRepetition({ ...timed, repeat: 'monthly', repeat_until: '2026-06-10' }, 'en-GB'),
    ).toMatch(/^Every month until Wednesday,? 10 June 2026$/);
    expect(eventRepetition(timed)).toBeNull();
  });
});

describe('calendarEvents and formatEventDate', () => {
  it('gives the calendar each event on its day', () => {
    expect(calendarEvents([event(9, '2026-01-10', 'Dig')], '2026-01')).toEqual([
      { id: '9-2026-01-10', date: '2026-01-10', title: 'Dig' },
    ]);
    expect(calendarEvents([event(9, '2026-01-10', 'Dig')], '2026-02')).toEqual([]);
  });

  it('puts a repeating event on each of its days in the month, with its start time', () => {
    const weekly = {
      ...event(4, '2026-01-20', 'Dig'),
      start_time: '18:30',
      repeat: 'weekly' as const,
    };
    expect(calendarEvents([weekly], '2026-02').map((e) => [e.date, e.title])).toEqual([
      ['2026-02-03', '18:30 Dig'],
      ['2026-02-10', '18:30 Dig'],
      ['2026-02-17', '18:30 Dig'],
      ['2026-02-24', '18:30 Dig'],
    ]);
  });

  it('puts an event over several days on each of its days, into the next month', () => {
    const camp = { ...event(5, '2026-01-30', 'Camp'), end_date: '2026-02-01' };
    expect(calendarEvents([camp], '2026-01').map((e) => e.date)).toEqual([
      '2026-01-30',
      '2026-01-31',
    ]);
    expect(calendarEvents([camp], '2026-02').map((e) => e.date)).toEqual(['2026-02-01']);
  });

  it('writes the date in full, the same day whatever the time zone', () => {
    // ICU versions differ on the comma after the weekday.
    expect(formatEventDate('2026-01-10', 'en-GB')).toMatch(/^Saturday,? 10 January 2026$/);
    expect(formatEventDate('not a date', 'en-GB')).toBe('not a date');
  });
});

describe('the reader’s zone and the zones offered, built once (issue 34)', () => {
  it('reads the reader’s zone once and answers the same after', () => {
    const zone = viewerTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(viewerTimeZone()).toBe(zone);
  });

  it('keeps the last list of zones, and builds a new one for another zone that is not in it', () => {
    const first = timeZoneOptions('Europe/Berlin');
    expect(timeZoneOptions('Europe/Berlin')).toBe(first);
    expect(first).toContainEqual({ value: 'America/New_York', label: 'America/New York' });
    expect(first.filter((option) => option.value === 'UTC')).toHaveLength(1);
    const odd = timeZoneOptions('Mars/Olympus_Mons');
    expect(odd).not.toBe(first);
    expect(odd[0]).toEqual({ value: 'Mars/Olympus_Mons', label: 'Mars/Olympus Mons' });
    expect(timeZoneOptions('Europe/Berlin')).toEqual(first);
  });
});
