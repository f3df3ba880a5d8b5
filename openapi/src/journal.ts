/**
 * The journal's rules shared by the server, the MSW fakes and the screen (issue 45): which entries
 * speak of self-harm or of not wanting to live (the entry's `crisis`), the national helplines the
 * crisis notice names for a member's country, and the journal's `detail`s for an entry's date and
 * the member's country.
 */

const words = (list: string) => list.trim().split(/\s*\|\s*/);
const anyOf = (list: string) =>
  new RegExp(`(?<![\\p{L}])(?:${words(list).join('|')})(?![\\p{L}])`, 'iu');

/** Words of self-harm, of wanting to die or of not wanting to live, in English, German, French and Spanish. */
const CRISIS = anyOf(`
  kill myself | killing myself | end my life | ending my life | end it all | take my own life |
  suicide | suicidal | want to die | wanna die | wish i was dead | wish i were dead |
  don't want to live | do not want to live | don't want to be alive | do not want to be alive |
  don't want to be here anymore | do not want to be here anymore | no point in living |
  hurt myself | hurting myself | harm myself | harming myself | self-harm | self harm |
  cut myself | cutting myself | no reason to live | better off dead | better off without me |
  overdose |
  mich umbringen | umbringen will | selbstmord | suizid | suizidal | mein leben beenden | nicht mehr leben |
  sterben will | will sterben | mir etwas antun | mir was antun | ritze mich | mich ritzen |
  me suicider | suicidaire | me tuer | mettre fin à mes jours | mettre fin à ma vie | en finir |
  envie de mourir | veux mourir | me faire du mal | me scarifier |
  suicidarme | suicidio | suicida | matarme | quitarme la vida | quiero morir | no quiero vivir |
  hacerme daño | acabar con mi vida | cortarme
`);

/**
 * Whether a text speaks of self-harm or of not wanting to live (grief, fear and sadness alone do
 * not): such an entry is answered with where to get help, not with insights.
 */
export function speaksOfCrisis(text: string): boolean {
  return CRISIS.test(text.replace(/’/g, "'"));
}

/** The directory of crisis lines in every country: the fallback for a country not in the table. */
export const HELPLINE_DIRECTORY_URL = 'https://findahelpline.com';

export interface Helpline {
  /** The country's name, in English. */
  readonly country: string;
  /** The line's name. */
  readonly name: string;
  /** How to reach it: "call or text 988". */
  readonly reach: string;
  /** The line's own site. */
  readonly url: string;
  /** The emergency number. */
  readonly emergency: string;
}

/** Well-known national crisis lines, by ISO 3166-1 alpha-2 country code (free, around the clock). */
export const HELPLINES = {
  US: {
    country: 'the United States',
    name: '988 Suicide & Crisis Lifeline',
    reach: 'call or text 988',
    url: 'https://988lifeline.org',
    emergency: '911',
  },
  GB: {
    country: 'the United Kingdom',
    name: 'Samaritans',
    reach: 'call 116 123',
    url: 'https://www.samaritans.org',
    emergency: '999',
  },
  CA: {
    country: 'Canada',
    name: '9-8-8 Suicide Crisis Helpline',
    reach: 'call or text 988',
    url: 'https://988.ca',
    emergency: '911',
  },
  AU: {
    country: 'Australia',
    name: 'Lifeline',
    reach: 'call 13 11 14',
    url: 'https://www.lifeline.org.au',
    emergency: '000',
  },
  IE: {
    country: 'Ireland',
    name: 'Samaritans',
    reach: 'call 116 123',
    url: 'https://www.samaritans.org/ireland',
    emergency: '112 or 999',
  },
  DE: {
    country: 'Germany',
    name: 'TelefonSeelsorge',
    reach: 'call 0800 111 0 111',
    url: 'https://www.telefonseelsorge.de',
    emergency: '112',
  },
  FR: {
    country: 'France',
    name: '3114, the national suicide prevention line',
    reach: 'call 3114',
    url: 'https://3114.fr',
    emergency: '112',
  },
  ES: {
    country: 'Spain',
    name: 'Línea 024',
    reach: 'call 024',
    url: 'https://www.sanidad.gob.es/linea024/',
    emergency: '112',
  },
  IN: {
    country: 'India',
    name: 'Tele-MANAS',
    reach: 'call 14416',
    url: 'https://telemanas.mohfw.gov.in',
    emergency: '112',
  },
  NZ: {
    country: 'New Zealand',
    name: 'Need to talk? 1737',
    reach: 'call or text 1737',
    url: 'https://1737.org.nz',
    emergency: '111',
  },
} as const satisfies Readonly<Record<string, Helpline>>;

export type HelplineCountry = keyof typeof HELPLINES;

export const HELPLINE_COUNTRIES = Object.keys(HELPLINES) as readonly HelplineCountry[];

/** The line for a country, or undefined (then the directory). */
export function helplineOf(country: string | null | undefined): Helpline | undefined {
  return country !== null && country !== undefined && country in HELPLINES
    ? HELPLINES[country as HelplineCountry]
    : undefined;
}

/** A country as the contract takes it: two capital letters (ISO 3166-1 alpha-2). */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value);
}

/** How far ahead of the server's clock an entry's date may be (clocks differ a little). */
export const ENTRY_DATE_LEEWAY_MS = 5 * 60 * 1000;

/** The journal's `detail`s for an entry's date and the member's country. */
export const JOURNAL_RULE_DETAILS = {
  dateInFuture: "An entry's date cannot be in the future.",
  dateTooOld: "An entry's date cannot be before the year 1900.",
  countryInvalid: 'The country must be a two-letter country code, such as GB or US.',
} as const;

/** The earliest date an entry may carry. */
export const ENTRY_DATE_MIN = Date.UTC(1900, 0, 1);

/**
 * Why an entry's date is refused, or null: not after `now` (plus a few minutes of leeway), not
 * before 1900.
 */
export function entryDateProblem(iso: string, now: Date): string | null {
  const at = Date.parse(iso);
  if (at > now.getTime() + ENTRY_DATE_LEEWAY_MS) return JOURNAL_RULE_DETAILS.dateInFuture;
  if (at < ENTRY_DATE_MIN) return JOURNAL_RULE_DETAILS.dateTooOld;
  return null;
}

// ------------------------------------------------------------------ the month calendar and streak

/** The most entries a calendar day lists (`titles`); `entries` counts them all. */
export const CALENDAR_DAY_TITLES = 20;

/** The calendar's `detail` for an unknown zone (the month's shape is the contract's pattern). */
export const JOURNAL_CALENDAR_DETAILS = {
  unknownTimeZone: 'The time zone is not one we know; send an IANA zone such as Europe/London.',
} as const;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (`yyyy-MM-dd`) an instant falls on in an IANA zone. */
export function dayIn(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day before a `yyyy-MM-dd` date. */
export function dayBefore(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}

/**
 * The instants a month's days may hold in any zone: from a day before its 1st (UTC) to a day
 * after its end (zones are at most 14 hours from UTC); entries in it are then read by day.
 */
export function monthWindow(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 0)),
    to: new Date(Date.UTC(year, monthNumber, 2)),
  };
}

/** An entry as the calendar reads it. */
export interface CalendarEntry {
  id: number;
  title: string;
  createdAt: Date;
}

/** A day of the calendar (contract schema `JournalCalendarDay`). */
export interface CalendarDay {
  date: string;
  entries: number;
  titles: { id: number; title: string }[];
}

/**
 * A month's days with entries, in order: the entries (any order) read by day in `timeZone`, those
 * outside the month left out; each day lists its first CALENDAR_DAY_TITLES entries, oldest first.
 */
export function calendarDays(
  entries: readonly CalendarEntry[],
  month: string,
  timeZone: string,
): CalendarDay[] {
  const sorted = [...entries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  const days = new Map<string, CalendarDay>();
  for (const entry of sorted) {
    const date = dayIn(entry.createdAt, timeZone);
    if (!date.startsWith(`${month}-`)) continue;
    let day = days.get(date);
    if (!day) {
      day = { date, entries: 0, titles: [] };
      days.set(date, day);
    }
    day.entries += 1;
    if (day.titles.length < CALENDAR_DAY_TITLES)
      day.titles.push({ id: entry.id, title: entry.title });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The writing streak: how many days in a row hold an entry (`days`, the dates with entries),
 * ending `today`, or yesterday when today has none yet; 0 when neither has one.
 */
export function streakOf(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}
