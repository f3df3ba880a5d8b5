import type { Departures } from './departures';
import type { FastifyRequest } from 'fastify';
import type { TokenSession } from '../../platform/auth';
import type { RateLimits } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { BansService } from './bans';
import type { ChatService } from './chat/service';
import type { ChatStreams } from './chat/stream';
import type { JoinStreams } from './community/join-stream';
import type { CommunityService } from './community/service';
import type { EventsService } from './events/service';
import type { GoalsService } from './goals/service';
import type { InvitesService } from './invites';
import type { ResourcesService } from './resources/service';

export interface CommunitiesParts {
  community: CommunityService;
  goals: GoalsService;
  chat: ChatService;
  streams: ChatStreams;
  joinStreams: JoinStreams;
  resources: ResourcesService;
  events: EventsService;
  invites: InvitesService;
  bans: BansService;
  /** What a member leaving WeGrow leaves behind (account deletion). */
  departures: Departures;
}

/**
 * HTTP ↔ the services. Each service asks the membership policy (membership.ts) for the caller's
 * role before it reads or changes anything; the action of each operation is listed in its
 * `OPERATION_ACTIONS`.
 */
export function communitiesOperations(
  {
    community,
    goals,
    chat,
    streams,
    joinStreams,
    resources,
    events,
    invites,
    bans,
  }: CommunitiesParts,
  limiter: RateLimiter,
  limits: Pick<RateLimits, 'communityChatPerUser' | 'joinRequestPerUser'>,
  /** The base of links in answers for a request (platform/site-url.ts). */
  siteUrl: (request: FastifyRequest) => string,
  /** The version and expiry of the request's bearer token (the chat stream ends with them). */
  tokenSession: (request: FastifyRequest) => Promise<TokenSession>,
): Operations {
  return defineOperations({
    // ------------------------------------------------------------ communities and membership
    listCommunities: {
      auth: 'required',
      handler: async ({ user, query }) => community.list(user, query),
    },
    createCommunity: {
      auth: 'required',
      handler: async ({ user, body }) => answer(201, await community.create(user, body)),
    },
    getCommunity: {
      auth: 'required',
      handler: async ({ user, params }) => community.get(user, params.id),
    },
    updateCommunity: {
      auth: 'required',
      handler: async ({ user, params, body }) => community.update(user, params.id, body),
    },
    deleteCommunity: {
      auth: 'required',
      async handler({ user, params }) {
        await community.remove(user, params.id);
        return answer(204);
      },
    },
    requestToJoinCommunity: {
      auth: 'required',
      async handler({ user, params }) {
        await limiter.hit(`community-join:user:${user.id}`, limits.joinRequestPerUser);
        const { created, member } = await community.join(user, params.id);
        return created ? answer(201, member) : member;
      },
    },
    listCommunityJoinRequests: {
      auth: 'required',
      handler: async ({ user, params }) => community.joinRequests(user, params.id),
    },
    listCommunityMembers: {
      auth: 'required',
      handler: async ({ user, params }) => community.members(user, params.id),
    },
    decideCommunityJoinRequest: {
      auth: 'required',
      handler: async ({ user, params, query }) => ({
        message: await community.decide(user, params.id, params.userId, query.approve !== false),
      }),
    },
    toggleCommunityAdmin: {
      auth: 'required',
      handler: async ({ user, params }) => community.toggleAdmin(user, params.id, params.userId),
    },
    removeCommunityMember: {
      auth: 'required',
      async handler({ user, params }) {
        await community.removeMember(user, params.id, params.userId);
        return answer(204);
      },
    },
    listCommunityBans: {
      auth: 'required',
      handler: async ({ user, params }) => bans.list(user, params.id),
    },
    banCommunityMember: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        bans.ban(user, params.id, params.userId, body?.reason),
    },
    unbanCommunityMember: {
      auth: 'required',
      async handler({ user, params }) {
        await bans.lift(user, params.id, params.userId);
        return answer(204);
      },
    },
    updateCommunityLayout: {
      auth: 'required',
      handler: async ({ user, params, body }) => community.updateLayout(user, params.id, body),
    },

    // ------------------------------------------------------------ invite links
    getCommunityInvite: {
      auth: 'required',
      handler: async ({ user, params }) => invites.get(user, params.id),
    },
    createCommunityInvite: {
      auth: 'required',
      async handler({ user, params }) {
        await limiter.hit(`community-invite:user:${user.id}`, limits.joinRequestPerUser);
        return answer(201, await invites.create(user, params.id));
      },
    },
    revokeCommunityInvite: {
      auth: 'required',
      async handler({ user, params }) {
        await limiter.hit(`community-invite:user:${user.id}`, limits.joinRequestPerUser);
        await invites.revoke(user, params.id);
        return answer(204);
      },
    },
    acceptCommunityInvite: {
      auth: 'required',
      async handler({ user, params, body }) {
        await limiter.hit(`community-join:user:${user.id}`, limits.joinRequestPerUser);
        return invites.accept(user, params.id, body.token);
      },
    },

    // ------------------------------------------------------------ goals and tasks
    listCommunityGoals: {
      auth: 'required',
      handler: async ({ user, params }) => goals.list(user, params.id),
    },
    createCommunityGoal: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        answer(201, await goals.create(user, params.id, body)),
    },
    updateCommunityGoal: {
      auth: 'required',
      handler: async ({ user, params, body }) => goals.update(user, params.projectId, body),
    },
    deleteCommunityGoal: {
      auth: 'required',
      async handler({ user, params }) {
        await goals.remove(user, params.projectId);
        return answer(204);
      },
    },
    listCommunityGoalTasks: {
      auth: 'required',
      handler: async ({ user, params }) => goals.tasks(user, params.projectId),
    },
    createCommunityGoalTask: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        answer(201, await goals.addTask(user, params.projectId, body.content)),
    },
    updateCommunityTask: {
      auth: 'required',
      handler: async ({ user, params, body }) => goals.updateTask(user, params.taskId, body),
    },
    deleteCommunityTask: {
      auth: 'required',
      async handler({ user, params }) {
        await goals.removeTask(user, params.taskId);
        return answer(204);
      },
    },

    // ------------------------------------------------------------ chat
    listCommunityChatMessages: {
      auth: 'required',
      handler: async ({ user, params, query }) => chat.list(user, params.id, query.before),
    },
    sendCommunityChatMessage: {
      auth: 'required',
      async handler({ user, params, body }) {
        await limiter.hit(`community-chat:user:${user.id}`, limits.communityChatPerUser);
        return answer(201, await chat.send(user, params.id, body.content));
      },
    },
    streamCommunityJoinRequest: {
      auth: 'required',
      async handler({ user, params, request }, reply) {
        const stream = await joinStreams.open(user, params.id, await tokenSession(request));
        reply.raw.once('close', () => stream.destroy());
        if (reply.raw.destroyed) stream.destroy();
        void reply.headers({
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache, no-transform',
          'X-Accel-Buffering': 'no',
        });
        return stream;
      },
    },
    streamCommunityChat: {
      auth: 'required',
      async handler({ user, params, request }, reply) {
        const header = request.headers['last-event-id'];
        const stream = await streams.open(
          user,
          params.id,
          Array.isArray(header) ? header[0] : header,
          await tokenSession(request),
        );
        // The client may already be gone, or go before Fastify pipes the stream: end it then.
        reply.raw.once('close', () => stream.destroy());
        if (reply.raw.destroyed) stream.destroy();
        void reply.headers({
          'Content-Type': 'text/event-stream; charset=utf-8',
          // Proxies must pass events on at once, untouched (nginx reads X-Accel-Buffering).
          'Cache-Control': 'no-cache, no-transform',
          'X-Accel-Buffering': 'no',
        });
        return stream;
      },
    },
    updateCommunityChatMessage: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        chat.edit(user, params.id, params.messageId, body.content),
    },
    deleteCommunityChatMessage: {
      auth: 'required',
      async handler({ user, params }) {
        await chat.remove(user, params.id, params.messageId);
        return answer(204);
      },
    },
    markCommunityChatRead: {
      auth: 'required',
      handler: async ({ user, params, body }) => chat.markRead(user, params.id, body.message_id),
    },

    // ------------------------------------------------------------ resources
    listCommunityResources: {
      auth: 'required',
      handler: async ({ user, params }) => resources.list(user, params.id),
    },
    createCommunityResource: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        answer(201, await resources.create(user, params.id, body)),
    },
    updateCommunityResource: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        resources.update(user, params.id, params.resourceId, body),
    },
    deleteCommunityResource: {
      auth: 'required',
      async handler({ user, params }) {
        await resources.remove(user, params.id, params.resourceId);
        return answer(204);
      },
    },

    // ------------------------------------------------------------ events and the calendar
    listCommunityEvents: {
      auth: 'required',
      handler: async ({ user, params }) => events.list(user, params.id),
    },
    createCommunityEvent: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        answer(201, await events.create(user, params.id, body)),
    },
    updateCommunityEvent: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        events.update(user, params.id, params.eventId, body),
    },
    deleteCommunityEvent: {
      auth: 'required',
      async handler({ user, params }) {
        await events.remove(user, params.id, params.eventId);
        return answer(204);
      },
    },
    getCommunityEvent: {
      auth: 'required',
      handler: async ({ user, params, query }) =>
        events.get(user, params.id, params.eventId, query.date),
    },
    cancelCommunityEventOccurrence: {
      auth: 'required',
      handler: async ({ user, params }) =>
        events.cancelOccurrence(user, params.id, params.eventId, params.date),
    },
    getCommunityEventCalendar: {
      auth: 'required',
      async handler({ user, params, query, request }, reply) {
        const { fileName, text } = await events.eventCalendar(
          user,
          params.id,
          params.eventId,
          query.date,
          siteUrl(request),
        );
        void reply.headers({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-cache',
        });
        return Buffer.from(text, 'utf8');
      },
    },
    answerCommunityEvent: {
      auth: 'required',
      handler: async ({ user, params, body }) =>
        events.answer(user, params.id, params.eventId, body),
    },
    getCommunityCalendarLink: {
      auth: 'required',
      handler: async ({ user, params, request }) =>
        events.calendarLink(user, params.id, siteUrl(request)),
    },
    resetCommunityCalendarLink: {
      auth: 'required',
      handler: async ({ user, params, request }) =>
        events.resetCalendarLink(user, params.id, siteUrl(request)),
    },
    getCommunityCalendar: {
      auth: 'none',
      async handler({ params, query, request }, reply) {
        const { text } = await events.calendar(params.id, query.token, siteUrl(request));
        void reply.headers({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="community-${params.id}.ics"`,
          // Personal (the token is in the address): never kept by shared caches.
          'Cache-Control': 'private, no-cache',
        });
        return Buffer.from(text, 'utf8');
      },
    },
  });
}
