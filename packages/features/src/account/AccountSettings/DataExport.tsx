import { toApiError, useApi, type components } from '@wegrow/api';
import { Button, Card, Notice, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { QueryState } from '../../shared/QueryState/QueryState';
import { formatMessageTime, type MessageTimeOptions } from '../Inbox/messageTime';
import { formatFileSize } from './avatarFile';

type AccountExport = components['schemas']['AccountExport'];

/** How often a pending export is asked about again. */
export const EXPORT_POLL_MS = 3000;

/** The words of "Your data". */
export const DATA_EXPORT_TEXTS = {
  title: 'Your data',
  intro:
    'Take a copy of everything you made: journal entries as Markdown files, and your meals, projects, talks, chat messages and more as JSON, in one ZIP.',
  ask: 'Export my data',
  pending: 'We are putting your export together. We will tell you in your inbox and by e-mail.',
  failed: 'Your last export could not be made. You can ask again tomorrow.',
  download: 'Download my data',
  loading: 'Loading your export...',
  loadFailed: 'We could not load your export.',
} as const;

/** Saves `blob` as a file named `name` (the browser's download). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** What the card says and offers for the export's state. */
function ExportState({
  status,
  times,
  onAsk,
  asking,
  onDownload,
  downloading,
}: {
  status: AccountExport;
  times: MessageTimeOptions;
  onAsk: () => void;
  asking: boolean;
  onDownload: () => void;
  downloading: boolean;
}) {
  const ask = (
    <div>
      <Button variant="secondary" onClick={onAsk} loading={asking}>
        {DATA_EXPORT_TEXTS.ask}
      </Button>
    </div>
  );
  if (status.state === 'pending') return <Notice tone="info">{DATA_EXPORT_TEXTS.pending}</Notice>;
  if (status.state === 'ready')
    return (
      <Stack align="stretch" gap="3">
        <Text>
          Your export of {formatMessageTime(status.ready_at ?? '', times)} is ready
          {status.size === null ? '' : ` (${formatFileSize(status.size)})`}. You can download it
          until {formatMessageTime(status.expires_at ?? '', times)}.
        </Text>
        <div>
          <Button onClick={onDownload} loading={downloading}>
            {DATA_EXPORT_TEXTS.download}
          </Button>
        </div>
      </Stack>
    );
  const later =
    status.next_at === null ? null : (
      <Text tone="secondary">
        You can ask for the next one after {formatMessageTime(status.next_at, times)}.
      </Text>
    );
  return (
    <Stack align="stretch" gap="3">
      {status.state === 'failed' ? <Notice tone="error">{DATA_EXPORT_TEXTS.failed}</Notice> : null}
      {later ?? ask}
    </Stack>
  );
}

/**
 * "Your data" (`/auth/account/export`): ask for an export of everything the account made (one a
 * day); while the server puts it together the card says so and asks again every few seconds;
 * ready, "Download my data" saves the ZIP (fetched with the session, so only its owner gets it).
 */
export function DataExport(times: MessageTimeOptions) {
  const api = useApi();
  const status = api.useQuery('get', '/auth/account/export', undefined, {
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? EXPORT_POLL_MS : false),
  });
  // Asked: the mutation's invalidation reads the state again (queries/auth.ts).
  const ask = api.useMutation('post', '/auth/account/export');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      const { data, error, response } = await api.client.GET('/auth/account/export/file', {
        parseAs: 'blob',
      });
      if (error || !(data instanceof Blob)) {
        setDownloadError(toApiError(error).detail || 'Download failed');
        return;
      }
      const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
      saveFile(data, named?.[1] ?? 'wegrow-export.zip');
    } finally {
      setDownloading(false);
    }
  }

  const failure = ask.error ? toApiError(ask.error).detail || 'Request failed' : downloadError;
  return (
    <Card title={DATA_EXPORT_TEXTS.title} titleAs="h2">
      <Stack align="stretch" gap="3">
        <Text>{DATA_EXPORT_TEXTS.intro}</Text>
        <QueryState
          query={status}
          loading={DATA_EXPORT_TEXTS.loading}
          error={DATA_EXPORT_TEXTS.loadFailed}
        >
          {(current) => (
            <ExportState
              status={current}
              times={times}
              onAsk={() => ask.mutate({})}
              asking={ask.isPending}
              onDownload={() => void download()}
              downloading={downloading}
            />
          )}
        </QueryState>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
      </Stack>
    </Card>
  );
}
