/** The journal calendar's words (issue 45). */
export const calendarTexts = {
  /** The toggle under Past Entries. */
  show: 'Calendar',
  label: 'Journal entries',
  loading: 'Loading your month...',
  failed: 'We could not load your calendar.',
  noEntries: 'No entries on this day.',
  streak: (days: number) =>
    days === 0 ? 'No streak yet: write today to start one.' : `${days}-day streak`,
  more: (count: number) => `and ${count} more`,
} as const;
