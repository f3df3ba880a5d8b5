/**
 * The words and constants of communities: every `detail` and `message` the server sends for them,
 * the inbox notices it delivers, and the small rules both the server and the MSW fakes apply (the
 * conformance suite compares their answers word for word). Screens show these texts as they come.
 */

/** The section keys in the default order (spec 2 §9), for a community without a stored layout. */
export const DEFAULT_COMMUNITY_LAYOUT = [
  'goals',
  'chat',
  'resources',
  'events',
  'members',
  'admin',
  'component_manager',
] as const;

export type CommunitySectionKey = (typeof DEFAULT_COMMUNITY_LAYOUT)[number];

/** How many chat messages one page of `listCommunityChatMessages` holds (the latest, oldest first). */
export const CHAT_PAGE_SIZE = 200;

/** The most bans one `listCommunityBans` answer holds (the latest). */
export const BANS_LIST_MAX = 200;

/** The longest reason of a ban, in characters. */
export const BAN_REASON_MAX = 500;

/** The `detail` of each refusal (status in the comment). */
export const COMMUNITY_DETAILS = {
  /** 404: no community with this id. */
  communityNotFound: 'Community not found.',
  /** 404: no goal with this id. */
  goalNotFound: 'Goal not found.',
  /** 404: no task with this id. */
  taskNotFound: 'Task not found.',
  /** 404: no chat message with this id in this community. */
  messageNotFound: 'Message not found.',
  /** 404: no resource with this id in this community. */
  resourceNotFound: 'Resource not found.',
  /** 404: no event with this id in this community. */
  eventNotFound: 'Event not found.',
  /** 404: a day the event does not fall on (an occurrence's `date`). */
  eventNoSuchDay: 'This event does not happen on that day.',
  /** 409: an answer to an occurrence an admin cancelled. */
  occurrenceCancelled: 'This occurrence is cancelled.',
  /** 404: `userId` is not an approved member (toggle admin). */
  memberNotFound: 'This user is not a member of the community.',
  /** 404: `userId` has neither a membership nor a request (remove). */
  membershipNotFound: 'This user is neither a member of the community nor asking to join.',
  /** 404: `userId` has not asked to join (approve, reject). */
  requestNotFound: 'There is no pending join request from this user.',

  /** 403: goals, tasks, chat, resources, events, the member list, the calendar: approved members only. */
  membersOnly: 'Only approved members of this community can do this.',
  /** 403: a section the admins hid from members (goals, chat, resources, events, the member list), to a member who is no admin. */
  sectionHidden: "The community's admins have hidden this section.",
  /** 403: edit info, layout, join requests, decide, toggle admin, remove someone else. */
  adminsOnly: 'Only community admins can do this.',
  /** 403: delete the community. */
  creatorOnly: 'Only the creator can delete the community.',
  /** 403: edit or delete a goal, task, resource or event someone else added. */
  authorOrAdminOnly: 'Only the member who added it or a community admin can change it.',
  /** 403: delete someone else's chat message, to a member who is no admin (admins may remove any). */
  chatAuthorOnly: 'Only its author or a community admin can delete a message.',
  /** 403: edit someone else's chat message (admins included: they may delete it instead). */
  chatEditAuthorOnly: 'Only its author can edit a message.',
  /** 403: assign a task to another member (admins only). */
  assignOthersAdminsOnly: 'Only community admins can assign a task to someone else.',
  /** 403: take or unassign a task assigned to someone else (admins only). */
  reassignAdminsOnly:
    'This task is assigned to someone else: only community admins can reassign it.',
  /** 403: complete a task in someone else's name. */
  completeAsYourself: 'You can complete a task only as yourself.',
  /** 403: undo a completion by someone else (allowed: who completed it, the task's creator, admins). */
  undoNotYours:
    'Only the member who completed this task, the one who added it or a community admin can undo it.',
  /** 403: a calendar address whose token is wrong, or whose member has left. */
  calendarLinkInvalid:
    'This calendar address is not valid (any more). Get a new one from the community page.',

  /** 404: an invite link that was revoked, replaced by a newer one, or never existed. */
  inviteInvalid: 'This invite link is no longer valid.',

  /** 429: the caller already has as many chat streams open as a user may (CHAT_STREAMS_PER_USER). */
  tooManyChatStreams:
    'You have too many chat streams open (other tabs or devices). Close one and try again.',
  /** 429: this server process holds as many chat streams as it may (CHAT_STREAMS_PER_PROCESS). */
  chatStreamsFull: 'The live chat is busy right now. Please try again in a minute.',

  /** 403: join or use an invite link while banned from the community. */
  banned: "You can't join this community.",
  /** 404: lift a ban on someone who is not banned. */
  banNotFound: 'This user is not banned from the community.',
  /** 409: an admin bans themself. */
  cannotBanYourself: "You can't ban yourself.",
  /** 409: ban the creator. */
  creatorCannotBeBanned: 'The creator cannot be banned.',

  /** 409: join, as a member. */
  alreadyMember: 'You are already a member of this community.',
  /** 409: approve or reject someone who is already a member. */
  alreadyApproved: 'This user is already a member of the community.',
  /** 409: toggle the creator's admin flag. */
  creatorAlwaysAdmin: 'The creator is always an admin.',
  /** 409: remove the creator. */
  creatorCannotBeRemoved: 'The creator cannot be removed.',
  /** 409: the creator removes themself. */
  creatorCannotLeave: 'The creator cannot leave the community; delete it instead.',

  /** 422: assign a task to someone who is not an approved member. */
  assigneeNotMember: 'The assignee must be an approved member of this community.',
  /** 422: reopen a task while naming who completed it. */
  reopenWithCompleter:
    'A reopened task has no one who completed it: send completed_by_user_id as null or leave it out.',
  /** 422: an event's `community_id` differs from the path's. */
  communityIdMismatch: 'The community ID in the body must match the id in the address.',
} as const;

/** An invite link's token: 32 random bytes, base64url without padding. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The community page's address that joins with an invite (`?invite=TOKEN`). */
export function inviteHref(communityId: number, token: string): string {
  return `/communities/${communityId}?invite=${encodeURIComponent(token)}`;
}

/** The `message` of `decideCommunityJoinRequest`. */
export const COMMUNITY_MESSAGES = {
  approved: 'Join request approved.',
  rejected: 'Join request rejected.',
} as const;

/** A message for someone's inbox (sent as `{ kind: 'community', name: <community name> }`). */
export interface CommunityNotice {
  subject: string;
  content: string;
}

/** What an admin can remove that someone else added (the inbox notice names it). */
export type RemovedItemKind = 'message' | 'goal' | 'resource' | 'event';

/** How much of a removed item's text its author's notice quotes. */
export const REMOVED_EXCERPT_LENGTH = 80;

/** The removed item's text as its notice quotes it: on one line, cut with an ellipsis. */
export function removedExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= REMOVED_EXCERPT_LENGTH
    ? line
    : `${chars
        .slice(0, REMOVED_EXCERPT_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * How a member is named to other members: the username, else "Member {id}" — never the e-mail
 * address, which only its owner sees (issue 41).
 */
export function memberLabel(username: string | null | undefined, userId: number): string {
  return username?.trim() || `Member ${userId}`;
}

/**
 * Where a community's join requests are answered: its Member List, the page's `#members` section
 * (issue 44). A join request's notice links there.
 */
export function joinRequestsPath(communityId: number): string {
  return `/communities/${communityId}#members`;
}

/** What the inbox says when a change affects a person (the sender is the community). */
export const COMMUNITY_NOTICES = {
  /**
   * To each admin (the creator included) when someone asks to join; it links to the requests
   * (`joinRequestsPath`).
   */
  joinRequested: (community: string, who: string, communityId: number): CommunityNotice => ({
    subject: 'New join request',
    content: `${who} asked to join ${community}. Approve or reject the request in the Member List: ${joinRequestsPath(communityId)}`,
  }),
  /** To the person whose request was approved. */
  approved: (community: string): CommunityNotice => ({
    subject: 'Join request approved',
    content: `Welcome to ${community}! Your request to join was approved.`,
  }),
  /** To the person whose request was rejected (or removed by an admin before a decision). */
  rejected: (community: string): CommunityNotice => ({
    subject: 'Join request declined',
    content: `Your request to join ${community} was declined.`,
  }),
  /** To the member an admin made admin. */
  madeAdmin: (community: string): CommunityNotice => ({
    subject: 'You are now an admin',
    content: `You are now an admin of ${community}.`,
  }),
  /** To the admin an admin made a plain member again. */
  adminRevoked: (community: string): CommunityNotice => ({
    subject: 'You are no longer an admin',
    content: `You are no longer an admin of ${community}.`,
  }),
  /** To the member an admin removed (not to someone who left by themself). */
  removed: (community: string): CommunityNotice => ({
    subject: 'Removed from the community',
    content: `You were removed from ${community}.`,
  }),
  /** To the member (or requester) an admin banned; `reason` when the admin gave one. */
  banned: (community: string, reason: string | null): CommunityNotice => ({
    subject: 'Banned from the community',
    content: `You were banned from ${community} and can't join it again.${
      reason ? ` Reason: ${reason}` : ''
    }`,
  }),
  /**
   * To the author of a chat message, goal, resource or event an admin removed (not when the author
   * removed it themself); `text` is the message or the item's title (cut to REMOVED_EXCERPT_LENGTH).
   */
  itemRemoved: (community: string, kind: RemovedItemKind, text: string): CommunityNotice => ({
    subject: 'Removed by an admin',
    content: `Your ${kind} "${removedExcerpt(text)}" in ${community} was removed by a community admin.`,
  }),
  /**
   * To each member who answered going or maybe (not the one who changed it) when an event's date
   * changes; `date` is the new one, `yyyy-MM-dd`.
   */
  eventChanged: (community: string, title: string, date: string, place = ''): CommunityNotice => ({
    subject: 'Event changed',
    content: `"${removedExcerpt(title)}" in ${community} is now on ${date}${
      place ? ` at ${removedExcerpt(place)}` : ''
    }.`,
  }),
  /** To each member who answered going or maybe (not the one who deleted it) when an event goes. */
  eventCancelled: (community: string, title: string): CommunityNotice => ({
    subject: 'Event cancelled',
    content: `"${removedExcerpt(title)}" in ${community} was cancelled.`,
  }),
  /**
   * To each member who answered going or maybe (not the one cancelling) when one occurrence of an
   * event is cancelled; `date` is its day, `yyyy-MM-dd`.
   */
  eventOccurrenceCancelled: (community: string, title: string, date: string): CommunityNotice => ({
    subject: 'Event cancelled',
    content: `"${removedExcerpt(title)}" in ${community} on ${date} was cancelled.`,
  }),
  /** To the first on an occurrence's waiting list when a place frees up (they are going now). */
  eventPlaceFreed: (community: string, title: string, date: string): CommunityNotice => ({
    subject: 'You have a place',
    content: `A place opened up at "${removedExcerpt(title)}" in ${community} on ${date}: you are going.`,
  }),
  /** To every other member when the creator deletes the community. */
  deleted: (community: string): CommunityNotice => ({
    subject: 'Community deleted',
    content: `${community} was deleted by its creator.`,
  }),
} as const;

const HTTP_SCHEME = /^https?:\/\//i;

/**
 * The address a resource opens (its `href`): the url itself when it starts with http:// or
 * https://, otherwise https:// followed by it (spec 2 §5). The contract refuses every other scheme.
 */
export function resourceHref(url: string): string {
  return HTTP_SCHEME.test(url) ? url : `https://${url}`;
}

/**
 * The community list's sort key, as the server's SQL computes it (`communityNameKey` in
 * apps/server): the name with its accents taken off (decomposed, the combining marks U+0300–U+036F
 * removed, so "Élan" files under E) and A–Z lower-cased; keys compare by code unit (collation "C"
 * on the server), then the id. Letters with no decomposition (ø, ß) keep their place after z.
 */
export function communityNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The refusals of an event's times and repetition (400), the same words on server and client. */
export const EVENT_SCHEDULE_DETAILS = {
  endWithoutStart: 'An end time needs a start time.',
  endBeforeStart: 'The end time must be later than the start time.',
  lastDayBeforeDate: 'The last day cannot be before the event’s date.',
  lastDayWithoutEndTime: 'A timed event over several days needs an end time.',
  unknownTimeZone: 'The time zone is not one we know; choose one from the list.',
  untilWithoutRepeat: 'An end of the repetition needs the event to repeat.',
  untilBeforeDate: 'The repetition cannot end before the event’s date.',
} as const;

/** How an event repeats (the contract's `CommunityEventRepeat`). */
export type EventRepeat = 'none' | 'weekly' | 'monthly';

/** When an event happens: its date, optional times in its zone, and its repetition. */
export interface EventSchedule {
  /** `yyyy-MM-dd` */
  date: string;
  /** The last day of an event over several days (`yyyy-MM-dd`, after `date`); null or `date` for one day. */
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  time_zone?: string;
  repeat?: EventRepeat;
  repeat_until?: string | null;
}

let knownZones: ReadonlySet<string> | undefined;

/** Whether the runtime knows an IANA zone name (`Intl.supportedValuesOf`, plus `UTC`). */
export function isKnownTimeZone(zone: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
  if (knownZones.has(zone)) return true;
  try {
    // Aliases the list leaves out (`Europe/Kiev`, `US/Eastern`) are still zones the runtime knows.
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with an event's schedule (one `EVENT_SCHEDULE_DETAILS` text), or null. */
export function eventScheduleProblem(schedule: EventSchedule): string | null {
  const start = schedule.start_time ?? null;
  const end = schedule.end_time ?? null;
  const lastDay = schedule.end_date ?? null;
  const severalDays = lastDay !== null && lastDay > schedule.date;
  if (lastDay !== null && lastDay < schedule.date) return EVENT_SCHEDULE_DETAILS.lastDayBeforeDate;
  if (end !== null && start === null) return EVENT_SCHEDULE_DETAILS.endWithoutStart;
  if (end !== null && start !== null && end <= start && !severalDays)
    return EVENT_SCHEDULE_DETAILS.endBeforeStart;
  if (severalDays && start !== null && end === null)
    return EVENT_SCHEDULE_DETAILS.lastDayWithoutEndTime;
  if (schedule.time_zone !== undefined && !isKnownTimeZone(schedule.time_zone))
    return EVENT_SCHEDULE_DETAILS.unknownTimeZone;
  const until = schedule.repeat_until ?? null;
  if (until !== null && (schedule.repeat ?? 'none') === 'none')
    return EVENT_SCHEDULE_DETAILS.untilWithoutRepeat;
  if (until !== null && until < schedule.date) return EVENT_SCHEDULE_DETAILS.untilBeforeDate;
  return null;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** `days` days after (or before, when negative) a `yyyy-MM-dd` date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDay(day);
}

/** How many days after its first an event (each of its repetitions) ends: 0 for a one-day event. */
export function eventSpanDays(schedule: EventSchedule): number {
  const lastDay = schedule.end_date ?? null;
  if (lastDay === null || lastDay <= schedule.date) return 0;
  return Math.round(
    (Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${schedule.date}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * Every day an event is on between `from` and `to` (inclusive): each day of each repetition of an
 * event over several days, in order, without repeats; the first days of `eventOccurrences` else.
 */
export function eventDays(
  schedule: EventSchedule,
  from: string,
  to: string,
  limit = 400,
): string[] {
  const span = eventSpanDays(schedule);
  if (span === 0) return eventOccurrences(schedule, from, to, limit);
  const days = new Set<string>();
  for (const first of eventOccurrences(schedule, addDays(from, -span), to, limit)) {
    for (let offset = 0; offset <= span; offset += 1) {
      const day = addDays(first, offset);
      if (day >= from && day <= to) days.add(day);
    }
  }
  return [...days].sort().slice(0, limit);
}

/**
 * The days an event falls on between `from` and `to` (inclusive, `yyyy-MM-dd`): its date, and for
 * a repeating event every week (the same weekday) or every month (the same day of the month;
 * months without that day are skipped, as RFC 5545's RRULE does) until `repeat_until`. At most
 * `limit` days, in order.
 */
export function eventOccurrences(
  schedule: EventSchedule,
  from: string,
  to: string,
  limit = 400,
): string[] {
  const repeat = schedule.repeat ?? 'none';
  const last = schedule.repeat_until && schedule.repeat_until < to ? schedule.repeat_until : to;
  if (repeat === 'none') return schedule.date >= from && schedule.date <= to ? [schedule.date] : [];
  const start = new Date(`${schedule.date}T00:00:00Z`);
  const days: string[] = [];
  if (repeat === 'weekly') {
    const day = new Date(start);
    // Jump to the first week at or after `from` instead of walking from the first date.
    if (from > schedule.date) {
      const weeks = Math.floor(
        (Date.parse(`${from}T00:00:00Z`) - start.getTime()) / (7 * 86_400_000),
      );
      day.setUTCDate(day.getUTCDate() + weeks * 7);
    }
    while (days.length < limit) {
      const iso = isoDay(day);
      if (iso > last) break;
      if (iso >= from) days.push(iso);
      day.setUTCDate(day.getUTCDate() + 7);
    }
    return days;
  }
  const dayOfMonth = start.getUTCDate();
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  if (from > schedule.date) {
    const first = new Date(`${from}T00:00:00Z`);
    year = first.getUTCFullYear();
    month = first.getUTCMonth() - 1;
  }
  for (let step = 0; step < 12 * 200 && days.length < limit; step += 1) {
    const day = new Date(Date.UTC(year, month + step, dayOfMonth));
    // A month without this day (the 31st in April) is skipped, not moved to the next month.
    if (day.getUTCDate() !== dayOfMonth) continue;
    const iso = isoDay(day);
    if (iso > last) break;
    if (iso >= from && iso >= schedule.date) days.push(iso);
  }
  return days;
}

/** The page of an event (`/communities/3/events/90`), at one occurrence when `date` is given. */
export function eventPath(communityId: number, eventId: number, date?: string): string {
  const path = `/communities/${communityId}/events/${eventId}`;
  return date === undefined ? path : `${path}?date=${date}`;
}

/** Whether an event (each of its repetitions) starts on `day`. */
export function occursOn(schedule: EventSchedule, day: string): boolean {
  return eventOccurrences(schedule, day, day, 1).length === 1;
}

/**
 * The occurrence shown when none is chosen: the first whose time is not over on `today` (one over
 * several days still on counts), else the last one (a one-off event's date).
 */
export function defaultOccurrence(schedule: EventSchedule, today: string): string {
  const next = eventOccurrences(
    schedule,
    addDays(today, -eventSpanDays(schedule)),
    '9999-12-31',
    1,
  )[0];
  if (next !== undefined) return next;
  return (
    eventOccurrences(schedule, schedule.date, schedule.repeat_until ?? today, 100_000).at(-1) ??
    schedule.date
  );
}

/** An event's schedule as stored: all-day, in UTC and once when left out; no last day without a repetition. */
export function storedSchedule(input: EventSchedule) {
  const repeat = input.repeat ?? 'none';
  const lastDay = input.end_date ?? null;
  return {
    end_date: lastDay !== null && lastDay > input.date ? lastDay : null,
    start_time: input.start_time ?? null,
    end_time: input.end_time ?? null,
    time_zone: input.time_zone ?? 'UTC',
    repeat,
    repeat_until: repeat === 'none' ? null : (input.repeat_until ?? null),
  };
}

/** Whether those coming should hear of an edit: a new day, time, zone, repetition or place. */
export function eventMoved(
  before: EventSchedule & { place?: string },
  after: EventSchedule & { place?: string },
): boolean {
  const a = storedSchedule(before);
  const b = storedSchedule(after);
  return (
    before.date !== after.date ||
    (before.place ?? '') !== (after.place ?? '') ||
    (Object.keys(a) as (keyof typeof a)[]).some((key) => a[key] !== b[key])
  );
}

/** The "when" of an "Event changed" notice: the date, with its start time and zone when timed. */
export function eventWhenText(schedule: EventSchedule): string {
  const { start_time, time_zone, end_date } = storedSchedule(schedule);
  const first =
    start_time === null ? schedule.date : `${schedule.date} ${start_time} (${time_zone})`;
  return end_date === null ? first : `${first} to ${end_date}`;
}

/**
 * The instant a wall-clock time in a zone names: `zonedToUtc('2026-03-29', '09:30', 'Europe/London')`
 * (`yyyy-MM-dd`, `HH:mm`, an IANA zone). The zone's offset is read from Intl and checked once more
 * at the result, so a day of a daylight-saving change lands right. The server's calendar feed and
 * reminders and the client's "your time" use it.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (at: number) => {
    const seen = zonedClock(new Date(at), zone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - at;
  };
  let at = wanted - offsetAt(wanted);
  at = wanted - offsetAt(at);
  return new Date(at);
}

/** A wall clock's reading: the calendar fields of an instant in a zone (`month` 1–12, `hour` 0–23). */
export interface ZonedClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a wall clock in `zone` reads at `instant` (the reverse of `zonedToUtc`). */
export function zonedClock(instant: Date, zone: string): ZonedClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}
