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

/** The longest name of a forum category, in characters (its shortest is 1, after trimming). */
export const FORUM_CATEGORY_NAME_MAX = 40;
/** The longest description of a forum category, in characters (optional: blank means none). */
export const FORUM_CATEGORY_DESCRIPTION_MAX = 200;

/**
 * The colours a forum category may have: the design system's tones whose soft background and
 * text pass contrast in the light and the dark theme (not a free hex). The screens draw a
 * category as a chip with its name, never as colour alone.
 */
export const FORUM_CATEGORY_COLOURS = ['green', 'blue', 'amber', 'red', 'grey'] as const;
export type ForumCategoryColour = (typeof FORUM_CATEGORY_COLOURS)[number];

/** The list's `category` filter for the talks filed in no category ("Uncategorised"). */
export const FORUM_UNCATEGORISED = 'none';

/** Error `detail`s of the categories (issue 44). */
export const FORUM_CATEGORY_DETAILS = {
  /** 404: no category has this id (editing, deleting, or the list's `category` filter). */
  categoryNotFound: 'Category not found.',
  /** 422: a talk filed in, or moved to, a category that does not exist. */
  unknownCategory: 'There is no such category.',
  /** 409: another category has this name (any case). */
  nameTaken: 'Another category already has this name.',
  /** 422: a name that is only spaces. */
  nameBlank: 'Name must not be blank.',
  /** 403: managing categories without being the forum admin. */
  onlyAdminManagesCategories: 'Only the forum admin can manage categories.',
  /** 403: moving a talk to another category without being the forum admin. */
  onlyAdminMovesTalks: 'Only the forum admin can move a talk to another category.',
  /** 422: the list's `page` together with its `before` cursor. */
  pageWithBefore: 'Use either page or before, not both.',
} as const;
