/**
 * Reports (issue 33): a member reports a chat message, talk or comment once; it reaches the
 * community's admins or the forum admin in their inbox; only they list and resolve it; removing
 * deletes the content, dismissing keeps it; the reporter hears the outcome.
 */
import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { REPORT_DETAILS } from '@wegrow/contract/reports';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityChatMessages } from '../src/domains/communities/schema';
import { forumThreads } from '../src/domains/forum/schema';
import { inboxMessages } from '../src/domains/inbox/schema';
import type { Report } from '../src/domains/reports';
import { contentReports } from '../src/domains/reports/schema';
import {
  call,
  createTestApp,
  login,
  newUser,
  signup,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { communityFixture, type Fixture, type People, PEOPLE } from './helpers/communities';
import { expectErrorBody, expectMatchesContract } from './helpers/contract';

let t: TestApp;
let people: People;
let fixture: Fixture;
let forumAdmin: TestUser;

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });
const report = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'createReport', { method: 'POST', url: '/api/reports', payload });
const communityReports = (caller: TestUser, id: number) =>
  as(caller, 'listCommunityReports', { method: 'GET', url: `/api/reports/communities/${id}` });
const forumReports = (caller: TestUser) =>
  as(caller, 'listForumReports', { method: 'GET', url: '/api/reports/forum' });
const resolve = (caller: TestUser, id: number, outcome: string) =>
  as(caller, 'resolveReport', {
    method: 'POST',
    url: `/api/reports/${id}/resolve`,
    payload: { outcome },
  });

async function inbox(user: TestUser) {
  return t.app.services.database.db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.userId, user.id))
    .orderBy(inboxMessages.id);
}

async function talk(caller: TestUser, text: string): Promise<number> {
  const res = await as(caller, 'createForumThread', {
    method: 'POST',
    url: '/api/forum/threads',
    payload: { text },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function countReports(): Promise<number> {
  return (await t.app.services.database.db.select().from(contentReports)).length;
}

beforeAll(async () => {
  t = await createTestApp();
  const made: Partial<People> = {};
  for (const person of PEOPLE) made[person] = await newUser(t.app, person);
  people = made as People;
  fixture = await communityFixture(t.app, people);
  const { id } = await signup(t.app, t.config.forumAdminEmail);
  const tokens = await login(t.app, t.config.forumAdminEmail);
  forumAdmin = {
    id,
    email: t.config.forumAdminEmail,
    verified: true,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
});

afterAll(async () => {
  await t.close();
});

describe('reporting a chat message', () => {
  it('refuses outsiders, unknown messages and one’s own, changing nothing', async () => {
    const payload = { kind: 'chat_message', id: fixture.messageId, reason: 'spam' };
    for (const outsider of [people.visitor, people.pending]) {
      const res = await report(outsider, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: COMMUNITY_DETAILS.membersOnly });
    }
    const unknown = await report(people.member, { ...payload, id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expectErrorBody(unknown);
    const own = await report(people.author, payload);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ detail: REPORT_DETAILS.ownContent });
    expect((await report(null, payload)).statusCode).toBe(401);
    const badReason = await report(people.member, { ...payload, reason: 'boring' });
    expect(badReason.statusCode).toBe(422);
    const longNote = await report(people.member, { ...payload, note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(422);
    expect(await countReports()).toBe(0);
  });

  it('reaches every admin of the community; once per member; only admins list it', async () => {
    const before = (await inbox(people.admin)).length;
    const res = await report(people.member, {
      kind: 'chat_message',
      id: fixture.messageId,
      reason: 'abusive',
      note: '  rude to newcomers  ',
    });
    expect(res.statusCode).toBe(201);
    expectMatchesContract(res, 'createReport');
    const made = res.json<Report>();
    expect(made).toMatchObject({
      kind: 'chat_message',
      item_id: fixture.messageId,
      community_id: fixture.communityId,
      note: 'rude to newcomers',
      excerpt: 'Hello, gardeners',
      status: 'open',
      resolved_by: null,
    });
    for (const admin of [people.creator, people.admin]) {
      const [notice] = (await inbox(admin)).slice(-1);
      expect(notice).toMatchObject({ subject: 'New report', senderName: 'Riverside Growers' });
      expect(notice?.content).toContain(`/communities/${fixture.communityId}#reports`);
    }
    expect(await inbox(people.admin)).toHaveLength(before + 1);
    expect((await inbox(people.bystander)).some((m) => m.subject === 'New report')).toBe(false);

    // The chat list tells the reporter, and only them, that they reported it (issue 44).
    const reportedBy = async (caller: TestUser) => {
      const chat = await as(caller, 'listCommunityChatMessages', {
        method: 'GET',
        url: `/api/communities/${fixture.communityId}/chat`,
      });
      expectMatchesContract(chat, 'listCommunityChatMessages');
      return chat
        .json<{ id: number; reported_by_me: boolean }[]>()
        .find((m) => m.id === fixture.messageId)?.reported_by_me;
    };
    expect(await reportedBy(people.member)).toBe(true);
    expect(await reportedBy(people.admin)).toBe(false);
    expect(await reportedBy(people.bystander)).toBe(false);

    const again = await report(people.member, {
      kind: 'chat_message',
      id: fixture.messageId,
      reason: 'spam',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: REPORT_DETAILS.alreadyReported });

    const list = await communityReports(people.admin, fixture.communityId);
    expect(list.statusCode).toBe(200);
    expectMatchesContract(list, 'listCommunityReports');
    expect(list.json<Report[]>().map((r) => r.id)).toEqual([made.id]);
    for (const nonAdmin of [people.member, people.visitor]) {
      const refused = await communityReports(nonAdmin, fixture.communityId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: COMMUNITY_DETAILS.adminsOnly });
    }
    expect((await communityReports(people.admin, 999_999)).statusCode).toBe(404);
    expect((await forumReports(people.admin)).statusCode).toBe(403);
  });

  it('an admin removes the message: every report of it resolved, reporters and author told', async () => {
    expect(
      (
        await report(people.bystander, {
          kind: 'chat_message',
          id: fixture.messageId,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(201);
    const [first] = (await communityReports(people.admin, fixture.communityId)).json<Report[]>();
    if (!first) throw new Error('no report');
    const notAllowed = await resolve(people.member, first.id, 'remove');
    expect(notAllowed.statusCode).toBe(403);
    expect(await t.app.services.database.db.select().from(communityChatMessages)).toHaveLength(1);

    const res = await resolve(people.admin, first.id, 'remove');
    expect(res.statusCode).toBe(200);
    expectMatchesContract(res, 'resolveReport');
    expect(res.json<Report>()).toMatchObject({ status: 'removed', resolved_by: null });
    expect(res.json<Report>().resolved_at).not.toBeNull();
    expect(await t.app.services.database.db.select().from(communityChatMessages)).toHaveLength(0);
    expect((await communityReports(people.admin, fixture.communityId)).json()).toEqual([]);
    for (const reporter of [people.member, people.bystander]) {
      const [notice] = (await inbox(reporter)).slice(-1);
      expect(notice?.subject).toBe('Your report was reviewed');
      expect(notice?.content).toContain('was removed');
    }
    expect((await inbox(people.author)).at(-1)?.subject).toBe('Removed by an admin');
    const rows = await t.app.services.database.db.select().from(contentReports);
    expect(rows.every((row) => row.resolvedById === people.admin.id)).toBe(true);

    const twice = await resolve(people.admin, first.id, 'dismiss');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: REPORT_DETAILS.alreadyResolved });
    expect((await resolve(people.admin, 999_999, 'dismiss')).statusCode).toBe(404);
  });
});

describe('reporting a talk or a comment', () => {
  it('reaches the forum admin, who dismisses it: the talk stays, the reporter is told', async () => {
    const talkId = await talk(people.author, 'Selling cheap watches, click here');
    const res = await report(people.member, { kind: 'forum_talk', id: talkId, reason: 'spam' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Report>()).toMatchObject({ community_id: null, thread_id: talkId });
    expect((await inbox(forumAdmin)).at(-1)).toMatchObject({ subject: 'New report' });
    expect((await inbox(forumAdmin)).at(-1)?.content).toContain('/WeTalk#reports');

    // The list and the talk tell the reporter, and only them, that they reported it (issue 44).
    const talkReportedBy = async (caller: TestUser | null) => {
      const list = await as(caller, 'listForumThreads', {
        method: 'GET',
        url: '/api/forum/threads',
      });
      const one = await as(caller, 'getForumThread', {
        method: 'GET',
        url: `/api/forum/threads/${talkId}`,
      });
      const listed = list.json<{ id: number; reported_by_me: boolean }[]>();
      return [
        listed.find((row) => row.id === talkId)?.reported_by_me,
        one.json<{ reported_by_me: boolean }>().reported_by_me,
      ];
    };
    expect(await talkReportedBy(people.member)).toEqual([true, true]);
    expect(await talkReportedBy(people.admin)).toEqual([false, false]);
    expect(await talkReportedBy(null)).toEqual([false, false]);

    expect((await forumReports(people.admin)).statusCode).toBe(403);
    const list = await forumReports(forumAdmin);
    expect(list.statusCode).toBe(200);
    const [open] = list.json<Report[]>();
    if (!open) throw new Error('no report');
    expect((await resolve(people.creator, open.id, 'dismiss')).statusCode).toBe(403);
    const dismissed = await resolve(forumAdmin, open.id, 'dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<Report>().status).toBe('dismissed');
    expect(
      await t.app.services.database.db
        .select()
        .from(forumThreads)
        .where(eq(forumThreads.id, talkId)),
    ).toHaveLength(1);
    expect((await inbox(people.member)).at(-1)?.content).toContain('kept it');
  });

  it('a reported comment removed by the forum admin is deleted', async () => {
    const talkId = await talk(people.member, 'Compost tips?');
    const made = await as(people.author, 'createForumComment', {
      method: 'POST',
      url: '/api/forum/comments',
      payload: { thread_id: talkId, text: 'You are all idiots' },
    });
    const commentId = made.json<{ id: number }>().id;
    const res = await report(people.member, {
      kind: 'forum_comment',
      id: commentId,
      reason: 'abusive',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Report>().thread_id).toBe(talkId);
    const commentReportedBy = async (caller: TestUser) =>
      (
        await as(caller, 'listForumComments', {
          method: 'GET',
          url: `/api/forum/threads/${talkId}/comments`,
        })
      ).json<{ id: number; reported_by_me: boolean }[]>()[0]?.reported_by_me;
    expect(await commentReportedBy(people.member)).toBe(true);
    expect(await commentReportedBy(people.author)).toBe(false);
    const removed = await resolve(forumAdmin, res.json<Report>().id, 'remove');
    expect(removed.statusCode).toBe(200);
    const comments = await as(null, 'listForumComments', {
      method: 'GET',
      url: `/api/forum/threads/${talkId}/comments`,
    });
    expect(comments.json()).toEqual([]);
    expect(
      (await report(people.member, { kind: 'forum_comment', id: 999_999, reason: 'spam' }))
        .statusCode,
    ).toBe(404);
  });
});
