/**
 * The journal domain: the Smart Journal (`/smartjournal`) and the Journal (`/journal`, `/iam`), one
 * screen in two variants, with its parts and the pure rules it follows (spec 1 §2, §4, §5, §9).
 */
import type { Api } from '@wegrow/api';
import type { FlushResult } from '../offline';
export { JournalScreen, type JournalScreenProps } from './JournalScreen/JournalScreen';
export {
  journalVariantRules,
  journalVariants,
  savedEntryNote,
  type JournalVariant,
} from './JournalScreen/journalVariant';
export { journalTexts } from './JournalScreen/journalTexts';
export { insightNames } from './JournalScreen/insightTexts';
export {
  canSaveEntry,
  countCharacters,
  ENTRY_LIMITS,
  entryRequest,
  formatCharacterCount,
  type EntryDraft,
} from './JournalScreen/entryRules';
export { newestFirst } from './JournalScreen/entryOrder';
export { formatRelativeTime, formatExactTime } from './JournalScreen/relativeTime';
export { pollSchedule, type PollingRule } from './JournalScreen/insightPolling';

export { JournalRoute, SmartJournalRoute } from './JournalScreen/JournalRoutes';

/**
 * Sends a member's journal changes queued offline (docs/offline.md): the app shell calls it when
 * the network comes back, wherever the member is. Loaded on first use.
 */
export async function replayJournalChanges(api: Api, userId: number): Promise<FlushResult> {
  return (await import('./JournalScreen/journalReplay')).replayJournalChanges(api, userId);
}
