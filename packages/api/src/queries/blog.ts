import { queryKeyOf, type Invalidations } from '../query/keys';

export const blogPostsKey = queryKeyOf('/blog');
export const blogPostKey = queryKeyOf('/blog/{id}');
export const blogCommentsKey = queryKeyOf('/blog/{id}/comments');

/** The list excerpt (first 100 characters) is cut on the client, so the list is refetched too. */
export const blogInvalidations = {
  'post /blog': [blogPostsKey],
  'put /blog/{id}': [blogPostsKey, blogPostKey],
  'delete /blog/{id}': [blogPostsKey, blogPostKey, blogCommentsKey],
  'post /blog/comment': [blogCommentsKey],
  'delete /blog/comment/{commentId}': [blogCommentsKey],
} as const satisfies Invalidations;
