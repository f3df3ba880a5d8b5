/**
 * The experiments area, part 1 (spec 3 §2; issue 19): the lab index, the boards (We Plan, We Help,
 * We Do, kept per browser tab) and the promo pages (We Green, the manifestation page, Zen Tarot
 * Readings, Zen Freeskates), with the pure rules they follow.
 */
export { LabIndex } from './LabIndex/LabIndex';
export { labLinks, type LabLink } from './LabIndex/labLinks';
export { WePlanScreen } from './WePlan/WePlanScreen';
export { WeHelpScreen } from './WeHelp/WeHelpScreen';
export { WeDoScreen } from './WeDo/WeDoScreen';
export { WeGreenPage } from './WeGreen/WeGreenPage';
export { ManifestationPage } from './Manifestation/ManifestationPage';
export { TarotPage, type TarotPageProps } from './Tarot/TarotPage';
export { ZenFreeskatesPage, type ZenFreeskatesPageProps } from './ZenFreeskates/ZenFreeskatesPage';
export {
  defaultExperimentsConfig,
  readExperimentsConfig,
  safeEmail,
  safeHttpsUrl,
  type ExperimentsConfig,
} from './config';
export {
  boardColumns,
  commentCount,
  commentOnIdea,
  discussionSummary,
  parseTags,
  postHelpRequest,
  postOnBoard,
  proposeIdea,
  urgencyLabel,
  type BoardPost,
  type BoardPostFields,
  type HelpRequest,
  type HelpRequestFields,
  type Idea,
  type PostType,
} from './rules/boards';
export { tabStorageKeys } from './rules/tabStorage';
export { experimentTexts } from './texts';
export {
  ExperimentsRoute,
  SheasPageRoute,
  TarotRoute,
  WeDoRoute,
  WeGreenRoute,
  WeHelpRoute,
  WePlanRoute,
  ZenFreeskatesRoute,
} from './routes';
