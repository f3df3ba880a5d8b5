import type { CommunityEvent } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  calendarEvents,
  eventDraftProblems,
  eventRequest,
  formatEventDate,
  upcomingEvents,
} from './events';

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
        description: '',
        place: '',
        place_url: '',
        date: '2026-01-10',
      }),
    ).toEqual({});
    expect(
      eventDraftProblems({
        title: '  ',
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
          description: 'Bring gloves',
          date: ' 2026-01-10 ',
          place: ' ',
          place_url: '',
        },
        3,
      ),
    ).toEqual({ title: 'Dig', description: 'Bring gloves', date: '2026-01-10', community_id: 3 });
  });

  it('takes a place and only an http(s) link for it', () => {
    const draft = {
      title: 'Dig',
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
    expect(upcomingEvents([event(1, '2025-12-31'), event(2, '2026-01-01')], '2025-12-31')).toEqual([
      event(1, '2025-12-31'),
      event(2, '2026-01-01'),
    ]);
  });
});

describe('calendarEvents and formatEventDate', () => {
  it('gives the calendar each event on its day', () => {
    expect(calendarEvents([event(9, '2026-01-10', 'Dig')])).toEqual([
      { id: 9, date: '2026-01-10', title: 'Dig' },
    ]);
  });

  it('writes the date in full, the same day whatever the time zone', () => {
    // ICU versions differ on the comma after the weekday.
    expect(formatEventDate('2026-01-10', 'en-GB')).toMatch(/^Saturday,? 10 January 2026$/);
    expect(formatEventDate('not a date', 'en-GB')).toBe('not a date');
  });
});
