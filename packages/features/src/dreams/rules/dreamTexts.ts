/**
 * The words of the Dream Machine (`/dreammachine`) and We Dream (`/wedream`), kept exactly as
 * spec 2 §2, §5 and §8 give them: tests and stories look for them. The server's own messages
 * (`WE_DREAM_MESSAGES`, `WE_DREAM_DETAILS` of @wegrow/contract) are shown as they come.
 */
export const dreamTexts = {
  dreamMachineTitle: 'Dream Machine',
  weDreamTitle: 'We Dream',
  collectiveMantra: 'Collective mantra',
  summary: 'What we dream of',
  shareOnFacebook: 'Share on Facebook',
  loadingCollective: 'Loading the collective dream...',
  collectiveFailed: 'We could not load the collective dream.',
  vision: 'Your vision',
  visionPlaceholder: 'Describe the world you dream of...',
  mantra: 'Mantra',
  manifestMantra: 'Manifest Mantra',
  saveDream: 'Save Dream',
  clearMyDream: 'Clear My Dream',
  loadingDream: 'Loading your dream...',
  dreamFailed: 'We could not load your dream.',
  /** After a save, when the server sends no message (spec 2 §8). */
  saved: 'Saved!',
  saveFailed: 'Failed to save dream.',
  clearFailed: 'Failed to clear.',
  manifestFailed: 'Something went wrong. Try again.',
  signInToSave: 'Please sign in to save your dream.',
  /** A visitor's Clear My Dream: only the page's fields are emptied. */
  clearedHere: 'Cleared.',
  autosaveNote: 'Signed in, your dream saves itself a second after you stop typing.',
  /** Under the vision, before anything is saved (issue 30): what everyone sees of it. */
  privacyNote:
    'Your dream is private; only a summary of all dreams, written without quoting anyone, is shown to everyone.',
} as const;
