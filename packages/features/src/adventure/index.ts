/**
 * The adventure domain: Awakening (`/TextGame`), the branching text adventure, with its story data
 * and pure engine (spec 3 §2, §3, §4; issue 20).
 */
export { AdventureScreen, type AdventureScreenProps } from './AdventureScreen/AdventureScreen';
export {
  ADVENTURE_STORAGE_KEY,
  canRestart,
  choose,
  enter,
  newGame,
  parseProgress,
  restartDream,
  type Progress,
} from './rules/engine';
export {
  NODE_KEYS,
  story,
  type Choice,
  type Gain,
  type NodeKey,
  type StoryMap,
  type StoryNode,
} from './rules/story';
export { adventureTexts } from './rules/adventureTexts';

export { TextGameRoute } from './routes';
