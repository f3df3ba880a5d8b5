/** The words of We Talk (spec 3 §2, §6, §8); the server's `detail`s are in `@wegrow/contract/forum`. */
export const forumTexts = {
  title: 'We Talk',
  intro: 'A public forum: start a talk, open one to read and add comments.',
  newTalkLabel: 'Start a new talk',
  newTalkPlaceholder: "What's on your mind?",
  post: 'Post',
  posting: 'Posting...',
  talks: 'Talks',
  loadingTalks: 'Loading talks...',
  talksFailed: 'We could not load the talks.',
  noTalks: 'No talks yet.',
  noTalksHint: 'Sign in and start the first one.',
  open: 'Open',
  comments: 'Comments',
  loadingComments: 'Loading comments...',
  commentsFailed: 'We could not load the comments.',
  noComments: 'No comments yet.',
  commentLabel: 'Add a comment',
  comment: 'Comment',
  loginToComment: 'Login to add a comment',
  goToLogin: 'Go to Login',
  signInToTalk: 'Sign in to start a talk.',
  backToList: 'Back to all talks',
  backHome: 'Back to home',
  delete: 'Delete',
  deleteTalk: 'Delete talk',
  deleteTalkQuestion: 'Delete this talk and all its comments?',
  deleteComment: 'Delete comment',
  deleteCommentQuestion: 'Delete this comment?',
  deleteFailed: 'Could not delete it.',
  talkNotPosted: 'Your talk was not posted.',
  commentNotPosted: 'Your comment was not posted.',
  talkDeleted: 'Talk deleted.',
  talkGone: 'This talk is no longer here.',
  talkFailed: 'We could not load this talk.',
  loadingTalk: 'Loading the talk...',
  titleLabel: 'Title (optional)',
  search: 'Search talks',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  searchForm: 'Search the talks',
  pages: 'Talk pages',
  newer: 'Newer talks',
  older: 'Older talks',
  noMoreTalks: 'No more talks.',
  report: 'Report',
  reportTalk: 'Report talk',
  reportComment: 'Report comment',
  /** In place of Report once the reader reported it (issue 44). */
  reported: 'Reported',
  reportedHint: (what: 'talk' | 'comment') => `You reported this ${what}.`,
  reports: 'Reports',
  editTalk: 'Edit talk',
  editComment: 'Edit comment',
  editTalkLabel: 'Edit the talk',
  editCommentLabel: 'Edit the comment',
  save: 'Save',
  cancel: 'Cancel',
  editBlank: 'Write something before saving.',
  editNotSaved: 'Your changes were not saved.',
  likeNotSaved: 'Your like was not saved.',
  edited: '(edited)',
  sortLabel: 'Sort talks',
  sortLatest: 'Latest activity',
  sortTop: 'Top',
  // Categories (issue 44).
  category: 'Category',
  allCategories: 'All categories',
  uncategorised: 'Uncategorised',
  filterLabel: 'Show talks in',
  manageCategories: 'Manage categories',
  categories: 'Categories',
  noCategories: 'No categories yet.',
  newCategory: 'New category',
  editCategory: 'Edit category',
  categoryName: 'Name',
  categoryColour: 'Colour',
  categoryDescription: 'Description (optional)',
  createCategory: 'Create category',
  saveCategory: 'Save category',
  categoryNameBlank: 'Give the category a name.',
  categoryNotSaved: 'The category was not saved.',
  categoryDeleted: 'Category deleted.',
  categoryNotDeleted: 'The category was not deleted.',
  deleteCategory: 'Delete category',
  keepCategory: 'Keep it',
  moveLabel: 'Move to category',
  move: 'Move',
  talkNotMoved: 'The talk was not moved.',
  categoryGone: 'This category is no longer here.',
  close: 'Close',
  colourGreen: 'Green',
  colourBlue: 'Blue',
  colourAmber: 'Amber',
  colourRed: 'Red',
  colourGrey: 'Grey',
} as const;

/** "Talks in Gardening" (the list's heading while filtered by a category). */
export function categoryTalksTitle(name: string): string {
  return `Talks in ${name}`;
}

/** "No talks in Gardening yet." */
export function noTalksInText(name: string): string {
  return `No talks in ${name} yet.`;
}

/** "Moved to Gardening." */
export function movedToText(name: string): string {
  return `Moved to ${name}.`;
}

/** "3 talks" (a category's count in the manager). */
export function talkCountText(count: number): string {
  return `${String(count)} ${count === 1 ? 'talk' : 'talks'}`;
}

/** The delete question: where its talks go (they are not deleted). */
export function deleteCategoryQuestion(name: string, talks: number): string {
  return talks === 0
    ? `Delete the category “${name}”?`
    : `Delete the category “${name}”? Its ${talkCountText(talks)} move to Uncategorised; none is deleted.`;
}

/** "Edited 3 Jan 2026, 20:30 UTC" (the "(edited)" mark's time, for its tooltip and screen readers). */
export function editedAtText(time: string): string {
  return `Edited ${time}`;
}

/** "3 likes" (what a visitor sees; the like button says it in its name). */
export function likeCountText(count: number): string {
  return `${String(count)} ${count === 1 ? 'like' : 'likes'}`;
}

/** The like button's name: "Like this talk, 3 likes" (pressed when the reader likes it). */
export function likeButtonName(what: 'talk' | 'comment', count: number): string {
  return `Like this ${what}, ${likeCountText(count)}`;
}

/** "Results for “seeds”" (the list's heading while a search is on). */
export function searchResultsTitle(query: string): string {
  return `Results for “${query}”`;
}

/** "No talks match “seeds”." */
export function noMatchesText(query: string): string {
  return `No talks match “${query}”.`;
}

/** "Page 2". */
export function pageText(page: number): string {
  return `Page ${String(page)}`;
}

/** "By maya · 2 comments". */
export function commentCountText(count: number): string {
  return `${String(count)} ${count === 1 ? 'comment' : 'comments'}`;
}
