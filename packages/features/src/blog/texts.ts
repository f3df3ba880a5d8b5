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
} as const;

/** "Only {name} can post." (spec 2 §5), with the owner's name from the server. */
export function onlyOwnerPosts(name: string): string {
  return `Only ${name} can post.`;
}

/** "Only {name} can edit posts." (spec 2 §5), with the owner's name from the server. */
export function onlyOwnerEdits(name: string): string {
  return `Only ${name} can edit posts.`;
}
