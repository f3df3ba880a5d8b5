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

export { BLOG_EXCERPT_LENGTH, excerpt } from '@wegrow/contract/blog';

/**
 * The list excerpt (first 100 characters) is cut on the client, so the list is refetched too;
 * the feed lists the posts as well.
 */
export const blogInvalidations = {
  'post /blog': [blogPostsKey, blogFeedKey],
  'put /blog/{id}': [blogPostsKey, blogPostKey, blogFeedKey],
  'put /blog/{id}/cover': [blogPostsKey, blogPostKey],
  'delete /blog/{id}/cover': [blogPostsKey, blogPostKey],
  'delete /blog/{id}': [blogPostsKey, blogPostKey, blogCommentsKey, blogFeedKey],
  'post /blog/comment': [blogCommentsKey],
  'patch /blog/comment/{commentId}': [blogCommentsKey],
  'delete /blog/comment/{commentId}': [blogCommentsKey],
} as const satisfies Invalidations;

/**
 * The blog's list, page by page (newest first; "Show more" loads the next page); with `tag`, a
 * tag page's (only the posts with that tag). The owner's list holds their drafts too.
 */
export function blogPostPages(client: ApiClient, limit: number = PAGE_SIZE, tag?: string) {
  return pagedListOptions(
    [...blogPostsKey, tag === undefined ? {} : { tag }] as const,
    async (page, signal) => {
      const query = tag === undefined ? page : { ...page, tag };
      const { data, error } = await client.GET('/blog', { params: { query }, signal });
      if (error) throw error;
      return data;
    },
    limit,
  );
}
