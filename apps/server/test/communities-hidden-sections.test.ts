/**
 * Sections hidden from members (issue 30): hiding a section in the Component Manager is not only
 * presentation. Every operation of a hidden section (its reads and its writes) answers a member who
 * is no admin 403 `sectionHidden` and changes nothing; admins still use it; shown again, the member
 * is answered as before. The code's map (membership.ts: OPERATION_SECTIONS) covers every
 * operation a member uses in a section.
 */
import type { AddressInfo } from 'node:net';
import { COMMUNITY_DETAILS as D } from '@wegrow/contract/communities';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATION_ACTIONS,
  OPERATION_SECTIONS,
  type CommunitiesOperationId,
  type DataSection,
} from '../src/domains/communities';
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

const SEVEN = ['goals', 'chat', 'resources', 'events', 'members', 'admin', 'component_manager'];
const c = (ids: Fixture) => `/api/communities/${ids.communityId}`;

/** Who calls: `author` (a member who is no admin, and added every item) or `admin`. */
type Caller = 'author' | 'admin';

interface Row {
  operationId: CommunitiesOperationId;
  section: DataSection;
  request: (ids: Fixture, caller: Caller) => InjectOptions;
  /** The status when the section is shown (the same for the author and the admin, unless `admin`). */
  ok: number;
  /** The admin's answer where the item rule, not the section, refuses them (an edit of another's message). */
  admin?: { status: number; detail: string };
}

const ROWS: Row[] = [
  {
    operationId: 'listCommunityMembers',
    section: 'members',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/full-members` }),
    ok: 200,
  },
  {
    operationId: 'listCommunityGoals',
    section: 'goals',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/projects` }),
    ok: 200,
  },
  {
    operationId: 'createCommunityGoal',
    section: 'goals',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/projects`, payload: { title: 'Bees' } }),
    ok: 201,
  },
  {
    operationId: 'updateCommunityGoal',
    section: 'goals',
    request: (ids) => ({
      method: 'PUT',
      url: `/api/communities/projects/${ids.goalId}`,
      payload: { title: 'Plant the whole lot' },
    }),
    ok: 200,
  },
  {
    operationId: 'deleteCommunityGoal',
    section: 'goals',
    request: (ids) => ({ method: 'DELETE', url: `/api/communities/projects/${ids.goalId}` }),
    ok: 204,
  },
  {
    operationId: 'listCommunityGoalTasks',
    section: 'goals',
    request: (ids) => ({ method: 'GET', url: `/api/communities/projects/${ids.goalId}/tasks` }),
    ok: 200,
  },
  {
    operationId: 'createCommunityGoalTask',
    section: 'goals',
    request: (ids) => ({
      method: 'POST',
      url: `/api/communities/projects/${ids.goalId}/tasks`,
      payload: { content: 'Water' },
    }),
    ok: 201,
  },
  {
    operationId: 'updateCommunityTask',
    section: 'goals',
    request: (ids, caller) => ({
      method: 'PUT',
      url: `/api/communities/tasks/${ids.taskId}`,
      payload: { assigned_to_user_id: people[caller].id },
    }),
    ok: 200,
  },
  {
    operationId: 'deleteCommunityTask',
    section: 'goals',
    request: (ids) => ({ method: 'DELETE', url: `/api/communities/tasks/${ids.taskId}` }),
    ok: 204,
  },
  {
    operationId: 'listCommunityChatMessages',
    section: 'chat',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/chat` }),
    ok: 200,
  },
  {
    operationId: 'sendCommunityChatMessage',
    section: 'chat',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/chat`, payload: { content: 'Hi!' } }),
    ok: 201,
  },
  {
    operationId: 'streamCommunityChat',
    section: 'chat',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/chat/stream` }),
    ok: 200,
  },
  {
    // The author only: the admin, whom the hidden section does not stop, is refused by the rule.
    operationId: 'updateCommunityChatMessage',
    section: 'chat',
    request: (ids) => ({
      method: 'PATCH',
      url: `${c(ids)}/chat/${ids.messageId}`,
      payload: { content: 'Hello, **gardeners**' },
    }),
    ok: 200,
    admin: { status: 403, detail: D.chatEditAuthorOnly },
  },
  {
    // The author's own message here (admins may delete anyone's).
    operationId: 'deleteCommunityChatMessage',
    section: 'chat',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/chat/${ids.messageId}` }),
    ok: 204,
  },
  {
    operationId: 'markCommunityChatRead',
    section: 'chat',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/chat/read`,
      payload: { message_id: ids.messageId },
    }),
    ok: 200,
  },
  {
    operationId: 'listCommunityResources',
    section: 'resources',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/resources` }),
    ok: 200,
  },
  {
    operationId: 'createCommunityResource',
    section: 'resources',
    request: (ids) => ({
      method: 'POST',
      url: `${c(ids)}/resources`,
      payload: { title: 'Tools', url: 'https://tools.example.org' },
    }),
    ok: 201,
  },
  {
    operationId: 'updateCommunityResource',
    section: 'resources',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/resources/${ids.resourceId}`,
      payload: { title: 'Seed guide (new)', url: 'seeds.example.org/new' },
    }),
    ok: 200,
  },
  {
    operationId: 'deleteCommunityResource',
    section: 'resources',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/resources/${ids.resourceId}` }),
    ok: 204,
  },
  {
    operationId: 'listCommunityEvents',
    section: 'events',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/events` }),
    ok: 200,
  },
  {
    operationId: 'createCommunityEvent',
    section: 'events',
    request: (ids) => ({
      method: 'POST',
      url: `${c(ids)}/events`,
      payload: { title: 'Soup night', date: '2026-02-06' },
    }),
    ok: 201,
  },
  {
    operationId: 'updateCommunityEvent',
    section: 'events',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/events/${ids.eventId}`,
      payload: { title: 'Dig day (moved)', date: '2026-04-25' },
    }),
    ok: 200,
  },
  {
    operationId: 'deleteCommunityEvent',
    section: 'events',
    request: (ids) => ({ method: 'DELETE', url: `${c(ids)}/events/${ids.eventId}` }),
    ok: 204,
  },
  {
    operationId: 'answerCommunityEvent',
    section: 'events',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/events/${ids.eventId}/rsvp`,
      payload: { status: 'maybe' },
    }),
    ok: 200,
  },
  {
    operationId: 'getCommunityEvent',
    section: 'events',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/events/${ids.eventId}` }),
    ok: 200,
  },
  {
    operationId: 'cancelCommunityEventOccurrence',
    section: 'events',
    request: (ids) => ({
      method: 'PUT',
      url: `${c(ids)}/events/${ids.eventId}/cancellations/2026-04-18`,
    }),
    ok: 200,
  },
  {
    operationId: 'getCommunityEventCalendar',
    section: 'events',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/events/${ids.eventId}/calendar.ics` }),
    ok: 200,
  },
  {
    operationId: 'getCommunityCalendarLink',
    section: 'events',
    request: (ids) => ({ method: 'GET', url: `${c(ids)}/calendar-link` }),
    ok: 200,
  },
  {
    operationId: 'resetCommunityCalendarLink',
    section: 'events',
    request: (ids) => ({ method: 'POST', url: `${c(ids)}/calendar-link` }),
    ok: 200,
  },
];

/** The creator hides `sections` (or shows all again, with []), through the API. */
async function hide(ids: Fixture, sections: DataSection[]): Promise<void> {
  const res = await call(t.app, 'updateCommunityLayout', {
    method: 'PUT',
    url: `${c(ids)}/layout`,
    headers: { authorization: `Bearer ${people.creator.access_token}` },
    payload: { layout_config: SEVEN, hidden_sections: sections },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Calls the row's operation as `caller`; a stream that opens is read up to `ready`, then closed. */
async function send(
  row: Row,
  ids: Fixture,
  caller: Caller,
): Promise<{ status: number; body: unknown }> {
  const person = people[caller];
  const request = row.request(ids, caller);
  if (row.operationId === 'streamCommunityChat') {
    const stream = await openSse(baseUrl, `${c(ids).slice(4)}/chat/stream`, {
      authorization: `Bearer ${person.access_token}`,
    });
    if (stream.status === 200) {
      await stream.next((event) => event.event === 'ready');
      stream.close();
    }
    return { status: stream.status, body: stream.error };
  }
  const res = await call(t.app, row.operationId, {
    ...request,
    headers: { authorization: `Bearer ${person.access_token}` },
  });
  return {
    status: res.statusCode,
    body:
      res.statusCode === 204
        ? undefined
        : res.headers['content-type']?.toString().startsWith('text/calendar')
          ? res.body
          : res.json(),
  };
}

describe('the map of sections', () => {
  it('names a section for every operation members use in a section', () => {
    const inSections = Object.entries(OPERATION_ACTIONS)
      .filter(([id, action]) => action === 'participate' && id !== 'getCommunityCalendar')
      .map(([id]) => id)
      .sort();
    expect(Object.keys(OPERATION_SECTIONS).sort()).toEqual(inSections);
    expect(ROWS.map((row) => row.operationId).sort()).toEqual(inSections);
  });
});

describe('a hidden section', () => {
  it.each(ROWS.map((row) => [row.operationId, row.section, row] as const))(
    '%s (%s): 403 to a member while hidden, used by an admin, the member answered again once shown',
    async (_operationId, section, row) => {
      // The member, while hidden: refused, nothing changed.
      const ids = await communityFixture(t.app, people);
      await hide(ids, [section]);
      const before = await snapshot(t.app, ids.communityId);
      const refused = await send(row, ids, 'author');
      expect(refused).toEqual({ status: 403, body: { detail: D.sectionHidden } });
      expect(await snapshot(t.app, ids.communityId)).toEqual(before);

      // Another section hidden refuses nothing here.
      const other: DataSection = section === 'goals' ? 'chat' : 'goals';
      await hide(ids, [other]);
      expect((await send(row, ids, 'author')).status).toBe(row.ok);

      // An admin, while hidden (a fresh community: the member's call may have deleted the item).
      const forAdmin = await communityFixture(t.app, people);
      await hide(forAdmin, [section]);
      const byAdmin = await send(row, forAdmin, 'admin');
      if (row.admin)
        expect(byAdmin).toEqual({ status: row.admin.status, body: { detail: row.admin.detail } });
      else expect(byAdmin.status).toBe(row.ok);

      // Shown again: the member is answered as before.
      const again = await communityFixture(t.app, people);
      await hide(again, [section]);
      await hide(again, []);
      expect((await send(row, again, 'author')).status).toBe(row.ok);
    },
  );

  it("closes a member's open chat stream when the chat is hidden (reason hidden), not an admin's", async () => {
    const ids = await communityFixture(t.app, people);
    const path = `${c(ids).slice(4)}/chat/stream`;
    const open = async (caller: Caller) => {
      const stream = await openSse(baseUrl, path, {
        authorization: `Bearer ${people[caller].access_token}`,
      });
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
      return stream;
    };
    const member = await open('author');
    const admin = await open('admin');
    try {
      await hide(ids, ['chat']);
      const closed = await member.next((event) => event.event === 'closed');
      expect(JSON.parse(closed.data ?? '{}')).toEqual({ reason: 'hidden' });
      await member.ended;
      // The admin's stream stays open: a message still arrives.
      const sent = await call(t.app, 'sendCommunityChatMessage', {
        method: 'POST',
        url: `${c(ids)}/chat`,
        headers: { authorization: `Bearer ${people.admin.access_token}` },
        payload: { content: 'Still here' },
      });
      expect(sent.statusCode).toBe(201);
      const message = await admin.next((event) => event.event === 'message');
      expect(message.data).toContain('Still here');
    } finally {
      member.close();
      admin.close();
    }
  });

  it("refuses a member's calendar feed while the events are hidden, not an admin's", async () => {
    const ids = await communityFixture(t.app, people);
    const feedOf = async (caller: Caller) => {
      const link = await call(t.app, 'getCommunityCalendarLink', {
        method: 'GET',
        url: `${c(ids)}/calendar-link`,
        headers: { authorization: `Bearer ${people[caller].access_token}` },
      });
      expect(link.statusCode).toBe(200);
      const url = new URL(link.json<{ url: string }>().url);
      return `${url.pathname}${url.search}`;
    };
    const memberFeed = await feedOf('author');
    const adminFeed = await feedOf('admin');
    const fetchFeed = (url: string) => call(t.app, 'getCommunityCalendar', { method: 'GET', url });
    expect((await fetchFeed(memberFeed)).statusCode).toBe(200);
    await hide(ids, ['events']);
    const refused = await fetchFeed(memberFeed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: D.sectionHidden });
    expect((await fetchFeed(adminFeed)).statusCode).toBe(200);
    await hide(ids, []);
    expect((await fetchFeed(memberFeed)).statusCode).toBe(200);
  });

  it('leaves the community page itself to the member, and their leaving', async () => {
    const ids = await communityFixture(t.app, people);
    await hide(ids, ['goals', 'chat', 'resources', 'events', 'members']);
    const auth = { authorization: `Bearer ${people.author.access_token}` };
    const page = await call(t.app, 'getCommunity', { method: 'GET', url: c(ids), headers: auth });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ my_role: 'member', hidden_sections: expect.any(Array) });
    // The Member List hidden: the page's own list of members holds only the member themself.
    const memberIds = (body: { members: { user_id: number }[] }) =>
      body.members.map((row) => row.user_id);
    expect(memberIds(page.json())).toEqual([people.author.id]);
    const asAdmin = await call(t.app, 'getCommunity', {
      method: 'GET',
      url: c(ids),
      headers: { authorization: `Bearer ${people.admin.access_token}` },
    });
    expect(memberIds(asAdmin.json()).length).toBeGreaterThan(1);
    const left = await call(t.app, 'removeCommunityMember', {
      method: 'DELETE',
      url: `${c(ids)}/members/${people.author.id}`,
      headers: auth,
    });
    expect(left.statusCode, left.body).toBe(204);
  });
});
