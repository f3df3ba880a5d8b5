import { Button, Notice, Stack } from '@wegrow/ui';
import { offlineTexts } from './offlineTexts';

/** A change the server refused, as the banner lists it. */
export interface FailedChange {
  id: string;
  /** What the change was, e.g. 'Check “Milk”'. */
  what: string;
  /** The server's reason. */
  detail: string;
}

export interface OfflineBannerProps {
  online: boolean;
  /** Changes waiting to be sent. */
  pending: number;
  /** Changes the server refused: shown until dismissed, never dropped silently. */
  failed: readonly FailedChange[];
  onDismiss: (id: string) => void;
}

/**
 * Where a screen that works offline stands: "Offline — changes will sync" with the count of
 * changes waiting, "Syncing your changes…" once back online, and the changes the server refused.
 * Nothing when online with nothing waiting.
 */
export function OfflineBanner({ online, pending, failed, onDismiss }: OfflineBannerProps) {
  if (online && pending === 0 && failed.length === 0) return null;
  return (
    <Stack align="stretch" gap="3">
      {!online ? (
        <Notice tone="warning" title={offlineTexts.offlineTitle}>
          {offlineTexts.pending(pending)}
        </Notice>
      ) : pending > 0 ? (
        <Notice tone="info" title={offlineTexts.syncing}>
          {offlineTexts.pending(pending)}
        </Notice>
      ) : null}
      {failed.length > 0 ? (
        <Notice tone="error" title={offlineTexts.failedTitle}>
          <p style={{ margin: 0 }}>{offlineTexts.failed(failed.length)}</p>
          <Stack
            align="stretch"
            as="ul"
            gap="2"
            style={{ margin: 0, paddingInlineStart: '1.25rem' }}
          >
            {failed.map((change) => (
              <li key={change.id}>
                {change.what}: {change.detail}{' '}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${offlineTexts.dismissFailed}: ${change.what}`}
                  onClick={() => onDismiss(change.id)}
                >
                  {offlineTexts.dismissFailed}
                </Button>
              </li>
            ))}
          </Stack>
        </Notice>
      ) : null}
    </Stack>
  );
}
