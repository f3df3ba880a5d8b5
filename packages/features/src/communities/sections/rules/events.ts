import type { CommunityEvent } from '@wegrow/api';
import { isIsoDate, type CalendarEvent } from '@wegrow/ui';
import { commonTexts, eventsTexts } from '../texts';

export interface EventDraft {
  title: string;
  description: string;
  /** `yyyy-MM-dd` as typed. */
  date: string;
  /** Where, as typed ('' for not said). */
  place: string;
  /** An http(s) link for the place, as typed ('' for none). */
  place_url: string;
}

export const placeTexts = {
  placeLabel: 'Place',
  placeUrlLabel: 'Place link',
  placeUrlHint: 'Optional: a map or a video call, starting with http:// or https://.',
  placeUrlInvalid: 'The place link must start with http:// or https://.',
} as const;

const HTTP_LINK = /^https?:\/\/[^\s/?#]+\S*$/i;

export const emptyEventDraft = (date: string): EventDraft => ({
  title: '',
  description: '',
  date,
  place: '',
  place_url: '',
});

/** What is wrong with a draft, by field (spec 2 §5: an event needs a non-blank title). */
export function eventDraftProblems(draft: EventDraft): {
  title?: string;
  date?: string;
  place_url?: string;
} {
  const link = draft.place_url.trim();
  return {
    ...(draft.title.trim() === '' ? { title: commonTexts.titleRequired } : {}),
    ...(isIsoDate(draft.date.trim()) ? {} : { date: eventsTexts.dateInvalid }),
    ...(link === '' || HTTP_LINK.test(link) ? {} : { place_url: placeTexts.placeUrlInvalid }),
  };
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
    community_id: communityId,
  };
}

/** The events from `today` on, by date then in the order they were added. */
export function upcomingEvents(events: readonly CommunityEvent[], today: string): CommunityEvent[] {
  return events
    .filter((event) => event.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/** The events as the Calendar draws them on their days. */
export function calendarEvents(events: readonly CommunityEvent[]): CalendarEvent[] {
  return events.map((event) => ({ id: event.id, date: event.date, title: event.title }));
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
