/**
 * Communities (issues 16 and 17): membership and roles, the community page's layout, goals and
 * tasks, the live chat, the resource board and the events calendar. One policy (membership.ts)
 * decides every caller's role; the sub-folders share it:
 *
 * - `community/`: list, create, view, edit, delete, join requests and decisions, admins, removal,
 *   layout; inbox notices for every change that affects a person;
 * - `goals/`: goals and their tasks; `chat/`: messages, their event log and the SSE streams;
 *   `resources/`: the resource board; `events/`: events, calendar addresses and the iCalendar feed.
 */
import { defineDomain } from '../../platform/domain';
import { handleJob } from '../../platform/jobs';
import { siteUrlOf } from '../../platform/site-url';
import { auth } from '../auth';
import { inbox } from '../inbox';
import { notifications } from '../notifications';
import { BansService } from './bans';
import { ChatService } from './chat/service';
import { ChatStreams } from './chat/stream';
import { JoinStreams } from './community/join-stream';
import { CommunityService } from './community/service';
import { CalendarTokens } from './events/calendar-tokens';
import { EventReminders, REMINDERS_SCHEDULE, remindersJob } from './events/reminders';
import { EventsService } from './events/service';
import { GoalsService } from './goals/service';
import { InvitesService } from './invites';
import { Membership } from './membership';
import { communitiesOperations } from './operations';
import { Departures } from './departures';
import { PeopleSearch, peopleOperations } from './people-search';
import { RemovalNotices } from './removals';
import { ResourcesService } from './resources/service';
import * as tables from './schema';

export const communities = defineDomain({
  name: 'communities',
  tables,
  create(deps) {
    const { db, clock, config, live, limiter, log } = deps;
    const membership = new Membership(db);
    // Logins that ended, and the accounts whose sessions changed (the streams close with them).
    const sessions = deps.serviceOf(auth);
    const onSessionsChanged = (listener: (userId: number) => void) =>
      deps.tokens.onSessionsChanged(listener);
    const endedLogins = (sessionIds: readonly string[]) => sessions.endedSessions(sessionIds);
    const removals = new RemovalNotices(deps.serviceOf(inbox));
    const chat = new ChatService(
      db,
      clock,
      membership,
      live,
      removals,
      deps.serviceOf(notifications),
    );
    const events = new EventsService(
      db,
      clock,
      membership,
      new CalendarTokens(deps.deriveKey('community-calendar')),
      { siteUrl: config.publicSiteUrl },
      removals,
      deps.serviceOf(notifications).channel('events'),
    );
    const parts = {
      community: new CommunityService(
        db,
        clock,
        membership,
        deps.serviceOf(inbox),
        live,
        deps.serviceOf(notifications).channel('joins'),
        // A member leaving or removed gives up their places at coming events.
        (tx, access, userId) => events.departed(tx, access, userId),
      ),
      goals: new GoalsService(db, clock, membership, removals),
      chat,
      streams: new ChatStreams(
        db,
        chat,
        membership,
        live,
        log.child({ module: 'chat-streams' }),
        clock,
        config.chatStreams,
        onSessionsChanged,
        endedLogins,
      ),
      joinStreams: new JoinStreams(
        db,
        membership,
        live,
        log.child({ module: 'join-streams' }),
        clock,
        config.chatStreams,
        onSessionsChanged,
        endedLogins,
      ),
      resources: new ResourcesService(db, clock, membership, removals),
      invites: new InvitesService(db, clock, membership),
      bans: new BansService(db, clock, membership, deps.serviceOf(inbox), live),
      departures: new Departures(db),
      events,
    };
    const reminders = new EventReminders(db, clock, deps.serviceOf(notifications));
    return {
      service: parts,
      jobs: [
        handleJob(remindersJob, {
          run: async () => {
            await reminders.run();
          },
        }),
      ],
      schedules: [{ type: remindersJob, schedule: REMINDERS_SCHEDULE }],
      operations: new Map([
        ...communitiesOperations(
          parts,
          limiter,
          config.rateLimits,
          (request) => siteUrlOf(config, request),
          (request) => deps.tokens.session(request),
        ),
        ...peopleOperations(new PeopleSearch(db, membership)),
      ]),
    };
  },
});

export type { CommunitiesParts as CommunitiesServices } from './operations';
export {
  allows,
  isAdminRole,
  isMemberRole,
  OPERATION_ACTIONS,
  OPERATION_SECTIONS,
  PERMISSIONS,
  ROLES,
  type CommunityAction,
  type DataSection,
  participateIn,
  type SectionAction,
  type Permission,
  type CommunityRole,
  type CommunitiesOperationId,
} from './membership';
export { HEARTBEAT_MS, MAX_BUFFERED_BYTES, parseLastEventId, RETRY_MS } from './chat/stream';
export { SESSION_CHECK_MS } from './stream-sessions';
export { CHAT_LOG_RETENTION_MS } from './chat/service';
export {
  attendeeLine,
  escapeText,
  foldLine,
  icalendar,
  nextDay,
  PRODUCT_ID,
} from './events/icalendar';
export { calendarPath } from './events/service';
