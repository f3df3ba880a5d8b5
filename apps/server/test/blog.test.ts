/**
 * The blog (spec 2 §2 /blog…, §3, §5, §6, §7 Blog, §8, §9): public reads, one owner account
 * (BLOG_OWNER_EMAIL) writes posts and deletes comments, signed-in users comment, and an Atom feed.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATOM_NAMESPACE,
  BLOG_TEXTS,
  FEED_SIZE,
  xmlText,
  type BlogComment,
} from '../src/domains/blog';
import { blogComments } from '../src/domains/blog/schema';
import {
  call,
  createTestApp,
  login,
  newUser,
  signup,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { childNamed, childrenNamed, parseXml, type XmlElement } from './helpers/xml';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;

/** Signs up the account with BLOG_OWNER_EMAIL (as typed by a person: any case) and logs in. */
async function signUpOwner(): Promise<TestUser> {
  const email = t.config.blogOwnerEmail.toUpperCase();
  const { id } = await signup(t.app, email);
  const tokens = await login(t.app, email);
  return {
    id,
    email: t.config.blogOwnerEmail,
    verified: true,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
}

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

interface Post {
  id: number;
  title: string;
  content: string;
  created_at: string;
}

const getOwner = () => as(null, 'getBlogOwner', { method: 'GET', url: '/api/blog/owner' });
const publish = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'createBlogPost', { method: 'POST', url: '/api/blog', payload });
const edit = (caller: TestUser | null, id: number, payload: Record<string, unknown>) =>
  as(caller, 'updateBlogPost', { method: 'PUT', url: `/api/blog/${id}`, payload });
const getPost = (id: number) => as(null, 'getBlogPost', { method: 'GET', url: `/api/blog/${id}` });
const listPosts = () => as(null, 'listBlogPosts', { method: 'GET', url: '/api/blog' });
const comment = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'createBlogComment', { method: 'POST', url: '/api/blog/comment', payload });
const listComments = (postId: number) =>
  as(null, 'listBlogComments', { method: 'GET', url: `/api/blog/${postId}/comments` });
const feed = () => as(null, 'getBlogFeed', { method: 'GET', url: '/api/blog/feed.xml' });

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the owner', () => {
  it('is "the blog owner" with no id until an account has BLOG_OWNER_EMAIL', async () => {
    const res = await getOwner();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: null, name: 'the blog owner' });
  });

  it('is that account, named by its username once it has one (never by its e-mail)', async () => {
    owner = await signUpOwner();
    member = await newUser(t.app, 'member');
    other = await newUser(t.app, 'other');
    expect((await getOwner()).json()).toEqual({ id: owner.id, name: 'the blog owner' });
    const named = await as(owner, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      payload: { username: 'shea' },
    });
    expect(named.statusCode).toBe(200);
    const res = await getOwner();
    expect(res.json()).toEqual({ id: owner.id, name: 'shea' });
    expect(res.body).not.toContain('@');
  });
});

type Role = 'visitor' | 'member' | 'other member' | 'owner';
const ROLES: readonly Role[] = ['visitor', 'member', 'other member', 'owner'];
const callerOf = (role: Role): TestUser | null =>
  ({ visitor: null, member, 'other member': other, owner })[role];

interface Row {
  operationId: string;
  /** `postId`: a post of the owner; `commentId`: a comment `member` wrote on it. */
  request: (ids: { postId: number; commentId: number }) => InjectOptions;
  expected: Record<Role, number>;
  /** The detail of the 403. */
  forbidden?: string;
  /** The detail of the 404 the owner gets for an unknown id. */
  notFound?: string;
  /** The rule depends on the item (its author), so an unknown id answers 404 to anyone. */
  lookupFirst?: boolean;
}

/** The permission table: operation × role → status. */
const PERMISSIONS: Row[] = [
  {
    operationId: 'listBlogPosts',
    request: () => ({ method: 'GET', url: '/api/blog' }),
    expected: { visitor: 200, member: 200, 'other member': 200, owner: 200 },
  },
  {
    operationId: 'getBlogOwner',
    request: () => ({ method: 'GET', url: '/api/blog/owner' }),
    expected: { visitor: 200, member: 200, 'other member': 200, owner: 200 },
  },
  {
    operationId: 'getBlogFeed',
    request: () => ({ method: 'GET', url: '/api/blog/feed.xml' }),
    expected: { visitor: 200, member: 200, 'other member': 200, owner: 200 },
  },
  {
    operationId: 'getBlogPost',
    request: ({ postId }) => ({ method: 'GET', url: `/api/blog/${postId}` }),
    expected: { visitor: 200, member: 200, 'other member': 200, owner: 200 },
    notFound: BLOG_TEXTS.postNotFound,
  },
  {
    operationId: 'listBlogComments',
    request: ({ postId }) => ({ method: 'GET', url: `/api/blog/${postId}/comments` }),
    expected: { visitor: 200, member: 200, 'other member': 200, owner: 200 },
    notFound: BLOG_TEXTS.postNotFound,
  },
  {
    operationId: 'createBlogPost',
    request: () => ({
      method: 'POST',
      url: '/api/blog',
      payload: { title: 'A post', content: 'Text.' },
    }),
    expected: { visitor: 401, member: 403, 'other member': 403, owner: 201 },
    forbidden: BLOG_TEXTS.onlyOwnerPublishes,
  },
  {
    operationId: 'updateBlogPost',
    request: ({ postId }) => ({
      method: 'PUT',
      url: `/api/blog/${postId}`,
      payload: { title: 'Edited', content: 'Edited text.' },
    }),
    expected: { visitor: 401, member: 403, 'other member': 403, owner: 200 },
    forbidden: BLOG_TEXTS.onlyOwnerEdits,
    notFound: BLOG_TEXTS.postNotFound,
  },
  {
    operationId: 'deleteBlogPost',
    request: ({ postId }) => ({ method: 'DELETE', url: `/api/blog/${postId}` }),
    expected: { visitor: 401, member: 403, 'other member': 403, owner: 204 },
    forbidden: BLOG_TEXTS.onlyOwnerDeletesPosts,
    notFound: BLOG_TEXTS.postNotFound,
  },
  {
    operationId: 'createBlogComment',
    request: ({ postId }) => ({
      method: 'POST',
      url: '/api/blog/comment',
      payload: { post_id: postId, content: 'Nice!' },
    }),
    expected: { visitor: 401, member: 201, 'other member': 201, owner: 201 },
  },
  {
    // The owner deletes any comment, the commenter (member) their own (issue 33).
    operationId: 'deleteBlogComment',
    request: ({ commentId }) => ({ method: 'DELETE', url: `/api/blog/comment/${commentId}` }),
    expected: { visitor: 401, member: 204, 'other member': 403, owner: 204 },
    forbidden: BLOG_TEXTS.onlyOwnerDeletesComments,
    notFound: BLOG_TEXTS.commentNotFound,
    lookupFirst: true,
  },
  {
    // Only the commenter edits; the owner moderates by deleting (issue 33).
    operationId: 'updateBlogComment',
    request: ({ commentId }) => ({
      method: 'PATCH',
      url: `/api/blog/comment/${commentId}`,
      payload: { content: 'First, *edited*!' },
    }),
    expected: { visitor: 401, member: 200, 'other member': 403, owner: 403 },
    forbidden: BLOG_TEXTS.onlyCommenterEdits,
    notFound: BLOG_TEXTS.commentNotFound,
    lookupFirst: true,
  },
];

describe('permissions: operation × role', () => {
  const cases = PERMISSIONS.flatMap((row) =>
    ROLES.map((role) => [row.operationId, role, row.expected[role], row] as const),
  );

  it.each(cases)('%s as %s → %i', async (operationId, role, status, row) => {
    const post = await t.app.services.blog.create(owner, { title: 'Fixed', content: 'Body.' });
    const written = await t.app.services.blog.comment(member, post.id, 'First!');
    const ids = { postId: post.id, commentId: written.id };
    const res = await as(callerOf(role), operationId, row.request(ids));
    expect(res.statusCode).toBe(status);
    if (status === 401) expect(res.json()).toEqual({ detail: 'Not authenticated' });
    if (status === 403) {
      expect(res.json()).toEqual({ detail: row.forbidden });
      // Refused before any lookup: an unknown id gets the same 403, revealing nothing (a
      // comment's rule depends on its author, so it is looked up first: public, 404).
      const unknown = await as(
        callerOf(role),
        operationId,
        row.request({ postId: 2_147_483_647, commentId: 2_147_483_647 }),
      );
      expect(unknown.statusCode).toBe(row.lookupFirst ? 404 : 403);
    }
    if (status >= 400) {
      // Refused: the post and its comment are as they were.
      expect(await t.app.services.blog.get(post.id)).toEqual(post);
      expect(await t.app.services.blog.comments(post.id)).toEqual([written]);
    }
    if (row.notFound && status < 400) {
      const unknown = await as(
        callerOf(role),
        operationId,
        row.request({ postId: 2_147_483_647, commentId: 2_147_483_647 }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: row.notFound });
    }
  });

  it('follows BLOG_OWNER_EMAIL: another configuration makes another account the owner', async () => {
    const elsewhere = await createTestApp({ config: { blogOwnerEmail: 'writer@example.org' } });
    try {
      const { id } = await signup(elsewhere.app, 'writer@example.org');
      const writer = await login(elsewhere.app, 'writer@example.org');
      const defaultOwner = await signup(elsewhere.app, 'owner@wegrow.local');
      const notOwner = await login(elsewhere.app, defaultOwner.email);
      const post = (token: string) =>
        call(elsewhere.app, 'createBlogPost', {
          method: 'POST',
          url: '/api/blog',
          headers: { authorization: `Bearer ${token}` },
          payload: { title: 'Hello', content: 'World' },
        });
      expect((await post(writer.access_token)).statusCode).toBe(201);
      expect((await post(notOwner.access_token)).statusCode).toBe(403);
      const who = await call(elsewhere.app, 'getBlogOwner', {
        method: 'GET',
        url: '/api/blog/owner',
      });
      expect(who.json()).toEqual({ id, name: 'the blog owner' });
    } finally {
      await elsewhere.close();
    }
  });
});

describe('posts', () => {
  it('are listed newest first', async () => {
    const first = (await publish(owner, { title: 'First', content: 'one' })).json<Post>();
    t.clock.advance(1000);
    const second = (await publish(owner, { title: 'Second', content: 'two' })).json<Post>();
    // Published in the same millisecond: the later one still comes first.
    const third = (await publish(owner, { title: 'Third', content: 'three' })).json<Post>();
    const ids = (await listPosts()).json<Post[]>().map((post) => post.id);
    expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
    const times = (await listPosts()).json<Post[]>().map((post) => Date.parse(post.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('page by `limit` (1..100, else 422) and continue after the cursor `before`', async () => {
    const page = (query: string) =>
      as(null, 'listBlogPosts', { method: 'GET', url: `/api/blog?${query}` });
    // Same millisecond for all: the id decides, and the cursor still splits the pages exactly.
    for (const title of ['P1', 'P2', 'P3']) await publish(owner, { title, content: 'x' });
    const all = (await listPosts()).json<Post[]>();
    const one = (await page('limit=2')).json<Post[]>();
    expect(one).toEqual(all.slice(0, 2));
    const two = (await page(`limit=2&before=${one[1]?.id}`)).json<Post[]>();
    expect(two).toEqual(all.slice(2, 4));
    expect((await page(`before=${all[all.length - 1]?.id}`)).json()).toEqual([]);
    for (const query of ['limit=0', 'limit=101', 'before=-1']) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ detail: string }>().detail, query).toMatch(/^(Limit|Before) /);
    }
  });

  it('keep their content as the plain text it is (paragraphs, line breaks, markup-like text)', async () => {
    const content =
      'First paragraph.\n\nSecond line one\nline two <script>alert(1)</script> & "so"';
    const res = await publish(owner, { title: '  Spring seed swap  ', content });
    expect(res.statusCode).toBe(201);
    const post = res.json<Post>();
    expect(post).toEqual({
      id: expect.any(Number),
      title: 'Spring seed swap',
      content,
      created_at: expect.any(String),
    });
    expect((await getPost(post.id)).json()).toEqual(post);
  });

  it('need a title and content that are not blank (422), on create and on edit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ content: 'Text' }, 'Title is required.'],
      [{ title: 'Title' }, 'Content is required.'],
      [{ title: '', content: 'Text' }, 'Title must not be empty.'],
      [{ title: '   ', content: 'Text' }, 'Title must not be blank.'],
      [{ title: 'Title', content: '' }, 'Content must not be empty.'],
      [{ title: 'Title', content: ' \n\t ' }, 'Content must not be blank.'],
    ];
    const { id } = (await publish(owner, { title: 'Kept', content: 'Kept.' })).json<Post>();
    for (const [payload, detail] of cases) {
      const created = await publish(owner, payload);
      expect(created.statusCode).toBe(422);
      expect(created.json()).toEqual({ detail });
      const edited = await edit(owner, id, payload);
      expect(edited.statusCode).toBe(422);
      expect(edited.json()).toEqual({ detail });
    }
    expect((await getPost(id)).json()).toMatchObject({ title: 'Kept', content: 'Kept.' });
  });

  it('are edited by the owner (title trimmed, the date kept)', async () => {
    const post = (await publish(owner, { title: 'Draft', content: 'Draft.' })).json<Post>();
    t.clock.advance(60_000);
    const res = await edit(owner, post.id, { title: ' Final ', content: 'Final.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...post, title: 'Final', content: 'Final.' });
  });

  it('answer 404 "Post not found." for an unknown id', async () => {
    const res = await getPost(2_147_483_647);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Post not found.' });
  });
});

describe('comments', () => {
  it('need a signed-in user (401) and a post that exists (404)', async () => {
    const { id } = (await publish(owner, { title: 'Open', content: 'Comment!' })).json<Post>();
    const anonymous = await comment(null, { post_id: id, content: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
    const missing = await comment(member, { post_id: 2_147_483_647, content: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Post not found.' });
    const comments = await listComments(2_147_483_647);
    expect(comments.statusCode).toBe(404);
    expect(comments.json()).toEqual({ detail: 'Post not found.' });
    expect((await listComments(id)).json()).toEqual([]);
  });

  it('must not be blank (422)', async () => {
    const { id } = (await publish(owner, { title: 'Blank', content: 'x' })).json<Post>();
    for (const [content, detail] of [
      ['', 'Content must not be empty.'],
      ['  \n ', 'Content must not be blank.'],
    ] as const) {
      const res = await comment(member, { post_id: id, content });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    const missing = await comment(member, { post_id: id });
    expect(missing.json()).toEqual({ detail: 'Content is required.' });
    expect((await listComments(id)).json()).toEqual([]);
  });

  it('are listed oldest first, each with its author', async () => {
    const { id } = (await publish(owner, { title: 'Talk', content: 'x' })).json<Post>();
    const first = await comment(member, { post_id: id, content: 'First' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      content: 'First',
      created_at: expect.any(String),
      post_id: id,
      author: { id: member.id, username: null },
    });
    t.clock.advance(1000);
    await as(other, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      payload: { username: 'lena' },
    });
    await comment(other, { post_id: id, content: 'Second' });
    await comment(owner, { post_id: id, content: 'Third, same millisecond' });
    const comments = (await listComments(id)).json<BlogComment[]>();
    expect(comments.map((c) => [c.content, c.author])).toEqual([
      ['First', { id: member.id, username: null }],
      ['Second', { id: other.id, username: 'lena' }],
      ['Third, same millisecond', { id: owner.id, username: 'shea' }],
    ]);
  });

  it('go with their post when it is deleted', async () => {
    const { id } = (await publish(owner, { title: 'Doomed', content: 'x' })).json<Post>();
    await comment(member, { post_id: id, content: 'a' });
    await comment(other, { post_id: id, content: 'b' });
    const res = await as(owner, 'deleteBlogPost', { method: 'DELETE', url: `/api/blog/${id}` });
    expect(res.statusCode).toBe(204);
    expect((await getPost(id)).statusCode).toBe(404);
    expect((await listComments(id)).statusCode).toBe(404);
    const { db } = t.app.services.database;
    expect(await db.select().from(blogComments).where(eq(blogComments.postId, id))).toEqual([]);
  });

  it('are deleted one at a time by the owner; a second delete is 404', async () => {
    const { id } = (await publish(owner, { title: 'Moderated', content: 'x' })).json<Post>();
    const spam = (await comment(member, { post_id: id, content: 'spam' })).json<BlogComment>();
    await comment(other, { post_id: id, content: 'kind words' });
    const remove = () =>
      as(owner, 'deleteBlogComment', { method: 'DELETE', url: `/api/blog/comment/${spam.id}` });
    expect((await remove()).statusCode).toBe(204);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Comment not found.' });
    expect((await listComments(id)).json<BlogComment[]>().map((c) => c.content)).toEqual([
      'kind words',
    ]);
  });
});

describe('the Atom feed', () => {
  const text = (element: XmlElement, name: string) => childNamed(element, name).text;
  const linkOf = (element: XmlElement, rel: string) =>
    childrenNamed(element, 'link').find((link) => link.attributes['rel'] === rel)?.attributes[
      'href'
    ];

  it('is Atom 1.0 XML with absolute links to the posts on the site, newest first', async () => {
    const post = (await publish(owner, { title: 'Feed me', content: 'Fed.' })).json<Post>();
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);

    const root = parseXml(res.body);
    expect(root.name).toBe('feed');
    expect(root.uri).toBe(ATOM_NAMESPACE);
    const site = t.config.publicSiteUrl;
    expect(text(root, 'id')).toBe(`${site}/blog`);
    expect(text(root, 'title')).toBe('WeGrow Blog');
    expect(linkOf(root, 'self')).toBe(`${site}/api/blog/feed.xml`);
    expect(linkOf(root, 'alternate')).toBe(`${site}/blog`);
    expect(text(childNamed(root, 'author'), 'name')).toBe('shea');
    expect(Number.isNaN(Date.parse(text(root, 'updated')))).toBe(false);

    const entries = childrenNamed(root, 'entry');
    const posts = (await listPosts()).json<Post[]>();
    expect(entries.map((entry) => text(entry, 'id'))).toEqual(
      posts.slice(0, FEED_SIZE).map((p) => `${site}/blog/${p.id}`),
    );
    const first = entries[0];
    if (!first) throw new Error('no entry');
    expect(text(first, 'title')).toBe('Feed me');
    expect(linkOf(first, 'alternate')).toBe(`${site}/blog/${post.id}`);
    expect(childNamed(first, 'content').attributes['type']).toBe('text');
    expect(text(first, 'content')).toBe('Fed.');
    expect(text(first, 'published')).toBe(post.created_at);
    for (const entry of entries)
      for (const name of ['id', 'title', 'updated', 'link']) childNamed(entry, name);
  });

  it('escapes every text, so a post cannot break or inject into it', async () => {
    const title = 'Tags & "quotes" <b>bold</b> \'single\' ]]> 🌱';
    const content =
      'Line one\n\n<script>alert("x")</script> &amp; &lt; ]]> <![CDATA[ x ]]> 👨‍👩‍👧 <!-- c -->';
    const post = (await publish(owner, { title, content })).json<Post>();
    const root = parseXml((await feed()).body);
    const entry = childrenNamed(root, 'entry')[0];
    if (!entry) throw new Error('no entry');
    expect(text(entry, 'id')).toBe(`${t.config.publicSiteUrl}/blog/${post.id}`);
    expect(text(entry, 'title')).toBe(title);
    expect(text(entry, 'content')).toBe(content);
    // Nothing but the feed's own elements: the post's markup stayed text.
    expect(entry.children.map((child) => child.name).sort()).toEqual(
      ['content', 'id', 'link', 'published', 'title', 'updated'].sort(),
    );
  });

  it("carries a post's Markdown as escaped plain text, never as HTML (issue 33)", async () => {
    const content = '## Hi\n\n**bold** [x](javascript:alert(1)) <img src=x onerror=alert(1)>';
    await publish(owner, { title: 'Markdown', content });
    const body = (await feed()).body;
    const entry = childrenNamed(parseXml(body), 'entry')[0];
    if (!entry) throw new Error('no entry');
    expect(text(entry, 'content')).toBe(content);
    expect(body).toContain('<content type="text">');
    expect(body).not.toContain('type="html"');
    expect(body).not.toContain('<img');
  });

  it('leaves out the characters XML cannot carry, and stays well-formed', async () => {
    await publish(owner, {
      title: 'Bell\u0007 and form feed\u000c',
      content: 'a\u0001b\u001fc\ufffed',
    });
    const root = parseXml((await feed()).body);
    const entry = childrenNamed(root, 'entry')[0];
    if (!entry) throw new Error('no entry');
    expect(text(entry, 'title')).toBe('Bell and form feed');
    expect(text(entry, 'content')).toBe('abcd');
    // A lone surrogate never reaches the database (UTF-8 cannot hold it), but the feed copes anyway.
    expect(xmlText('x\ud800y\udfffz\u{1F331}')).toBe('xyz\u{1F331}');
  });

  it('shows an edit as the entry’s and the feed’s updated time', async () => {
    const post = (await publish(owner, { title: 'Old', content: 'x' })).json<Post>();
    t.clock.advance(120_000);
    const edited = t.clock().toISOString();
    await edit(owner, post.id, { title: 'New', content: 'y' });
    const root = parseXml((await feed()).body);
    const entry = childrenNamed(root, 'entry').find(
      (candidate) => text(candidate, 'id') === `${t.config.publicSiteUrl}/blog/${post.id}`,
    );
    if (!entry) throw new Error('the edited post is not in the feed');
    expect(text(entry, 'title')).toBe('New');
    expect(text(entry, 'published')).toBe(post.created_at);
    expect(Date.parse(text(entry, 'updated'))).toBeGreaterThanOrEqual(Date.parse(edited));
    expect(text(root, 'updated')).toBe(text(entry, 'updated'));
  });

  it(`lists at most the ${FEED_SIZE} newest posts`, async () => {
    for (let i = 0; i < FEED_SIZE + 1; i += 1)
      await t.app.services.blog.create(owner, { title: `Bulk ${i}`, content: 'x' });
    const root = parseXml((await feed()).body);
    const entries = childrenNamed(root, 'entry');
    expect(entries).toHaveLength(FEED_SIZE);
    expect(text(entries[0] ?? root, 'title')).toBe(`Bulk ${FEED_SIZE}`);
  });

  it('is a valid, empty feed while there are no posts', async () => {
    const empty = await createTestApp();
    try {
      const res = await call(empty.app, 'getBlogFeed', {
        method: 'GET',
        url: '/api/blog/feed.xml',
      });
      const root = parseXml(res.body);
      expect(childrenNamed(root, 'entry')).toEqual([]);
      expect(Date.parse(text(root, 'updated'))).toBeLessThanOrEqual(
        Date.parse(empty.clock().toISOString()),
      );
      expect(text(childNamed(root, 'author'), 'name')).toBe('the blog owner');
    } finally {
      await empty.close();
    }
  });
});
