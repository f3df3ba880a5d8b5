/**
 * The blog (spec 2 §2 /blog…, §3, §5, §6, §7 Blog, §8, §9): public reads, one owner account
 * (BLOG_OWNER_EMAIL) writes posts and deletes comments, signed-in users comment, and an Atom feed.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATOM_NAMESPACE,
  BLOG_TEXTS,
  FEED_SIZE,
  xmlText,
  type BlogComment,
  type BlogPost,
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

/** A real 2000 × 1000 picture (a cover is fitted within 1600 × 1600). */
let COVER_PNG: Buffer;

const uploadCover = (caller: TestUser | null, id: number, body: Buffer, type = 'image/png') =>
  as(caller, 'uploadBlogCover', {
    method: 'PUT',
    url: `/api/blog/${id}/cover`,
    headers: { 'content-type': type },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  COVER_PNG = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: { r: 60, g: 140, b: 80 } },
  })
    .png()
    .toBuffer();
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
  {
    operationId: 'uploadBlogCover',
    request: ({ postId }) => ({
      method: 'PUT',
      url: `/api/blog/${postId}/cover`,
      headers: { 'content-type': 'image/png' },
      payload: COVER_PNG,
    }),
    expected: { visitor: 401, member: 403, 'other member': 403, owner: 200 },
    forbidden: BLOG_TEXTS.onlyOwnerEdits,
    notFound: BLOG_TEXTS.postNotFound,
  },
  {
    operationId: 'deleteBlogCover',
    request: ({ postId }) => ({ method: 'DELETE', url: `/api/blog/${postId}/cover` }),
    expected: { visitor: 401, member: 403, 'other member': 403, owner: 200 },
    forbidden: BLOG_TEXTS.onlyOwnerEdits,
    notFound: BLOG_TEXTS.postNotFound,
  },
];

describe('permissions: operation × role', () => {
  const cases = PERMISSIONS.flatMap((row) =>
    ROLES.map((role) => [row.operationId, role, row.expected[role], row] as const),
  );

  it.each(cases)('%s as %s → %i', async (operationId, role, status, row) => {
    const post = await t.app.services.blog.create(owner, {
      title: 'Fixed',
      content: 'Body.',
      cover_alt: 'A raised bed',
    });
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
    const all = (await page('limit=100')).json<Post[]>();
    const one = (await page('limit=2')).json<Post[]>();
    expect(one).toEqual(all.slice(0, 2));
    const two = (await page(`limit=2&before=${one[1]?.id}`)).json<Post[]>();
    expect(two).toEqual(all.slice(2, 4));
    expect((await page(`limit=100&before=${all[all.length - 1]?.id}`)).json()).toEqual([]);
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
      draft: false,
      published_at: post.created_at,
      tags: [],
      cover: null,
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
      edited_at: null,
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

describe('drafts (issue 44)', () => {
  const listAs = (caller: TestUser | null, query = '') =>
    as(caller, 'listBlogPosts', { method: 'GET', url: `/api/blog${query}` });
  const getAs = (caller: TestUser | null, id: number) =>
    as(caller, 'getBlogPost', { method: 'GET', url: `/api/blog/${id}` });

  it('are seen by the owner only, until published (then dated)', async () => {
    const created = await publish(owner, {
      title: 'Unfinished thoughts',
      content: 'x',
      draft: true,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<BlogPost>();
    expect(draft).toMatchObject({ draft: true, published_at: null });
    const ids = (res: Awaited<ReturnType<typeof listAs>>) =>
      res.json<BlogPost[]>().map((post) => post.id);

    // Nobody else finds it: the lists (cached or not), the post, its comments, the feed.
    expect(ids(await listAs(null))).not.toContain(draft.id);
    expect(ids(await listAs(member))).not.toContain(draft.id);
    expect(ids(await listAs(owner))).toContain(draft.id);
    expect(ids(await listAs(null))).not.toContain(draft.id);
    for (const caller of [null, member]) {
      const res = await getAs(caller, draft.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: BLOG_TEXTS.postNotFound });
      expect(
        (
          await as(caller, 'listBlogComments', {
            method: 'GET',
            url: `/api/blog/${draft.id}/comments`,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await comment(member, { post_id: draft.id, content: 'Early!' })).statusCode).toBe(404);
    expect((await feed()).body).not.toContain('Unfinished thoughts');
    expect((await getAs(owner, draft.id)).json()).toEqual(draft);

    // Published later: dated then, and everyone sees it.
    t.clock.advance(60_000);
    const published = await edit(owner, draft.id, {
      title: 'Finished',
      content: 'x',
      draft: false,
    });
    expect(published.statusCode).toBe(200);
    const publishedAt = published.json<BlogPost>().published_at ?? '';
    expect(published.json()).toMatchObject({ draft: false, created_at: draft.created_at });
    expect(Date.parse(publishedAt) - Date.parse(draft.created_at)).toBeGreaterThanOrEqual(60_000);
    expect(ids(await listAs(null))[0]).toBe(draft.id);
    expect((await getAs(member, draft.id)).statusCode).toBe(200);
    expect((await feed()).body).toContain(`<published>${publishedAt}</published>`);
    // An edit that says nothing of `draft` keeps it published, with its date.
    t.clock.advance(1000);
    const kept = await edit(owner, draft.id, { title: 'Finished!', content: 'x' });
    expect(kept.json()).toMatchObject({
      draft: false,
      published_at: published.json<BlogPost>().published_at,
    });

    // Unpublished: a draft again, the owner's only, out of the list and the feed; published again
    // later, dated then.
    const unpublished = await edit(owner, draft.id, {
      title: 'Finished!',
      content: 'x',
      draft: true,
    });
    expect(unpublished.json()).toMatchObject({ draft: true, published_at: null });
    expect(ids(await listAs(null))).not.toContain(draft.id);
    expect((await getAs(member, draft.id)).statusCode).toBe(404);
    expect((await feed()).body).not.toContain('Finished!');
    t.clock.advance(60_000);
    const again = await edit(owner, draft.id, { title: 'Finished!', content: 'x', draft: false });
    expect(Date.parse(again.json<BlogPost>().published_at ?? '')).toBeGreaterThan(
      Date.parse(publishedAt),
    );
    expect((await getAs(member, draft.id)).statusCode).toBe(200);
  });
});

describe('tags (issue 44)', () => {
  it('are 0 to 5 lowercase slugs, and list their published posts', async () => {
    const tagged = await publish(owner, {
      title: 'Saving seeds',
      content: 'x',
      tags: ['seed-saving', 'compost2'],
    });
    expect(tagged.statusCode).toBe(201);
    const post = tagged.json<BlogPost>();
    expect(post.tags).toEqual(['seed-saving', 'compost2']);
    const hidden = await publish(owner, {
      title: 'Seeds, draft',
      content: 'x',
      tags: ['seed-saving'],
      draft: true,
    });
    const byTag = async (tag: string, caller: TestUser | null = null) => {
      const res = await as(caller, 'listBlogPosts', { method: 'GET', url: `/api/blog?tag=${tag}` });
      expect(res.statusCode).toBe(200);
      return res.json<BlogPost[]>().map((p) => p.id);
    };
    expect(await byTag('seed-saving')).toEqual([post.id]);
    expect(await byTag('seed-saving', owner)).toEqual([hidden.json<BlogPost>().id, post.id]);
    expect(await byTag('nothing-here')).toEqual([]);

    const refused = [
      [
        ['Seed Saving'],
        'A tag is 1 to 30 lowercase letters, digits or single hyphens between them (like seed-saving).',
      ],
      [
        ['-edge'],
        'A tag is 1 to 30 lowercase letters, digits or single hyphens between them (like seed-saving).',
      ],
      [
        ['x'.repeat(31)],
        'A tag is 1 to 30 lowercase letters, digits or single hyphens between them (like seed-saving).',
      ],
      [['a', 'b', 'c', 'd', 'e', 'f'], 'A post has at most 5 tags, each once.'],
      [['a', 'a'], 'A post has at most 5 tags, each once.'],
    ] as const;
    for (const [tags, detail] of refused) {
      for (const res of [
        await publish(owner, { title: 'T', content: 'x', tags }),
        await edit(owner, post.id, { title: 'T', content: 'x', tags }),
      ]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ detail });
      }
    }
    const badQuery = await as(null, 'listBlogPosts', {
      method: 'GET',
      url: '/api/blog?tag=Bad%20Tag',
    });
    expect(badQuery.statusCode).toBe(422);
    // An edit replaces the tags, or leaves them when it says nothing of them.
    expect(
      (await edit(owner, post.id, { title: 'T', content: 'x' })).json<BlogPost>().tags,
    ).toEqual(['seed-saving', 'compost2']);
    expect(
      (await edit(owner, post.id, { title: 'T', content: 'x', tags: [] })).json<BlogPost>().tags,
    ).toEqual([]);
    expect(await byTag('seed-saving')).toEqual([]);
  });
});

describe('covers (issue 44)', () => {
  it('go through the image pipeline, need alt text, are served at an unguessable address and removable', async () => {
    const post = (await publish(owner, { title: 'With a cover', content: 'x' })).json<BlogPost>();
    // Alt text first.
    const noAlt = await uploadCover(owner, post.id, COVER_PNG);
    expect(noAlt.statusCode).toBe(422);
    expect(noAlt.json()).toEqual({ detail: BLOG_TEXTS.coverAltRequired });
    await edit(owner, post.id, {
      title: 'With a cover',
      content: 'x',
      cover_alt: ' Leeks in a bed ',
    });

    // Not an image: 400; another type: 415.
    expect((await uploadCover(owner, post.id, Buffer.from('not a picture'))).statusCode).toBe(400);
    expect((await uploadCover(owner, post.id, COVER_PNG, 'image/gif')).statusCode).toBe(415);

    const res = await uploadCover(owner, post.id, COVER_PNG);
    expect(res.statusCode).toBe(200);
    const cover = res.json<BlogPost>().cover;
    expect(cover).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/blog/${post.id}/cover/[A-Za-z0-9_-]{22}$`)),
      alt: 'Leeks in a bed',
      width: 1600,
      height: 800,
    });
    if (!cover) throw new Error('no cover');
    expect((await getPost(post.id)).json<BlogPost>().cover).toEqual(cover);
    const image = await as(null, 'getBlogCover', { method: 'GET', url: cover.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await sharp(image.rawPayload).metadata();
    expect([served.width, served.height]).toEqual([1600, 800]);

    // While there is a cover, its alt text cannot be blanked.
    const blank = await edit(owner, post.id, { title: 'T', content: 'x', cover_alt: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: BLOG_TEXTS.coverAltRequired });

    // A new upload: a new address, the old one gone.
    const again = (await uploadCover(owner, post.id, COVER_PNG)).json<BlogPost>().cover;
    expect(again?.url).not.toBe(cover.url);
    const old = await as(null, 'getBlogCover', { method: 'GET', url: cover.url });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ detail: BLOG_TEXTS.noCover });

    // Removed.
    const removed = await as(owner, 'deleteBlogCover', {
      method: 'DELETE',
      url: `/api/blog/${post.id}/cover`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<BlogPost>().cover).toBeNull();
    expect(
      (await as(null, 'getBlogCover', { method: 'GET', url: again?.url ?? '' })).statusCode,
    ).toBe(404);
  });
});

describe('comment edits (issue 44)', () => {
  it('mark the comment edited with its time; blank is 422', async () => {
    const post = (await publish(owner, { title: 'Edits', content: 'x' })).json<BlogPost>();
    const written = (
      await comment(member, { post_id: post.id, content: 'Frist' })
    ).json<BlogComment>();
    expect(written.edited_at).toBeNull();
    t.clock.advance(5_000);
    const patch = (content: string) =>
      as(member, 'updateBlogComment', {
        method: 'PATCH',
        url: `/api/blog/comment/${written.id}`,
        payload: { content },
      });
    const blank = await patch('   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Content must not be blank.' });
    const res = await patch('First');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...written,
      content: 'First',
      edited_at: expect.any(String),
    });
    const editedAt = Date.parse(res.json<BlogComment>().edited_at ?? '');
    expect(editedAt - Date.parse(written.created_at)).toBeGreaterThanOrEqual(5_000);
    expect((await listComments(post.id)).json()).toEqual([res.json()]);
  });
});
