/**
 * Per-parent lists are bounded (issue 22): a community's members, join requests, goals and their
 * tasks, resources and events, and a garden's volunteer requests answer at most PER_PARENT_MAX
 * items, the ones the contract names, in the list's own order. Rows are inserted straight into
 * the database (PER_PARENT_MAX + 3 of each) so the test stays quick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityEvents,
  communityGoals,
  communityMembers,
  communityResources,
  communityTasks,
} from '../src/domains/communities/schema';
import { gardens, volunteerRequests } from '../src/domains/gardens/schema';
import { PER_PARENT_MAX } from '../src/platform/paging';
import { users } from '../src/platform/schema';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

const N = PER_PARENT_MAX + 3;
const BASE = Date.parse('2031-01-01T00:00:00Z');
/** The i-th of N moments, one second apart, in insertion order. */
const moment = (i: number) => new Date(BASE + i * 1000);

let t: TestApp;
let owner: TestUser;
let communityId = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t.app, 'bounds');
  const res = await call(t.app, 'createCommunity', {
    method: 'POST',
    url: '/api/communities/create',
    headers: owner.auth,
    payload: { name: 'Busy Growers' },
  });
  expect(res.statusCode, res.body).toBe(201);
  communityId = res.json<{ id: number }>().id;
}, 120_000);
afterAll(() => t.close());

const db = () => t.app.services.database.db;
const get = async <T>(operationId: string, url: string, user: TestUser | null = owner) => {
  const res = await call(t.app, operationId, {
    method: 'GET',
    url,
    headers: user ? user.auth : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** N users, the i-th created at moment i. */
async function manyUsers(tag: string): Promise<number[]> {
  const rows = await db()
    .insert(users)
    .values(
      Array.from({ length: N }, (_, i) => ({
        email: `${tag}-${i}@bounds.test`,
        passwordHash: 'x',
        createdAt: moment(i),
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

describe('per-parent lists answer at most PER_PARENT_MAX', () => {
  it('members: the creator first, then the latest approved, in the order they joined', async () => {
    const ids = await manyUsers('member');
    await db()
      .insert(communityMembers)
      .values(
        ids.map((userId, i) => ({
          communityId,
          userId,
          isApproved: true,
          requestedAt: moment(i),
          approvedAt: moment(i),
        })),
      );
    const members = await get<{ user_id: number }[]>(
      'listCommunityMembers',
      `/api/communities/${communityId}/full-members`,
    );
    expect(members).toHaveLength(PER_PARENT_MAX);
    expect(members[0]?.user_id).toBe(owner.id);
    // The creator and the newest PER_PARENT_MAX - 1 of the N others, oldest of them first.
    expect(members.slice(1).map((m) => m.user_id)).toEqual(ids.slice(N - PER_PARENT_MAX + 1));
    const details = await get<{ member_count: number; members: unknown[] }>(
      'getCommunity',
      `/api/communities/${communityId}`,
    );
    // The count is still every member, though the list is bounded.
    expect(details.member_count).toBe(N + 1);
    expect(details.members).toHaveLength(PER_PARENT_MAX);
  });

  it('join requests: the oldest PER_PARENT_MAX, oldest first', async () => {
    const ids = await manyUsers('asker');
    await db()
      .insert(communityMembers)
      .values(
        ids.map((userId, i) => ({
          communityId,
          userId,
          isApproved: false,
          requestedAt: moment(i),
        })),
      );
    const requests = await get<{ user_id: number }[]>(
      'listCommunityJoinRequests',
      `/api/communities/${communityId}/join-requests`,
    );
    expect(requests.map((r) => r.user_id)).toEqual(ids.slice(0, PER_PARENT_MAX));
  });

  it('goals: the newest PER_PARENT_MAX by title, each with its newest PER_PARENT_MAX tasks', async () => {
    const goals = await db()
      .insert(communityGoals)
      .values(
        Array.from({ length: N }, (_, i) => ({
          communityId,
          title: `Goal ${String(i).padStart(3, '0')}`,
          description: '',
          creatorId: owner.id,
          createdAt: moment(i),
          updatedAt: moment(i),
        })),
      )
      .returning({ id: communityGoals.id });
    const busy = goals[N - 1]?.id ?? 0;
    await db()
      .insert(communityTasks)
      .values(
        Array.from({ length: N }, (_, i) => ({
          goalId: busy,
          content: `Task ${i}`,
          creatorId: owner.id,
          createdAt: moment(i),
        })),
      );
    const listed = await get<{ id: number; title: string; tasks: { content: string }[] }[]>(
      'listCommunityGoals',
      `/api/communities/${communityId}/projects`,
    );
    expect(listed).toHaveLength(PER_PARENT_MAX);
    expect(listed[0]?.title).toBe(`Goal ${String(N - PER_PARENT_MAX).padStart(3, '0')}`);
    const tasks = listed.find((goal) => goal.id === busy)?.tasks ?? [];
    expect(tasks).toHaveLength(PER_PARENT_MAX);
    expect(tasks[0]?.content).toBe(`Task ${N - PER_PARENT_MAX}`);
    expect(tasks[tasks.length - 1]?.content).toBe(`Task ${N - 1}`);
    const alone = await get<{ content: string }[]>(
      'listCommunityGoalTasks',
      `/api/communities/projects/${busy}/tasks`,
    );
    expect(alone.map((task) => task.content)).toEqual(tasks.map((task) => task.content));
  });

  it('resources: the newest PER_PARENT_MAX, newest first', async () => {
    await db()
      .insert(communityResources)
      .values(
        Array.from({ length: N }, (_, i) => ({
          communityId,
          title: `Resource ${i}`,
          url: 'https://example.org/',
          description: '',
          userId: owner.id,
          createdAt: moment(i),
          updatedAt: moment(i),
        })),
      );
    const listed = await get<{ title: string }[]>(
      'listCommunityResources',
      `/api/communities/${communityId}/resources`,
    );
    expect(listed).toHaveLength(PER_PARENT_MAX);
    expect(listed[0]?.title).toBe(`Resource ${N - 1}`);
    expect(listed[listed.length - 1]?.title).toBe(`Resource ${N - PER_PARENT_MAX}`);
  });

  it('events: the PER_PARENT_MAX latest by date, by date', async () => {
    const day = (i: number) => new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10);
    await db()
      .insert(communityEvents)
      .values(
        Array.from({ length: N }, (_, i) => ({
          communityId,
          // Inserted latest date first, so the order by date is not the order of insertion.
          title: `Event ${N - 1 - i}`,
          description: '',
          date: day(N - 1 - i),
          userId: owner.id,
          createdAt: moment(i),
          updatedAt: moment(i),
        })),
      );
    const listed = await get<{ title: string; date: string }[]>(
      'listCommunityEvents',
      `/api/communities/${communityId}/events`,
    );
    expect(listed).toHaveLength(PER_PARENT_MAX);
    expect(listed[0]).toMatchObject({
      title: `Event ${N - PER_PARENT_MAX}`,
      date: day(N - PER_PARENT_MAX),
    });
    expect(listed[listed.length - 1]).toMatchObject({ title: `Event ${N - 1}`, date: day(N - 1) });
  });

  it("a garden's volunteer requests: the newest PER_PARENT_MAX, oldest first", async () => {
    const [garden] = await db()
      .insert(gardens)
      .values({
        type: 'Ongoing',
        hostName: 'Host',
        hostId: owner.id,
        location: 'Allotments',
        description: '',
        notes: '',
        email: 'host@bounds.test',
        status: 'Approved',
        createdAt: moment(0),
        updatedAt: moment(0),
      })
      .returning({ id: gardens.id });
    const gardenId = garden?.id ?? 0;
    await db()
      .insert(volunteerRequests)
      .values(
        Array.from({ length: N }, (_, i) => ({
          gardenId,
          volunteerName: `Volunteer ${i}`,
          status: 'Pending',
          createdAt: moment(i),
        })),
      );
    const listed = await get<{ volunteer_name: string }[]>(
      'listVolunteerRequests',
      `/api/volunteers/requests/${gardenId}`,
    );
    expect(listed.map((r) => r.volunteer_name)).toEqual(
      Array.from({ length: PER_PARENT_MAX }, (_, i) => `Volunteer ${N - PER_PARENT_MAX + i}`),
    );
  });
});
