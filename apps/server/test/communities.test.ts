/**
 * Communities (spec 2 §2 /communities…, §3–§9; issues 16 and 17): the rules beyond the permission
 * table (communities-permissions.test.ts): what each role sees, membership's transitions and
 * their inbox notices, the layout, goals and tasks, chat, resources, events.
 */
import {
  CHAT_PAGE_SIZE,
  COMMUNITY_DETAILS as D,
  COMMUNITY_MESSAGES,
  COMMUNITY_NOTICES,
  communityNameKey,
  DEFAULT_COMMUNITY_LAYOUT,
  type RemovedItemKind,
} from '@wegrow/contract/communities';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  communities,
  communityChatMessages,
  communityEvents,
  communityGoals,
  communityMembers,
  communityResources,
  communityTasks,
} from '../src/domains/communities/schema';
import { lockCommunity } from '../src/domains/communities/membership';
import { inboxMessages } from '../src/domains/inbox/schema';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';
import { waitFor } from './helpers/wait';

let t: TestApp;
let maya: TestUser; // creates the communities
let sam: TestUser;
let lena: TestUser;
let theo: TestUser;
let ivy: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  maya = await newUser(t.app, 'maya');
  sam = await newUser(t.app, 'sam');
  lena = await newUser(t.app, 'lena');
  theo = await newUser(t.app, 'theo');
  ivy = await newUser(t.app, 'ivy');
  for (const [user, username] of [
    [maya, 'maya'],
    [sam, 'sam'],
    [lena, 'lena'],
    [theo, 'theo'],
  ] as const)
    await call(t.app, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      headers: user.auth,
      payload: { username },
    });
}, 120_000);
afterAll(() => t.close());

/** The list's order: the names' sort keys (accents off, A–Z lower-cased) by code unit. */
function compareNames(a: string, b: string): number {
  const [x, y] = [communityNameKey(a), communityNameKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const as = (user: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(user ? user.auth : {}) },
  });

interface Details {
  id: number;
  name: string;
  description: string;
  visibility: string;
  member_count: number;
  my_role: string;
  creator_id: number;
  members: Member[];
  join_requests: Member[];
  layout_config: string[];
  hidden_sections: string[];
}
interface Member {
  user_id: number;
  is_approved: boolean;
  is_admin: boolean;
  is_creator: boolean;
  user: { username: string | null; email: string | null };
}

async function create(user: TestUser, name = 'Riverside Growers', description = 'Gardens.') {
  const res = await as(user, 'createCommunity', {
    method: 'POST',
    url: '/api/communities/create',
    payload: { name, description, visibility: 'public' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Details>();
}
const get = (user: TestUser, id: number) =>
  as(user, 'getCommunity', { method: 'GET', url: `/api/communities/${id}` });
const join = (user: TestUser, id: number) =>
  as(user, 'requestToJoinCommunity', { method: 'POST', url: `/api/communities/${id}/join` });
const decide = (user: TestUser, id: number, userId: number, approve = true) =>
  as(user, 'decideCommunityJoinRequest', {
    method: 'POST',
    url: `/api/communities/${id}/members/${userId}/approve?approve=${approve}`,
  });
const toggle = (user: TestUser, id: number, userId: number) =>
  as(user, 'toggleCommunityAdmin', {
    method: 'PUT',
    url: `/api/communities/${id}/members/${userId}/toggle-admin`,
  });
const remove = (user: TestUser, id: number, userId: number) =>
  as(user, 'removeCommunityMember', {
    method: 'DELETE',
    url: `/api/communities/${id}/members/${userId}`,
  });

/** Joins and is approved by `admin`. */
async function addMember(admin: TestUser, id: number, user: TestUser): Promise<void> {
  expect((await join(user, id)).statusCode).toBe(201);
  expect((await decide(admin, id, user.id)).statusCode).toBe(200);
}

/** The subjects and contents of a user's inbox messages from communities, oldest first. */
async function notices(user: TestUser) {
  const rows = await t.app.services.database.db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.userId, user.id))
    .orderBy(inboxMessages.id);
  return rows
    .filter((row) => row.senderKind === 'community')
    .map((row) => ({ from: row.senderName, subject: row.subject, content: row.content }));
}

describe('communities and what each role sees', () => {
  it('creates a public community whose creator is an approved admin, in the default layout', async () => {
    const res = await as(maya, 'createCommunity', {
      method: 'POST',
      url: '/api/communities/create',
      payload: { name: '  Compost Club  ' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Details>();
    expect(created).toMatchObject({
      name: 'Compost Club',
      description: '',
      visibility: 'public',
      member_count: 1,
      my_role: 'creator',
      creator_id: maya.id,
      join_requests: [],
      layout_config: [...DEFAULT_COMMUNITY_LAYOUT],
      hidden_sections: [],
    });
    expect(created.members).toEqual([
      {
        user_id: maya.id,
        is_approved: true,
        is_admin: true,
        is_creator: true,
        user: { username: 'maya', email: maya.email },
      },
    ]);
  });

  it('refuses a blank or missing name (422) and any visibility but public', async () => {
    for (const [payload, detail] of [
      [{ name: '   ' }, 'Name must not be blank.'],
      [{ name: '' }, 'Name must not be empty.'],
      [{ description: 'No name' }, 'Name is required.'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
      [{ name: 'Secret', visibility: 'private' }, 'Visibility must be one of: public.'],
    ] as const) {
      const res = await as(maya, 'createCommunity', {
        method: 'POST',
        url: '/api/communities/create',
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('lists every community by name (ignoring case) with member counts and the caller’s role', async () => {
    const zinnia = await create(maya, 'zinnia Friends');
    const apple = await create(sam, 'Apple Orchard');
    await addMember(sam, apple.id, lena);
    await join(theo, zinnia.id);
    const res = await as(theo, 'listCommunities', { method: 'GET', url: '/api/communities/list' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; name: string; member_count: number; my_role: string }[]>();
    const names = list.map((community) => community.name);
    expect(names).toEqual([...names].sort((a, b) => compareNames(a, b)));
    expect(list.find((c) => c.id === apple.id)).toEqual({
      id: apple.id,
      name: 'Apple Orchard',
      description: 'Gardens.',
      visibility: 'public',
      member_count: 2,
      my_role: 'visitor',
    });
    expect(list.find((c) => c.id === zinnia.id)?.my_role).toBe('pending');
    const forLena = (
      await as(lena, 'listCommunities', { method: 'GET', url: '/api/communities/list' })
    ).json<{ id: number; my_role: string }[]>();
    expect(forLena.find((c) => c.id === apple.id)?.my_role).toBe('member');
    // Nobody's names or e-mails in the list.
    expect(res.body).not.toContain('@');
  });

  it('files an accented name under its letter (Élan among the e’s, not after Zinnia)', async () => {
    const ivy = await newUser(t.app, 'ivy');
    const zed = await create(ivy, 'Zinnia Zone');
    const elan = await create(ivy, 'Élan Vital');
    const daisy = await create(ivy, 'daisy Dell');
    const cafe = await create(ivy, 'Çafé Commons');
    const mine = (query = '') =>
      as(ivy, 'listCommunities', {
        method: 'GET',
        url: `/api/communities/list?membership=mine&limit=100${query}`,
      }).then((res) => res.json<{ id: number; name: string }[]>());
    expect((await mine()).map((c) => c.name)).toEqual([
      'Çafé Commons',
      'daisy Dell',
      'Élan Vital',
      'Zinnia Zone',
    ]);
    // The cursor follows the same order.
    expect((await mine(`&after=${daisy.id}`)).map((c) => c.id)).toEqual([elan.id, zed.id]);
    expect((await mine(`&after=${cafe.id}`)).map((c) => c.id)).toEqual([daisy.id, elan.id, zed.id]);
  });

  it('pages the list by name with `after`, and narrows it to the caller’s own or the others', async () => {
    const kit = await newUser(t.app, 'kit');
    const beta = await create(kit, 'beta Bees');
    const alphaB = await create(kit, 'Alpha b');
    const alphaA = await create(kit, 'alpha A');
    const list = async (user: TestUser, query: string) => {
      const res = await as(user, 'listCommunities', {
        method: 'GET',
        url: `/api/communities/list?${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number; name: string; my_role: string; member_count: number }[]>();
    };
    // Kit's own: A–Z case ignored, two per page, then the rest after the last one seen.
    const first = await list(kit, 'membership=mine&limit=2');
    expect(first.map((c) => c.name)).toEqual(['alpha A', 'Alpha b']);
    expect(first.map((c) => c.my_role)).toEqual(['creator', 'creator']);
    expect(
      (await list(kit, `membership=mine&limit=2&after=${alphaB.id}`)).map((c) => c.id),
    ).toEqual([beta.id]);
    expect(await list(kit, `membership=mine&limit=2&after=${beta.id}`)).toEqual([]);
    // Theo asks to join one: still among the others (pending), never among his own.
    await join(theo, alphaA.id);
    const theirs = await list(theo, 'membership=mine&limit=100');
    expect(theirs.map((c) => c.id)).not.toContain(alphaA.id);
    const others = await list(theo, 'membership=others&limit=100');
    expect(others.find((c) => c.id === alphaA.id)).toMatchObject({
      my_role: 'pending',
      member_count: 1,
    });
    expect(others.map((c) => c.name)).toEqual([...others.map((c) => c.name)].sort(compareNames));
    // Without `membership`: every community, pages joined end to end the same as one page.
    const all = await list(theo, 'limit=100');
    const paged: number[] = [];
    for (let after: number | undefined; ;) {
      const page = await list(theo, `limit=3${after === undefined ? '' : `&after=${after}`}`);
      paged.push(...page.map((c) => c.id));
      if (page.length < 3) break;
      after = page[page.length - 1]?.id;
    }
    expect(paged).toEqual(all.map((c) => c.id));
    // A cursor that no longer exists: an empty page; a bad one: 422, nothing listed.
    await as(kit, 'deleteCommunity', { method: 'DELETE', url: `/api/communities/${beta.id}` });
    expect(await list(kit, `after=${beta.id}`)).toEqual([]);
    for (const query of ['after=0', 'limit=0', 'limit=101', 'membership=all']) {
      const res = await as(kit, 'listCommunities', {
        method: 'GET',
        url: `/api/communities/list?${query}`,
      });
      expect(res.statusCode, query).toBe(422);
      expect(typeof res.json<{ detail: unknown }>().detail).toBe('string');
    }
  });

  it('shows non-members only the name, description, member count and their own request state', async () => {
    const community = await create(maya, 'Night Sky Circle', 'Stargazing.');
    await addMember(maya, community.id, sam);
    const visitor = await get(ivy, community.id);
    expect(visitor.json()).toEqual({
      id: community.id,
      name: 'Night Sky Circle',
      description: 'Stargazing.',
      visibility: 'public',
      member_count: 2,
      my_role: 'visitor',
    });
    await join(ivy, community.id);
    expect((await get(ivy, community.id)).json()).toEqual({
      id: community.id,
      name: 'Night Sky Circle',
      description: 'Stargazing.',
      visibility: 'public',
      member_count: 2,
      my_role: 'pending',
    });
  });

  it('shows members the community; join requests only to admins; each e-mail only to its owner', async () => {
    const community = await create(maya);
    await addMember(maya, community.id, sam);
    await addMember(maya, community.id, lena);
    await join(theo, community.id);
    const forSam = (await get(sam, community.id)).json<Details>();
    expect(forSam.my_role).toBe('member');
    expect(forSam.join_requests).toEqual([]);
    expect(forSam.members.map((m) => [m.user.username, m.user.email])).toEqual([
      ['maya', null],
      ['sam', sam.email],
      ['lena', null],
    ]);
    await toggle(maya, community.id, sam.id);
    const asAdmin = (await get(sam, community.id)).json<Details>();
    expect(asAdmin.my_role).toBe('admin');
    // Admins decide by username: another member's or an applicant's address is not theirs to see.
    expect(asAdmin.members.map((m) => m.user.email)).toEqual([null, sam.email, null]);
    expect(asAdmin.join_requests).toEqual([
      {
        user_id: theo.id,
        is_approved: false,
        is_admin: false,
        is_creator: false,
        user: { username: 'theo', email: null },
      },
    ]);
    const requests = await as(maya, 'listCommunityJoinRequests', {
      method: 'GET',
      url: `/api/communities/${community.id}/join-requests`,
    });
    expect(requests.json<{ user: { email: string | null } }[]>().map((r) => r.user.email)).toEqual([
      null,
    ]);
    expect(asAdmin.member_count).toBe(3);
  });

  it('answers 404 for an unknown community', async () => {
    const res = await get(maya, 2_147_483_647);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: D.communityNotFound });
  });

  it('edits the info (admins), trimmed', async () => {
    const community = await create(maya);
    const res = await as(maya, 'updateCommunity', {
      method: 'PUT',
      url: `/api/communities/${community.id}`,
      payload: { name: ' Riverside Growers Collective ', description: 'Since 2025.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Riverside Growers Collective',
      description: 'Since 2025.',
    });
  });
});

describe('membership', () => {
  it('a join request reaches every admin; asking again changes nothing; members get 409', async () => {
    const community = await create(maya, 'Seed Savers');
    await addMember(maya, community.id, sam);
    await toggle(maya, community.id, sam.id);
    const before = [(await notices(maya)).length, (await notices(sam)).length];

    const first = await join(lena, community.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      user_id: lena.id,
      is_approved: false,
      is_admin: false,
      is_creator: false,
      user: { username: 'lena', email: lena.email },
    });
    const again = await join(lena, community.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const told = COMMUNITY_NOTICES.joinRequested('Seed Savers', 'lena', community.id);
    expect(told.content).toMatch(new RegExp(`Member List: /communities/${community.id}#members$`));
    for (const [admin, count] of [
      [maya, before[0]],
      [sam, before[1]],
    ] as const) {
      const inbox = await notices(admin);
      expect(inbox.slice(count ?? 0)).toEqual([{ from: 'Seed Savers', ...told }]);
    }

    const member = await join(sam, community.id);
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({ detail: D.alreadyMember });
    expect((await join(maya, community.id)).json()).toEqual({ detail: D.alreadyMember });
  });

  it('approves (the member is told and sees the sections) or rejects (the request goes; told too)', async () => {
    const community = await create(maya, 'Pollinators');
    await join(lena, community.id);
    await join(theo, community.id);

    const approved = await decide(maya, community.id, lena.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ message: COMMUNITY_MESSAGES.approved });
    expect((await notices(lena)).at(-1)).toEqual({
      from: 'Pollinators',
      ...COMMUNITY_NOTICES.approved('Pollinators'),
    });
    expect((await get(lena, community.id)).json<Details>().my_role).toBe('member');

    const rejected = await decide(maya, community.id, theo.id, false);
    expect(rejected.json()).toEqual({ message: COMMUNITY_MESSAGES.rejected });
    expect((await notices(theo)).at(-1)).toEqual({
      from: 'Pollinators',
      ...COMMUNITY_NOTICES.rejected('Pollinators'),
    });
    expect((await get(theo, community.id)).json<Details>().my_role).toBe('visitor');
    // A rejected person may ask again.
    expect((await join(theo, community.id)).statusCode).toBe(201);

    const twice = await decide(maya, community.id, lena.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: D.alreadyApproved });
    const nobody = await decide(maya, community.id, ivy.id, false);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ detail: D.requestNotFound });
  });

  it('makes a member admin and back (they are told); the creator is always an admin (409)', async () => {
    const community = await create(maya, 'Tool Library');
    await addMember(maya, community.id, sam);
    const made = await toggle(maya, community.id, sam.id);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ user_id: sam.id, is_admin: true, is_creator: false });
    expect((await notices(sam)).at(-1)).toEqual({
      from: 'Tool Library',
      ...COMMUNITY_NOTICES.madeAdmin('Tool Library'),
    });
    // An admin cannot demote the creator…
    const creator = await toggle(sam, community.id, maya.id);
    expect(creator.statusCode).toBe(409);
    expect(creator.json()).toEqual({ detail: D.creatorAlwaysAdmin });
    // …but may step down.
    const stepDown = await toggle(sam, community.id, sam.id);
    expect(stepDown.json()).toMatchObject({ is_admin: false });
    expect((await notices(sam)).at(-1)).toEqual({
      from: 'Tool Library',
      ...COMMUNITY_NOTICES.adminRevoked('Tool Library'),
    });
    expect((await toggle(sam, community.id, maya.id)).statusCode).toBe(403);
    // Only approved members have an admin flag.
    await join(theo, community.id);
    for (const userId of [theo.id, ivy.id]) {
      const res = await toggle(maya, community.id, userId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: D.memberNotFound });
    }
  });

  it('removes a member (told) or a request; a member leaves by removing themself; never the creator', async () => {
    const community = await create(maya, 'Orchard');
    await addMember(maya, community.id, sam);
    await addMember(maya, community.id, lena);
    await join(theo, community.id);
    await toggle(maya, community.id, sam.id);

    expect((await remove(sam, community.id, lena.id)).statusCode).toBe(204);
    expect((await notices(lena)).at(-1)).toEqual({
      from: 'Orchard',
      ...COMMUNITY_NOTICES.removed('Orchard'),
    });
    expect((await get(lena, community.id)).json<Details>().my_role).toBe('visitor');

    expect((await remove(sam, community.id, theo.id)).statusCode).toBe(204);
    expect((await notices(theo)).at(-1)).toEqual({
      from: 'Orchard',
      ...COMMUNITY_NOTICES.rejected('Orchard'),
    });

    const creator = await remove(sam, community.id, maya.id);
    expect(creator.statusCode).toBe(409);
    expect(creator.json()).toEqual({ detail: D.creatorCannotBeRemoved });
    const leaving = await remove(maya, community.id, maya.id);
    expect(leaving.statusCode).toBe(409);
    expect(leaving.json()).toEqual({ detail: D.creatorCannotLeave });

    const told = (await notices(sam)).length;
    expect((await remove(sam, community.id, sam.id)).statusCode).toBe(204);
    expect(await notices(sam)).toHaveLength(told);
    expect((await get(sam, community.id)).json<Details>().my_role).toBe('visitor');

    // A pending request may be withdrawn the same way.
    await join(ivy, community.id);
    expect((await remove(ivy, community.id, ivy.id)).statusCode).toBe(204);
    const none = await remove(ivy, community.id, ivy.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: D.membershipNotFound });
    // Someone no longer a member cannot act as one.
    const res = await as(sam, 'listCommunityMembers', {
      method: 'GET',
      url: `/api/communities/${community.id}/full-members`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('bans a member (told, always; their stream ends): no join, no invite link until lifted', async () => {
    const community = await create(maya, 'Hedgerow');
    const id = community.id;
    await addMember(maya, id, sam);
    await addMember(maya, id, lena);
    await toggle(maya, id, sam.id);
    const ban = (by: TestUser, userId: number, payload?: object) =>
      as(by, 'banCommunityMember', {
        method: 'PUT',
        url: `/api/communities/${id}/bans/${userId}`,
        ...(payload ? { payload } : {}),
      });
    const bans = (by: TestUser) =>
      as(by, 'listCommunityBans', { method: 'GET', url: `/api/communities/${id}/bans` });
    const lift = (by: TestUser, userId: number) =>
      as(by, 'unbanCommunityMember', {
        method: 'DELETE',
        url: `/api/communities/${id}/bans/${userId}`,
      });

    // Members are refused (403); nobody bans themself or the creator (409).
    expect((await ban(lena, sam.id)).json()).toEqual({ detail: D.adminsOnly });
    expect((await ban(sam, sam.id)).json()).toEqual({ detail: D.cannotBanYourself });
    expect((await ban(sam, maya.id)).json()).toEqual({ detail: D.creatorCannotBeBanned });
    const nobody = await ban(sam, ivy.id);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ detail: D.membershipNotFound });
    expect((await ban(sam, lena.id, { reason: 'x'.repeat(501) })).statusCode).toBe(422);

    // An admin bans a member, with a reason: the membership goes and they are told.
    const banned = await ban(sam, lena.id, { reason: '  Spam in the chat.  ' });
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({
      user_id: lena.id,
      user: { username: 'lena', email: null },
      reason: 'Spam in the chat.',
    });
    expect((await notices(lena)).at(-1)).toEqual({
      from: 'Hedgerow',
      ...COMMUNITY_NOTICES.banned('Hedgerow', 'Spam in the chat.'),
    });
    expect((await get(lena, id)).json<Details>().my_role).toBe('visitor');
    const chat = await as(lena, 'listCommunityChatMessages', {
      method: 'GET',
      url: `/api/communities/${id}/chat`,
    });
    expect(chat.statusCode).toBe(403);
    // Again: nothing changes (no second notice).
    const told = (await notices(lena)).length;
    expect((await ban(maya, lena.id)).json()).toMatchObject({ reason: 'Spam in the chat.' });
    expect(await notices(lena)).toHaveLength(told);

    // Neither a join request nor a valid invite link lets them back.
    const again = await join(lena, id);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: D.banned });
    const invite = await as(maya, 'createCommunityInvite', {
      method: 'POST',
      url: `/api/communities/${id}/invite`,
    });
    const token = invite.json<{ token: string }>().token;
    const accept = await as(lena, 'acceptCommunityInvite', {
      method: 'POST',
      url: `/api/communities/${id}/invite/accept`,
      payload: { token },
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toEqual({ detail: D.banned });
    expect((await get(lena, id)).json<Details>().my_role).toBe('visitor');

    // A pending request can be banned too (no reason: null).
    await join(theo, id);
    expect((await ban(maya, theo.id)).json()).toMatchObject({ user_id: theo.id, reason: null });
    expect((await notices(theo)).at(-1)).toEqual({
      from: 'Hedgerow',
      ...COMMUNITY_NOTICES.banned('Hedgerow', null),
    });

    // Admins list the bans, the latest first; members may not.
    expect((await bans(lena)).statusCode).toBe(403);
    expect((await bans(sam)).json<{ user_id: number }[]>().map((b) => b.user_id)).toEqual([
      theo.id,
      lena.id,
    ]);

    // Lifted: they may join again as anyone; lifting twice is 404.
    expect((await lift(lena, lena.id)).statusCode).toBe(403);
    expect((await lift(sam, lena.id)).statusCode).toBe(204);
    const twice = await lift(sam, lena.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ detail: D.banNotFound });
    expect((await join(lena, id)).statusCode).toBe(201);
    expect((await bans(maya)).json<{ user_id: number }[]>().map((b) => b.user_id)).toEqual([
      theo.id,
    ]);
  });

  it('deleting a community deletes everything in it and tells the other members', async () => {
    const community = await create(maya, 'Short-lived');
    await addMember(maya, community.id, sam);
    await join(theo, community.id);
    const { goals, chat, resources, events } = t.app.services.communities;
    const goal = await goals.create(sam, community.id, { title: 'A goal' });
    await goals.addTask(sam, goal.id, 'A task');
    await chat.send(sam, community.id, 'Hi');
    await resources.create(sam, community.id, { title: 'Link', url: 'example.org' });
    await events.create(sam, community.id, { title: 'Party', date: '2026-05-01' });

    const refused = await as(sam, 'deleteCommunity', {
      method: 'DELETE',
      url: `/api/communities/${community.id}`,
    });
    expect(refused.json()).toEqual({ detail: D.creatorOnly });
    const res = await as(maya, 'deleteCommunity', {
      method: 'DELETE',
      url: `/api/communities/${community.id}`,
    });
    expect(res.statusCode).toBe(204);
    const { db } = t.app.services.database;
    for (const table of [
      communityMembers,
      communityGoals,
      communityChatMessages,
      communityResources,
      communityEvents,
    ])
      expect(await db.select().from(table).where(eq(table.communityId, community.id))).toEqual([]);
    expect(
      await db.select().from(communityTasks).where(eq(communityTasks.goalId, goal.id)),
    ).toEqual([]);
    expect(await db.select().from(communities).where(eq(communities.id, community.id))).toEqual([]);
    expect((await notices(sam)).at(-1)).toEqual({
      from: 'Short-lived',
      ...COMMUNITY_NOTICES.deleted('Short-lived'),
    });
    expect((await get(maya, community.id)).statusCode).toBe(404);
  });
});

describe('the layout', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(maya, 'Layout Lab')).id;
    await addMember(maya, id, sam);
  });
  const put = (user: TestUser, payload: unknown) =>
    as(user, 'updateCommunityLayout', {
      method: 'PUT',
      url: `/api/communities/${id}/layout`,
      payload: payload as InjectOptions['payload'],
    });
  const order = ['chat', 'goals', 'events', 'resources', 'members', 'admin', 'component_manager'];

  it('stores the order of all seven sections and the hidden ones, which members see', async () => {
    const res = await put(maya, { layout_config: order, hidden_sections: ['resources'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ layout_config: order, hidden_sections: ['resources'] });
    expect((await get(sam, id)).json()).toMatchObject({
      layout_config: order,
      hidden_sections: ['resources'],
    });
    // Without hidden_sections the setting stays; an empty list shows everything again.
    const reordered = [...order].reverse();
    expect((await put(maya, { layout_config: reordered })).json()).toMatchObject({
      layout_config: reordered,
      hidden_sections: ['resources'],
    });
    expect((await put(maya, { layout_config: order, hidden_sections: [] })).json()).toMatchObject({
      hidden_sections: [],
    });
  });

  it('refuses anything but each of the seven keys exactly once (422), changing nothing', async () => {
    const before = (await get(maya, id)).json<Details>().layout_config;
    const sentence = 'The layout must list each of the 7 sections exactly once.';
    for (const layout of [
      order.slice(1),
      [...order, 'chat'],
      [...order.slice(1), 'goals'],
      [],
      'goals',
    ]) {
      const res = await put(maya, { layout_config: layout });
      expect(res.statusCode, JSON.stringify(layout)).toBe(422);
      expect(res.json()).toEqual({ detail: sentence });
    }
    const unknown = await put(maya, { layout_config: [...order.slice(1), 'gallery'] });
    expect(unknown.statusCode).toBe(422);
    const twice = await put(maya, { layout_config: order, hidden_sections: ['chat', 'chat'] });
    expect(twice.json()).toEqual({ detail: 'Hidden sections must not list the same item twice.' });
    expect((await get(maya, id)).json<Details>().layout_config).toEqual(before);
  });
});

describe('goals and tasks', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(maya, 'Food Forest')).id;
    await addMember(maya, id, sam);
    await addMember(maya, id, lena);
    await toggle(maya, id, sam.id);
  });
  const addGoal = (user: TestUser, title: string) =>
    as(user, 'createCommunityGoal', {
      method: 'POST',
      url: `/api/communities/${id}/projects`,
      payload: { title },
    });
  const addTask = (user: TestUser, goalId: number, content: string) =>
    as(user, 'createCommunityGoalTask', {
      method: 'POST',
      url: `/api/communities/projects/${goalId}/tasks`,
      payload: { content },
    });
  const updateTask = (user: TestUser, taskId: number, payload: Record<string, unknown>) =>
    as(user, 'updateCommunityTask', {
      method: 'PUT',
      url: `/api/communities/tasks/${taskId}`,
      payload,
    });

  it('lists goals by title ignoring case, each with its tasks oldest first', async () => {
    const banana = (await addGoal(lena, '  banana circle ')).json<{ id: number; title: string }>();
    expect(banana.title).toBe('banana circle');
    await addGoal(lena, 'Apple guild');
    await addGoal(lena, 'Cherry hedge');
    await addTask(lena, banana.id, 'Dig the pit');
    await addTask(lena, banana.id, 'Plant bananas');
    const res = await as(lena, 'listCommunityGoals', {
      method: 'GET',
      url: `/api/communities/${id}/projects`,
    });
    const goals = res.json<{ title: string; tasks: { content: string }[]; is_admin: boolean }[]>();
    expect(goals.map((goal) => goal.title)).toEqual([
      'Apple guild',
      'banana circle',
      'Cherry hedge',
    ]);
    expect(goals[1]?.tasks.map((task) => task.content)).toEqual(['Dig the pit', 'Plant bananas']);
    expect(goals.every((goal) => !goal.is_admin)).toBe(true);
    const forAdmin = await as(sam, 'listCommunityGoals', {
      method: 'GET',
      url: `/api/communities/${id}/projects`,
    });
    expect(forAdmin.json<{ is_admin: boolean }[]>().every((goal) => goal.is_admin)).toBe(true);
  });

  it('requires a title and a task’s content (422); unknown goals and tasks are 404', async () => {
    expect((await addGoal(lena, '  ')).json()).toEqual({ detail: 'Title must not be blank.' });
    const goal = (await addGoal(lena, 'Herb spiral')).json<{ id: number }>();
    const blank = await addTask(lena, goal.id, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Task must not be blank.' });
    const noGoal = await addTask(lena, 2_147_483_647, 'Lost');
    expect(noGoal.statusCode).toBe(404);
    expect(noGoal.json()).toEqual({ detail: D.goalNotFound });
    const noTask = await updateTask(lena, 2_147_483_647, { completed: true });
    expect(noTask.json()).toEqual({ detail: D.taskNotFound });
  });

  it('assigns a task to oneself; only admins assign others, or take a task from someone', async () => {
    const goal = (await addGoal(lena, 'Pond')).json<{ id: number }>();
    const task = (await addTask(lena, goal.id, 'Line the pond')).json<{ id: number }>();
    const mine = await updateTask(lena, task.id, { assigned_to_user_id: lena.id });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ assigned_to: { id: lena.id, username: 'lena' } });

    const other = await updateTask(lena, task.id, { assigned_to_user_id: maya.id });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: D.assignOthersAdminsOnly });
    const take = await updateTask(maya, task.id, { assigned_to_user_id: maya.id });
    expect(take.statusCode).toBe(200); // maya is the creator: an admin
    const back = await updateTask(lena, task.id, { assigned_to_user_id: lena.id });
    expect(back.statusCode).toBe(403);
    expect(back.json()).toEqual({ detail: D.reassignAdminsOnly });
    const drop = await updateTask(lena, task.id, { assigned_to_user_id: null });
    expect(drop.json()).toEqual({ detail: D.reassignAdminsOnly });

    const byAdmin = await updateTask(sam, task.id, { assigned_to_user_id: lena.id });
    expect(byAdmin.json()).toMatchObject({ assigned_to: { id: lena.id, username: 'lena' } });
    const notMember = await updateTask(sam, task.id, { assigned_to_user_id: ivy.id });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json()).toEqual({ detail: D.assigneeNotMember });
    const dropOwn = await updateTask(lena, task.id, { assigned_to_user_id: null });
    expect(dropOwn.json()).toMatchObject({ assigned_to: null });
  });

  it('completes as oneself (completed_by = the caller) and undoes by who may', async () => {
    const goal = (await addGoal(sam, 'Compost')).json<{ id: number }>();
    const task = (await addTask(sam, goal.id, 'Turn the heap')).json<{ id: number }>();
    const forOther = await updateTask(lena, task.id, {
      completed: true,
      completed_by_user_id: maya.id,
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual({ detail: D.completeAsYourself });

    const done = await updateTask(lena, task.id, {
      completed: true,
      completed_by_user_id: lena.id,
    });
    expect(done.json()).toMatchObject({
      completed: true,
      completed_by: { id: lena.id, username: 'lena' },
    });
    // Completing it again keeps who completed it.
    const again = await updateTask(maya, task.id, { completed: true });
    expect(again.json()).toMatchObject({ completed_by: { id: lena.id } });

    const wrongUndo = await updateTask(lena, task.id, {
      completed: false,
      completed_by_user_id: lena.id,
    });
    expect(wrongUndo.statusCode).toBe(422);
    expect(wrongUndo.json()).toEqual({ detail: D.reopenWithCompleter });

    // Another plain member may not undo it; who completed it may.
    const stranger = await newUser(t.app, 'stranger');
    await addMember(maya, id, stranger);
    const refused = await updateTask(stranger, task.id, { completed: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: D.undoNotYours });
    const undone = await updateTask(lena, task.id, {
      completed: false,
      completed_by_user_id: null,
    });
    expect(undone.json()).toMatchObject({ completed: false, completed_by: null });
    // The task's author (sam) and admins may undo too.
    await updateTask(stranger, task.id, { completed: true });
    expect((await updateTask(sam, task.id, { completed: false })).statusCode).toBe(200);
  });

  it('edits and deletes goals (author or admin; deleting one deletes its tasks) and tasks', async () => {
    const goal = (await addGoal(lena, 'Greenhouse')).json<{ id: number }>();
    const task = (await addTask(lena, goal.id, 'Glass')).json<{ id: number }>();
    const edit = await as(lena, 'updateCommunityGoal', {
      method: 'PUT',
      url: `/api/communities/projects/${goal.id}`,
      payload: { title: ' Big greenhouse ', description: 'Bigger.' },
    });
    expect(edit.json()).toMatchObject({
      title: 'Big greenhouse',
      description: 'Bigger.',
      tasks: [{ id: task.id }],
    });
    const deleted = await as(sam, 'deleteCommunityGoal', {
      method: 'DELETE',
      url: `/api/communities/projects/${goal.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await updateTask(lena, task.id, { completed: true });
    expect(gone.statusCode).toBe(404);
  });
});

describe('chat', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(maya, 'Chatterbox')).id;
    await addMember(maya, id, sam);
  });
  const send = (user: TestUser, content: string) =>
    as(user, 'sendCommunityChatMessage', {
      method: 'POST',
      url: `/api/communities/${id}/chat`,
      payload: { content },
    });
  const list = (user: TestUser, before?: number) =>
    as(user, 'listCommunityChatMessages', {
      method: 'GET',
      url: `/api/communities/${id}/chat${before === undefined ? '' : `?before=${before}`}`,
    });

  it('posts trimmed messages with author and time; blank or over 2000 characters is 422', async () => {
    const res = await send(sam, '  Compost arrives Saturday!  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: sam.id,
      username: 'sam',
      content: 'Compost arrives Saturday!',
    });
    expect((await send(sam, '   ')).json()).toEqual({ detail: 'Message must not be blank.' });
    expect((await send(sam, '')).json()).toEqual({ detail: 'Message must not be empty.' });
    const long = await send(sam, 'x'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ detail: 'Message must be at most 2000 characters.' });
    expect((await send(sam, 'é'.repeat(2000))).statusCode).toBe(201);
  });

  it('lists oldest first, the last 200, and older pages with ?before=', async () => {
    const other = (await create(maya, 'Busy chat')).id;
    const { chat } = t.app.services.communities;
    const ids: number[] = [];
    for (let i = 1; i <= 205; i += 1) ids.push((await chat.send(maya, other, `#${i}`)).id);
    const latest = await as(maya, 'listCommunityChatMessages', {
      method: 'GET',
      url: `/api/communities/${other}/chat`,
    });
    const page = latest.json<{ id: number; content: string }[]>();
    expect(page).toHaveLength(CHAT_PAGE_SIZE);
    expect(page[0]?.content).toBe('#6');
    expect(page.at(-1)?.content).toBe('#205');
    const older = await as(maya, 'listCommunityChatMessages', {
      method: 'GET',
      url: `/api/communities/${other}/chat?before=${page[0]?.id}`,
    });
    expect(older.json<{ content: string }[]>().map((m) => m.content)).toEqual([
      '#1',
      '#2',
      '#3',
      '#4',
      '#5',
    ]);
    const none = await as(maya, 'listCommunityChatMessages', {
      method: 'GET',
      url: `/api/communities/${other}/chat?before=${ids[0]}`,
    });
    expect(none.json()).toEqual([]);
    const bad = await list(maya, 0);
    expect(bad.statusCode).toBe(422);
  });

  it('deletes a message by its author or an admin, not by another member', async () => {
    await addMember(maya, id, lena);
    const byAdmin = (await send(lena, 'Spam')).json<{ id: number }>();
    const other = `/api/communities/${id}/chat/${byAdmin.id}`;
    const byMember = await as(sam, 'deleteCommunityChatMessage', { method: 'DELETE', url: other });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: D.chatAuthorOnly });
    expect(
      (await as(maya, 'deleteCommunityChatMessage', { method: 'DELETE', url: other })).statusCode,
    ).toBe(204);
    const message = (await send(sam, 'Oops')).json<{ id: number }>();
    const url = `/api/communities/${id}/chat/${message.id}`;
    expect(
      (await as(sam, 'deleteCommunityChatMessage', { method: 'DELETE', url })).statusCode,
    ).toBe(204);
    const again = await as(sam, 'deleteCommunityChatMessage', { method: 'DELETE', url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: D.messageNotFound });
    expect((await list(sam)).json<{ id: number }[]>().map((m) => m.id)).not.toContain(message.id);
  });

  it('remembers the last message each member read: the unread count of others, never backwards', async () => {
    const room = (await create(maya, 'Reading room')).id;
    const { chat } = t.app.services.communities;
    const before = await chat.send(maya, room, 'Before theo joined');
    await addMember(maya, room, theo);
    const read = (user: TestUser, messageId: number, community = room) =>
      as(user, 'markCommunityChatRead', {
        method: 'PUT',
        url: `/api/communities/${community}/chat/read`,
        payload: { message_id: messageId },
      });
    const state = async (user: TestUser) => {
      const details = (await get(user, room)).json<{
        chat_unread: number;
        chat_last_read_id: number | null;
      }>();
      return { unread: details.chat_unread, last: details.chat_last_read_id };
    };
    // A newcomer starts at the last message before they joined: nothing unread yet.
    expect(await state(theo)).toEqual({ unread: 0, last: before.id });
    const first = await chat.send(maya, room, 'One');
    const second = await chat.send(maya, room, 'Two');
    await chat.send(theo, room, 'Mine never counts');
    expect(await state(theo)).toEqual({ unread: 2, last: before.id });

    const marked = await read(theo, first.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ last_read_id: first.id, unread: 1 });
    expect((await read(theo, second.id)).json()).toEqual({ last_read_id: second.id, unread: 0 });
    // Never backwards; again changes nothing.
    expect((await read(theo, first.id)).json()).toEqual({ last_read_id: second.id, unread: 0 });
    expect(await state(theo)).toEqual({ unread: 0, last: second.id });
    // For the creator, only theo's message: her own never count.
    expect((await state(maya)).unread).toBe(1);

    // Another community's message, an unknown one (404); outsiders (403); a bad id (422).
    const elsewhere = (await create(sam, 'Read elsewhere')).id;
    const foreign = await chat.send(sam, elsewhere, 'Not here');
    expect((await read(theo, foreign.id)).json()).toEqual({ detail: D.messageNotFound });
    expect((await read(theo, 2_000_000_000)).statusCode).toBe(404);
    expect((await read(ivy, second.id)).statusCode).toBe(403);
    expect((await read(theo, 0)).statusCode).toBe(422);
  });

  it('does not reach a message of another community through this one (404)', async () => {
    const elsewhere = (await create(sam, 'Elsewhere')).id;
    const message = await t.app.services.communities.chat.send(sam, elsewhere, 'Mine');
    const res = await as(sam, 'deleteCommunityChatMessage', {
      method: 'DELETE',
      url: `/api/communities/${id}/chat/${message.id}`,
    });
    expect(res.statusCode).toBe(404);
    const edit = await as(sam, 'updateCommunityChatMessage', {
      method: 'PATCH',
      url: `/api/communities/${id}/chat/${message.id}`,
      payload: { content: 'Through the wrong door' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ detail: D.messageNotFound });
  });

  describe('edits (issue 44)', () => {
    interface Message {
      id: number;
      content: string;
      timestamp: string;
      edited_at: string | null;
    }
    const edit = (user: TestUser | null, messageId: number, content: string, community = id) =>
      as(user, 'updateCommunityChatMessage', {
        method: 'PATCH',
        url: `/api/communities/${community}/chat/${messageId}`,
        payload: { content },
      });
    const stored = async (messageId: number) => {
      const [row] = await t.app.services.database.db
        .select()
        .from(communityChatMessages)
        .where(eq(communityChatMessages.id, messageId));
      return row;
    };

    it('lets the author edit: trimmed, edited_at set, listed so; a new message has none', async () => {
      const posted = (await send(sam, 'Compost arrives Saturday')).json<Message>();
      expect(posted.edited_at).toBeNull();
      t.clock.advance(60_000);
      const res = await edit(sam, posted.id, '  Compost arrives **Sunday**  ');
      expect(res.statusCode).toBe(200);
      const edited = res.json<Message>();
      expect(edited).toMatchObject({
        id: posted.id,
        user_id: sam.id,
        username: 'sam',
        content: 'Compost arrives **Sunday**',
        timestamp: posted.timestamp,
      });
      expect(edited.edited_at).not.toBeNull();
      expect(Date.parse(edited.edited_at ?? '')).toBeGreaterThan(Date.parse(posted.timestamp));
      const listed = (await list(maya)).json<Message[]>().find((m) => m.id === posted.id);
      // The list adds whether its reader (maya) reported it.
      expect(listed).toEqual({ ...edited, reported_by_me: false });
    });

    it('refuses anyone but the author, an admin included (403), and a non-member (403)', async () => {
      await addMember(maya, id, theo);
      const posted = (await send(sam, 'Mine to change')).json<Message>();
      const before = await stored(posted.id);
      const byMember = await edit(theo, posted.id, 'Changed by theo');
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json()).toEqual({ detail: D.chatEditAuthorOnly });
      const byAdmin = await edit(maya, posted.id, 'Changed by the creator');
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json()).toEqual({ detail: D.chatEditAuthorOnly });
      const byOutsider = await edit(ivy, posted.id, 'Changed by an outsider');
      expect(byOutsider.statusCode).toBe(403);
      expect(byOutsider.json()).toEqual({ detail: D.membersOnly });
      expect((await edit(null, posted.id, 'Anonymous')).statusCode).toBe(401);
      expect(await stored(posted.id)).toEqual(before);
    });

    it('refuses blank, empty and too long content (422) and a missing message (404), changing nothing', async () => {
      const posted = (await send(sam, 'Keep me')).json<Message>();
      const before = await stored(posted.id);
      const blank = await edit(sam, posted.id, '   ');
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual({ detail: 'Message must not be blank.' });
      const empty = await edit(sam, posted.id, '');
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({ detail: 'Message must not be empty.' });
      const long = await edit(sam, posted.id, 'x'.repeat(2001));
      expect(long.statusCode).toBe(422);
      expect(long.json()).toEqual({ detail: 'Message must be at most 2000 characters.' });
      expect(await stored(posted.id)).toEqual(before);
      const missing = await edit(sam, 2_147_483_647, 'Hello?');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: D.messageNotFound });
      await as(sam, 'deleteCommunityChatMessage', {
        method: 'DELETE',
        url: `/api/communities/${id}/chat/${posted.id}`,
      });
      const deleted = await edit(sam, posted.id, 'Too late');
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual({ detail: D.messageNotFound });
    });
  });
});

describe('resources', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(maya, 'Library')).id;
    await addMember(maya, id, sam);
    await addMember(maya, id, lena);
  });
  const add = (user: TestUser, payload: Record<string, unknown>) =>
    as(user, 'createCommunityResource', {
      method: 'POST',
      url: `/api/communities/${id}/resources`,
      payload,
    });

  it('stores the url as given and opens https:// for one without a scheme', async () => {
    const bare = await add(lena, { title: ' Seed basics ', url: 'seedsavers.org/learn' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({
      title: 'Seed basics',
      url: 'seedsavers.org/learn',
      href: 'https://seedsavers.org/learn',
      description: '',
      user_id: lena.id,
      is_creator: true,
    });
    const http = await add(lena, { title: 'Tools', url: 'http://tools.example.org' });
    expect(http.json()).toMatchObject({ href: 'http://tools.example.org' });
    const list = await as(sam, 'listCommunityResources', {
      method: 'GET',
      url: `/api/communities/${id}/resources`,
    });
    expect(list.json<{ title: string; is_creator: boolean }[]>().slice(0, 2)).toEqual([
      expect.objectContaining({ title: 'Tools', is_creator: false }),
      expect.objectContaining({ title: 'Seed basics', is_creator: false }),
    ]);
  });

  it('refuses javascript:, data: and other schemes (422), and requires title and url', async () => {
    const sentence = 'The URL must be a web address (http:// or https://, or no scheme at all).';
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'JAVASCRIPT:void(0)',
      'ftp://x.org',
    ])
      expect((await add(lena, { title: 'Bad', url })).json(), url).toEqual({ detail: sentence });
    expect((await add(lena, { title: 'No url' })).json()).toEqual({ detail: 'URL is required.' });
    expect((await add(lena, { url: 'example.org' })).json()).toEqual({
      detail: 'Title is required.',
    });
  });

  it('edits and deletes: the one who added it or an admin; 404 from another community', async () => {
    const resource = (await add(lena, { title: 'Map', url: 'maps.example.org' })).json<{
      id: number;
    }>();
    const url = `/api/communities/${id}/resources/${resource.id}`;
    const payload = { title: 'Map (new)', url: 'https://maps.example.org/new' };
    const bySam = await as(sam, 'updateCommunityResource', { method: 'PUT', url, payload });
    expect(bySam.statusCode).toBe(403);
    expect(bySam.json()).toEqual({ detail: D.authorOrAdminOnly });
    const edited = await as(lena, 'updateCommunityResource', { method: 'PUT', url, payload });
    expect(edited.json()).toMatchObject({ ...payload, href: payload.url });
    const elsewhere = (await create(maya, 'Other library')).id;
    const wrong = await as(maya, 'deleteCommunityResource', {
      method: 'DELETE',
      url: `/api/communities/${elsewhere}/resources/${resource.id}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ detail: D.resourceNotFound });
    expect((await as(maya, 'deleteCommunityResource', { method: 'DELETE', url })).statusCode).toBe(
      204,
    );
  });
});

describe('events', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(maya, 'Gatherings')).id;
    await addMember(maya, id, sam);
  });
  const add = (user: TestUser, payload: Record<string, unknown>) =>
    as(user, 'createCommunityEvent', {
      method: 'POST',
      url: `/api/communities/${id}/events`,
      payload,
    });

  it('takes a title and a yyyy-MM-dd date; lists by date', async () => {
    const late = await add(sam, { title: ' Harvest ', date: '2026-09-20', community_id: id });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual({
      id: expect.any(Number),
      title: 'Harvest',
      description: '',
      date: '2026-09-20',
      end_date: null,
      user_id: sam.id,
      community_id: id,
      place: '',
      place_url: null,
      start_time: null,
      end_time: null,
      time_zone: 'UTC',
      repeat: 'none',
      repeat_until: null,
      capacity: null,
      cancelled_dates: [],
      rsvps: {
        date: '2026-09-20',
        going: 0,
        waiting: 0,
        maybe: 0,
        not_going: 0,
        mine: null,
        my_place: null,
        people: [],
      },
    });
    await add(sam, { title: 'Sowing', date: '2026-03-01', description: 'Bring seeds.' });
    const list = await as(maya, 'listCommunityEvents', {
      method: 'GET',
      url: `/api/communities/${id}/events`,
    });
    expect(list.json<{ title: string }[]>().map((event) => event.title)).toEqual([
      'Sowing',
      'Harvest',
    ]);
  });

  it('refuses bad dates, a blank title and another community’s id (422)', async () => {
    for (const date of ['2026-02-30', '2026-4-1', '01/04/2026', '0000-01-01', '2026-04-01T10:00'])
      expect((await add(sam, { title: 'Bad', date })).json(), date).toEqual({
        detail: 'Date must be a date (YYYY-MM-DD).',
      });
    expect((await add(sam, { title: '  ', date: '2026-04-01' })).json()).toEqual({
      detail: 'Title must not be blank.',
    });
    const mismatch = await add(sam, { title: 'Here', date: '2026-04-01', community_id: id + 1 });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ detail: D.communityIdMismatch });
  });

  it('keeps times in a time zone and a weekly or monthly repetition', async () => {
    const timed = await add(sam, {
      title: 'Evening dig',
      date: '2026-05-06',
      start_time: '18:30',
      end_time: '20:00',
      time_zone: 'Europe/Berlin',
      repeat: 'weekly',
      repeat_until: '2026-06-24',
    });
    expect(timed.statusCode).toBe(201);
    expect(timed.json()).toMatchObject({
      start_time: '18:30',
      end_time: '20:00',
      time_zone: 'Europe/Berlin',
      repeat: 'weekly',
      repeat_until: '2026-06-24',
    });
  });

  it('refuses an end without a start or before it, an unknown zone, and a bad repetition', async () => {
    const day = { title: 'Bad times', date: '2026-05-06' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ end_time: '10:00' }, 400, 'An end time needs a start time.'],
      [
        { start_time: '10:00', end_time: '09:59' },
        400,
        'The end time must be later than the start time.',
      ],
      [
        { time_zone: 'Mars/Olympus_Mons' },
        400,
        'The time zone is not one we know; choose one from the list.',
      ],
      [{ repeat_until: '2026-06-01' }, 400, 'An end of the repetition needs the event to repeat.'],
      [
        { repeat: 'monthly', repeat_until: '2026-05-05' },
        400,
        'The repetition cannot end before the event’s date.',
      ],
    ];
    for (const [extra, status, detail] of cases) {
      const res = await add(sam, { ...day, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    for (const extra of [{ start_time: '25:00' }, { start_time: '9:30' }, { repeat: 'daily' }]) {
      const res = await add(sam, { ...day, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(extra)).toBeLessThan(500);
    }
    const list = await as(maya, 'listCommunityEvents', {
      method: 'GET',
      url: `/api/communities/${id}/events`,
    });
    expect(list.json<{ title: string }[]>().some((event) => event.title === 'Bad times')).toBe(
      false,
    );
  });

  it('edits and deletes: the one who added it or an admin', async () => {
    const event = (await add(sam, { title: 'Picnic', date: '2026-06-01' })).json<{ id: number }>();
    const url = `/api/communities/${id}/events/${event.id}`;
    const edited = await as(maya, 'updateCommunityEvent', {
      method: 'PUT',
      url,
      payload: { title: 'Picnic (rain date)', date: '2026-06-08' },
    });
    expect(edited.json()).toMatchObject({ title: 'Picnic (rain date)', date: '2026-06-08' });
    expect((await as(sam, 'deleteCommunityEvent', { method: 'DELETE', url })).statusCode).toBe(204);
    const again = await as(sam, 'deleteCommunityEvent', { method: 'DELETE', url });
    expect(again.json()).toEqual({ detail: D.eventNotFound });
  });

  it('takes a place and an http(s) link for it, refusing other links', async () => {
    const made = await add(sam, {
      title: 'Walk',
      date: '2026-05-09',
      place: ' The old mill ',
      place_url: 'https://maps.example.org/mill',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      place: 'The old mill',
      place_url: 'https://maps.example.org/mill',
    });
    for (const place_url of ['javascript:alert(1)', 'ftp://example.org', 'maps.example.org'])
      expect(
        (await add(sam, { title: 'Bad', date: '2026-05-09', place_url })).json(),
        place_url,
      ).toEqual({ detail: 'The place link must start with http:// or https://.' });
    const plain = (await add(sam, { title: 'Plain', date: '2026-05-10' })).json();
    expect(plain).toMatchObject({ place: '', place_url: null });
  });

  it('takes each member’s answer (going, maybe, not going), replaced when they answer again', async () => {
    const event = (await add(sam, { title: 'Seed swap', date: '2026-05-02' })).json<{
      id: number;
    }>();
    const url = `/api/communities/${id}/events/${event.id}/rsvp`;
    const rsvp = (user: TestUser, status: string) =>
      as(user, 'answerCommunityEvent', { method: 'PUT', url, payload: { status } });
    expect((await rsvp(maya, 'maybe')).json()).toMatchObject({
      id: event.id,
      rsvps: {
        going: 0,
        maybe: 1,
        not_going: 0,
        mine: 'maybe',
        people: [{ user: { id: maya.id, username: 'maya' }, status: 'maybe' }],
      },
    });
    await rsvp(sam, 'going');
    const changed = await rsvp(maya, 'not_going');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ rsvps: object }>().rsvps).toMatchObject({
      going: 1,
      maybe: 0,
      not_going: 1,
      mine: 'not_going',
    });
    // The list shows the counts, who answered what, and the reader's own answer.
    const list = await as(sam, 'listCommunityEvents', {
      method: 'GET',
      url: `/api/communities/${id}/events`,
    });
    const listed = list
      .json<
        {
          id: number;
          rsvps: { mine: string; people: { user: { id: number }; status: string }[] };
        }[]
      >()
      .find((e) => e.id === event.id);
    expect(listed?.rsvps.mine).toBe('going');
    expect(
      listed?.rsvps.people
        .map((p) => [p.user.id, p.status])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(
      [
        [maya.id, 'not_going'],
        [sam.id, 'going'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // A status outside the three, and an unknown event.
    expect((await rsvp(sam, 'yes')).statusCode).toBe(422);
    const unknown = await as(sam, 'answerCommunityEvent', {
      method: 'PUT',
      url: `/api/communities/${id}/events/${event.id + 1000}/rsvp`,
      payload: { status: 'going' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: D.eventNotFound });
  });

  it('tells those going or maybe when the date changes and when the event is cancelled', async () => {
    const event = (await add(maya, { title: 'Pond clean', date: '2026-08-01' })).json<{
      id: number;
    }>();
    const url = `/api/communities/${id}/events/${event.id}`;
    const rsvp = (user: TestUser, status: string) =>
      as(user, 'answerCommunityEvent', { method: 'PUT', url: `${url}/rsvp`, payload: { status } });
    await rsvp(sam, 'going');
    await rsvp(maya, 'going');
    const before = { sam: (await notices(sam)).length, maya: (await notices(maya)).length };
    const edit = (payload: Record<string, unknown>) =>
      as(maya, 'updateCommunityEvent', { method: 'PUT', url, payload });
    // The same date: nobody is told.
    await edit({ title: 'Pond clean', date: '2026-08-01', description: 'Waders.' });
    expect(await notices(sam)).toHaveLength(before.sam);
    await edit({ title: 'Pond clean', date: '2026-08-08' });
    await edit({ title: 'Pond clean', date: '2026-08-08', place: 'North pond' });
    const moved = (await notices(sam)).slice(before.sam);
    expect(moved.map((n) => [n.subject, n.content])).toEqual([
      ['Event changed', '"Pond clean" in Gatherings is now on 2026-08-08.'],
      ['Event changed', '"Pond clean" in Gatherings is now on 2026-08-08 at North pond.'],
    ]);
    // Not going: not told of the cancellation; the one who deletes it is not told either.
    await rsvp(sam, 'not_going');
    await rsvp(sam, 'maybe');
    expect((await as(maya, 'deleteCommunityEvent', { method: 'DELETE', url })).statusCode).toBe(
      204,
    );
    expect((await notices(sam)).slice(before.sam).map((n) => [n.subject, n.content])).toEqual([
      ['Event changed', '"Pond clean" in Gatherings is now on 2026-08-08.'],
      ['Event changed', '"Pond clean" in Gatherings is now on 2026-08-08 at North pond.'],
      ['Event cancelled', '"Pond clean" in Gatherings was cancelled.'],
    ]);
    expect(await notices(maya)).toHaveLength(before.maya);
  });
});

describe('events: occurrences, places and the waiting list', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(maya, 'Work parties')).id;
    await addMember(maya, id, sam);
    await addMember(maya, id, lena);
  });
  const add = async (payload: Record<string, unknown>) => {
    const response = await as(maya, 'createCommunityEvent', {
      method: 'POST',
      url: `/api/communities/${id}/events`,
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  type Answered = {
    cancelled_dates: string[];
    rsvps: {
      date: string;
      going: number;
      waiting: number;
      mine: string | null;
      my_place: number | null;
      people: { user: { id: number }; status: string; place: number | null }[];
    };
  };
  const rsvp = (user: TestUser, eventId: number, status: string, date?: string) =>
    as(user, 'answerCommunityEvent', {
      method: 'PUT',
      url: `/api/communities/${id}/events/${eventId}/rsvp`,
      payload: date === undefined ? { status } : { status, date },
    });
  const read = (user: TestUser, eventId: number, date?: string) =>
    as(user, 'getCommunityEvent', {
      method: 'GET',
      url: `/api/communities/${id}/events/${eventId}${date ? `?date=${date}` : ''}`,
    });

  it('keeps answers per occurrence of a repeating event; a day it does not fall on is 404', async () => {
    const weekly = await add({ title: 'Weekly dig', date: '2027-01-06', repeat: 'weekly' });
    expect((await rsvp(sam, weekly, 'going', '2027-01-13')).json<Answered>().rsvps).toMatchObject({
      date: '2027-01-13',
      going: 1,
      mine: 'going',
    });
    // The next occurrence (the first, from today) has no answer of sam's.
    const next = (await read(sam, weekly)).json<Answered>();
    expect(next.rsvps).toMatchObject({ date: '2027-01-06', going: 0, mine: null });
    expect((await read(sam, weekly, '2027-01-13')).json<Answered>().rsvps.mine).toBe('going');
    // Another day: not an occurrence.
    for (const response of [
      await read(sam, weekly, '2027-01-14'),
      await rsvp(sam, weekly, 'going', '2027-01-14'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: D.eventNoSuchDay });
    }
    expect((await read(sam, weekly + 1000)).statusCode).toBe(404);
    // Moving the series two days on takes the answers with it.
    await as(maya, 'updateCommunityEvent', {
      method: 'PUT',
      url: `/api/communities/${id}/events/${weekly}`,
      payload: { title: 'Weekly dig', date: '2027-01-08', repeat: 'weekly' },
    });
    expect((await read(sam, weekly, '2027-01-15')).json<Answered>().rsvps.mine).toBe('going');
  });

  it('puts "going" on a waiting list when full; a place given up goes to the first waiting, who is told', async () => {
    const event = await add({ title: 'Boat trip', date: '2027-02-01', capacity: 1 });
    expect((await rsvp(sam, event, 'going')).json<Answered>().rsvps).toMatchObject({
      going: 1,
      waiting: 0,
      my_place: null,
    });
    const waits = (await rsvp(lena, event, 'going')).json<Answered>().rsvps;
    expect(waits).toMatchObject({ going: 1, waiting: 1, mine: 'going', my_place: 1 });
    expect(waits.people.find((p) => p.user.id === lena.id)?.place).toBe(1);
    // Going again keeps the place on the list; maya waits behind lena.
    await rsvp(lena, event, 'going');
    expect((await rsvp(maya, event, 'going')).json<Answered>().rsvps.my_place).toBe(2);
    const before = (await notices(lena)).length;
    await rsvp(sam, event, 'maybe');
    const after = (await read(lena, event)).json<Answered>().rsvps;
    expect(after).toMatchObject({ going: 1, waiting: 1, mine: 'going', my_place: null });
    expect((await notices(lena)).slice(before)).toEqual([
      {
        from: 'Work parties',
        subject: 'You have a place',
        content: 'A place opened up at "Boat trip" in Work parties on 2027-02-01: you are going.',
      },
    ]);
    // A second place (the edit) moves maya up too.
    await as(maya, 'updateCommunityEvent', {
      method: 'PUT',
      url: `/api/communities/${id}/events/${event}`,
      payload: { title: 'Boat trip', date: '2027-02-01', capacity: 2 },
    });
    expect((await read(maya, event)).json<Answered>().rsvps).toMatchObject({
      going: 2,
      waiting: 0,
    });
    expect(
      (
        await as(maya, 'createCommunityEvent', {
          method: 'POST',
          url: `/api/communities/${id}/events`,
          payload: { title: 'Bad', date: '2027-02-01', capacity: 0 },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('gives the last place to one of two answering at once; a member leaving frees theirs', async () => {
    const event = await add({ title: 'Tour', date: '2027-03-01', capacity: 1 });
    const [a, b] = await Promise.all([rsvp(sam, event, 'going'), rsvp(lena, event, 'going')]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const rsvps = (await read(maya, event)).json<Answered>().rsvps;
    expect([rsvps.going, rsvps.waiting]).toEqual([1, 1]);
    const seated = rsvps.people.find((p) => p.place === null);
    const waiting = seated?.user.id === sam.id ? lena : sam;
    const leaving = seated?.user.id === sam.id ? sam : lena;
    expect((await remove(leaving, id, leaving.id)).statusCode).toBe(204);
    expect((await read(waiting, event)).json<Answered>().rsvps).toMatchObject({
      going: 1,
      waiting: 0,
      my_place: null,
    });
    await addMember(maya, id, leaving);
  });

  it('cancels one occurrence (the author or an admin): answers refused, those coming told, .ics', async () => {
    const weekly = await add({
      title: 'Evening dig',
      date: '2027-04-07',
      start_time: '18:30',
      end_time: '20:00',
      time_zone: 'Europe/Berlin',
      repeat: 'weekly',
    });
    await rsvp(sam, weekly, 'going', '2027-04-14');
    await rsvp(lena, weekly, 'going', '2027-04-21');
    const cancel = (user: TestUser, date: string) =>
      as(user, 'cancelCommunityEventOccurrence', {
        method: 'PUT',
        url: `/api/communities/${id}/events/${weekly}/cancellations/${date}`,
      });
    expect((await cancel(sam, '2027-04-14')).statusCode).toBe(403);
    expect((await cancel(maya, '2027-04-15')).statusCode).toBe(404);
    const before = { sam: (await notices(sam)).length, lena: (await notices(lena)).length };
    const cancelled = await cancel(maya, '2027-04-14');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Answered>().cancelled_dates).toEqual(['2027-04-14']);
    expect((await cancel(maya, '2027-04-14')).json<Answered>().cancelled_dates).toEqual([
      '2027-04-14',
    ]);
    expect((await notices(sam)).slice(before.sam)).toEqual([
      {
        from: 'Work parties',
        subject: 'Event cancelled',
        content: '"Evening dig" in Work parties on 2027-04-14 was cancelled.',
      },
    ]);
    expect(await notices(lena)).toHaveLength(before.lena);
    const refused = await rsvp(lena, weekly, 'going', '2027-04-14');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: D.occurrenceCancelled });
    expect((await rsvp(lena, weekly, 'maybe', '2027-04-28')).statusCode).toBe(200);

    // One occurrence as a file to download: its own UID, cancelled when it is.
    const file = await as(sam, 'getCommunityEventCalendar', {
      method: 'GET',
      url: `/api/communities/${id}/events/${weekly}/calendar.ics?date=2027-04-14`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="event-${weekly}-2027-04-14.ics"`,
    );
    expect(file.body).toContain(`UID:community-event-${weekly}-20270414@`);
    expect(file.body).toContain('DTSTART;TZID=Europe/Berlin:20270414T183000\r\n');
    expect(file.body).toContain('STATUS:CANCELLED\r\n');
    expect(file.body).not.toContain('RRULE:FREQ=WEEKLY');
    const next = await as(sam, 'getCommunityEventCalendar', {
      method: 'GET',
      url: `/api/communities/${id}/events/${weekly}/calendar.ics`,
    });
    expect(next.body).toContain('DTSTART;TZID=Europe/Berlin:20270407T183000\r\n');
    expect(next.body).not.toContain('STATUS:CANCELLED');
    expect(
      (
        await as(ivy, 'getCommunityEventCalendar', {
          method: 'GET',
          url: `/api/communities/${id}/events/${weekly}/calendar.ics`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('every change that affects a person reaches their inbox', () => {
  beforeEach(async () => {
    await t.app.services.database.db.delete(inboxMessages);
  });

  it('in the order of a membership’s life', async () => {
    const community = await create(maya, 'Notice Board');
    await join(sam, community.id);
    await decide(maya, community.id, sam.id);
    await toggle(maya, community.id, sam.id);
    await toggle(maya, community.id, sam.id);
    await remove(maya, community.id, sam.id);
    expect((await notices(sam)).map((notice) => notice.subject)).toEqual([
      'Join request approved',
      'You are now an admin',
      'You are no longer an admin',
      'Removed from the community',
    ]);
    expect((await notices(maya)).map((notice) => notice.subject)).toEqual(['New join request']);
  });

  it('tells an author when an admin removed their message, goal, resource or event (not their own removals)', async () => {
    const community = await create(maya, 'Tidy Garden');
    await addMember(maya, community.id, sam);
    await t.app.services.database.db.delete(inboxMessages);
    const { chat, goals, resources, events } = t.app.services.communities;
    const base = `/api/communities/${community.id}`;
    const message = await chat.send(sam, community.id, `Buy ${'cheap '.repeat(20)}seeds`);
    const goal = await goals.create(sam, community.id, { title: 'Beds' });
    const resource = await resources.create(sam, community.id, {
      title: 'Seed guide',
      url: 'seeds.example.org',
    });
    const event = await events.create(sam, community.id, { title: 'Picnic', date: '2026-06-07' });
    const own = await chat.send(sam, community.id, 'Mine');
    // One after the other: the notices' order is the removals' order.
    const removals = [
      () =>
        as(maya, 'deleteCommunityChatMessage', {
          method: 'DELETE',
          url: `${base}/chat/${message.id}`,
        }),
      () =>
        as(maya, 'deleteCommunityGoal', {
          method: 'DELETE',
          url: `/api/communities/projects/${goal.id}`,
        }),
      () =>
        as(maya, 'deleteCommunityResource', {
          method: 'DELETE',
          url: `${base}/resources/${resource.id}`,
        }),
      () =>
        as(maya, 'deleteCommunityEvent', { method: 'DELETE', url: `${base}/events/${event.id}` }),
      () =>
        as(sam, 'deleteCommunityChatMessage', { method: 'DELETE', url: `${base}/chat/${own.id}` }),
    ];
    for (const removal of removals) expect((await removal()).statusCode).toBe(204);
    const said = (kind: RemovedItemKind, text: string) => ({
      from: 'Tidy Garden',
      ...COMMUNITY_NOTICES.itemRemoved('Tidy Garden', kind, text),
    });
    expect(await notices(sam)).toEqual([
      said('message', message.content),
      said('goal', 'Beds'),
      said('resource', 'Seed guide'),
      said('event', 'Picnic'),
    ]);
    expect((await notices(sam))[0]?.content).toBe(
      `Your message "Buy ${'cheap '.repeat(12)}che…" in Tidy Garden was removed by a community admin.`,
    );
    expect(await notices(maya)).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'changes wait for the community’s lock (PostgreSQL)',
  () => {
    it('a post that started while the poster was being removed is refused once the removal commits', async () => {
      const community = await create(maya, 'Race track');
      await addMember(maya, community.id, sam);
      const { db } = t.app.services.database;
      let post: Promise<Awaited<ReturnType<typeof as>>> | undefined;
      await db.transaction(async (tx) => {
        await lockCommunity(tx, community.id);
        await tx
          .delete(communityMembers)
          .where(
            and(
              eq(communityMembers.userId, sam.id),
              eq(communityMembers.communityId, community.id),
            ),
          );
        // Sam posts while the removal is not committed yet: the post waits for the lock…
        post = as(sam, 'sendCommunityChatMessage', {
          method: 'POST',
          url: `/api/communities/${community.id}/chat`,
          payload: { content: 'Sneaking in' },
        });
        // …which PostgreSQL shows as a session waiting for a lock (on another connection).
        await waitFor('the post to wait for the community’s lock', async () => {
          const [waiting] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
          return (waiting?.n ?? 0) > 0;
        });
      });
      // …and then sees that Sam is no longer a member (without the lock it would have read the
      // membership as it was before the removal committed, and posted).
      const res = await post;
      expect(res?.statusCode).toBe(403);
      expect(res?.json()).toEqual({ detail: D.membersOnly });
    });
  },
);
