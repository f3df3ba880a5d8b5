import type { CommunityEvent } from '@wegrow/api';
import { isIsoDate, type CalendarEvent } from '@wegrow/ui';
import { commonTexts, eventsTexts } from '../texts';

export interface EventDraft {
  title: string;
  description: string;
  /** `yyyy-MM-dd` as typed. */
  date: string;
}

export const emptyEventDraft = (date: string): EventDraft => ({ title: '', description: '', date });

/** What is wrong with a draft, by field (spec 2 §5: an event needs a non-blank title). */
export function eventDraftProblems(draft: EventDraft): { title?: string; date?: string } {
  return {
    ...(draft.title.trim() === '' ? { title: commonTexts.titleRequired } : {}),
    ...(isIsoDate(draft.date.trim()) ? {} : { date: eventsTexts.dateInvalid }),
  };
}

/** The request body of a valid draft. */
export function eventRequest(draft: EventDraft, communityId: number) {
  return {
    title: draft.title.trim(),
    description: draft.description,
    date: draft.date.trim(),
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
