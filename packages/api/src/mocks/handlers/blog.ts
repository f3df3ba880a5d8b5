import { BLOG_DETAILS } from '@wegrow/contract/blog';
import { HttpResponse } from 'msw';
import type { BlogComment, BlogOwner, BlogPost } from '../../types';
import { db, findUser, nextId, removeWhere } from '../db';
import { blogOwner } from '../fixtures/users';
import type { BlogCommentRow, BlogPostRow, UserRow } from '../rows';
import { pageOf, PER_PARENT_MAX } from '../support/page';
import { IMAGE_MAX_BYTES, imageTypeOf } from '../support/images';
import { badRequest, fail, forbidden, invalid, mock, notFound } from '../support/route';

/** The `detail`s of the server (apps/server/src/domains/blog). */
export const BLOG_TEXTS = {
  postNotFound: 'Post not found.',
  commentNotFound: 'Comment not found.',
  onlyOwnerPublishes: 'Only the blog owner can publish posts.',
  onlyOwnerEdits: 'Only the blog owner can edit posts.',
  onlyOwnerDeletesPosts: 'Only the blog owner can delete posts.',
  onlyOwnerDeletesComments: 'Only the blog owner can delete comments.',
  onlyCommenterEdits: 'Only the commenter can edit this comment.',
  ...BLOG_DETAILS,
  /** 400 and 413 of an upload (the profile pictures' words). */
  notAnImage: 'The file is not a PNG, JPEG or WebP image.',
  imageTooLarge: 'The image must be at most 2 MB.',
  /** `BlogOwner.name` while the owner has no username. */
  ownerFallbackName: 'the blog owner',
} as const;

/** How many posts the feed lists (the server's `FEED_SIZE`). */
const FEED_SIZE = 50;
/** A cover is fitted within this many pixels each way (the server's `COVER_MAX_SIDE`). */
const COVER_MAX_SIDE = 1600;

/**
 * The size a cover is kept at: a PNG's own (its header), fitted within 1600 × 1600 as the server
 * does; the fakes decode no other format, so those count as 1600 × 900.
 */
function coverSizeOf(bytes: Uint8Array, mediaType: string): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [width, height] =
    mediaType === 'image/png' && bytes.length >= 24
      ? [view.getUint32(16), view.getUint32(20)]
      : [1600, 900];
  const scale = Math.min(1, COVER_MAX_SIDE / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A new random cover key (22 URL-safe characters, as the server's). */
function coverKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The alt text as kept: trimmed, null when blank or left out. */
const altOf = (alt: string | undefined): string | null => alt?.trim() || null;

function commentView({ user_id, ...comment }: BlogCommentRow): BlogComment {
  return { ...comment, author: { id: user_id, username: findUser(user_id)?.username ?? null } };
}

const postView = ({
  updated_at: _edited,
  cover_alt: alt,
  cover,
  ...post
}: BlogPostRow): BlogPost => ({
  ...post,
  cover:
    cover === null
      ? null
      : {
          url: `/api/blog/${post.id}/cover/${cover.key}`,
          alt: alt ?? '',
          width: cover.width,
          height: cover.height,
        },
});

/** The date a post is listed by: its publication, or a draft's creation. */
const listedAt = (post: BlogPostRow) => post.published_at ?? post.created_at;

const newestFirst = (a: BlogPostRow, b: BlogPostRow) =>
  listedAt(b).localeCompare(listedAt(a)) || b.id - a.id;

/** Whether the caller sees the post: a draft only its owner. */
const visibleTo = (user: UserRow | null) => (post: BlogPostRow) =>
  !post.draft || user?.id === blogOwner.id;

/** Only the blog owner (one fixed account) writes posts and deletes comments. */
function requireBlogOwner(user: UserRow, detail: string): void {
  if (user.id !== blogOwner.id) forbidden(detail);
}

function findComment(id: number): BlogCommentRow {
  return (
    db.blogComments.find((comment) => comment.id === id) ?? notFound(BLOG_TEXTS.commentNotFound)
  );
}

/** A post the caller sees (a draft: its owner only), else 404 as for an unknown id. */
function findPost(id: number, user: UserRow | null): BlogPostRow {
  const post = db.blogPosts.find((row) => row.id === id);
  if (!post || !visibleTo(user)(post)) return notFound(BLOG_TEXTS.postNotFound);
  return post;
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
  const posts = db.blogPosts
    .filter((post) => !post.draft)
    .sort(newestFirst)
    .slice(0, FEED_SIZE);
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
      `    <published>${post.published_at ?? post.created_at}</published>`,
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
  mock.get('/blog', ({ user, query, response }) => {
    const shown = db.blogPosts.filter(visibleTo(user)).sort(newestFirst);
    const tagged = (post: BlogPostRow) => query.tag === undefined || post.tags.includes(query.tag);
    return response(200).json(pageOf(shown, query, tagged).map(postView));
  }),

  mock.post('/blog', ({ me, body, response }) => {
    requireBlogOwner(me(), BLOG_TEXTS.onlyOwnerPublishes);
    const now = new Date().toISOString();
    const draft = body.draft ?? false;
    const post: BlogPostRow = {
      id: nextId(db.blogPosts),
      title: body.title.trim(),
      content: body.content,
      created_at: now,
      updated_at: now,
      draft,
      published_at: draft ? null : now,
      tags: body.tags ?? [],
      cover_alt: altOf(body.cover_alt),
      cover: null,
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

  mock.get('/blog/{id}', ({ user, params, response }) =>
    response(200).json(postView(findPost(params.id, user))),
  ),

  mock.put('/blog/{id}', ({ me, params, body, response }) => {
    const user = me();
    requireBlogOwner(user, BLOG_TEXTS.onlyOwnerEdits);
    const post = findPost(params.id, user);
    const coverAlt = body.cover_alt === undefined ? post.cover_alt : altOf(body.cover_alt);
    if (post.cover !== null && coverAlt === null) invalid(BLOG_TEXTS.coverAltRequired);
    const now = new Date().toISOString();
    const draft = body.draft ?? post.draft;
    post.title = body.title.trim();
    post.content = body.content;
    post.updated_at = now;
    // Published now when it was a draft; a published post keeps its date.
    post.published_at = draft ? null : post.draft ? now : post.published_at;
    post.draft = draft;
    post.tags = body.tags ?? post.tags;
    post.cover_alt = coverAlt;
    return response(200).json(postView(post));
  }),

  mock.put('/blog/{id}/cover', ({ me, params, bytes, response }) => {
    const user = me();
    requireBlogOwner(user, BLOG_TEXTS.onlyOwnerEdits);
    const post = findPost(params.id, user);
    if (post.cover_alt === null) invalid(BLOG_TEXTS.coverAltRequired);
    if (!bytes) return badRequest(BLOG_TEXTS.notAnImage);
    if (bytes.length > IMAGE_MAX_BYTES) fail(413, BLOG_TEXTS.imageTooLarge);
    const mediaType = imageTypeOf(bytes);
    if (!mediaType) return badRequest(BLOG_TEXTS.notAnImage);
    post.cover = { key: coverKey(), bytes, mediaType, ...coverSizeOf(bytes, mediaType) };
    return response(200).json(postView(post));
  }),

  mock.delete('/blog/{id}/cover', ({ me, params, response }) => {
    const user = me();
    requireBlogOwner(user, BLOG_TEXTS.onlyOwnerEdits);
    const post = findPost(params.id, user);
    post.cover = null;
    return response(200).json(postView(post));
  }),

  mock.get('/blog/{id}/cover/{key}', ({ params, response }) => {
    const cover = db.blogPosts.find((post) => post.id === params.id)?.cover;
    if (!cover || cover.key !== params.key) return notFound(BLOG_TEXTS.noCover);
    return response.untyped(
      new HttpResponse(cover.bytes.slice().buffer, {
        status: 200,
        headers: {
          'Content-Type': cover.mediaType,
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      }),
    );
  }),

  mock.delete('/blog/{id}', ({ me, params, response }) => {
    const user = me();
    requireBlogOwner(user, BLOG_TEXTS.onlyOwnerDeletesPosts);
    findPost(params.id, user);
    removeWhere(db.blogComments, (comment) => comment.post_id === params.id);
    removeWhere(db.blogPosts, (post) => post.id === params.id);
    return response(204).empty();
  }),

  mock.get('/blog/{id}/comments', ({ user, params, response }) => {
    findPost(params.id, user);
    const comments = db.blogComments
      .filter((comment) => comment.post_id === params.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .slice(-PER_PARENT_MAX)
      .map(commentView);
    return response(200).json(comments);
  }),

  mock.post('/blog/comment', ({ me, body, response }) => {
    const user = me();
    findPost(body.post_id, user);
    const comment: BlogCommentRow = {
      id: nextId(db.blogComments),
      post_id: body.post_id,
      user_id: user.id,
      content: body.content,
      created_at: new Date().toISOString(),
      edited_at: null,
    };
    db.blogComments.push(comment);
    return response(201).json(commentView(comment));
  }),

  mock.patch('/blog/comment/{commentId}', ({ me, params, body, response }) => {
    const user = me();
    const comment = findComment(params.commentId);
    if (comment.user_id !== user.id) forbidden(BLOG_TEXTS.onlyCommenterEdits);
    comment.content = body.content;
    comment.edited_at = new Date().toISOString();
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
