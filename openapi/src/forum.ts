/**
 * The words of We Talk (the forum): every `detail` the server sends for this domain, sent in the
 * same words by the MSW fakes (the conformance suite compares them).
 */

/** Error `detail`s. */
export const FORUM_DETAILS = {
  /** 404: no thread has this id (listing its comments, commenting, deleting). */
  threadNotFound: 'Thread not found.',
  /** 404: no comment has this id. */
  commentNotFound: 'Comment not found.',
  /** 403: deleting a thread one did not write, without being the forum admin. */
  onlyAuthorOrAdminDeletesThread: 'Only its author or the forum admin can delete this talk.',
  /** 403: deleting a comment one did not write, without being the forum admin. */
  onlyAuthorOrAdminDeletesComment: 'Only its author or the forum admin can delete this comment.',
  /** 403: editing a talk one did not write, without being the forum admin. */
  onlyAuthorOrAdminEditsThread: 'Only its author or the forum admin can edit this talk.',
  /** 403: editing a comment one did not write (the forum admin neither). */
  onlyAuthorEditsComment: 'Only its author can edit this comment.',
  /** 422: a thread's or comment's text is empty or only spaces (the contract's own sentence). */
  textBlank: 'Text must not be blank.',
} as const;

/** The longest text of a thread or a comment, in characters. */
export const FORUM_TEXT_MAX = 5000;

/** The orders of the talk list: the most recently active first (the default), or the most liked. */
export const FORUM_SORTS = ['latest', 'top'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];
