/**
 * The blog's Atom 1.0 feed (RFC 4287): plain text in, well-formed XML out. Every text goes through
 * `xmlText`, so a post cannot inject markup into the feed, and characters XML 1.0 cannot carry
 * (control characters, lone surrogates) are left out rather than making the document invalid.
 * A post's Markdown (issue 33) is carried as it was written, as `type="text"` content: readers show
 * it as text, and nothing in it is ever read as HTML.
 */
import { xmlText } from '../../platform/markup';
import type { BlogPostRow } from './schema';

export { xmlText };

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
export const FEED_TITLE = 'WeGrow Blog';
/** The feed lists this many of the newest posts. */
export const FEED_SIZE = 50;
/** Where the feed is served, below PUBLIC_SITE_URL (the contract's `getBlogFeed`). */
export const FEED_PATH = '/api/blog/feed.xml';

export interface FeedInput {
  /** PUBLIC_SITE_URL, without a trailing slash. */
  siteUrl: string;
  /** The feed's author: the blog owner's name. */
  ownerName: string;
  /** The posts to list, newest first. */
  posts: readonly BlogPostRow[];
  /** The feed's `updated` when it lists no post. */
  now: Date;
}

/** The address of a post on the site. */
export const postUrl = (siteUrl: string, id: number) => `${siteUrl}/blog/${id}`;

export function atomFeed({ siteUrl, ownerName, posts, now }: FeedInput): string {
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    posts.length > 0 ? new Date(0) : now,
  );
  const blogUrl = xmlText(`${siteUrl}/blog`);
  const entries = posts.map((post) => {
    const link = xmlText(postUrl(siteUrl, post.id));
    return [
      '  <entry>',
      `    <id>${link}</id>`,
      `    <title type="text">${xmlText(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}"/>`,
      `    <published>${(post.publishedAt ?? post.createdAt).toISOString()}</published>`,
      `    <updated>${post.updatedAt.toISOString()}</updated>`,
      `    <content type="text">${xmlText(post.content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}">`,
    `  <id>${blogUrl}</id>`,
    `  <title>${xmlText(FEED_TITLE)}</title>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(siteUrl + FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${blogUrl}"/>`,
    `  <author><name>${xmlText(ownerName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
