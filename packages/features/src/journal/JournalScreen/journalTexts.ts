/** The Smart Journal's words (spec 1 §2, §8), kept exactly: tests and stories look for them. */
export const journalTexts = {
  /** The heading when the user has no username (or is a visitor). */
  fallbackHeading: 'I AM',
  /** A new entry saved with no network (issue 23): queued on the device. */
  savedOnDevice: 'Saved on this device. It will sync when you are back online.',
  /** A new entry saved offline, shown in Past Entries until the server has it. */
  waitingToSync: 'Waiting to sync',
  contentPlaceholder: 'Write your truth...',
  saveEntry: 'Save Entry',
  pastEntries: 'Past Entries',
  empty: "You haven't journaled yet... what's on your mind?",
  chooseInsight: 'Choose an Insight',
  go: 'Go',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  confirmDelete: 'Yes, Delete',
  deleteEntryQuestion: 'Are you sure you want to delete this journal entry?',
  updateFailed: 'Failed to update journal entry.',
  insightFailed: 'Failed to generate insight.',
  insightTimedOut: 'Insight is still not ready. Try refreshing.',
  insightDeleteFailed: 'Could not delete insight.',
  loginRequired: 'Please log in to use the Smart Journal features.',
  /** Under a ready insight written by the server's local engine (issue 13). */
  localEngine: 'Written by the built-in engine',
} as const;
