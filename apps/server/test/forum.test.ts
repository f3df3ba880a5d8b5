/**
 * We Talk, the forum (spec 3 §2 We Talk, §3, §5, §6, §7 Forum; issue #19): public reads, posting
 * with a token, blank or over-long texts refused, deletes by the author or the forum admin
 * (FORUM_ADMIN_EMAIL) only, a thread's comments deleted with it, a posting budget per user; edits
 * (a talk by its author or the forum admin, a comment by its author), likes and the list's order
 * (issue 44).
 */
import { FORUM_CATEGORY_DETAILS, FORUM_DETAILS } from '@wegrow/contract/forum';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumComment, ForumThread } from '../src/domains/forum';
import type { ForumCategory } from '../src/domains/forum/views';
import { forumComments } from '../src/domains/forum/schema';
import { DEFAULT_RATE_LIMITS } from '../src/platform/config';
import { PER_PARENT_MAX } from '../src/platform/paging';
import {
  call,
  createTestApp,
  login,
  MINUTE,
  newUser,
  signup,
  type TestApp,
  type TestUser,
} from './helpers/app';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let admin: TestUser;

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

const startThread = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'createForumThread', { method: 'POST', url: '/api/forum/threads', payload });
const listThreads = () =>
  as(null, 'listForumThreads', { method: 'GET', url: '/api/forum/threads' });
const addComment = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'createForumComment', { method: 'POST', url: '/api/forum/comments', payload });
const listComments = (threadId: number) =>
  as(null, 'listForumComments', { method: 'GET', url: `/api/forum/threads/${threadId}/comments` });
const getThread = (id: number | string) =>
  as(null, 'getForumThread', { method: 'GET', url: `/api/forum/threads/${id}` });
const deleteThread = (caller: TestUser | null, id: number) =>
  as(caller, 'deleteForumThread', { method: 'DELETE', url: `/api/forum/threads/${id}` });
const deleteComment = (caller: TestUser | null, id: number) =>
  as(caller, 'deleteForumComment', { method: 'DELETE', url: `/api/forum/comments/${id}` });

async function thread(caller: TestUser, text: string): Promise<ForumThread> {
  const res = await startThread(caller, { text });
  expect(res.statusCode).toBe(201);
  return res.json<ForumThread>();
}

async function comment(caller: TestUser, threadId: number, text: string): Promise<ForumComment> {
  const res = await addComment(caller, { thread_id: threadId, text });
  expect(res.statusCode).toBe(201);
  return res.json<ForumComment>();
}

beforeAll(async () => {
  t = await createTestApp();
  author = await newUser(t.app, 'author');
  other = await newUser(t.app, 'other');
  // The forum admin is the account with FORUM_ADMIN_EMAIL, however its owner typed it.
  const { id } = await signup(t.app, t.config.forumAdminEmail.toUpperCase());
  const tokens = await login(t.app, t.config.forumAdminEmail);
  admin = {
    id,
    email: t.config.forumAdminEmail,
    verified: true,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
  await as(author, 'updateMyAccount', {
    method: 'PATCH',
    url: '/api/auth/account/me',
    payload: { username: 'sam' },
  });
}, 120_000);
afterAll(() => t.close());

describe('the forum admin', () => {
  const getAdmin = (app: TestApp) =>
    call(app.app, 'getForumAdmin', { method: 'GET', url: '/api/forum/admin' });

  it('is named by id to everyone, never by e-mail', async () => {
    const res = await getAdmin(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: admin.id });
    expect(res.body).not.toContain('@');
  });

  it('is null while no account has FORUM_ADMIN_EMAIL', async () => {
    const fresh = await createTestApp({ config: { forumAdminEmail: 'nobody-yet@example.org' } });
    try {
      await newUser(fresh.app, 'someone');
      expect((await getAdmin(fresh)).json()).toEqual({ id: null });
    } finally {
      await fresh.close();
    }
  });
});

describe('threads', () => {
  it('are started by signed-in users, trimmed, with their author and no comments', async () => {
    const started = await startThread(author, { text: '  Shall we start a tool library?  ' });
    expect(started.statusCode).toBe(201);
    const body = started.json<ForumThread>();
    expect(body).toMatchObject({
      text: 'Shall we start a tool library?',
      user_id: author.id,
      author: { id: author.id, username: 'sam' },
      comment_count: 0,
    });
    expect(Math.abs(Date.parse(body.created_at) - t.clock().getTime())).toBeLessThan(5000);
  });

  it('need a token (401), and nothing is stored', async () => {
    const before = (await listThreads()).json<ForumThread[]>().length;
    const res = await startThread(null, { text: 'Anonymous talk' });
    expect(res.statusCode).toBe(401);
    expect((await listThreads()).json<ForumThread[]>()).toHaveLength(before);
  });

  it('refuse blank or over-long texts with 422 and keep nothing', async () => {
    const before = (await listThreads()).json<ForumThread[]>().length;
    const empty = await startThread(author, { text: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'Text must not be empty.' });
    for (const text of ['   ', '\n\t']) {
      const res = await startThread(author, { text });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: FORUM_DETAILS.textBlank });
    }
    expect((await startThread(author, { text: 'x'.repeat(5000) })).statusCode).toBe(201);
    const long = await startThread(author, { text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect(long.json<{ detail: string }>().detail).toContain('5000');
    expect((await listThreads()).json<ForumThread[]>()).toHaveLength(before + 1);
  });

  it('are listed for everyone, the latest active first, with authors and comment counts', async () => {
    const first = await thread(other, 'Rain barrels?');
    t.clock.advance(MINUTE);
    const second = await thread(author, 'Seed swap on Sunday');
    await comment(other, first.id, 'The co-op sells them.');
    await comment(author, first.id, 'Thanks!');
    const res = await listThreads();
    expect(res.statusCode).toBe(200);
    const list = res.json<ForumThread[]>();
    // The older talk was commented on last: its activity is the latest (issue 44).
    expect(list.slice(0, 2).map((row) => row.id)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({ comment_count: 2, author: { id: other.id, username: null } });
    expect(list[1]?.comment_count).toBe(0);
    // No e-mail address of anyone in a public answer.
    expect(res.body).not.toContain('@');
  });
});

describe('one thread (its own page, issue 33)', () => {
  it('is read by everyone by id, whole text, author and comment count, off the first page too', async () => {
    const long = `Seeds\n${'tomato basil '.repeat(400)}`.slice(0, 5000);
    const talk = await thread(author, long);
    await comment(other, talk.id, 'Yes!');
    // Enough newer talks that it is no longer on the list's first page.
    for (let i = 0; i < 3; i += 1) await thread(other, `Newer ${String(i)}`);
    const page = await as(null, 'listForumThreads', {
      method: 'GET',
      url: '/api/forum/threads?limit=2',
    });
    expect(page.json<ForumThread[]>().map((row) => row.id)).not.toContain(talk.id);
    const res = await getThread(talk.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ForumThread>()).toEqual({
      ...talk,
      text: long.trim(),
      comment_count: 1,
      author: { id: author.id, username: 'sam' },
    });
    expect(res.body).not.toContain('@');
  });

  it('is 404 with the detail for an unknown id, 422 for a bad one', async () => {
    const missing = await getThread(2147483647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: FORUM_DETAILS.threadNotFound });
    expect((await getThread('abc')).statusCode).toBe(422);
  });
});

describe('comments', () => {
  it('are added by signed-in users to threads that exist, listed oldest first', async () => {
    const talk = await thread(author, 'Compost tips');
    const a = await comment(other, talk.id, '  Turn it weekly.  ');
    expect(a).toMatchObject({ thread_id: talk.id, text: 'Turn it weekly.', user_id: other.id });
    t.clock.advance(MINUTE);
    const b = await comment(author, talk.id, 'Add browns.');
    const res = await listComments(talk.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ForumComment[]>().map((row) => [row.id, row.author.username])).toEqual([
      [a.id, null],
      [b.id, 'sam'],
    ]);
  });

  it('need a token, a thread that exists and a text that is not blank', async () => {
    const talk = await thread(author, 'Bees');
    expect((await addComment(null, { thread_id: talk.id, text: 'Hi' })).statusCode).toBe(401);
    const missing = await addComment(other, { thread_id: 2147483647, text: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: FORUM_DETAILS.threadNotFound });
    const blank = await addComment(other, { thread_id: talk.id, text: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: FORUM_DETAILS.textBlank });
    expect(
      (await addComment(other, { thread_id: talk.id, text: 'y'.repeat(5001) })).statusCode,
    ).toBe(422);
    expect((await listComments(talk.id)).json()).toEqual([]);
  });

  it('of an unknown thread: 404', async () => {
    const res = await listComments(2147483647);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: FORUM_DETAILS.threadNotFound });
  });
});

describe('deleting', () => {
  it('a thread: only its author or the forum admin (403 for anyone else, 401 without a token)', async () => {
    const talk = await thread(author, 'Delete me');
    expect((await deleteThread(null, talk.id)).statusCode).toBe(401);
    const refused = await deleteThread(other, talk.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: FORUM_DETAILS.onlyAuthorOrAdminDeletesThread });
    expect((await deleteThread(author, talk.id)).statusCode).toBe(204);
    const again = await deleteThread(author, talk.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: FORUM_DETAILS.threadNotFound });

    const moderated = await thread(other, 'Off topic');
    expect((await deleteThread(admin, moderated.id)).statusCode).toBe(204);
    const ids = (await listThreads()).json<ForumThread[]>().map((row) => row.id);
    expect(ids).not.toContain(talk.id);
    expect(ids).not.toContain(moderated.id);
  });

  it('a thread deletes its comments', async () => {
    const talk = await thread(author, 'Short-lived');
    const a = await comment(other, talk.id, 'One');
    await comment(author, talk.id, 'Two');
    expect((await deleteThread(author, talk.id)).statusCode).toBe(204);
    const left = await t.app.services.database.db
      .select()
      .from(forumComments)
      .where(eq(forumComments.threadId, talk.id));
    expect(left).toEqual([]);
    expect((await deleteComment(other, a.id)).statusCode).toBe(404);
  });

  it("a comment: only its author or the forum admin, not the thread's author", async () => {
    const talk = await thread(author, 'Moderation');
    const mine = await comment(other, talk.id, 'Mine');
    const theirs = await comment(other, talk.id, 'Also mine');
    expect((await deleteComment(null, mine.id)).statusCode).toBe(401);
    const refused = await deleteComment(author, mine.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: FORUM_DETAILS.onlyAuthorOrAdminDeletesComment });
    expect((await deleteComment(other, mine.id)).statusCode).toBe(204);
    expect((await deleteComment(admin, theirs.id)).statusCode).toBe(204);
    const gone = await deleteComment(admin, theirs.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: FORUM_DETAILS.commentNotFound });
    expect((await listComments(talk.id)).json()).toEqual([]);
  });
});

describe('the posting limit', () => {
  it('counts threads and comments together per user: the next one gets 429, others post on', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: { ...t.config.rateLimits, forumPostPerUser: { max: 3, windowMs: MINUTE } },
      },
    });
    try {
      const chatty = await newUser(limited.app, 'chatty');
      const quiet = await newUser(limited.app, 'quiet');
      const post = (caller: TestUser, url: string, payload: Record<string, unknown>) =>
        limited.app.inject({ method: 'POST', url, headers: caller.auth, payload });
      const first = await post(chatty, '/api/forum/threads', { text: 'One' });
      const threadId = first.json<ForumThread>().id;
      expect(
        (await post(chatty, '/api/forum/comments', { thread_id: threadId, text: 'Two' }))
          .statusCode,
      ).toBe(201);
      expect((await post(chatty, '/api/forum/threads', { text: 'Three' })).statusCode).toBe(201);
      const over = await post(chatty, '/api/forum/comments', { thread_id: threadId, text: 'Four' });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(quiet, '/api/forum/threads', { text: 'Hello' })).statusCode).toBe(201);
      limited.clock.advance(MINUTE);
      expect((await post(chatty, '/api/forum/threads', { text: 'Later' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('defaults to RATE_LIMIT_FORUM_POST_PER_USER 10 a minute', () => {
    expect(DEFAULT_RATE_LIMITS.forumPostPerUser).toEqual({ max: 10, windowMs: MINUTE });
  });
});

describe('the thread list pages', () => {
  const page = (query: string) =>
    as(null, 'listForumThreads', { method: 'GET', url: `/api/forum/threads?${query}` });

  it('by `limit` newest first, and with `before` continues after the last one seen', async () => {
    const pager = await newUser(t.app, 'pager');
    const mine = [];
    for (const text of ['p1', 'p2', 'p3', 'p4', 'p5']) mine.push(await thread(pager, text));
    await comment(pager, mine[4]?.id ?? 0, 'counted on its page');
    const newestFirst = mine.map((x) => x.id).reverse();

    const first = await page('limit=2');
    expect(first.statusCode).toBe(200);
    const one = first.json<ForumThread[]>();
    expect(one.map((x) => x.id)).toEqual(newestFirst.slice(0, 2));
    expect(one[0]?.comment_count).toBe(1);

    const second = (await page(`limit=2&before=${one[1]?.id}`)).json<ForumThread[]>();
    expect(second.map((x) => x.id)).toEqual(newestFirst.slice(2, 4));
    const third = (await page(`limit=2&before=${second[1]?.id}`)).json<ForumThread[]>();
    expect(third[0]?.id).toBe(newestFirst[4]);

    const all = (await listThreads()).json<ForumThread[]>();
    const oldest = all[all.length - 1];
    expect((await page(`before=${oldest?.id}`)).json()).toEqual([]);
    // A cursor that no longer exists (or never did): an empty page, not an error.
    expect((await page('before=2147483647')).json()).toEqual([]);
  });

  it('lists at most 50 without `limit`', async () => {
    expect((await listThreads()).json<ForumThread[]>().length).toBeLessThanOrEqual(50);
  });

  it('refuses a `limit` outside 1..100 or a bad cursor with 422', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'before=0', 'before=abc']) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ detail: string }>().detail, query).toMatch(/^(Limit|Before) /);
    }
  });
});

describe("a thread's comments", () => {
  it('are at most the newest PER_PARENT_MAX, still oldest first', async () => {
    const talk = await thread(author, 'Very busy talk');
    const base = Date.parse('2031-01-01T00:00:00Z');
    await t.app.services.database.db.insert(forumComments).values(
      Array.from({ length: PER_PARENT_MAX + 3 }, (_, i) => ({
        threadId: talk.id,
        userId: author.id,
        text: `Comment ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const list = (await listComments(talk.id)).json<ForumComment[]>();
    expect(list).toHaveLength(PER_PARENT_MAX);
    expect(list[0]?.text).toBe('Comment 3');
    expect(list[list.length - 1]?.text).toBe(`Comment ${PER_PARENT_MAX + 2}`);
  });
});

describe('editing (issue 44)', () => {
  const editThread = (caller: TestUser | null, id: number, payload: Record<string, unknown>) =>
    as(caller, 'updateForumThread', { method: 'PATCH', url: `/api/forum/threads/${id}`, payload });
  const editComment = (caller: TestUser | null, id: number, payload: Record<string, unknown>) =>
    as(caller, 'updateForumComment', {
      method: 'PATCH',
      url: `/api/forum/comments/${id}`,
      payload,
    });

  it('a talk: by its author, trimmed, marked edited, as every read shows it', async () => {
    const writer = await newUser(t.app, 'edit-writer');
    const talk = await thread(writer, 'Tool library?');
    expect(talk.edited_at).toBeNull();
    t.clock.advance(MINUTE);
    const res = await editThread(writer, talk.id, {
      title: '  Tools  ',
      text: '  A tool library!  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<ForumThread>();
    expect(edited).toMatchObject({ id: talk.id, title: 'Tools', text: 'A tool library!' });
    expect(Date.parse(edited.edited_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(talk.created_at) + MINUTE,
    );
    expect(edited.created_at).toBe(talk.created_at);
    expect((await getThread(talk.id)).json<ForumThread>()).toMatchObject({
      title: 'Tools',
      edited_at: edited.edited_at,
    });
    const untitled = await editThread(writer, talk.id, { title: '  ', text: 'No title now' });
    expect(untitled.json<ForumThread>().title).toBeNull();
  });

  it('a talk: the forum admin may, anyone else gets 403 and nothing changes; 401, 404', async () => {
    const writer = await newUser(t.app, 'edit-owner');
    const talk = await thread(writer, 'Original words');
    const refused = await editThread(other, talk.id, { text: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toBe(
      FORUM_DETAILS.onlyAuthorOrAdminEditsThread,
    );
    expect((await editThread(null, talk.id, { text: 'Anonymous' })).statusCode).toBe(401);
    expect((await getThread(talk.id)).json<ForumThread>()).toMatchObject({
      text: 'Original words',
      edited_at: null,
    });
    const moderated = await editThread(admin, talk.id, { text: 'Moderated words' });
    expect(moderated.statusCode).toBe(200);
    expect(moderated.json<ForumThread>()).toMatchObject({
      text: 'Moderated words',
      user_id: writer.id,
    });
    const missing = await editThread(writer, 2147483647, { text: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ detail: string }>().detail).toBe(FORUM_DETAILS.threadNotFound);
  });

  it('refuses an empty, blank or too long text or title with 422, changing nothing', async () => {
    const writer = await newUser(t.app, 'edit-bounds');
    const talk = await thread(writer, 'Kept as is');
    const said = await comment(writer, talk.id, 'Also kept');
    for (const payload of [
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(5001) },
      { text: 'Fine', title: 'x'.repeat(201) },
    ])
      expect((await editThread(writer, talk.id, payload)).statusCode).toBe(422);
    for (const payload of [{ text: '' }, { text: ' \n ' }, { text: 'x'.repeat(5001) }])
      expect((await editComment(writer, said.id, payload)).statusCode).toBe(422);
    expect((await getThread(talk.id)).json<ForumThread>()).toMatchObject({
      text: 'Kept as is',
      edited_at: null,
    });
    expect((await listComments(talk.id)).json<ForumComment[]>()[0]).toMatchObject({
      text: 'Also kept',
      edited_at: null,
    });
  });

  it('a comment: its author only (not the forum admin: 403), marked edited; 404', async () => {
    const writer = await newUser(t.app, 'edit-commenter');
    const talk = await thread(writer, 'Compost?');
    const said = await comment(other, talk.id, 'Yes plase');
    for (const caller of [writer, admin]) {
      const refused = await editComment(caller, said.id, { text: 'Not mine' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ detail: string }>().detail).toBe(FORUM_DETAILS.onlyAuthorEditsComment);
    }
    t.clock.advance(MINUTE);
    const res = await editComment(other, said.id, { text: '  Yes please  ' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<ForumComment>();
    expect(edited).toMatchObject({ id: said.id, text: 'Yes please' });
    expect(Date.parse(edited.edited_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(said.created_at) + MINUTE,
    );
    expect((await listComments(talk.id)).json<ForumComment[]>()[0]?.text).toBe('Yes please');
    const missing = await editComment(other, 2147483647, { text: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ detail: string }>().detail).toBe(FORUM_DETAILS.commentNotFound);
  });
});

describe('likes (issue 44)', () => {
  const like = (caller: TestUser | null, what: 'threads' | 'comments', id: number, on = true) =>
    as(caller, `${on ? 'like' : 'unlike'}Forum${what === 'threads' ? 'Thread' : 'Comment'}`, {
      method: on ? 'PUT' : 'DELETE',
      url: `/api/forum/${what}/${id}/like`,
    });
  const readAs = (caller: TestUser | null, id: number) =>
    as(caller, 'getForumThread', { method: 'GET', url: `/api/forum/threads/${id}` });

  it('a talk: one per member, counted, idempotent, undone; the reads say whose', async () => {
    const writer = await newUser(t.app, 'liked-writer');
    const talk = await thread(writer, 'Like me');
    expect(talk).toMatchObject({ like_count: 0, liked_by_me: false });
    const first = await like(other, 'threads', talk.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ like_count: 1, liked_by_me: true });
    // Twice is still once.
    expect((await like(other, 'threads', talk.id)).json()).toEqual({
      like_count: 1,
      liked_by_me: true,
    });
    expect((await like(writer, 'threads', talk.id)).json()).toEqual({
      like_count: 2,
      liked_by_me: true,
    });
    expect((await readAs(other, talk.id)).json<ForumThread>()).toMatchObject({
      like_count: 2,
      liked_by_me: true,
    });
    expect((await readAs(null, talk.id)).json<ForumThread>()).toMatchObject({
      like_count: 2,
      liked_by_me: false,
    });
    // The answer kept for calls without a token is never served to a signed-in caller.
    expect(
      (await listThreads()).json<ForumThread[]>().find((row) => row.id === talk.id)?.liked_by_me,
    ).toBe(false);
    const listed = await as(other, 'listForumThreads', {
      method: 'GET',
      url: '/api/forum/threads',
    });
    expect(listed.json<ForumThread[]>().find((row) => row.id === talk.id)).toMatchObject({
      like_count: 2,
      liked_by_me: true,
    });
    expect((await like(other, 'threads', talk.id, false)).json()).toEqual({
      like_count: 1,
      liked_by_me: false,
    });
    // Taking back a like one never gave changes nothing.
    expect((await like(other, 'threads', talk.id, false)).json()).toEqual({
      like_count: 1,
      liked_by_me: false,
    });
    expect((await like(null, 'threads', talk.id)).statusCode).toBe(401);
    const missing = await like(other, 'threads', 2147483647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ detail: string }>().detail).toBe(FORUM_DETAILS.threadNotFound);
  });

  it('a comment: counted in its thread’s list, idempotent, undone; 404', async () => {
    const writer = await newUser(t.app, 'liked-commenter');
    const talk = await thread(writer, 'Comments to like');
    const said = await comment(writer, talk.id, 'Like this comment');
    expect(said).toMatchObject({ like_count: 0, liked_by_me: false });
    await like(other, 'comments', said.id);
    expect((await like(other, 'comments', said.id)).json()).toEqual({
      like_count: 1,
      liked_by_me: true,
    });
    const mine = await as(other, 'listForumComments', {
      method: 'GET',
      url: `/api/forum/threads/${talk.id}/comments`,
    });
    expect(mine.json<ForumComment[]>()[0]).toMatchObject({ like_count: 1, liked_by_me: true });
    expect((await listComments(talk.id)).json<ForumComment[]>()[0]).toMatchObject({
      like_count: 1,
      liked_by_me: false,
    });
    expect((await like(other, 'comments', said.id, false)).json()).toEqual({
      like_count: 0,
      liked_by_me: false,
    });
    const missing = await like(other, 'comments', 2147483647, false);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ detail: string }>().detail).toBe(FORUM_DETAILS.commentNotFound);
  });

  it('many likes at once from one member stay one', async () => {
    const writer = await newUser(t.app, 'liked-at-once');
    const talk = await thread(writer, 'Race');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => like(other, 'threads', talk.id)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await getThread(talk.id)).json<ForumThread>().like_count).toBe(1);
  });
});

describe('the thread list’s order (issue 44)', () => {
  const sorted = async (query: string) => {
    const res = await as(null, 'listForumThreads', {
      method: 'GET',
      url: `/api/forum/threads?${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ForumThread[]>().map((row) => row.id);
  };

  it('latest (the default) puts a talk commented last first; top the most liked, paged', async () => {
    const writer = await newUser(t.app, 'sorter');
    const fan = await newUser(t.app, 'sorter-fan');
    t.clock.advance(MINUTE);
    const old = await thread(writer, 'zucchinisort old');
    t.clock.advance(MINUTE);
    const middle = await thread(writer, 'zucchinisort middle');
    t.clock.advance(MINUTE);
    const fresh = await thread(writer, 'zucchinisort fresh');
    const q = 'q=zucchinisort';
    expect(await sorted(q)).toEqual([fresh.id, middle.id, old.id]);
    t.clock.advance(MINUTE);
    await comment(fan, old.id, 'Bumped');
    expect(await sorted(q)).toEqual([old.id, fresh.id, middle.id]);
    expect(await sorted(`${q}&sort=latest`)).toEqual([old.id, fresh.id, middle.id]);
    // Paging follows the same order.
    expect(await sorted(`${q}&limit=1&before=${old.id}`)).toEqual([fresh.id]);
    expect(await sorted(`${q}&before=${fresh.id}`)).toEqual([middle.id]);

    for (const liker of [fan, other])
      await as(liker, 'likeForumThread', {
        method: 'PUT',
        url: `/api/forum/threads/${middle.id}/like`,
      });
    await as(fan, 'likeForumThread', { method: 'PUT', url: `/api/forum/threads/${old.id}/like` });
    expect(await sorted(`${q}&sort=top`)).toEqual([middle.id, old.id, fresh.id]);
    expect(await sorted(`${q}&sort=top&limit=2`)).toEqual([middle.id, old.id]);
    expect(await sorted(`${q}&sort=top&before=${old.id}`)).toEqual([fresh.id]);
    expect(await sorted('sort=top&before=2147483647')).toEqual([]);
    const bad = await as(null, 'listForumThreads', {
      method: 'GET',
      url: '/api/forum/threads?sort=best',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('categories (issue 44)', () => {
  const createCategory = (caller: TestUser | null, payload: Record<string, unknown>) =>
    as(caller, 'createForumCategory', { method: 'POST', url: '/api/forum/categories', payload });
  const updateCategory = (caller: TestUser | null, id: number, payload: Record<string, unknown>) =>
    as(caller, 'updateForumCategory', {
      method: 'PATCH',
      url: `/api/forum/categories/${id}`,
      payload,
    });
  const deleteCategory = (caller: TestUser | null, id: number) =>
    as(caller, 'deleteForumCategory', { method: 'DELETE', url: `/api/forum/categories/${id}` });
  const move = (caller: TestUser | null, id: number, categoryId: number | null) =>
    as(caller, 'moveForumThread', {
      method: 'PUT',
      url: `/api/forum/threads/${id}/category`,
      payload: { category_id: categoryId },
    });
  const categories = async () => {
    const res = await as(null, 'listForumCategories', {
      method: 'GET',
      url: '/api/forum/categories',
    });
    expect(res.statusCode).toBe(200);
    return res.json<ForumCategory[]>();
  };
  const listed = async (query: string) => {
    const res = await as(null, 'listForumThreads', {
      method: 'GET',
      url: `/api/forum/threads?${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ForumThread[]>().map((row) => row.id);
  };

  it('are made, edited and deleted by the forum admin only, names unique in any case', async () => {
    for (const caller of [null, author]) {
      const res = await createCategory(caller, { name: 'Nope', colour: 'green' });
      expect(res.statusCode).toBe(caller ? 403 : 401);
    }
    expect((await createCategory(author, { name: 'Nope', colour: 'green' })).json()).toEqual({
      detail: FORUM_CATEGORY_DETAILS.onlyAdminManagesCategories,
    });
    const made = await createCategory(admin, {
      name: '  Seed swaps ',
      colour: 'amber',
      description: '  Bring and take. ',
    });
    expect(made.statusCode, made.body).toBe(201);
    const seeds = made.json<ForumCategory>();
    expect(seeds).toMatchObject({
      name: 'Seed swaps',
      colour: 'amber',
      description: 'Bring and take.',
      talk_count: 0,
    });
    const twin = await createCategory(admin, { name: 'SEED SWAPS', colour: 'blue' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ detail: FORUM_CATEGORY_DETAILS.nameTaken });
    for (const payload of [
      { name: '', colour: 'green' },
      { name: '   ', colour: 'green' },
      { name: 'x'.repeat(41), colour: 'green' },
      { name: 'Hex', colour: '#ff0000' },
      { name: 'Long', colour: 'green', description: 'x'.repeat(201) },
    ])
      expect((await createCategory(admin, payload)).statusCode).toBe(422);
    expect((await categories()).filter((row) => row.name.toLowerCase().includes('seed'))).toEqual([
      seeds,
    ]);

    expect(
      (await updateCategory(author, seeds.id, { name: 'Mine', colour: 'red' })).statusCode,
    ).toBe(403);
    const renamed = await updateCategory(admin, seeds.id, { name: 'Seeds', colour: 'red' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: seeds.id,
      name: 'Seeds',
      colour: 'red',
      description: null,
    });
    const missing = await updateCategory(admin, 2147483647, { name: 'Gone', colour: 'red' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: FORUM_CATEGORY_DETAILS.categoryNotFound });
    expect((await deleteCategory(author, seeds.id)).statusCode).toBe(403);
    expect((await deleteCategory(null, seeds.id)).statusCode).toBe(401);
  });

  it('file talks (chosen when starting or editing), moved by the admin only; deleting uncategorises', async () => {
    const tools = (
      await createCategory(admin, { name: 'Tools', colour: 'blue' })
    ).json<ForumCategory>();
    const rain = (
      await createCategory(admin, { name: 'Rain', colour: 'green' })
    ).json<ForumCategory>();
    const filed = await startThread(author, { text: 'parsnipcat filed', category_id: tools.id });
    expect(filed.statusCode, filed.body).toBe(201);
    const talk = filed.json<ForumThread>();
    expect(talk.category).toEqual({ id: tools.id, name: 'Tools', colour: 'blue' });
    const loose = await thread(author, 'parsnipcat loose');
    expect(loose.category).toBeNull();
    const unknown = await startThread(author, {
      text: 'parsnipcat nowhere',
      category_id: 2147483647,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ detail: FORUM_CATEGORY_DETAILS.unknownCategory });

    // The list filtered by a category, by none, and 404 for an unknown one.
    const q = 'q=parsnipcat';
    expect(await listed(`${q}&category=${tools.id}`)).toEqual([talk.id]);
    expect(await listed(`${q}&category=none`)).toEqual([loose.id]);
    expect(await listed(`${q}&category=${rain.id}`)).toEqual([]);
    const nowhere = await as(null, 'listForumThreads', {
      method: 'GET',
      url: '/api/forum/threads?category=2147483647',
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ detail: FORUM_CATEGORY_DETAILS.categoryNotFound });
    for (const bad of ['category=abc', 'category=0', 'page=0', 'page=2&before=5'])
      expect(
        (await as(null, 'listForumThreads', { method: 'GET', url: `/api/forum/threads?${bad}` }))
          .statusCode,
        bad,
      ).toBe(422);

    // The author moves it by editing; only the admin moves it with PUT …/category.
    const edited = await as(author, 'updateForumThread', {
      method: 'PATCH',
      url: `/api/forum/threads/${loose.id}`,
      payload: { text: 'parsnipcat loose', category_id: rain.id },
    });
    expect(edited.json<ForumThread>().category?.id).toBe(rain.id);
    for (const caller of [author, other]) {
      const refused = await move(caller, talk.id, rain.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: FORUM_CATEGORY_DETAILS.onlyAdminMovesTalks });
    }
    expect((await move(null, talk.id, rain.id)).statusCode).toBe(401);
    expect((await move(admin, talk.id, 2147483647)).statusCode).toBe(422);
    expect((await move(admin, 2147483647, rain.id)).statusCode).toBe(404);
    // A cached anonymous read of the filtered list is dropped by the move.
    expect(await listed(`${q}&category=${rain.id}`)).toEqual([loose.id]);
    const moved = await move(admin, talk.id, rain.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ForumThread>()).toMatchObject({
      category: { id: rain.id, name: 'Rain', colour: 'green' },
      edited_at: null,
    });
    expect(await listed(`${q}&category=${rain.id}`)).toEqual([loose.id, talk.id]);
    expect(await listed(`${q}&category=${tools.id}`)).toEqual([]);
    expect((await categories()).find((row) => row.id === rain.id)?.talk_count).toBe(2);

    // Pages by number, in the list's order.
    expect(await listed(`${q}&category=${rain.id}&limit=1&page=2`)).toEqual([talk.id]);
    expect(await listed(`${q}&category=${rain.id}&limit=1&page=3`)).toEqual([]);

    // Deleting the category keeps its talks, uncategorised.
    expect((await deleteCategory(admin, rain.id)).statusCode).toBe(204);
    expect((await deleteCategory(admin, rain.id)).statusCode).toBe(404);
    expect(await listed(`${q}&category=none`)).toEqual([loose.id, talk.id]);
    expect((await getThread(talk.id)).json<ForumThread>().category).toBeNull();
    expect((await move(admin, talk.id, null)).statusCode).toBe(200);
  });
});
