import { queryKeyOf, type Invalidations } from '../query/keys';

export const forumThreadsKey = queryKeyOf('/forum/threads');
export const forumCommentsKey = queryKeyOf('/forum/threads/{id}/comments');

export const forumInvalidations = {
  'post /forum/threads': [forumThreadsKey],
  'delete /forum/threads/{id}': [forumThreadsKey, forumCommentsKey],
  'post /forum/comments': [forumCommentsKey],
  'delete /forum/comments/{id}': [forumCommentsKey],
} as const satisfies Invalidations;

/** We Talk's limit and details, shared with the server. */
export { FORUM_DETAILS, FORUM_TEXT_MAX } from '@wegrow/contract/forum';
