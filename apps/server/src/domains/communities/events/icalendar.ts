/**
 * A community's events as an iCalendar object (RFC 5545): CRLF line endings, content lines folded
 * at 75 octets (never inside a UTF-8 character), TEXT values escaped (`\\`, `;`, `,`, line breaks
 * as `\n`; other control characters left out), one all-day VEVENT per event with a stable UID.
 */

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
}

/** The member whose feed it is, with their answer (RFC 5545 ATTENDEE with PARTSTAT). */
export interface CalendarAttendee {
  status: 'going' | 'maybe' | 'not_going';
  /** Their username (CN), when they chose one. */
  name: string | null;
  email: string;
}

const PARTSTAT = { going: 'ACCEPTED', maybe: 'TENTATIVE', not_going: 'DECLINED' } as const;

/** A quoted parameter value (RFC 5545 §3.1): no DQUOTE or control characters inside. */
const quotedParam = (value: string) =>
  `"${[...value].filter((char) => char !== '"' && char >= ' ' && char !== '\u007F').join('')}"`;

/** `ATTENDEE;CN="sam";PARTSTAT=ACCEPTED:mailto:sam@example.org` */
export function attendeeLine(attendee: CalendarAttendee): string {
  const name = attendee.name === null ? '' : `;CN=${quotedParam(attendee.name)}`;
  return `ATTENDEE${name};PARTSTAT=${PARTSTAT[attendee.status]}:mailto:${attendee.email}`;
}

export interface CalendarInput {
  /** The community's name and description (the calendar's name and description). */
  name: string;
  description: string;
  events: readonly CalendarEvent[];
  /** PUBLIC_SITE_URL, without a trailing slash: UIDs use its host, URLs its address. */
  siteUrl: string;
  /** The community page, for each event's URL. */
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
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:community-event-${event.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `CREATED:${utcStamp(event.createdAt)}`,
      `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      ...dtEnd(event.date),
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.description.trim() === '' ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
      ...locationLines(event),
      `URL:${input.pageUrl}`,
      ...(event.attendee ? [attendeeLine(event.attendee)] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
