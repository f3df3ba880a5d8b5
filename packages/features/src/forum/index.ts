/**
 * We Talk, the public forum (`/WeTalk`, `/wetalk`): talks and comments, posting for signed-in
 * users, Delete for the author and the forum admin, with the pure rules it follows (spec 3 §2,
 * §4–§8; issue 19).
 */
export { WeTalkScreen } from './WeTalkScreen/WeTalkScreen';
export {
  canDelete,
  forumAuthorName,
  isForumAdmin,
  postableText,
  type ForumViewer,
} from './rules/forumRules';
export { commentCountText, forumTexts } from './rules/forumTexts';

export { WeTalkRoute } from './routes';
