import { HttpResponse } from 'msw';
import type { BlogComment, BlogOwner, BlogPost } from '../../types';
import { db, findUser, nextId, removeWhere } from '../db';
import { blogOwner } from '../fixtures/users';
import type { BlogCommentRow, BlogPostRow, UserRow } from '../rows';
import { pageOf, PER_PARENT_MAX } from '../support/page';
import { forbidden, mock, notFound } from '../support/route';

/** The `detail`s of the server (apps/server/src/domains/blog). */
export const BLOG_TEXTS = {
  postNotFound: 'Post not found.',
  commentNotFound: 'Comment not found.',
  onlyOwnerPublishes: 'Only the blog owner can publish posts.',
  onlyOwnerEdits: 'Only the blog owner can edit posts.',
  onlyOwnerDeletesPosts: 'Only the blog owner can delete posts.',
  onlyOwnerDeletesComments: 'Only the blog owner can delete comments.',
  onlyCommenterEdits: 'Only the commenter can edit this comment.',
  /** `BlogOwner.name` while the owner has no username. */
  ownerFallbackName: 'the blog owner',
} as const;

/** How many posts the feed lists (the server's `FEED_SIZE`). */
const FEED_SIZE = 50;

function commentView({ user_id, ...comment }: BlogCommentRow): BlogComment {
  return { ...comment, author: { id: user_id, username: findUser(user_id)?.username ?? null } };
}

const postView = ({ updated_at: _edited, ...post }: BlogPostRow): BlogPost => post;

const newestFirst = (a: BlogPostRow, b: BlogPostRow) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Only the blog owner (one fixed account) writes posts and deletes comments. */
function requireBlogOwner(user: UserRow, detail: string): void {
  if (user.id !== blogOwner.id) forbidden(detail);
}

function findComment(id: number): BlogCommentRow {
  return (
    db.blogComments.find((comment) => comment.id === id) ?? notFound(BLOG_TEXTS.commentNotFound)
  );
}

function findPost(id: number): BlogPostRow {
  return db.blogPosts.find((post) => post.id === id) ?? notFound(BLOG_TEXTS.postNotFound);
}

function owner(): BlogOwner {
  const user = findUser(blogOwner.id);
  return user
    ? { id: user.id, name: user.username ?? BLOG_TEXTS.ownerFallbackName }
    : { id: null, name: BLOG_TEXTS.ownerFallbackName };
}

/** Text for XML: the five special characters escaped, characters XML 1.0 cannot carry left out. */
function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The Atom feed as the server writes it, with the request's origin as the site's address. */
function atomFeed(site: string): string {
  const posts = [...db.blogPosts].sort(newestFirst).slice(0, FEED_SIZE);
  const updated =
    posts
      .map((post) => post.updated_at)
      .sort()
      .at(-1) ?? new Date().toISOString();
  const entries = posts.map((post) => {
    const link = xmlText(`${site}/blog/${post.id}`);
    return [
      '  <entry>',
      `    <id>${link}</id>`,
      `    <title type="text">${xmlText(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}"/>`,
      `    <published>${post.created_at}</published>`,
      `    <updated>${post.updated_at}</updated>`,
      `    <content type="text">${xmlText(post.content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(`${site}/blog`)}</id>`,
    '  <title>WeGrow Blog</title>',
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(`${site}/api/blog/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${site}/blog`)}"/>`,
    `  <author><name>${xmlText(owner().name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export const blogHandlers = [
  mock.get('/blog', ({ query, response }) =>
    response(200).json(pageOf([...db.blogPosts].sort(newestFirst), query).map(postView)),
  ),

  mock.post('/blog', ({ me, body, response }) => {
    requireBlogOwner(me(), BLOG_TEXTS.onlyOwnerPublishes);
    const now = new Date().toISOString();
    const post: BlogPostRow = {
      id: nextId(db.blogPosts),
      title: body.title.trim(),
      content: body.content,
      created_at: now,
      updated_at: now,
    };
    db.blogPosts.push(post);
    return response(201).json(postView(post));
  }),

  // Before `/blog/{id}`, which would take `owner` and `feed.xml` for ids.
  mock.get('/blog/owner', ({ response }) => response(200).json(owner())),

  mock.get('/blog/feed.xml', ({ request, response }) =>
    response.untyped(
      new HttpResponse(atomFeed(new URL(request.url).origin), {
        status: 200,
        headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
      }),
    ),
  ),

  mock.get('/blog/{id}', ({ params, response }) =>
    response(200).json(postView(findPost(params.id))),
  ),

  mock.put('/blog/{id}', ({ me, params, body, response }) => {
    requireBlogOwner(me(), BLOG_TEXTS.onlyOwnerEdits);
    const post = findPost(params.id);
    post.title = body.title.trim();
    post.content = body.content;
    post.updated_at = new Date().toISOString();
    return response(200).json(postView(post));
  }),

  mock.delete('/blog/{id}', ({ me, params, response }) => {
    requireBlogOwner(me(), BLOG_TEXTS.onlyOwnerDeletesPosts);
    findPost(params.id);
    removeWhere(db.blogComments, (comment) => comment.post_id === params.id);
    removeWhere(db.blogPosts, (post) => post.id === params.id);
    return response(204).empty();
  }),

  mock.get('/blog/{id}/comments', ({ params, response }) => {
    findPost(params.id);
    const comments = db.blogComments
      .filter((comment) => comment.post_id === params.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .slice(-PER_PARENT_MAX)
      .map(commentView);
    return response(200).json(comments);
  }),

  mock.post('/blog/comment', ({ me, body, response }) => {
    const user = me();
    findPost(body.post_id);
    const comment: BlogCommentRow = {
      id: nextId(db.blogComments),
      post_id: body.post_id,
      user_id: user.id,
      content: body.content,
      created_at: new Date().toISOString(),
    };
    db.blogComments.push(comment);
    return response(201).json(commentView(comment));
  }),

  mock.patch('/blog/comment/{commentId}', ({ me, params, body, response }) => {
    const user = me();
    const comment = findComment(params.commentId);
    if (comment.user_id !== user.id) forbidden(BLOG_TEXTS.onlyCommenterEdits);
    comment.content = body.content;
    return response(200).json(commentView(comment));
  }),

  // The blog owner deletes any comment, a commenter their own (an unknown id: 404 for anyone).
  mock.delete('/blog/comment/{commentId}', ({ me, params, response }) => {
    const user = me();
    const comment = findComment(params.commentId);
    if (user.id !== blogOwner.id && comment.user_id !== user.id) {
      forbidden(BLOG_TEXTS.onlyOwnerDeletesComments);
    }
    removeWhere(db.blogComments, (row) => row.id === comment.id);
    return response(204).empty();
  }),
];
