/** The blog's words (spec 2 §2, §5, §8), kept exactly: tests and stories look for them. */
export const blogTexts = {
  signInToComment: 'Sign in required to comment.',
  commentFailed: 'Failed to post comment.',
  deleteQuestion: 'Delete this post?',
  deleted: 'Deleted',
  deleteFailed: 'Failed to delete post.',
  postCreated: 'Post created!',
  postUpdated: 'Post updated!',
  createFailed: 'Something went wrong while posting.',
  updateFailed: 'Unauthorized or error updating.',
  loadFailed: 'Error loading post.',
  edit: 'Edit',
  delete: 'Delete',
  deleteComment: 'Delete Comment',
  // Beyond the spec's words: the screens' own.
  /** The main heading of the list and of a post's page (the post's title is its article's). */
  blog: 'Blog',
  newPost: 'New Post',
  editPost: 'Edit Post',
  comments: 'Comments',
  noComments: 'No comments yet. Be the first to share your thoughts.',
  noPosts: 'No posts yet.',
  feed: 'Subscribe to the Atom feed',
  feedTitle: 'WeGrow Blog',
  postComment: 'Post Comment',
  publish: 'Publish Post',
  update: 'Update Post',
  titleRequired: 'Title is required.',
  contentRequired: 'Content is required.',
  commentRequired: 'Write a comment first.',
  editComment: 'Edit Comment',
  saveComment: 'Save Comment',
  cancel: 'Cancel',
  editCommentLabel: 'Edit your comment',
  commentSaveFailed: 'Failed to save comment.',
  loading: 'Loading...',
  // Drafts, tags and covers (issue 44).
  saveDraft: 'Save Draft',
  draft: 'Draft',
  draftSaved: 'Draft saved.',
  /** A published post taken back to the drafts (seen by its owner only until published again). */
  unpublish: 'Unpublish',
  unpublished: 'Post unpublished: it is a draft again, seen by you only.',
  tags: 'Tags',
  tagsHint: 'Up to 5, separated by commas: lowercase letters, digits and hyphens (seed-saving).',
  tooManyTags: 'A post has at most 5 tags.',
  coverImage: 'Cover image',
  coverHint: 'PNG, JPEG or WebP, at most 2 MB.',
  coverAlt: 'Cover alt text',
  coverAltHint: 'What the image shows, for readers who cannot see it.',
  coverAltRequired: 'Describe the cover image: its alt text is required.',
  removeCover: 'Remove Cover',
  coverTooLarge: 'The image must be at most 2 MB.',
  coverNotImage: 'The file is not a PNG, JPEG or WebP image.',
  edited: '(edited)',
  postTags: 'Tags',
  noTaggedPosts: 'No posts with this tag yet.',
  allPosts: 'All posts',
} as const;

/** A typed tag that is not a slug. */
export function notATag(tag: string): string {
  return `“${tag}” is not a tag: use lowercase letters, digits and hyphens, at most 30.`;
}

/** The tag page's heading. */
export function taggedHeading(tag: string): string {
  return `Posts tagged “${tag}”`;
}

/** The cover failed after the post was saved. */
export function coverFailed(detail: string): string {
  return `The post was saved, but not its cover: ${detail}`;
}

/** "(edited)" with its time, for screen readers and the tooltip. */
export function editedAt(time: string): string {
  return `Edited ${time}`;
}

/** "Only {name} can post." (spec 2 §5), with the owner's name from the server. */
export function onlyOwnerPosts(name: string): string {
  return `Only ${name} can post.`;
}

/** "Only {name} can edit posts." (spec 2 §5), with the owner's name from the server. */
export function onlyOwnerEdits(name: string): string {
  return `Only ${name} can edit posts.`;
}
