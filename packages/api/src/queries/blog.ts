import type { ApiClient } from '../client/createApiClient';
import { PAGE_SIZE, pagedListOptions } from './paging';
import { queryKeyOf, type Invalidations } from '../query/keys';

export const blogPostsKey = queryKeyOf('/blog');
export const blogPostKey = queryKeyOf('/blog/{id}');
export const blogCommentsKey = queryKeyOf('/blog/{id}/comments');
/** Who owns the blog (`{ id, name }`: "Only {name} can post."). */
export const blogOwnerKey = queryKeyOf('/blog/owner');
/** The Atom feed (read with `parseAs: 'text'`). */
export const blogFeedKey = queryKeyOf('/blog/feed.xml');

/** The site's address of the blog's Atom feed, for `<link rel="alternate">` on /blog. */
export const BLOG_FEED_PATH = '/api/blog/feed.xml';

/** How many characters of a post the blog list shows (spec 2 §9). */
export const BLOG_EXCERPT_LENGTH = 100;

/**
 * The list excerpt (first 100 characters) is cut on the client, so the list is refetched too;
 * the feed lists the posts as well.
 */
export const blogInvalidations = {
  'post /blog': [blogPostsKey, blogFeedKey],
  'put /blog/{id}': [blogPostsKey, blogPostKey, blogFeedKey],
  'delete /blog/{id}': [blogPostsKey, blogPostKey, blogCommentsKey, blogFeedKey],
  'post /blog/comment': [blogCommentsKey],
  'delete /blog/comment/{commentId}': [blogCommentsKey],
} as const satisfies Invalidations;

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The user-perceived characters of a text (an emoji with its modifiers is one). */
function splitGraphemes(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (part) => part.segment) : Array.from(text);
}

/**
 * The blog list's excerpt of a post: its text on one line (line breaks and runs of spaces become
 * one space), and when that is longer than `max` characters, at most `max` of them followed by
 * "…". Characters are what a reader sees (an emoji with its skin tone or a flag is one, never cut
 * in half), and the cut goes back to the end of the last whole word when it would fall inside one
 * (a single word longer than `max` is cut at `max`).
 *
 * `excerpt('Forty neighbours, six raised beds', 20)` → `'Forty neighbours,…'`
 */
export function excerpt(content: string, max: number = BLOG_EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const chars = splitGraphemes(text);
  if (chars.length <= max) return text;
  let cut = max;
  // Inside a word when the first character left out is not a space: back to the last space.
  if (chars[max] !== ' ') {
    const lastSpace = chars.lastIndexOf(' ', max - 1);
    if (lastSpace > 0) cut = lastSpace;
  }
  return `${chars.slice(0, cut).join('').trimEnd()}…`;
}

/** The blog's list, page by page (newest first; "Show more" loads the next page). */
export function blogPostPages(client: ApiClient, limit: number = PAGE_SIZE) {
  return pagedListOptions(
    blogPostsKey,
    async (query, signal) => {
      const { data, error } = await client.GET('/blog', { params: { query }, signal });
      if (error) throw error;
      return data;
    },
    limit,
  );
}
