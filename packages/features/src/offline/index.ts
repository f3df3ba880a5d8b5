/**
 * Offline parts shared by the screens and the site: the update prompt, the offline banner, the
 * "needs a connection" notice, the write queue and its conflict rule (see docs/offline.md).
 */
export { UpdatePrompt, updateTexts, type UpdatePromptProps } from './UpdatePrompt';
export { offlineTexts } from './offlineTexts';
export { OfflineBanner, type FailedChange, type OfflineBannerProps } from './OfflineBanner';
export {
  dismissFailure,
  enqueue,
  failedWrites,
  newWriteId,
  outcomeOfAnswer,
  pendingWrites,
  replay,
  type QueuedWrite,
  type ReplayResult,
  type Sender,
  type SendOutcome,
} from './queue/writeQueue';
export { readStored, storedQueue, writeStored, type StoredQueue } from './queue/store';
export { flushQueue, type FlushResult } from './queue/flush';
export { useOnline } from '../shared/QueryState/QueryState';
