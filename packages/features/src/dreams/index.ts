/**
 * The dreams domain: the Dream Machine (`/dreammachine`), the collective dream blended every night,
 * and We Dream (`/wedream`), the personal dream editor, with the pure rules they follow (spec 2
 * §2, §4, §5, §8, §9; issue 18).
 */
export {
  DreamMachineScreen,
  type DreamMachineScreenProps,
} from './DreamMachineScreen/DreamMachineScreen';
export { WeDreamScreen, type WeDreamScreenProps } from './WeDreamScreen/WeDreamScreen';
export {
  beforeFirstRun,
  dreamsContributed,
  facebookShareUrl,
  firstBlendNote,
  lastUpdated,
  nextNightlyRun,
} from './rules/collectiveRules';
export {
  AUTOSAVE_DELAY_MS,
  isCompleteDream,
  savedMessage,
  saveRequest,
  shouldAutosave,
  type DreamDraft,
} from './rules/dreamRules';
export { useDreamAutosave } from './rules/useDreamAutosave';
export { dreamTexts } from './rules/dreamTexts';

export { DreamMachineRoute, WeDreamRoute } from './routes';
