/**
 * Community events and their calendar (issue 17): approved members add events (a title, a date,
 * an optional description); the one who added an event, or an admin, edits and deletes it. Each
 * member has a personal calendar address (calendar-tokens.ts) of an iCalendar feed
 * (icalendar.ts) that calendar apps fetch without signing in.
 */
import {
  COMMUNITY_DETAILS,
  COMMUNITY_NOTICES,
  eventMoved,
  eventScheduleProblem,
  eventWhenText,
  storedSchedule,
  type CommunityNotice,
} from '@wegrow/contract/communities';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PER_PARENT_MAX } from '../../../platform/paging';
import type { AuthUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { badRequest, forbidden, notFound, unprocessable } from '../../../platform/errors';
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

  /**
   * The caller's answer to an event (going, maybe, not going), replacing an earlier one; any
   * approved member may answer. Answers the event with everyone's answers.
   */
  async answer(
    user: AuthUser,
    communityId: number,
    eventId: number,
    input: CommunityEventRsvpInput,
  ): Promise<CommunityEvent> {
    return this.membership.change(user, communityId, EVENTS, async (tx, access) => {
      const event = await this.find(tx, access, eventId);
      const now = this.clock();
      await tx
        .insert(communityEventRsvps)
        .values({ eventId, userId: user.id, status: input.status, updatedAt: now })
        .onConflictDoUpdate({
          target: [communityEventRsvps.eventId, communityEventRsvps.userId],
          set: { status: input.status, updatedAt: now },
        });
      const [answered] = await this.withRsvps(tx, user, [event]);
      if (!answered) throw new Error('the event went missing');
      return answered;
    });
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
      const event = await this.find(tx, access, eventId);
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
          updatedAt: this.clock(),
        })
        .where(eq(communityEvents.id, eventId))
        .returning();
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
    const statusOf = new Map(answers.map((answer) => [answer.eventId, answer.status]));
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
        ),
      )
      .orderBy(asc(communityEventRsvps.userId));
    for (const { userId } of coming)
      if (userId !== access.user.id)
        await this.inbox.deliver(
          userId,
          {
            sender: { kind: 'community', name: access.community.name },
            ...notice,
            path: `/communities/${access.community.id}`,
          },
          { db: tx },
        );
  }

  /** The events with their answers: the counts, the caller's own and who answered what. */
  private async withRsvps(
    db: Db,
    user: AuthUser,
    events: readonly EventRow[],
  ): Promise<CommunityEvent[]> {
    const ids = events.map((event) => event.id);
    const rows: EventRsvpRow[] = ids.length
      ? await db
          .select()
          .from(communityEventRsvps)
          .where(inArray(communityEventRsvps.eventId, ids))
          .orderBy(asc(communityEventRsvps.userId))
      : [];
    const people = await peopleOf(
      db,
      rows.map((row) => row.userId),
    );
    const byEvent = new Map<number, EventRsvpRow[]>();
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
    return events.map((event) => {
      const answers = byEvent.get(event.id) ?? [];
      const count = (status: EventRsvpRow['status']) =>
        answers.filter((answer) => answer.status === status).length;
      const rsvps: CommunityEventRsvps = {
        going: count('going'),
        maybe: count('maybe'),
        not_going: count('not_going'),
        mine: answers.find((answer) => answer.userId === user.id)?.status ?? null,
        people: answers.map((answer) => ({
          user: userRef(answer.userId, people) ?? { id: answer.userId, username: null },
          status: answer.status,
        })),
      };
      return { ...toEvent(event), rsvps };
    });
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

  private async find(tx: Db, access: CommunityAccess, eventId: number): Promise<EventRow> {
    const [row] = await tx
      .select()
      .from(communityEvents)
      .where(
        and(eq(communityEvents.id, eventId), eq(communityEvents.communityId, access.community.id)),
      );
    if (!row) throw notFound(COMMUNITY_DETAILS.eventNotFound);
    return row;
  }
}
