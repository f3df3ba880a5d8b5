/**
 * Offline parts shared by the screens and the site: the update prompt, the offline banner, the
 * "needs a connection" notice, the write queue and its conflict rule (see docs/offline.md).
 */
export { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt';
export { offlineTexts } from './offlineTexts';
