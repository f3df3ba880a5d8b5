/** Every text of the offline parts: the update prompt, the offline banner, the offline notices. */
export const offlineTexts = {
  updateAvailable: 'New version available — reload',
  updateDetail: 'A new version of WeGrow is ready. Reload to use it; nothing you typed is lost.',
  reload: 'Reload',
  later: 'Later',
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
  needsNetworkTitle: 'You are offline',
  needsNetwork: 'This page needs a connection. It will load when you are back online.',
} as const;
