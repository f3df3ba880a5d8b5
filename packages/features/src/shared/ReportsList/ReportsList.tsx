import {
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  toApiError,
  useApi,
  type Report,
} from '@wegrow/api';
import {
  Button,
  Card,
  ConfirmDialog,
  Inline,
  Notice,
  Stack,
  Text,
  type HeadingLevel,
} from '@wegrow/ui';
import { useState } from 'react';
import { QueryState } from '../QueryState/QueryState';
import { plainList } from '../styles';

/** The list's words (issue 33). */
export const reportsTexts = {
  label: 'Open reports',
  loading: 'Loading reports…',
  failed: 'Failed to load reports.',
  empty: 'No open reports.',
  remove: 'Remove content',
  dismiss: 'Dismiss',
  removeTitle: 'Remove Content',
  dismissTitle: 'Dismiss Report',
  removeMessage: (what: string) =>
    `Remove this ${what} for everyone? Every report of it is closed and each reporter is told.`,
  dismissMessage: (what: string) =>
    `Keep this ${what}? Every report of it is closed and each reporter is told.`,
  notResolved: 'The report was not resolved.',
} as const;

export interface ReportsListProps {
  /** A community's reports (its admins), or the forum's (the forum admin). */
  communityId: number | null;
  /**
   * The level of "No open reports." in the page outline: one below the heading the list is under
   * (the Admin Panel's "Reports" is a level 3). @default 2
   */
  emptyHeadingLevel?: HeadingLevel;
}

function ReportItem({ report }: { report: Report }) {
  const api = useApi();
  const resolve = api.useMutation('post', '/reports/{id}/resolve');
  const [error, setError] = useState<string | null>(null);
  const what = REPORT_KIND_LABELS[report.kind];

  async function decide(outcome: 'remove' | 'dismiss') {
    setError(null);
    try {
      await resolve.mutateAsync({ params: { path: { id: report.id } }, body: { outcome } });
    } catch (failure) {
      setError(toApiError(failure).detail);
    }
  }

  return (
    <Card>
      <Stack align="stretch" gap="2">
        <Text weight="bold">
          {`${REPORT_REASON_LABELS[report.reason]}: ${what}`}
          {report.reporter ? ` (reported by ${report.reporter})` : ''}
        </Text>
        <Text>“{report.excerpt}”</Text>
        {report.note ? <Text tone="secondary">{report.note}</Text> : null}
        <Inline gap="2">
          <ConfirmDialog
            title={reportsTexts.removeTitle}
            message={reportsTexts.removeMessage(what)}
            confirmLabel={reportsTexts.remove}
            tone="danger"
            onConfirm={() => decide('remove')}
            trigger={<Button variant="secondary">{reportsTexts.remove}</Button>}
          />
          <ConfirmDialog
            title={reportsTexts.dismissTitle}
            message={reportsTexts.dismissMessage(what)}
            confirmLabel={reportsTexts.dismiss}
            onConfirm={() => decide('dismiss')}
            trigger={<Button variant="ghost">{reportsTexts.dismiss}</Button>}
          />
        </Inline>
        {error !== null ? (
          <Notice tone="error" title={reportsTexts.notResolved}>
            {error}
          </Notice>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The open reports an admin resolves (issue 33): each with its reason, the reported text, the
 * reporter and their note; Remove content or Dismiss, each confirmed; a refusal shows beside it.
 */
export function ReportsList({ communityId, emptyHeadingLevel = 2 }: ReportsListProps) {
  const api = useApi();
  const community = api.useQuery(
    'get',
    '/reports/communities/{id}',
    { params: { path: { id: communityId ?? 0 } } },
    { enabled: communityId !== null },
  );
  const forum = api.useQuery('get', '/reports/forum', undefined, {
    enabled: communityId === null,
  });
  return (
    <QueryState
      query={communityId === null ? forum : community}
      loading={reportsTexts.loading}
      error={reportsTexts.failed}
      empty={{
        when: (list) => list.length === 0,
        icon: '🌿',
        title: reportsTexts.empty,
        headingLevel: emptyHeadingLevel,
      }}
    >
      {(list) => (
        <Stack align="stretch" as="ul" gap="3" style={plainList} aria-label={reportsTexts.label}>
          {list.map((report) => (
            <li key={report.id}>
              <ReportItem report={report} />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
