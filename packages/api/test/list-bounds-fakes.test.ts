/**
 * The fakes bound and page their lists as the server does (issue 22; the server's own tests are
 * apps/server/test/per-parent-bounds.test.ts and communities.test.ts): at most PER_PARENT_MAX per
 * parent, the same ones, and the communities paged by name.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src';
import { db, fixtures, mockSessionFor, resetDb, users } from '../src/mocks';
import { server } from '../src/mocks/node';
import { PER_PARENT_MAX } from '../src/mocks/support/page';
import { TEST_BASE_URL, testSession } from './support/session';

const { communityIds, gardenIds } = fixtures;
const N = PER_PARENT_MAX + 3;
const id = { params: { path: { id: communityIds.riverside } } };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const maya = (): ApiClient =>
  createApiClient({ baseUrl: TEST_BASE_URL, session: testSession(mockSessionFor(users.maya.id)) });

describe('the fakes’ per-parent lists', () => {
  it('keep the creator and the latest members, and the oldest join requests', async () => {
    // The seed's own requests on Riverside are older than the ones added here.
    const seeded = db.memberships.filter(
      (row) => row.community_id === communityIds.riverside && !row.is_approved,
    ).length;
    for (let i = 0; i < N; i += 1) {
      for (const is_approved of [true, false])
        db.memberships.push({
          community_id: communityIds.riverside,
          user_id: (is_approved ? 10_000 : 20_000) + i,
          is_approved,
          is_admin: false,
          requested_at: new Date(Date.UTC(2031, 0, 1, 0, 0, i)).toISOString(),
          calendar_version: 0,
        });
    }
    const { data: members } = await maya().GET('/communities/{id}/full-members', id);
    expect(members).toHaveLength(PER_PARENT_MAX);
    expect(members?.[0]?.user_id).toBe(users.maya.id);
    expect(members?.[PER_PARENT_MAX - 1]?.user_id).toBe(10_000 + N - 1);
    const { data: requests } = await maya().GET('/communities/{id}/join-requests', id);
    expect(requests).toHaveLength(PER_PARENT_MAX);
    expect(requests?.at(-1)?.user_id).toBe(20_000 + PER_PARENT_MAX - 1 - seeded);
    const { data: community } = await maya().GET('/communities/{id}', id);
    expect(community?.member_count).toBeGreaterThan(N);
  });

  it('keep the newest resources, the latest events by date and the newest volunteer requests', async () => {
    for (let i = 0; i < N; i += 1) {
      db.resources.push({
        id: 10_000 + i,
        community_id: communityIds.riverside,
        title: `Resource ${i}`,
        url: 'https://example.org/',
        description: '',
        user_id: users.maya.id,
      });
      db.events.push({
        id: 10_000 + i,
        community_id: communityIds.riverside,
        title: `Event ${i}`,
        description: '',
        date: new Date(Date.UTC(2040, 0, 1 + N - i)).toISOString().slice(0, 10),
        user_id: users.maya.id,
      });
      db.volunteerRequests.push({
        id: 10_000 + i,
        garden_id: gardenIds.orchard,
        volunteer_name: `Volunteer ${i}`,
        volunteer_email: null,
        status: 'Pending',
        volunteer_user_id: null,
      });
    }
    const { data: resources } = await maya().GET('/communities/{id}/resources', id);
    expect(resources).toHaveLength(PER_PARENT_MAX);
    expect(resources?.[0]?.title).toBe(`Resource ${N - 1}`);
    const { data: events } = await maya().GET('/communities/{id}/events', id);
    expect(events).toHaveLength(PER_PARENT_MAX);
    // Inserted latest date first: the latest 500 by date are the first ones inserted.
    expect(events?.at(-1)?.title).toBe('Event 0');
    const { data: requests } = await maya().GET('/volunteers/requests/{gardenId}', {
      params: { path: { gardenId: gardenIds.orchard } },
    });
    expect(requests).toHaveLength(PER_PARENT_MAX);
    expect(requests?.at(-1)?.volunteer_name).toBe(`Volunteer ${N - 1}`);
  });
});

describe('the fakes’ community list', () => {
  it('pages by name (A–Z case ignored) after a cursor, narrowed by membership', async () => {
    db.communities.push(
      ...['beta', 'Alpha', 'alpha two'].map((name, i) => ({
        id: 100 + i,
        name,
        description: '',
        visibility: 'public' as const,
        creator_id: users.sam.id,
        layout_config: [],
        hidden_sections: [],
      })),
    );
    const list = async (query: {
      membership?: 'mine' | 'others';
      limit?: number;
      after?: number;
    }) => (await maya().GET('/communities/list', { params: { query } })).data?.map((c) => c.name);
    expect(await list({ membership: 'mine' })).toEqual(['Riverside Growers']);
    expect(await list({ membership: 'others', limit: 2 })).toEqual(['Alpha', 'alpha two']);
    expect(await list({ membership: 'others', limit: 2, after: 102 })).toEqual([
      'beta',
      'Night Sky Circle',
    ]);
    expect(await list({ after: 99_999 })).toEqual([]);
  });
});
