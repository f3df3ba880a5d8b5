/**
 * Community events and their calendar (issue 17): approved members add events (a title, a date,
 * an optional description); the one who added an event, or an admin, edits and deletes it. Each
 * member has a personal calendar address (calendar-tokens.ts) of an iCalendar feed
 * (icalendar.ts) that calendar apps fetch without signing in.
 */
import {
  addDays,
  COMMUNITY_DETAILS,
  COMMUNITY_NOTICES,
  defaultOccurrence,
  eventMoved,
  eventPath,
  occursOn,
  eventScheduleProblem,
  eventSpanDays,
  eventWhenText,
  storedSchedule,
  type CommunityNotice,
} from '@wegrow/contract/communities';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { PER_PARENT_MAX } from '../../../platform/paging';
import type { AuthUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../../platform/errors';
import type { NoticeChannel } from '../../notifications';
import { users } from '../../../platform/schema';
import {
  type CommunityAccess,
  type Membership,
  participateIn,
  requireAuthorOrAdmin,
} from '../membership';
import type { RemovalNotices } from '../removals';
import { peopleOf } from '../people';
import {
  communities,
  communityEventRsvps,
  communityEvents,
  communityMembers,
  type EventRow,
  type EventRsvpRow,
} from '../schema';
import {
  type CommunityCalendarLink,
  type CommunityEvent,
  type CommunityEventInput,
  type CommunityEventRsvpInput,
  type CommunityEventRsvps,
  toEvent,
  userRef,
} from '../views';
import type { CalendarTokens } from './calendar-tokens';
import { icalendar } from './icalendar';

/** Every operation here is the events section's: refused to members while the admins hide it. */
const EVENTS = participateIn('events');

export interface EventsSettings {
  /**
   * The site's address when a call names none (PUBLIC_SITE_URL, without a trailing slash); the
   * operations pass the request's (platform/site-url.ts).
   */
  siteUrl: string;
}

/** An event's times and repetition as stored (the contract's rules, in the table's names). */
function scheduleOf(input: CommunityEventInput) {
  const schedule = storedSchedule(input);
  return {
    endDate: schedule.end_date,
    startTime: schedule.start_time,
    endTime: schedule.end_time,
    timeZone: schedule.time_zone,
    repeat: schedule.repeat,
    repeatUntil: schedule.repeat_until,
  };
}

/** The path of a community's calendar feed below the site (the contract's `getCommunityCalendar`). */
export const calendarPath = (communityId: number) => `/api/communities/${communityId}/events.ics`;

export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly membership: Membership,
    private readonly tokens: CalendarTokens,
    private readonly settings: EventsSettings,
    private readonly removals: RemovalNotices,
    /** Changes to events members answered (kind "events"). */
    private readonly inbox: NoticeChannel,
  ) {}

  /** By date, then in the order they were added. */
  async list(user: AuthUser, communityId: number): Promise<CommunityEvent[]> {
    await this.membership.read(user, communityId, EVENTS);
    return this.withRsvps(this.db, user, await this.eventsOf(communityId));
  }

  /** One event with the answers to one occurrence (`date`; the next one when left out). */
  async get(
    user: AuthUser,
    communityId: number,
    eventId: number,
    date?: string,
  ): Promise<CommunityEvent> {
    const access = await this.membership.read(user, communityId, EVENTS);
    const event = await this.find(this.db, access, eventId);
    return this.one(this.db, user, event, this.occurrenceOf(event, date));
  }

  /**
   * The caller's answer to one occurrence of an event (going, maybe, not going), replacing an
   * earlier one; any approved member may answer. With a capacity, "going" to a full occurrence
   * waits; a place given up goes to the first waiting. The event's row is locked for the answer,
   * so two answers for the last place queue up: one gets it, the other waits.
   */
  async answer(
    user: AuthUser,
    communityId: number,
    eventId: number,
    input: CommunityEventRsvpInput,
  ): Promise<CommunityEvent> {
    return this.membership.change(user, communityId, EVENTS, async (tx, access) => {
      const event = await this.find(tx, access, eventId, true);
      const occurrence = this.occurrenceOf(event, input.date);
      if (event.cancelledDates.includes(occurrence))
        throw conflict(COMMUNITY_DETAILS.occurrenceCancelled);
      const key = and(
        eq(communityEventRsvps.eventId, eventId),
        eq(communityEventRsvps.occurrence, occurrence),
      );
      const [before] = await tx
        .select()
        .from(communityEventRsvps)
        .where(and(key, eq(communityEventRsvps.userId, user.id)));
      // Going again keeps one's place (with a seat or on the waiting list).
      if (!(input.status === 'going' && before?.status === 'going')) {
        const waiting =
          input.status === 'going' &&
          event.capacity !== null &&
          (await this.seatsTaken(tx, eventId, occurrence)) >= event.capacity;
        const now = this.clock();
        await tx
          .insert(communityEventRsvps)
          .values({
            eventId,
            occurrence,
            userId: user.id,
            status: input.status,
            waiting,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [
              communityEventRsvps.eventId,
              communityEventRsvps.occurrence,
              communityEventRsvps.userId,
            ],
            set: { status: input.status, waiting, updatedAt: now },
          });
        if (before?.status === 'going' && !before.waiting)
          await this.fillPlaces(tx, access, event, occurrence);
      }
      return this.one(tx, user, event, occurrence);
    });
  }

  /**
   * A member left or was removed (in `tx`): their answers to occurrences from today on go, and the
   * places they had go to those waiting.
   */
  async departed(tx: Db, access: CommunityAccess, userId: number): Promise<void> {
    const gone = await tx
      .delete(communityEventRsvps)
      .where(
        and(
          eq(communityEventRsvps.userId, userId),
          sql`${communityEventRsvps.occurrence} >= ${addDays(this.today(), -1)}`,
          inArray(
            communityEventRsvps.eventId,
            tx
              .select({ id: communityEvents.id })
              .from(communityEvents)
              .where(eq(communityEvents.communityId, access.community.id)),
          ),
        ),
      )
      .returning();
    for (const answer of gone) {
      if (answer.status !== 'going' || answer.waiting) continue;
      const [event] = await tx
        .select()
        .from(communityEvents)
        .where(eq(communityEvents.id, answer.eventId))
        .for('update');
      if (event) await this.fillPlaces(tx, access, event, answer.occurrence);
    }
  }

  /**
   * Cancels one occurrence (the event's author or an admin): it is kept in `cancelledDates`, and
   * those who answered going or maybe are told.
   */
  async cancelOccurrence(
    user: AuthUser,
    communityId: number,
    eventId: number,
    date: string,
  ): Promise<CommunityEvent> {
    return this.membership.change(user, communityId, EVENTS, async (tx, access) => {
      const event = await this.find(tx, access, eventId, true);
      requireAuthorOrAdmin(access, event.userId);
      const occurrence = this.occurrenceOf(event, date);
      if (event.cancelledDates.includes(occurrence)) return this.one(tx, user, event, occurrence);
      const [row] = await tx
        .update(communityEvents)
        .set({
          cancelledDates: [...event.cancelledDates, occurrence].sort(),
          updatedAt: this.clock(),
        })
        .where(eq(communityEvents.id, eventId))
        .returning();
      await this.tellAttendees(
        tx,
        access,
        event.id,
        COMMUNITY_NOTICES.eventOccurrenceCancelled(access.community.name, event.title, occurrence),
        occurrence,
      );
      return this.one(tx, user, row ?? event, occurrence);
    });
  }

  /**
   * One occurrence of an event as an iCalendar file (`date`; the next one when left out): a single
   * VEVENT of its own UID, cancelled when the occurrence is.
   */
  async eventCalendar(
    user: AuthUser,
    communityId: number,
    eventId: number,
    date?: string,
    siteUrl = this.settings.siteUrl,
  ): Promise<{ fileName: string; text: string }> {
    const access = await this.membership.read(user, communityId, EVENTS);
    const event = await this.find(this.db, access, eventId);
    const occurrence = this.occurrenceOf(event, date);
    const span = eventSpanDays(toEvent(event));
    return {
      fileName: `event-${event.id}-${occurrence}.ics`,
      text: icalendar({
        name: access.community.name,
        description: '',
        events: [
          {
            ...event,
            uid: `community-event-${event.id}-${occurrence.replace(/-/g, '')}`,
            date: occurrence,
            endDate: span === 0 ? null : addDays(occurrence, span),
            repeat: 'none',
            repeatUntil: null,
            cancelledDates: [],
            cancelled: event.cancelledDates.includes(occurrence),
          },
        ],
        siteUrl,
        pageUrl: `${siteUrl}${eventPath(communityId, event.id, occurrence)}`,
        now: this.clock(),
      }),
    };
  }

  async create(
    user: AuthUser,
    communityId: number,
    input: CommunityEventInput,
  ): Promise<CommunityEvent> {
    return this.membership.change(user, communityId, EVENTS, async (tx) => {
      this.checkCommunityId(communityId, input);
      const now = this.clock();
      const [row] = await tx
        .insert(communityEvents)
        .values({
          communityId,
          title: input.title.trim(),
          description: input.description ?? '',
          date: input.date,
          place: (input.place ?? '').trim(),
          placeUrl: input.place_url ?? null,
          ...scheduleOf(input),
          capacity: input.capacity ?? null,
          userId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const [created] = await this.withRsvps(tx, user, [row]);
      return created ?? toEvent(row);
    });
  }

  async update(
    user: AuthUser,
    communityId: number,
    eventId: number,
    input: CommunityEventInput,
  ): Promise<CommunityEvent> {
    return this.membership.change(user, communityId, EVENTS, async (tx, access) => {
      this.checkCommunityId(communityId, input);
      const event = await this.find(tx, access, eventId, true);
      requireAuthorOrAdmin(access, event.userId);
      const [row] = await tx
        .update(communityEvents)
        .set({
          title: input.title.trim(),
          description: input.description ?? '',
          date: input.date,
          place: (input.place ?? '').trim(),
          placeUrl: input.place_url ?? null,
          ...scheduleOf(input),
          capacity: input.capacity ?? null,
          // A new date moves the cancelled occurrences with it, as the answers below.
          cancelledDates: event.cancelledDates.map((day) =>
            addDays(day, daysBetween(event.date, input.date)),
          ),
          updatedAt: this.clock(),
        })
        .where(eq(communityEvents.id, eventId))
        .returning();
      // The answers follow the event to its new date: each occurrence moves by as many days.
      const shift = daysBetween(event.date, input.date);
      if (shift !== 0)
        await tx
          .update(communityEventRsvps)
          .set({ occurrence: sql`${communityEventRsvps.occurrence} + ${shift}::int` })
          .where(eq(communityEventRsvps.eventId, eventId));
      // More places (or no limit now): those waiting move up, each occurrence on its own.
      if (
        row &&
        (row.capacity === null || (event.capacity !== null && row.capacity > event.capacity))
      )
        for (const occurrence of await this.waitingOccurrences(tx, eventId))
          await this.fillPlaces(tx, access, row, occurrence);
      if (row && eventMoved(toEvent(event), toEvent(row)))
        await this.tellAttendees(
          tx,
          access,
          event.id,
          COMMUNITY_NOTICES.eventChanged(
            access.community.name,
            row.title,
            eventWhenText(toEvent(row)),
            row.place,
          ),
        );
      const [updated] = await this.withRsvps(tx, user, [row ?? event]);
      return updated ?? toEvent(row ?? event);
    });
  }

  async remove(user: AuthUser, communityId: number, eventId: number): Promise<void> {
    await this.membership.change(user, communityId, EVENTS, async (tx, access) => {
      const event = await this.find(tx, access, eventId);
      requireAuthorOrAdmin(access, event.userId);
      // Those coming are told before the answers go with the event.
      await this.tellAttendees(
        tx,
        access,
        event.id,
        COMMUNITY_NOTICES.eventCancelled(access.community.name, event.title),
      );
      await tx.delete(communityEvents).where(eq(communityEvents.id, eventId));
      await this.removals.tell(tx, {
        access,
        authorId: event.userId,
        kind: 'event',
        text: event.title,
      });
    });
  }

  /**
   * The caller's calendar address (the same until they leave, ask for a new one, or reset their
   * password).
   */
  async calendarLink(
    user: AuthUser,
    communityId: number,
    siteUrl = this.settings.siteUrl,
  ): Promise<CommunityCalendarLink> {
    const access = await this.membership.read(user, communityId, EVENTS);
    if (!access.membership) throw forbidden(COMMUNITY_DETAILS.membersOnly);
    const tokenVersion = await this.tokenVersionOf(this.db, user.id);
    return this.linkOf(siteUrl, communityId, this.tokens.tokenFor(access.membership, tokenVersion));
  }

  /** A new calendar address for the caller; the old one stops working. */
  async resetCalendarLink(
    user: AuthUser,
    communityId: number,
    siteUrl = this.settings.siteUrl,
  ): Promise<CommunityCalendarLink> {
    return this.membership.change(user, communityId, EVENTS, async (tx) => {
      const [row] = await tx
        .update(communityMembers)
        .set({ calendarVersion: sql`${communityMembers.calendarVersion} + 1` })
        .where(
          and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, user.id)),
        )
        .returning();
      if (!row) throw forbidden(COMMUNITY_DETAILS.membersOnly);
      const tokenVersion = await this.tokenVersionOf(tx, user.id);
      return this.linkOf(siteUrl, communityId, this.tokens.tokenFor(row, tokenVersion));
    });
  }

  /**
   * The community's events as iCalendar text, for the member whose token this is: 404 for an
   * unknown community; 403 for a token that is malformed, not the member's current one, or of
   * someone who is no longer an approved member.
   */
  async calendar(
    communityId: number,
    token: string,
    siteUrl = this.settings.siteUrl,
  ): Promise<{ name: string; text: string }> {
    const [community] = await this.db
      .select()
      .from(communities)
      .where(eq(communities.id, communityId));
    if (!community) throw notFound(COMMUNITY_DETAILS.communityNotFound);
    const userId = this.tokens.userOf(token);
    const [found] =
      userId === null
        ? []
        : await this.db
            .select({ membership: communityMembers, tokenVersion: users.tokenVersion })
            .from(communityMembers)
            .innerJoin(users, eq(users.id, communityMembers.userId))
            .where(
              and(
                eq(communityMembers.communityId, communityId),
                eq(communityMembers.userId, userId),
              ),
            );
    if (
      !found?.membership.isApproved ||
      !this.tokens.matches(token, found.membership, found.tokenVersion)
    )
      throw forbidden(COMMUNITY_DETAILS.calendarLinkInvalid);
    // The events hidden from members by the admins: their feeds too, admins' not.
    const { membership } = found;
    const admin = membership.isAdmin || membership.userId === community.creatorId;
    if (!admin && community.hiddenSections.includes('events'))
      throw forbidden(COMMUNITY_DETAILS.sectionHidden);
    const events = await this.eventsOf(communityId);
    // The member's own answers, as ATTENDEE lines of their feed (their username, no address).
    const answers = events.length
      ? await this.db
          .select()
          .from(communityEventRsvps)
          .where(
            and(
              eq(communityEventRsvps.userId, membership.userId),
              inArray(
                communityEventRsvps.eventId,
                events.map((event) => event.id),
              ),
            ),
          )
      : [];
    // The answer to each event's next occurrence (the feed has one VEVENT per series).
    const today = this.today();
    const statusOf = new Map(
      answers
        .filter((answer) => {
          const event = events.find((row) => row.id === answer.eventId);
          return (
            event !== undefined && answer.occurrence === defaultOccurrence(toEvent(event), today)
          );
        })
        .map((answer) => [answer.eventId, answer.waiting ? 'maybe' : answer.status] as const),
    );
    const [me] = await this.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, membership.userId));
    return {
      name: community.name,
      text: icalendar({
        name: community.name,
        description: community.description,
        events: events.map((event) => {
          const status = statusOf.get(event.id);
          return status && me ? { ...event, attendee: { status, name: me.username } } : event;
        }),
        siteUrl,
        pageUrl: `${siteUrl}/communities/${communityId}`,
        now: this.clock(),
      }),
    };
  }

  // ------------------------------------------------------------------ helpers

  /**
   * Tells (in `tx`) each member who answered going or maybe, but the one making the change, who is
   * still a member of the community.
   */
  private async tellAttendees(
    tx: Db,
    access: CommunityAccess,
    eventId: number,
    notice: CommunityNotice,
    occurrence?: string,
  ): Promise<void> {
    const coming = await tx
      .select({ userId: communityEventRsvps.userId })
      .from(communityEventRsvps)
      .innerJoin(
        communityMembers,
        and(
          eq(communityMembers.userId, communityEventRsvps.userId),
          eq(communityMembers.communityId, access.community.id),
          eq(communityMembers.isApproved, true),
        ),
      )
      .where(
        and(
          eq(communityEventRsvps.eventId, eventId),
          inArray(communityEventRsvps.status, ['going', 'maybe']),
          occurrence === undefined ? undefined : eq(communityEventRsvps.occurrence, occurrence),
        ),
      )
      .orderBy(asc(communityEventRsvps.userId));
    const told = new Set<number>();
    for (const { userId } of coming)
      if (userId !== access.user.id && !told.has(userId) && told.add(userId))
        await this.inbox.deliver(
          userId,
          {
            sender: { kind: 'community', name: access.community.name },
            ...notice,
            path: eventPath(access.community.id, eventId, occurrence),
          },
          { db: tx },
        );
  }

  /** The events with the answers to their next occurrences (`defaultOccurrence`). */
  private async withRsvps(
    db: Db,
    user: AuthUser,
    events: readonly EventRow[],
  ): Promise<CommunityEvent[]> {
    const today = this.today();
    return this.withAnswers(
      db,
      user,
      events.map((event) => ({ event, occurrence: defaultOccurrence(toEvent(event), today) })),
    );
  }

  private async one(
    db: Db,
    user: AuthUser,
    event: EventRow,
    occurrence: string,
  ): Promise<CommunityEvent> {
    const [found] = await this.withAnswers(db, user, [{ event, occurrence }]);
    if (!found) throw new Error('the event went missing');
    return found;
  }

  /**
   * The events with the answers to one occurrence each: the counts (going with a place, waiting),
   * the caller's own and place, who answered what; the waiting list in its order.
   */
  private async withAnswers(
    db: Db,
    user: AuthUser,
    shown: readonly { event: EventRow; occurrence: string }[],
  ): Promise<CommunityEvent[]> {
    const rows: EventRsvpRow[] = [];
    // A few hundred (event, occurrence) pairs at most: in chunks, to keep each statement small.
    for (let i = 0; i < shown.length; i += 100) {
      const pairs = shown
        .slice(i, i + 100)
        .map(({ event, occurrence }) =>
          and(
            eq(communityEventRsvps.eventId, event.id),
            eq(communityEventRsvps.occurrence, occurrence),
          ),
        );
      rows.push(
        ...(await db
          .select()
          .from(communityEventRsvps)
          .where(or(...pairs))
          .orderBy(asc(communityEventRsvps.userId))),
      );
    }
    const people = await peopleOf(
      db,
      rows.map((row) => row.userId),
    );
    const byEvent = new Map<number, EventRsvpRow[]>();
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
    return shown.map(({ event, occurrence }) => {
      const answers = byEvent.get(event.id) ?? [];
      const queue = answers.filter((answer) => answer.status === 'going' && answer.waiting);
      queue.sort(byQueue);
      const placeOf = (answer: EventRsvpRow) =>
        answer.status === 'going' && answer.waiting ? queue.indexOf(answer) + 1 : null;
      const count = (status: EventRsvpRow['status']) =>
        answers.filter((answer) => answer.status === status && !answer.waiting).length;
      const mine = answers.find((answer) => answer.userId === user.id);
      const rsvps: CommunityEventRsvps = {
        date: occurrence,
        going: count('going'),
        waiting: queue.length,
        maybe: count('maybe'),
        not_going: count('not_going'),
        mine: mine?.status ?? null,
        my_place: mine ? placeOf(mine) : null,
        people: answers.map((answer) => ({
          user: userRef(answer.userId, people) ?? { id: answer.userId, username: null },
          status: answer.status,
          place: placeOf(answer),
        })),
      };
      return { ...toEvent(event), rsvps };
    });
  }

  /** How many are going with a place to an occurrence. */
  private async seatsTaken(db: Db, eventId: number, occurrence: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityEventRsvps)
      .where(
        and(
          eq(communityEventRsvps.eventId, eventId),
          eq(communityEventRsvps.occurrence, occurrence),
          eq(communityEventRsvps.status, 'going'),
          eq(communityEventRsvps.waiting, false),
        ),
      );
    return row?.n ?? 0;
  }

  /** The occurrences of an event with someone waiting. */
  private async waitingOccurrences(db: Db, eventId: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ occurrence: communityEventRsvps.occurrence })
      .from(communityEventRsvps)
      .where(
        and(
          eq(communityEventRsvps.eventId, eventId),
          eq(communityEventRsvps.status, 'going'),
          eq(communityEventRsvps.waiting, true),
        ),
      );
    return rows.map((row) => row.occurrence);
  }

  /**
   * Gives the free places of an occurrence to those waiting, first come first (in `tx`, the
   * event's row locked), and tells each one ("You have a place").
   */
  private async fillPlaces(
    tx: Db,
    access: CommunityAccess,
    event: EventRow,
    occurrence: string,
  ): Promise<void> {
    const free =
      event.capacity === null
        ? Number.POSITIVE_INFINITY
        : event.capacity - (await this.seatsTaken(tx, event.id, occurrence));
    if (free <= 0) return;
    const waiting = await tx
      .select()
      .from(communityEventRsvps)
      .where(
        and(
          eq(communityEventRsvps.eventId, event.id),
          eq(communityEventRsvps.occurrence, occurrence),
          eq(communityEventRsvps.status, 'going'),
          eq(communityEventRsvps.waiting, true),
        ),
      );
    waiting.sort(byQueue);
    for (const answer of waiting.slice(0, Math.min(free, waiting.length))) {
      await tx
        .update(communityEventRsvps)
        .set({ waiting: false })
        .where(
          and(
            eq(communityEventRsvps.eventId, event.id),
            eq(communityEventRsvps.occurrence, occurrence),
            eq(communityEventRsvps.userId, answer.userId),
          ),
        );
      await this.inbox.deliver(
        answer.userId,
        {
          sender: { kind: 'community', name: access.community.name },
          ...COMMUNITY_NOTICES.eventPlaceFreed(access.community.name, event.title, occurrence),
          path: eventPath(access.community.id, event.id, occurrence),
        },
        { db: tx },
      );
    }
  }

  /** The occurrence a call names (404 for a day the event does not fall on), or the next one. */
  private occurrenceOf(event: EventRow, date: string | undefined): string {
    const schedule = toEvent(event);
    if (date === undefined) return defaultOccurrence(schedule, this.today());
    if (!occursOn(schedule, date)) throw notFound(COMMUNITY_DETAILS.eventNoSuchDay);
    return date;
  }

  private today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  /** The account's token version (a password reset moves it on, and with it every calendar address). */
  private async tokenVersionOf(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    return row?.version ?? 0;
  }

  private linkOf(siteUrl: string, communityId: number, token: string): CommunityCalendarLink {
    const url = `${siteUrl}${calendarPath(communityId)}?token=${token}`;
    return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
  }

  private checkCommunityId(communityId: number, input: CommunityEventInput): void {
    if (input.community_id !== undefined && input.community_id !== communityId)
      throw unprocessable(COMMUNITY_DETAILS.communityIdMismatch);
    const problem = eventScheduleProblem(input);
    if (problem !== null) throw badRequest(problem);
  }

  /** By date, then in the order added: the PER_PARENT_MAX latest by date (then the latest added). */
  private async eventsOf(communityId: number): Promise<EventRow[]> {
    const rows = await this.db
      .select()
      .from(communityEvents)
      .where(eq(communityEvents.communityId, communityId))
      .orderBy(desc(communityEvents.date), desc(communityEvents.id))
      .limit(PER_PARENT_MAX);
    return rows.reverse();
  }

  /** The event of the community; `lock`: its row locked until the transaction ends (FOR UPDATE). */
  private async find(
    tx: Db,
    access: CommunityAccess,
    eventId: number,
    lock = false,
  ): Promise<EventRow> {
    const query = tx
      .select()
      .from(communityEvents)
      .where(
        and(eq(communityEvents.id, eventId), eq(communityEvents.communityId, access.community.id)),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(COMMUNITY_DETAILS.eventNotFound);
    return row;
  }
}

/** The waiting list's order: who asked first, then by user id. */
function byQueue(a: EventRsvpRow, b: EventRsvpRow): number {
  return a.updatedAt.getTime() - b.updatedAt.getTime() || a.userId - b.userId;
}

/** How many days from one `yyyy-MM-dd` date to another (negative when earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
