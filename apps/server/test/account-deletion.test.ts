/**
 * Deleting an account (issue 43): proven with the password; refused while the account is the only
 * admin of a community others belong to; what others answered stays under "Deleted member", the
 * rest goes, sessions end, and the address may sign up again.
 */
import { ACCOUNT_DELETION_TEXTS, DELETED_MEMBER_EMAIL } from '@wegrow/contract/details';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, communityMembers } from '../src/domains/communities/schema';
import { journalEntries } from '../src/domains/journal/schema';
import { lyraChat, lyraFacts } from '../src/domains/lyra/schema';
import { users } from '../src/platform/schema';
import {
  call,
  createTestApp,
  login,
  newUser,
  PASSWORD,
  resetData,
  signup,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { communityFixture, PEOPLE, type People } from './helpers/communities';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());
beforeEach(() => resetData(t.app));

const as = (user: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(user ? user.auth : {}) },
  });

const remove = (user: TestUser, password = PASSWORD, confirmation = 'DELETE') =>
  as(user, 'deleteMyAccount', {
    method: 'POST',
    url: '/api/auth/account/delete',
    payload: { password, confirmation },
  });

async function people(): Promise<People> {
  const entries = await Promise.all(PEOPLE.map(async (p) => [p, await newUser(t.app, p)] as const));
  return Object.fromEntries(entries) as People;
}

describe('deleting my account', () => {
  it('needs the password and the typed word', async () => {
    const maya = await newUser(t.app, 'maya');
    const wrong = await remove(maya, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: ACCOUNT_DELETION_TEXTS.wrongPassword });
    const word = await remove(maya, PASSWORD, 'delete');
    expect(word.statusCode).toBe(422);
    expect(word.json()).toEqual({ detail: 'Type DELETE to confirm.' });
    const anonymous = await as(null, 'deleteMyAccount', {
      method: 'POST',
      url: '/api/auth/account/delete',
      payload: { password: PASSWORD, confirmation: 'DELETE' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await as(maya, 'getMyAccount', { method: 'GET', url: '/api/auth/account/me' })).statusCode,
    ).toBe(200);
  });

  it('removes what was the account’s alone, keeps talks under “Deleted member”, ends sessions, frees the address', async () => {
    const maya = await newUser(t.app, 'maya-leaving');
    const sam = await newUser(t.app, 'sam-stays');
    const entry = await as(maya, 'createJournalEntry', {
      method: 'POST',
      url: '/api/journal',
      payload: { title: 'Private', content: 'Only mine.' },
    });
    expect(entry.statusCode).toBe(201);
    const talk = await as(maya, 'createForumThread', {
      method: 'POST',
      url: '/api/forum/threads',
      payload: { title: 'Seed swap', text: 'Who has beans?' },
    });
    expect(talk.statusCode).toBe(201);
    const talkId = talk.json<{ id: number }>().id;
    const answer = await as(sam, 'createForumComment', {
      method: 'POST',
      url: '/api/forum/comments',
      payload: { thread_id: talkId, text: 'I do!' },
    });
    expect(answer.statusCode).toBe(201);
    const told = await as(maya, 'talkToLyra', {
      method: 'POST',
      url: '/api/lyra',
      payload: { message: 'My name is Maya and I grow beans.', userConsent: true },
    });
    expect(told.statusCode).toBe(200);
    const db = t.app.services.database.db;
    const lyraLog = () =>
      db
        .select()
        .from(lyraChat)
        .where(eq(lyraChat.owner, `user:${maya.id}`));
    expect(await lyraLog()).toHaveLength(1);

    expect((await remove(maya)).statusCode).toBe(204);

    // Sessions end; the password opens nothing.
    expect(
      (await as(maya, 'getMyAccount', { method: 'GET', url: '/api/auth/account/me' })).statusCode,
    ).toBe(401);
    await expect(login(t.app, maya.email)).rejects.toThrow(/401/);
    // The journal, Lyra's log and what she knew of Maya are gone; the talk and Sam's answer stay,
    // by "Deleted member".
    expect(
      await db.select().from(journalEntries).where(eq(journalEntries.userId, maya.id)),
    ).toEqual([]);
    expect(await lyraLog()).toEqual([]);
    expect(await db.select().from(lyraFacts).where(eq(lyraFacts.userId, maya.id))).toEqual([]);
    const kept = await as(null, 'getForumThread', {
      method: 'GET',
      url: `/api/forum/threads/${talkId}`,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      author: { username: ACCOUNT_DELETION_TEXTS.deletedMember },
    });
    const comments = await as(null, 'listForumComments', {
      method: 'GET',
      url: `/api/forum/threads/${talkId}/comments`,
    });
    expect(JSON.stringify(comments.json())).toContain('I do!');
    // The address may sign up again.
    expect((await signup(t.app, maya.email, PASSWORD)).id).not.toBe(maya.id);
    // "Deleted member" cannot log in.
    await expect(login(t.app, DELETED_MEMBER_EMAIL)).rejects.toThrow(/401/);
  });
});

describe('communities', () => {
  it('refuses while the only admin of a community others belong to, names it, and goes on once another is admin', async () => {
    const everyone = await people();
    const { communityId } = await communityFixture(t.app, everyone);
    const db = t.app.services.database.db;
    // The fixture's second admin steps down: the creator is the only admin.
    await db
      .update(communityMembers)
      .set({ isAdmin: false })
      .where(eq(communityMembers.userId, everyone.admin.id));
    const refused = await remove(everyone.creator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: ACCOUNT_DELETION_TEXTS.soleAdmin(['Riverside Growers']),
    });

    await db
      .update(communityMembers)
      .set({ isAdmin: true })
      .where(eq(communityMembers.userId, everyone.admin.id));
    expect((await remove(everyone.creator)).statusCode).toBe(204);
    const [community] = await db.select().from(communities).where(eq(communities.id, communityId));
    expect(community?.creatorId).toBe(everyone.admin.id);
  });

  it('hands the author’s chat, goals, tasks, resources and events to “Deleted member”', async () => {
    const everyone = await people();
    const fixture = await communityFixture(t.app, everyone);
    expect((await remove(everyone.author)).statusCode).toBe(204);
    const chat = await as(everyone.member, 'listCommunityChatMessages', {
      method: 'GET',
      url: `/api/communities/${fixture.communityId}/chat`,
    });
    expect(chat.statusCode).toBe(200);
    expect(JSON.stringify(chat.json())).toContain(ACCOUNT_DELETION_TEXTS.deletedMember);
    const [ghost] = await t.app.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DELETED_MEMBER_EMAIL));
    expect(ghost).toBeDefined();
  });

  it('deletes a community nobody else belongs to', async () => {
    const solo = await newUser(t.app, 'solo');
    const made = await as(solo, 'createCommunity', {
      method: 'POST',
      url: '/api/communities/create',
      payload: { name: 'Just me', description: 'Alone.' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: number }>().id;
    expect((await remove(solo)).statusCode).toBe(204);
    const gone = await t.app.services.database.db
      .select()
      .from(communities)
      .where(eq(communities.id, id));
    expect(gone).toEqual([]);
  });
});
