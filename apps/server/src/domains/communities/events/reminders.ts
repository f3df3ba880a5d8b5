/**
 * Event reminders (issue 43): the `communities.event-reminders` job, every 15 minutes, tells each
 * member who answered going or maybe that an occurrence of an event starts soon, as many hours
 * before its start as the member chose (24 by default), in the member's time zone. Each reminder
 * is claimed by inserting its (event, occurrence, member) row first, in the transaction that
 * notifies, so it goes out exactly once even when several processes run the job, and a later
 * occurrence gets its own.
 */
import { addDays, eventOccurrences } from '@wegrow/contract/communities';
import { NOTIFICATION_DETAILS, REMINDER_HOURS_MAX } from '@wegrow/contract/notifications';
import { and, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { defineScheduledJob, every } from '../../../platform/jobs';
import type { NotificationsService } from '../../notifications';
import {
  communities,
  communityEventReminders,
  communityEventRsvps,
  communityEvents,
  communityMembers,
  type EventRow,
} from '../schema';
import { zonedToUtc } from '@wegrow/contract/communities';

export const remindersJob = defineScheduledJob('communities.event-reminders');
/** How often the reminders are looked for: a reminder comes at most this late. */
export const REMINDERS_SCHEDULE = every(15 * 60_000);

const HOUR = 3_600_000;

/** When an occurrence starts: its start time in the event's zone, or the day's start when all-day. */
export function occurrenceStart(event: EventRow, day: string): Date {
  return zonedToUtc(day, event.startTime ?? '00:00', event.timeZone);
}

/** "Saturday 5 December at 10:00" in the member's zone (the day only for an all-day event). */
export function startText(start: Date, timeZone: string, allDay: boolean): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(allDay ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  });
  const parts = format.formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')}`;
  return allDay ? day : `${day} at ${part('hour')}:${part('minute')} (${timeZone})`;
}

export class EventReminders {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  /** Sends the reminders due now; answers how many went out. */
  async run(): Promise<number> {
    const now = this.clock();
    const today = now.toISOString().slice(0, 10);
    // Occurrences that can start between now and the longest lead from now (a day either side
    // for the zones).
    const from = addDays(today, -1);
    const to = addDays(today, Math.ceil(REMINDER_HOURS_MAX / 24) + 1);
    const rows = await this.db
      .select({
        event: communityEvents,
        userId: communityEventRsvps.userId,
        occurrence: communityEventRsvps.occurrence,
        community: communities.name,
      })
      .from(communityEvents)
      .innerJoin(communities, eq(communities.id, communityEvents.communityId))
      .innerJoin(
        communityEventRsvps,
        and(
          eq(communityEventRsvps.eventId, communityEvents.id),
          inArray(communityEventRsvps.status, ['going', 'maybe']),
          // Those on a waiting list have no place yet: no reminder.
          eq(communityEventRsvps.waiting, false),
          gte(communityEventRsvps.occurrence, addDays(from, -1)),
          lte(communityEventRsvps.occurrence, to),
        ),
      )
      .innerJoin(
        communityMembers,
        and(
          eq(communityMembers.communityId, communityEvents.communityId),
          eq(communityMembers.userId, communityEventRsvps.userId),
          eq(communityMembers.isApproved, true),
        ),
      )
      .where(
        and(
          lte(communityEvents.date, to),
          or(gte(communityEvents.date, from), ne(communityEvents.repeat, 'none')),
          or(isNull(communityEvents.repeatUntil), gte(communityEvents.repeatUntil, from)),
        ),
      );
    if (rows.length === 0) return 0;
    const settings = await this.notifications.settingsOf(rows.map((row) => row.userId));
    let sent = 0;
    for (const { event, userId, occurrence, community } of rows) {
      const member = settings.get(userId);
      if (!member) continue;
      const schedule = {
        date: event.date,
        end_date: event.endDate,
        repeat: event.repeat,
        repeat_until: event.repeatUntil,
      };
      // An event over several days is reminded of before its first day only.
      // The occurrence answered, unless it was cancelled.
      for (const day of eventOccurrences(schedule, from, to)) {
        if (day !== occurrence || event.cancelledDates.includes(day)) continue;
        const start = occurrenceStart(event, day);
        const due = start.getTime() - member.reminderHours * HOUR;
        if (now.getTime() < due || now.getTime() >= start.getTime()) continue;
        if (await this.remind(event, community, day, start, userId, member.timeZone)) sent += 1;
      }
    }
    return sent;
  }

  /** Claims one reminder and sends it in the same transaction; false when it went out before. */
  private async remind(
    event: EventRow,
    community: string,
    day: string,
    start: Date,
    userId: number,
    timeZone: string,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(communityEventReminders)
        .values({ eventId: event.id, occurrence: day, userId, sentAt: this.clock() })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      const allDay = event.startTime === null;
      const when = startText(start, timeZone, allDay);
      const where = event.place ? ` at ${event.place}` : '';
      await this.notifications.notify(
        userId,
        'events',
        {
          sender: { kind: 'community', name: community },
          subject: NOTIFICATION_DETAILS.reminderSubject(event.title),
          content: `${event.title} (${community}) ${allDay ? 'is on' : 'starts'} ${when}${where}.`,
          path: `/communities/${event.communityId}`,
        },
        { db: tx },
      );
      return true;
    });
  }
}
