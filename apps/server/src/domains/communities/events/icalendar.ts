/**
 * A community's events as an iCalendar object (RFC 5545): CRLF line endings, content lines folded
 * at 75 octets (never inside a UTF-8 character), TEXT values escaped (`\\`, `;`, `,`, line breaks
 * as `\n`; other control characters left out), one VEVENT per event with a stable UID: all-day, or
 * timed with its IANA zone as TZID, and an RRULE when it repeats weekly or monthly. Each zone a
 * TZID names gets one VTIMEZONE (RFC 5545 §3.6.5, from timezones-ical-library's IANA blocks); a
 * zone that library does not know is written as UTC instead; UTC events need none.
 *
 * Privacy and busy time (issue 41): the feed's address is a bearer link that calendar apps keep and
 * people share, so it names nobody by e-mail: the member's own answer is an ATTENDEE with their
 * username and the community page as its address, never `mailto:`. An event the member is going to
 * is busy time (`TRANSP:OPAQUE`); the others (no answer, maybe, not going) are free
 * (`TRANSP:TRANSPARENT`), so a community's whole calendar does not fill a member's days, and a
 * "maybe" does not block time the member has not promised.
 */
import { zonedToUtc } from '@wegrow/contract/communities';
import { tzlib_get_ical_block } from 'timezones-ical-library';

export const PRODUCT_ID = '-//WeGrow//Communities//EN';
/** How often calendar apps should fetch the feed again (RFC 7986 REFRESH-INTERVAL). */
export const REFRESH_INTERVAL = 'PT1H';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  /** `yyyy-MM-dd` */
  date: string;
  /** Where ('' for not said) and an http(s) link for it, or null. */
  place?: string;
  placeUrl?: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The feed's member's answer to the event (RSVP), when they gave one: an ATTENDEE line. */
  attendee?: CalendarAttendee;
  /** The last day of an event over several days (`yyyy-MM-dd`), or null for one day. */
  endDate?: string | null;
  /** `HH:mm` in `timeZone`; null or left out for an all-day event. */
  startTime?: string | null;
  endTime?: string | null;
  /** The IANA zone of its times (`UTC` when left out). */
  timeZone?: string;
  repeat?: 'none' | 'weekly' | 'monthly';
  /** The last day it may fall on (`yyyy-MM-dd`), or null. */
  repeatUntil?: string | null;
  /** Occurrences cancelled without ending the series (`yyyy-MM-dd`): EXDATE lines. */
  cancelledDates?: readonly string[];
  /** The UID's part before `@host` (`community-event-{id}` when left out). */
  uid?: string;
  /** The event itself is cancelled (STATUS:CANCELLED). */
  cancelled?: boolean;
}

/**
 * The member whose feed it is, with their answer (RFC 5545 ATTENDEE with PARTSTAT); no e-mail
 * address: the feed names people without their addresses.
 */
export interface CalendarAttendee {
  status: 'going' | 'maybe' | 'not_going';
  /** Their username (CN), when they chose one. */
  name: string | null;
}

const PARTSTAT = { going: 'ACCEPTED', maybe: 'TENTATIVE', not_going: 'DECLINED' } as const;

/** A quoted parameter value (RFC 5545 §3.1): no DQUOTE or control characters inside. */
const quotedParam = (value: string) =>
  `"${[...value].filter((char) => char !== '"' && char >= ' ' && char !== '\u007F').join('')}"`;

/**
 * `ATTENDEE;CN="sam";PARTSTAT=ACCEPTED:https://wegrow.example/communities/3`: the value is a
 * CAL-ADDRESS, any URI (RFC 5545 §3.3.3; `mailto:` only when it is an e-mail address, which a feed
 * never gives), here `address`, the community page, where the member is listed by username.
 */
export function attendeeLine(attendee: CalendarAttendee, address: string): string {
  const name = attendee.name === null ? '' : `;CN=${quotedParam(attendee.name)}`;
  return `ATTENDEE${name};PARTSTAT=${PARTSTAT[attendee.status]}:${address}`;
}

export interface CalendarInput {
  /** The community's name and description (the calendar's name and description). */
  name: string;
  description: string;
  events: readonly CalendarEvent[];
  /** PUBLIC_SITE_URL, without a trailing slash: UIDs use its host, URLs its address. */
  siteUrl: string;
  /** The community page, for each event's URL and the ATTENDEE's address. */
  pageUrl: string;
  /** When the calendar is made (DTSTAMP, as METHOD:PUBLISH wants). */
  now: Date;
}

/** Characters a TEXT value cannot carry: the control characters but HTAB (and LF, escaped below). */
const NOT_TEXT_CHAR = /[^\t\n\u0020-\u007E\u0080-\u{10FFFF}]/gu;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(NOT_TEXT_CHAR, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets; each continuation starts
 * with one space. Cuts fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20260418T090000Z` */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `2026-04-18` → `20260418` */
const basicDate = (date: string) => date.replace(/-/g, '');

/**
 * The day after a `yyyy-MM-dd` date (an all-day event's DTEND, which is exclusive); null after
 * 9999-12-31, where the event goes without DTEND (one day all the same, RFC 5545 §3.6.1).
 */
export function nextDay(date: string): string | null {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.getUTCFullYear() > 9999 ? null : day.toISOString().slice(0, 10);
}

function dtEnd(date: string): string[] {
  const end = nextDay(date);
  return end === null ? [] : [`DTEND;VALUE=DATE:${basicDate(end)}`];
}

const isUtc = (zone: string) => zone === 'UTC' || zone === 'Etc/UTC';

export interface Vtimezone {
  /** Its TZID: the zone's IANA name, or an alias's canonical one (`Asia/Calcutta`: `Asia/Kolkata`). */
  tzid: string;
  /** `BEGIN:VTIMEZONE` … `END:VTIMEZONE`. */
  lines: string[];
}

const vtimezones = new Map<string, Vtimezone | null>();

/**
 * The VTIMEZONE of an IANA zone (an alias gets its canonical zone's block and TZID), or null for
 * UTC and for a name the library has no block for (then its events are written in UTC).
 */
export function vtimezoneOf(zone: string): Vtimezone | null {
  if (isUtc(zone)) return null;
  let found = vtimezones.get(zone);
  if (found === undefined) {
    const block: unknown = tzlib_get_ical_block(zone);
    const text: unknown = Array.isArray(block) ? block[0] : null;
    const lines = typeof text === 'string' ? text.split(/\r?\n/u).filter((l) => l !== '') : [];
    const tzid = lines.find((line) => line.startsWith('TZID:'))?.slice('TZID:'.length);
    found =
      tzid && lines[0] === 'BEGIN:VTIMEZONE' && lines.at(-1) === 'END:VTIMEZONE'
        ? { tzid, lines }
        : null;
    vtimezones.set(zone, found);
  }
  return found;
}

/**
 * `DTSTART;TZID=Europe/Berlin:20260504T183000`, or `…T183000Z` in UTC (also for a zone without a
 * VTIMEZONE block: the same instant in UTC).
 */
function zonedStamp(
  name: 'DTSTART' | 'DTEND' | 'EXDATE',
  date: string,
  time: string,
  zone: string,
): string {
  const local = `${basicDate(date)}T${time.replace(':', '')}00`;
  if (isUtc(zone)) return `${name}:${local}Z`;
  const vtimezone = vtimezoneOf(zone);
  if (vtimezone === null) return `${name}:${utcStamp(zonedToUtc(date, time, zone))}`;
  return `${name};TZID=${vtimezone.tzid}:${local}`;
}

/** When it happens: DTSTART/DTEND, all-day or timed in its zone, and its RRULE when it repeats. */
function whenLines(event: CalendarEvent): string[] {
  const zone = event.timeZone ?? 'UTC';
  const start = event.startTime ?? null;
  // An event over several days ends on its last day (DTEND, so each repetition lasts as long).
  const lastDay = event.endDate && event.endDate > event.date ? event.endDate : event.date;
  const lines =
    start === null
      ? [`DTSTART;VALUE=DATE:${basicDate(event.date)}`, ...dtEnd(lastDay)]
      : [
          zonedStamp('DTSTART', event.date, start, zone),
          ...(event.endTime ? [zonedStamp('DTEND', lastDay, event.endTime, zone)] : []),
        ];
  const repeat = event.repeat ?? 'none';
  if (repeat === 'none') return lines;
  const until = event.repeatUntil ?? null;
  // RFC 5545 §3.3.10: UNTIL is a DATE with an all-day DTSTART, a UTC date-time with a zoned one:
  // the last second of the last day in the event's zone, so that day's occurrence is in.
  const untilPart =
    until === null
      ? ''
      : start === null
        ? `;UNTIL=${basicDate(until)}`
        : `;UNTIL=${utcStamp(new Date(zonedToUtc(until, '23:59', zone).getTime() + 59_000))}`;
  // RFC 5545 §3.8.5.1: each cancelled occurrence an EXDATE of DTSTART's value type (and zone).
  const exdates = (event.cancelledDates ?? []).map((day) =>
    start === null ? `EXDATE;VALUE=DATE:${basicDate(day)}` : zonedStamp('EXDATE', day, start, zone),
  );
  return [
    ...lines,
    `RRULE:FREQ=${repeat === 'weekly' ? 'WEEKLY' : 'MONTHLY'}${untilPart}`,
    ...exdates,
  ];
}

/** LOCATION (RFC 5545 §3.8.1.7): the place as text, its link as ALTREP; none when neither. */
function locationLines({ place = '', placeUrl = null }: CalendarEvent): string[] {
  if (placeUrl)
    return [`LOCATION;ALTREP=${quotedParam(placeUrl)}:${escapeText(place || placeUrl)}`];
  return place ? [`LOCATION:${escapeText(place)}`] : [];
}

export function icalendar(input: CalendarInput): string {
  const host = new URL(input.siteUrl).hostname;
  const stamp = utcStamp(input.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(input.name)}`,
    `X-WR-CALNAME:${escapeText(input.name)}`,
    ...(input.description.trim() === ''
      ? []
      : [
          `DESCRIPTION:${escapeText(input.description)}`,
          `X-WR-CALDESC:${escapeText(input.description)}`,
        ]),
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
  ];
  // One VTIMEZONE per TZID a timed event names, before the events.
  const zones = new Map<string, string[]>();
  for (const event of input.events) {
    if ((event.startTime ?? null) === null) continue;
    const vtimezone = vtimezoneOf(event.timeZone ?? 'UTC');
    if (vtimezone) zones.set(vtimezone.tzid, vtimezone.lines);
  }
  for (const tzid of [...zones.keys()].sort()) lines.push(...(zones.get(tzid) ?? []));
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid ?? `community-event-${event.id}`}@${host}`,
      `DTSTAMP:${stamp}`,
      `CREATED:${utcStamp(event.createdAt)}`,
      `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
      ...whenLines(event),
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.description.trim() === '' ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
      ...locationLines(event),
      ...(event.cancelled ? ['STATUS:CANCELLED'] : []),
      `URL:${input.pageUrl}`,
      ...(event.attendee ? [attendeeLine(event.attendee, input.pageUrl)] : []),
      // Busy time only when the member said they are going.
      event.attendee?.status === 'going' ? 'TRANSP:OPAQUE' : 'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
