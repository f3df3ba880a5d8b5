/**
 * The blog domain: the public blog one owner writes (`/blog`, `/blog/{id}`, `/blog/new`,
 * `/blog/{id}/edit`; spec 2 §2–§9), with comments by signed-in users and an Atom feed; the screens,
 * their parts and the pure rules they follow.
 */
export {
  BlogListScreen,
  BlogTagRoute,
  type BlogListScreenProps,
} from './BlogListScreen/BlogListScreen';
export { BlogPostScreen, type BlogPostScreenProps } from './BlogPostScreen/BlogPostScreen';
export { PostEditorScreen, type PostEditorScreenProps } from './PostEditorScreen/PostEditorScreen';
export { blogTexts, onlyOwnerEdits, onlyOwnerPosts } from './texts';
export { paragraphsOf } from './rules/paragraphs';
export { newestFirst } from './rules/postOrder';
export { postHead, type PostHead } from './rules/postHead';
export { isBlogOwner, authorName } from './rules/owner';
export { formatPostDate, type DateOptions } from './rules/dates';
export { noticeFrom, noticeState, type BlogNotice } from './rules/arrivalNotice';
export { retryUnlessMissing } from './rules/retry';

export { EditPostRoute, NewPostRoute } from './PostEditorScreen/PostEditorRoutes';
