import type { ApiClient } from '../client/createApiClient';
import { PAGE_SIZE, pagedListOptions } from './paging';
import { queryKeyOf, type Invalidations } from '../query/keys';

export const forumThreadsKey = queryKeyOf('/forum/threads');
export const forumThreadKey = queryKeyOf('/forum/threads/{id}');
export const forumCommentsKey = queryKeyOf('/forum/threads/{id}/comments');
export const forumCategoriesKey = queryKeyOf('/forum/categories');

export const forumInvalidations = {
  // A category counts its talks.
  'post /forum/threads': [forumThreadsKey, forumCategoriesKey],
  'delete /forum/threads/{id}': [
    forumThreadsKey,
    forumThreadKey,
    forumCommentsKey,
    forumCategoriesKey,
  ],
  // The list and a talk's own page show its number of comments.
  'post /forum/comments': [forumCommentsKey, forumThreadsKey, forumThreadKey],
  'delete /forum/comments/{id}': [forumCommentsKey, forumThreadsKey, forumThreadKey],
  // An edit shows in the list, on the talk's page and in its comments.
  'patch /forum/threads/{id}': [forumThreadsKey, forumThreadKey, forumCategoriesKey],
  // Categories (issue 44): a talk shows its category's name and colour; deleting one uncategorises
  // its talks; moving a talk changes the lists filtered by either category and both counts.
  'post /forum/categories': [forumCategoriesKey],
  'patch /forum/categories/{id}': [forumCategoriesKey, forumThreadsKey, forumThreadKey],
  'delete /forum/categories/{id}': [forumCategoriesKey, forumThreadsKey, forumThreadKey],
  'put /forum/threads/{id}/category': [forumCategoriesKey, forumThreadsKey, forumThreadKey],
  'patch /forum/comments/{id}': [forumCommentsKey],
  // Likes are counted in the list (its `top` order too) and on the talk's page.
  'put /forum/threads/{id}/like': [forumThreadsKey, forumThreadKey],
  'delete /forum/threads/{id}/like': [forumThreadsKey, forumThreadKey],
  'put /forum/comments/{id}/like': [forumCommentsKey],
  'delete /forum/comments/{id}/like': [forumCommentsKey],
} as const satisfies Invalidations;

/** We Talk's limit, details and orders, shared with the server. */
export {
  FORUM_CATEGORY_COLOURS,
  FORUM_CATEGORY_DESCRIPTION_MAX,
  FORUM_CATEGORY_DETAILS,
  FORUM_CATEGORY_NAME_MAX,
  FORUM_DETAILS,
  FORUM_SORTS,
  FORUM_TEXT_MAX,
  FORUM_UNCATEGORISED,
  type ForumSort,
} from '@wegrow/contract/forum';

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
