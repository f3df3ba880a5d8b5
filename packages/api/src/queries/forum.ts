import type { ApiClient } from '../client/createApiClient';
import { PAGE_SIZE, pagedListOptions } from './paging';
import { queryKeyOf, type Invalidations } from '../query/keys';

export const forumThreadsKey = queryKeyOf('/forum/threads');
export const forumThreadKey = queryKeyOf('/forum/threads/{id}');
export const forumCommentsKey = queryKeyOf('/forum/threads/{id}/comments');

export const forumInvalidations = {
  'post /forum/threads': [forumThreadsKey],
  'delete /forum/threads/{id}': [forumThreadsKey, forumThreadKey, forumCommentsKey],
  // The list and a talk's own page show its number of comments.
  'post /forum/comments': [forumCommentsKey, forumThreadsKey, forumThreadKey],
  'delete /forum/comments/{id}': [forumCommentsKey, forumThreadsKey, forumThreadKey],
  // An edit shows in the list, on the talk's page and in its comments.
  'patch /forum/threads/{id}': [forumThreadsKey, forumThreadKey],
  'patch /forum/comments/{id}': [forumCommentsKey],
  // Likes are counted in the list (its `top` order too) and on the talk's page.
  'put /forum/threads/{id}/like': [forumThreadsKey, forumThreadKey],
  'delete /forum/threads/{id}/like': [forumThreadsKey, forumThreadKey],
  'put /forum/comments/{id}/like': [forumCommentsKey],
  'delete /forum/comments/{id}/like': [forumCommentsKey],
} as const satisfies Invalidations;

/** We Talk's limit, details and orders, shared with the server. */
export { FORUM_DETAILS, FORUM_SORTS, FORUM_TEXT_MAX, type ForumSort } from '@wegrow/contract/forum';

/** We Talk's list, page by page (the latest active first; "Show more" loads the next page). */
export function forumThreadPages(client: ApiClient, limit: number = PAGE_SIZE) {
  return pagedListOptions(
    forumThreadsKey,
    async (query, signal) => {
      const { data, error } = await client.GET('/forum/threads', { params: { query }, signal });
      if (error) throw error;
      return data;
    },
    limit,
  );
}
