/**
 * The communities' permission table, row by row: every operation of the domain, called by each
 * role (anonymous, visitor, pending, member, the member who added the item, admin, creator) in a
 * fresh community, answers the status of the table below, with the `detail` of its refusal, and a
 * refused call changes nothing. The table in code (membership.ts: OPERATION_ACTIONS × PERMISSIONS)
 * must agree with it.
 */
import type { AddressInfo } from 'node:net';
import { COMMUNITY_DETAILS as D } from '@wegrow/contract/communities';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allows,
  OPERATION_ACTIONS,
  PERMISSIONS,
  type CommunitiesOperationId,
  type Permission,
} from '../src/domains/communities';
import { CalendarTokens } from '../src/domains/communities/events/calendar-tokens';
import { communityBans, communityMembers } from '../src/domains/communities/schema';
import { deriveKey, resolveJwtSecret } from '../src/platform/secrets';
import { and, eq } from 'drizzle-orm';
import { operationById, operations } from '@wegrow/contract';
import { call, createTestApp, newUser, type TestApp } from './helpers/app';
import {
  communityFixture,
  type Fixture,
  openSse,
  PEOPLE,
  type People,
  snapshot,
} from './helpers/communities';

let t: TestApp;
let people: People;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const made: Partial<People> = {};
  for (const person of PEOPLE) made[person] = await newUser(t.app, person);
  people = made as People;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}/api`;
}, 120_000);
afterAll(() => t.close());

const ROLES = ['anonymous', 'visitor', 'pending', 'member', 'author', 'admin', 'creator'] as const;
type Role = (typeof ROLES)[number];
const personOf = (role: Role) => (role === 'anonymous' ? null : people[role]);

/** The calendar token each role would present (the anonymous and the visitor have none of their own). */
async function calendarToken(role: Role, fixture: Fixture): Promise<string> {
  if (role === 'anonymous') return 'not-a-token';
  const person = people[role];
  const [membership] = await t.app.services.database.db
    .select()
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, fixture.communityId),
        eq(communityMembers.userId, person.id),
      ),
    );
  if (!membership) return `${person.id}.${'A'.repeat(43)}`;
  // The token the pending user's row would have: valid in form, refused for not being approved.
  const tokens = new CalendarTokens(
    deriveKey(resolveJwtSecret(undefined, t.config.dataDir), 'community-calendar'),
  );
  // Nobody here reset their password: token version 0.
  return tokens.tokenFor(membership, 0);
}

interface Row {
  operationId: CommunitiesOperationId;
  request: (ids: Fixture, role: Role) => Promise<InjectOptions> | InjectOptions;
  /** By role: anonymous, visitor, pending, member, author, admin, creator. */
  expected: readonly [number, number, number, number, number, number, number];
  /** The detail of a 403 that the item rule (not the role table) gives. */
  itemRefusal?: string;
}

const c = (ids: Fixture) => `/api/communities/${ids.communityId}`;
const SEVEN = ['goals', 'chat', 'resources', 'events', 'members', 'admin', 'component_manager'];
const ANYONE = [401, 200, 200, 200, 200, 200, 200] as const;
const MEMBERS = [401, 403, 403, 200, 200, 200, 200] as const;
const MEMBERS_CREATE = [401, 403, 403, 201, 201, 201, 201] as const;
const ADMINS = [401, 403, 403, 403, 403, 200, 200] as const;
const AUTHOR_OR_ADMIN = [401, 403, 403, 403, 200, 200, 200] as const;
const AUTHOR_OR_ADMIN_DELETE = [401, 403, 403, 403, 204, 204, 204] as const;

/** The permission table: operation × role → status. */
const PERMISSION_TABLE: Row[] = [
  {
    operationId: 'listCommunities',
    request: () => ({ method: 'GET', url: '/api/communities/list' }),
    expected: ANYONE,
  },
  {
    operationId: 'createCommunity',
    request: () => ({ method: 'POST', url: '/api/communities/create', payload: { name: 'New' } }),
    expected: [401, 201, 201, 201, 201, 201, 201],
  },
  {
    operationId: 'getCommunity',
    request: (ids) => ({ method: 'GET', url: c(ids) }),
    expected: ANYONE,
  },
  {
    operationId: 'updateCommunity',
    request: (ids) => ({ method: 'PUT', url: c(ids), payload: { name: 'Renamed' } }),
    expected: ADMINS,
  },
  {
    operationId: 'deleteCommunity',
    request: (ids) => ({ method: 'DELETE', url: c(ids) }),
    expected: [401, 403, 403, 403, 403, 403, 204],
  },
  {
    operationId: 'requestToJoinCommunity',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/join` }),
    expected: [401, 201, 200, 409, 409, 409, 409],
  },
  {
    // One's own pending request only: the others have none to follow (404).
    operationId: 'streamCommunityJoinRequest',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/join/stream` }),
    expected: [401, 404, 200, 404, 404, 404, 404],
    itemRefusal: D.requestNotFound,
  },
  {
    operationId: 'listCommunityJoinRequests',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/join-requests` }),
    expected: ADMINS,
  },
  {
    operationId: 'listCommunityMembers',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/full-members` }),
    expected: MEMBERS,
  },
  {
    operationId: 'decideCommunityJoinRequest',
    request: (ids) => ({
      method: 'POST',
      url: `${c(ids)}/members/${people.applicant.id}/approve?approve=true`,
    }),
    expected: ADMINS,
  },
  {
    operationId: 'toggleCommunityAdmin',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/members/${people.bystander.id}/toggle-admin`,
    }),
    expected: ADMINS,
  },
  {
    operationId: 'removeCommunityMember',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/members/${people.bystander.id}` }),
    expected: [401, 403, 403, 403, 403, 204, 204],
  },
  {
    operationId: 'listCommunityBans',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/bans` }),
    expected: ADMINS,
  },
  {
    // Issue 44: admins ban anyone but themselves and the creator (the member goes, told).
    operationId: 'banCommunityMember',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/bans/${people.bystander.id}`,
      payload: { reason: 'Spam' },
    }),
    expected: ADMINS,
  },
  {
    // Lifting a ban (the visitor's, written first for the admins, who are answered 204).
    operationId: 'unbanCommunityMember',
    request: async (ids, role) => {
      if (role === 'admin' || role === 'creator')
        await t.app.services.database.db.insert(communityBans).values({
          communityId: ids.communityId,
          userId: people.visitor.id,
          createdAt: new Date(),
        });
      return { method: 'DELETE', url: `${c(ids)}/bans/${people.visitor.id}` };
    },
    expected: [401, 403, 403, 403, 403, 204, 204],
  },
  {
    operationId: 'updateCommunityLayout',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/layout`,
      payload: { layout_config: [...SEVEN].reverse(), hidden_sections: ['chat'] },
    }),
    expected: ADMINS,
  },
  {
    operationId: 'getCommunityInvite',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/invite` }),
    expected: ADMINS,
  },
  {
    operationId: 'createCommunityInvite',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/invite` }),
    expected: [401, 403, 403, 403, 403, 201, 201],
  },
  {
    operationId: 'revokeCommunityInvite',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/invite` }),
    expected: [401, 403, 403, 403, 403, 204, 204],
  },
  {
    // The credential is the active link's token (the creator makes one first; the anonymous
    // caller is refused before any token is looked at).
    operationId: 'acceptCommunityInvite',
    request: async (ids, role) => {
      let token = 'A'.repeat(43);
      if (role !== 'anonymous') {
        const res = await call(t.app, 'createCommunityInvite', {
          method: 'POST',
          url: `${c(ids)}/invite`,
          headers: { authorization: `Bearer ${people.creator.access_token}` },
        });
        token = (res.json() as { token: string }).token;
      }
      return { method: 'POST', url: `${c(ids)}/invite/accept`, payload: { token } };
    },
    expected: ANYONE,
  },
  {
    operationId: 'listCommunityGoals',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/projects` }),
    expected: MEMBERS,
  },
  {
    operationId: 'createCommunityGoal',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/projects`, payload: { title: 'Bees' } }),
    expected: MEMBERS_CREATE,
  },
  {
    operationId: 'updateCommunityGoal',
    request: (ids) => ({
      method: 'PUT',
      url: `/api/communities/projects/${ids.goalId}`,
      payload: { title: 'Plant the whole lot' },
    }),
    expected: AUTHOR_OR_ADMIN,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'deleteCommunityGoal',
    request: (ids) => ({ method: 'DELETE', url: `/api/communities/projects/${ids.goalId}` }),
    expected: AUTHOR_OR_ADMIN_DELETE,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'listCommunityGoalTasks',
    request: (ids) => ({ method: 'GET', url: `/api/communities/projects/${ids.goalId}/tasks` }),
    expected: MEMBERS,
  },
  {
    operationId: 'createCommunityGoalTask',
    request: (ids) => ({
      method: 'POST',
      url: `/api/communities/projects/${ids.goalId}/tasks`,
      payload: { content: 'Water' },
    }),
    expected: MEMBERS_CREATE,
  },
  {
    operationId: 'updateCommunityTask',
    request: (ids, role) => ({
      method: 'PUT',
      url: `/api/communities/tasks/${ids.taskId}`,
      payload: { assigned_to_user_id: role === 'anonymous' ? 1 : people[role].id },
    }),
    expected: MEMBERS,
  },
  {
    operationId: 'deleteCommunityTask',
    request: (ids) => ({ method: 'DELETE', url: `/api/communities/tasks/${ids.taskId}` }),
    expected: AUTHOR_OR_ADMIN_DELETE,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'listCommunityChatMessages',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/chat` }),
    expected: MEMBERS,
  },
  {
    operationId: 'sendCommunityChatMessage',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/chat`, payload: { content: 'Hi!' } }),
    expected: MEMBERS_CREATE,
  },
  {
    operationId: 'streamCommunityChat',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/chat/stream` }),
    expected: MEMBERS,
  },
  {
    // Its author only (issue 44): admins may delete someone else's message, never edit it.
    operationId: 'updateCommunityChatMessage',
    request: (ids) => ({
      method: 'PATCH',
      url: `${c(ids)}/chat/${ids.messageId}`,
      payload: { content: 'Hello, **gardeners**' },
    }),
    expected: [401, 403, 403, 403, 200, 403, 403],
    itemRefusal: D.chatEditAuthorOnly,
  },
  {
    // Each member's own read mark (issue 44).
    operationId: 'markCommunityChatRead',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/chat/read`,
      payload: { message_id: ids.messageId },
    }),
    expected: MEMBERS,
  },
  {
    // Its author, or an admin (issue 33: the author is told in their inbox).
    operationId: 'deleteCommunityChatMessage',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/chat/${ids.messageId}` }),
    expected: AUTHOR_OR_ADMIN_DELETE,
    itemRefusal: D.chatAuthorOnly,
  },
  {
    operationId: 'listCommunityResources',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/resources` }),
    expected: MEMBERS,
  },
  {
    operationId: 'createCommunityResource',
    request: (ids) => ({
      method: 'POST',
      url: `${c(ids)}/resources`,
      payload: { title: 'Tools', url: 'https://tools.example.org' },
    }),
    expected: MEMBERS_CREATE,
  },
  {
    operationId: 'updateCommunityResource',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/resources/${ids.resourceId}`,
      payload: { title: 'Seed guide (new)', url: 'seeds.example.org/new' },
    }),
    expected: AUTHOR_OR_ADMIN,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'deleteCommunityResource',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/resources/${ids.resourceId}` }),
    expected: AUTHOR_OR_ADMIN_DELETE,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'listCommunityEvents',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/events` }),
    expected: MEMBERS,
  },
  {
    operationId: 'createCommunityEvent',
    request: (ids) => ({
      method: 'POST',
      url: `${c(ids)}/events`,
      payload: { title: 'Soup night', date: '2026-02-06' },
    }),
    expected: MEMBERS_CREATE,
  },
  {
    operationId: 'updateCommunityEvent',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/events/${ids.eventId}`,
      payload: { title: 'Dig day (moved)', date: '2026-04-25' },
    }),
    expected: AUTHOR_OR_ADMIN,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'deleteCommunityEvent',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/events/${ids.eventId}` }),
    expected: AUTHOR_OR_ADMIN_DELETE,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'answerCommunityEvent',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/events/${ids.eventId}/rsvp`,
      payload: { status: 'going' },
    }),
    expected: MEMBERS,
  },
  {
    operationId: 'getCommunityEvent',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/events/${ids.eventId}` }),
    expected: MEMBERS,
  },
  {
    operationId: 'cancelCommunityEventOccurrence',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/events/${ids.eventId}/cancellations/2026-04-18`,
    }),
    expected: AUTHOR_OR_ADMIN,
    itemRefusal: D.authorOrAdminOnly,
  },
  {
    operationId: 'getCommunityEventCalendar',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/events/${ids.eventId}/calendar.ics` }),
    expected: MEMBERS,
  },
  {
    operationId: 'getCommunityCalendarLink',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/calendar-link` }),
    expected: MEMBERS,
  },
  {
    operationId: 'resetCommunityCalendarLink',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/calendar-link` }),
    expected: MEMBERS,
  },
  {
    // Public: the credential is the role's own calendar token (none of their own for the
    // anonymous and the visitor; the pending member's would-be token is refused).
    operationId: 'getCommunityCalendar',
    request: async (ids, role) => ({
      method: 'GET',
      url: `${c(ids)}/events.ics?token=${encodeURIComponent(await calendarToken(role, ids))}`,
    }),
    expected: [403, 403, 403, 200, 200, 200, 200],
  },
];

/** The detail of a refusal: the role table's, else the row's item rule's. */
function expectedDetail(row: Row, role: Role, status: number): string {
  if (row.operationId === 'getCommunityCalendar') return D.calendarLinkInvalid;
  if (status === 401) return 'Not authenticated';
  const action = OPERATION_ACTIONS[row.operationId];
  if (role !== 'anonymous' && !allows(action, role === 'author' ? 'member' : role)) {
    const permission: Permission = PERMISSIONS[action];
    return permission.refusal?.detail ?? '';
  }
  return row.itemRefusal ?? '';
}

describe('the permission table', () => {
  it('has a row for every operation of the domain, and the code has an action for each', () => {
    const domain = operations
      .filter((operation) => operation.tag === 'communities')
      .map((operation) => operation.operationId)
      .sort();
    expect(PERMISSION_TABLE.map((row) => row.operationId).sort()).toEqual(domain);
    expect(Object.keys(OPERATION_ACTIONS).sort()).toEqual(domain);
  });

  it('agrees with the table in code: a role the action does not allow gets its refusal', () => {
    for (const row of PERMISSION_TABLE) {
      const action = OPERATION_ACTIONS[row.operationId];
      ROLES.forEach((role, index) => {
        const status = row.expected[index];
        if (role === 'anonymous' || row.operationId === 'getCommunityCalendar') return;
        const where = `${row.operationId} as ${role}`;
        // The one who added the item is a member by role.
        const communityRole = role === 'author' ? 'member' : role;
        if (status !== undefined && status < 300)
          expect(allows(action, communityRole), where).toBe(true);
        if (!allows(action, communityRole)) {
          const permission: Permission = PERMISSIONS[action];
          expect(status, where).toBe(permission.refusal?.status);
        }
      });
    }
  });
});

describe('operation × role', () => {
  const cases = PERMISSION_TABLE.flatMap((row) =>
    ROLES.map((role, index) => [row.operationId, role, row.expected[index] ?? 0, row] as const),
  );

  /** Calls that read, and calls that are refused, share one community (a refusal changes nothing: checked). */
  let shared: Fixture | undefined;

  it.each(cases)('%s as %s → %i', async (operationId, role, status, row) => {
    const changes = operationById(operationId).method !== 'get' && status < 300;
    shared ??= await communityFixture(t.app, people);
    const ids = changes ? await communityFixture(t.app, people) : shared;
    const before = await snapshot(t.app, ids.communityId);
    const request = await row.request(ids, role);
    const person = personOf(role);
    const headers = {
      ...request.headers,
      ...(person ? { authorization: `Bearer ${person.access_token}` } : {}),
    };

    if (
      (operationId === 'streamCommunityChat' || operationId === 'streamCommunityJoinRequest') &&
      status === 200
    ) {
      // A stream stays open: over real HTTP, then closed by the client.
      const path = operationId === 'streamCommunityChat' ? 'chat/stream' : 'join/stream';
      const stream = await openSse(baseUrl, `${c(ids).slice(4)}/${path}`, {
        authorization: `Bearer ${person?.access_token ?? ''}`,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect((await stream.next((event) => event.event === 'ready')).event).toBe('ready');
      stream.close();
      return;
    }

    const res = await call(t.app, operationId, { ...request, headers });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) {
      expect(res.json()).toEqual({ detail: expectedDetail(row, role, status) });
      // Refused: nothing in the community changed.
      expect(await snapshot(t.app, ids.communityId)).toEqual(before);
    }
  });
});
