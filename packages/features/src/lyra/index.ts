/**
 * The Lyra domain: Lyra's home (`/LyraHome`: her dreams and soul) and her soul interface
 * (`/LyraSoulInterface`: the caller's own chat log and Speak to Lyra), with the pure rules they
 * follow (spec 3 §2, §3, §7, §8, §9; issue 20).
 */
export { LyraHomeScreen, type LyraHomeScreenProps } from './LyraHomeScreen/LyraHomeScreen';
export {
  LyraSoulInterfaceScreen,
  type LyraSoulInterfaceScreenProps,
} from './LyraSoulInterfaceScreen/LyraSoulInterfaceScreen';
export {
  characterCount,
  checkMessage,
  dreamsShown,
  DREAMS_SHOWN,
  newestFirst,
  type MessageCheck,
} from './rules/chatRules';
export { lyraTexts, replyAuthor } from './rules/lyraTexts';
export { LYRA_VISITOR_KEY, randomVisitorId, visitorIdFrom } from './rules/visitorId';

export { LyraHomeRoute, LyraSoulInterfaceRoute } from './routes';
