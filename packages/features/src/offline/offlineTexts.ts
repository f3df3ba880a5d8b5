/** The texts of the offline banner (the update prompt's are in UpdatePrompt.tsx). */
export const offlineTexts = {
  offlineTitle: 'Offline — changes will sync',
  pending: (count: number) =>
    count === 0
      ? 'No changes waiting.'
      : count === 1
        ? '1 change waiting to sync.'
        : `${count} changes waiting to sync.`,
  syncing: 'Syncing your changes…',
  failedTitle: 'Some changes could not be saved',
  failed: (count: number) =>
    count === 1
      ? '1 change was refused by the server:'
      : `${count} changes were refused by the server:`,
  dismissFailed: 'Dismiss',
} as const;
