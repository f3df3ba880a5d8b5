import type { CommunityEvent } from '@wegrow/api';
import {
  EVENT_SCHEDULE_DETAILS,
  addDays,
  eventDays,
  eventOccurrences,
  eventScheduleProblem,
  eventSpanDays,
  zonedClock,
  zonedToUtc,
  type EventRepeat,
} from '@wegrow/contract/communities';
import { isIsoDate, type CalendarEvent } from '@wegrow/ui';
import { commonTexts, eventsTexts } from '../texts';

export interface EventDraft {
  title: string;
  description: string;
  /** `yyyy-MM-dd` as typed. */
  date: string;
  /** The last day of an event over several days (`yyyy-MM-dd`, '' for one day). */
  end_date: string;
  /** Where, as typed ('' for not said). */
  place: string;
  /** An http(s) link for the place, as typed ('' for none). */
  place_url: string;
  /** `HH:mm` ('' for an all-day event), `HH:mm` ('' for none), an IANA zone. */
  start_time: string;
  end_time: string;
  time_zone: string;
  /** `none`, `weekly` or `monthly`, and the last day (`yyyy-MM-dd`, '' for no end). */
  repeat: string;
  repeat_until: string;
  /** How many may go to each occurrence, as typed ('' for no limit). */
  capacity: string;
}

export const scheduleTexts = {
  endDateLabel: 'Last day',
  endDateHint: 'Optional, YYYY-MM-DD: for an event over several days.',
  startTimeLabel: 'Start time',
  startTimeHint: 'Optional, HH:mm (24-hour): leave it empty for an all-day event.',
  endTimeLabel: 'End time',
  endTimeHint: 'Optional, HH:mm: later the same day, or on the last day.',
  timeZoneLabel: 'Time zone',
  repeatLabel: 'Repeats',
  repeatUntilLabel: 'Repeat until',
  repeatUntilHint: 'Optional: the last day it may fall on (YYYY-MM-DD).',
  timeInvalid: 'A time must be HH:mm (24-hour).',
  repeatOptions: [
    { value: 'none', label: 'Does not repeat' },
    { value: 'weekly', label: 'Every week' },
    { value: 'monthly', label: 'Every month' },
  ],
  every: { weekly: 'Every week', monthly: 'Every month' },
  until: (date: string) => `until ${date}`,
  allDay: 'All day',
  yourTime: 'your time',
  nextDay: ', the next day',
  dayBefore: ', the day before',
} as const;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

let viewerZone: string | undefined;

/**
 * The reader's own time zone (the form's default), `UTC` when the browser does not say. Read once
 * per page: building an `Intl.DateTimeFormat` costs about a millisecond, and every event's line
 * asked for it (issue 34: 80 ms of the community page's first render, CPU 4× slower).
 */
export function viewerTimeZone(): string {
  if (viewerZone !== undefined) return viewerZone;
  try {
    viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    viewerZone = 'UTC';
  }
  return viewerZone;
}

type ZoneOption = { value: string; label: string };
let zoneList: { zone: string; options: readonly ZoneOption[] } | undefined;

/**
 * The time zones to choose from (the runtime's list, about 420), with `zone` in it even when it is
 * not. The last list is kept, so the event form does not build it again on every render.
 */
export function timeZoneOptions(zone: string): readonly ZoneOption[] {
  if (zoneList?.zone === zone) return zoneList.options;
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(zone) ? zones : [zone, ...zones];
  const options = (all.includes('UTC') ? all : [...all, 'UTC']).map((value) => ({
    value,
    label: value.replace(/_/g, ' '),
  }));
  zoneList = { zone, options };
  return options;
}

export const placeTexts = {
  placeLabel: 'Place',
  placeUrlLabel: 'Place link',
  placeUrlHint: 'Optional: a map or a video call, starting with http:// or https://.',
  placeUrlInvalid: 'The place link must start with http:// or https://.',
  capacityLabel: 'Places',
  capacityHint: 'Optional: how many can go to each date; more are put on a waiting list.',
  capacityInvalid: 'Enter a whole number from 1 to 100000, or leave it empty.',
} as const;

const CAPACITY = /^[1-9]\d{0,5}$/;

const HTTP_LINK = /^https?:\/\/[^\s/?#]+\S*$/i;

export const emptyEventDraft = (date: string, timeZone = viewerTimeZone()): EventDraft => ({
  title: '',
  description: '',
  date,
  end_date: '',
  place: '',
  place_url: '',
  start_time: '',
  end_time: '',
  time_zone: timeZone,
  repeat: 'none',
  repeat_until: '',
  capacity: '',
});

/** An event as the edit form starts from. */
export function eventDraftOf(event: CommunityEvent): EventDraft {
  return {
    title: event.title,
    description: event.description,
    date: event.date,
    end_date: event.end_date ?? '',
    place: event.place ?? '',
    place_url: event.place_url ?? '',
    start_time: event.start_time ?? '',
    end_time: event.end_time ?? '',
    time_zone: event.time_zone ?? 'UTC',
    repeat: event.repeat ?? 'none',
    repeat_until: event.repeat_until ?? '',
    capacity: event.capacity == null ? '' : String(event.capacity),
  };
}

const asRepeat = (value: string): EventRepeat =>
  value === 'weekly' || value === 'monthly' ? value : 'none';

/** The schedule part of a draft as the contract has it ('' as null). */
function scheduleOf(draft: EventDraft) {
  const repeat = asRepeat(draft.repeat);
  return {
    end_date: draft.end_date.trim() || null,
    start_time: draft.start_time.trim() || null,
    end_time: draft.end_time.trim() || null,
    time_zone: draft.time_zone,
    repeat,
    repeat_until: repeat === 'none' ? null : draft.repeat_until.trim() || null,
  };
}

/** What is wrong with a draft, by field (spec 2 §5: an event needs a non-blank title). */
export function eventDraftProblems(draft: EventDraft): Partial<Record<keyof EventDraft, string>> {
  const link = draft.place_url.trim();
  const start = draft.start_time.trim();
  const end = draft.end_time.trim();
  const until = draft.repeat_until.trim();
  const lastDay = draft.end_date.trim();
  const problems: Partial<Record<keyof EventDraft, string>> = {
    ...(draft.title.trim() === '' ? { title: commonTexts.titleRequired } : {}),
    ...(isIsoDate(draft.date.trim()) ? {} : { date: eventsTexts.dateInvalid }),
    ...(link === '' || HTTP_LINK.test(link) ? {} : { place_url: placeTexts.placeUrlInvalid }),
    ...(start === '' || TIME.test(start) ? {} : { start_time: scheduleTexts.timeInvalid }),
    ...(end === '' || TIME.test(end) ? {} : { end_time: scheduleTexts.timeInvalid }),
    ...(until === '' || isIsoDate(until) ? {} : { repeat_until: eventsTexts.dateInvalid }),
    ...(lastDay === '' || isIsoDate(lastDay) ? {} : { end_date: eventsTexts.dateInvalid }),
    ...(validCapacity(draft.capacity) ? {} : { capacity: placeTexts.capacityInvalid }),
  };
  // The schedule's rules once its parts are well-formed (shown beside the other problems).
  const wellFormed =
    !problems.date && !problems.start_time && !problems.end_time && !problems.end_date;
  const problem = wellFormed
    ? eventScheduleProblem({ date: draft.date.trim(), ...scheduleOf(draft) })
    : null;
  if (problem === null || problems.repeat_until) return problems;
  const field: keyof EventDraft =
    problem === EVENT_SCHEDULE_DETAILS.unknownTimeZone
      ? 'time_zone'
      : problem === EVENT_SCHEDULE_DETAILS.untilWithoutRepeat
        ? 'repeat'
        : problem === EVENT_SCHEDULE_DETAILS.untilBeforeDate
          ? 'repeat_until'
          : problem === EVENT_SCHEDULE_DETAILS.lastDayBeforeDate
            ? 'end_date'
            : 'end_time';
  return { ...problems, [field]: problem };
}

/** The request body of a valid draft. */
export function eventRequest(draft: EventDraft, communityId: number) {
  return {
    title: draft.title.trim(),
    description: draft.description,
    date: draft.date.trim(),
    // Left out when empty: the server takes that as no place (an edit clears it).
    ...(draft.place.trim() ? { place: draft.place.trim() } : {}),
    ...(draft.place_url.trim() ? { place_url: draft.place_url.trim() } : {}),
    ...scheduleOf(draft),
    capacity: draft.capacity.trim() === '' ? null : Number(draft.capacity.trim()),
    community_id: communityId,
  };
}

function validCapacity(typed: string): boolean {
  const value = typed.trim();
  return value === '' || (CAPACITY.test(value) && Number(value) <= 100_000);
}

/**
 * The line of an occurrence's answers: "1 going · 2 waiting · 0 maybe · 1 not going", with the
 * places left when the event has a capacity ("of 12 places").
 */
export function rsvpCounts(event: CommunityEvent): string {
  const r = event.rsvps;
  if (!r) return '';
  const going =
    event.capacity == null ? `${r.going} going` : `${r.going} of ${event.capacity} places taken`;
  const waiting = r.waiting ? ` · ${r.waiting} waiting` : '';
  return `${going}${waiting} · ${r.maybe} maybe · ${r.not_going} not going`;
}

/** Whether the occurrence an event's answers are about was cancelled. */
export const occurrenceCancelled = (event: CommunityEvent, day = event.rsvps?.date) =>
  day !== undefined && (event.cancelled_dates ?? []).includes(day);

const LAST_DAY = '9999-12-31';

/**
 * The first day of the event's next (or current) time from `today`: its date or a repetition's,
 * or the first day of one over several days that is still on today; undefined when all are past.
 */
export function nextOccurrence(event: CommunityEvent, today: string): string | undefined {
  return eventOccurrences(event, addDays(today, -eventSpanDays(event)), LAST_DAY, 1)[0];
}

/**
 * The events from `today` on (a repeating one by its next day), by that day, then time, then in
 * the order they were added; `last` is the last day of that time (`next` for a one-day event).
 */
export function upcomingEvents(
  events: readonly CommunityEvent[],
  today: string,
): (CommunityEvent & { next: string; last: string })[] {
  return events
    .flatMap((event) => {
      const next = nextOccurrence(event, today);
      return next === undefined
        ? []
        : [{ ...event, next, last: addDays(next, eventSpanDays(event)) }];
    })
    .sort(
      (a, b) =>
        a.next.localeCompare(b.next) ||
        (a.start_time ?? '').localeCompare(b.start_time ?? '') ||
        a.id - b.id,
    );
}

/** `18:30–20:00`, `18:30`, or null for an all-day event. */
export function eventTimes(event: CommunityEvent): string | null {
  if (!event.start_time) return null;
  return event.end_time ? `${event.start_time}–${event.end_time}` : event.start_time;
}

/** `HH:mm` of an instant in `zone`, and its day there (`yyyy-MM-dd`). */
function wallClock(instant: Date, zone: string): { day: string; time: string } {
  const { year, month, day, hour, minute } = zonedClock(instant, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${year}-${two(month)}-${two(day)}`, time: `${two(hour)}:${two(minute)}` };
}

/**
 * The event's times on `day` in the reader's zone ("04:30–06:00 your time", with ", the next day"
 * or ", the day before" when the start falls on another day there), or null when they read the
 * same as in the event's own zone.
 */
export function viewerTimes(
  event: CommunityEvent,
  day: string,
  viewerZone = viewerTimeZone(),
): string | null {
  const zone = event.time_zone ?? 'UTC';
  if (!event.start_time || zone === viewerZone) return null;
  const start = wallClock(zonedToUtc(day, event.start_time, zone), viewerZone);
  // The end is on the occurrence's last day (its start's day for a one-day event).
  const endDay = addDays(day, eventSpanDays(event));
  const end = event.end_time
    ? wallClock(zonedToUtc(endDay, event.end_time, zone), viewerZone)
    : null;
  const times = end ? `${start.time}–${end.time}` : start.time;
  if (times === eventTimes(event) && start.day === day) return null;
  const shift =
    start.day > day ? scheduleTexts.nextDay : start.day < day ? scheduleTexts.dayBefore : '';
  return `${times} ${scheduleTexts.yourTime}${shift}`;
}

/**
 * When an event happens, as the list says it (issue 44): the times and, when they are in another
 * zone than the reader's, that zone and the reader's own times on `day` (the occurrence shown):
 * "09:30–11:00 Europe/London · 04:30–06:00 your time"; "All day" without times.
 */
export function eventWhen(
  event: CommunityEvent,
  viewerZone = viewerTimeZone(),
  day: string = event.date,
): string {
  const times = eventTimes(event);
  if (times === null) return scheduleTexts.allDay;
  const zone = event.time_zone ?? 'UTC';
  if (zone === viewerZone) return times;
  const own = `${times} ${zone.replace(/_/g, ' ')}`;
  const yours = viewerTimes(event, day, viewerZone);
  return yours === null ? own : `${own} · ${yours}`;
}

/** "Every week until 24 June 2026", or null when it does not repeat. */
export function eventRepetition(event: CommunityEvent, locale?: string): string | null {
  const repeat = event.repeat ?? 'none';
  if (repeat === 'none') return null;
  const every = scheduleTexts.every[repeat];
  return event.repeat_until
    ? `${every} ${scheduleTexts.until(formatEventDate(event.repeat_until, locale))}`
    : every;
}

/** The first and last day of a `yyyy-MM` month. */
function monthRange(month: string): [string, string] {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/**
 * The events as the Calendar draws them on their days in `month` (`yyyy-MM`): each day a
 * repeating event falls on, a timed one with its start time before its title.
 */
export function calendarEvents(events: readonly CommunityEvent[], month: string): CalendarEvent[] {
  const [from, to] = monthRange(month);
  return events.flatMap((event) =>
    eventDays(event, from, to).map((date) => {
      const title = event.start_time ? `${event.start_time} ${event.title}` : event.title;
      const cancelled = (event.cancelled_dates ?? []).includes(date);
      return {
        id: `${event.id}-${date}`,
        date,
        title: cancelled ? `${title} ${eventsTexts.cancelledMark}` : title,
      };
    }),
  );
}

/** An event's date as the list shows it: "Saturday, 10 January 2026" (en-GB). */
export function formatEventDate(date: string, locale?: string): string {
  if (!isIsoDate(date)) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
