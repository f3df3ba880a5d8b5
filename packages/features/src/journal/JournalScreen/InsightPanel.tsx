import type { InsightKind } from '@wegrow/api';
import {
  Button,
  Collapsible,
  Heading,
  Inline,
  Notice,
  Spinner,
  Stack,
  Text,
  vars,
} from '@wegrow/ui';
import { useId, type CSSProperties } from 'react';
import { insightAuthor, insightNames, insightPendingText } from './insightTexts';
import type { InsightView } from './insightView';
import { journalTexts } from './journalTexts';

export interface InsightPanelProps {
  kind: InsightKind;
  /** What the panel shows (never `absent`: an absent insight has no panel). */
  view: Exclude<InsightView, { state: 'absent' }>;
  /** The text is shown (Show/Hide). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Delete was pressed (the screen asks to confirm). */
  onDelete: () => void;
  /** "Try refreshing" was pressed after the polls ran out. */
  onRefresh: () => void;
}

const panel: CSSProperties = {
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
};

/** The insight's words keep the writer's line breaks. */
const insightText: CSSProperties = { margin: 0, whiteSpace: 'pre-wrap' };

/**
 * One insight of an entry (spec 1 §2): the reflection, mantra or next action with Show/Hide and
 * delete, and who wrote it; while it is written, the wait; then the time-out or the failure
 * (spec 1 §8) with the server's reason.
 */
export function InsightPanel({
  kind,
  view,
  open,
  onOpenChange,
  onDelete,
  onRefresh,
}: InsightPanelProps) {
  const headingId = useId();
  const { title, noun } = insightNames[kind];
  return (
    // A group, not a region: every entry has its Reflection, and landmarks must be unique.
    <div role="group" aria-labelledby={headingId} style={panel}>
      <Stack align="stretch" gap="2">
        <Inline justify="between" gap="2">
          <Heading level={4} size="sm" id={headingId}>
            {title}
          </Heading>
          {view.state === 'ready' ? (
            <Button variant="ghost" size="sm" onClick={onDelete}>
              Delete {noun}
            </Button>
          ) : null}
        </Inline>
        {view.state === 'ready' ? (
          <Collapsible
            label={`Show ${noun}`}
            openLabel={`Hide ${noun}`}
            open={open}
            onOpenChange={onOpenChange}
          >
            <Stack align="stretch" gap="2">
              <p style={insightText}>{view.text}</p>
              {insightAuthor(view.source) ? (
                <Text size="sm" tone="secondary">
                  {insightAuthor(view.source)}
                </Text>
              ) : null}
            </Stack>
          </Collapsible>
        ) : null}
        {view.state === 'pending' ? (
          <Spinner size="sm" label={insightPendingText(kind)} showLabel />
        ) : null}
        {view.state === 'timedOut' ? (
          <Notice tone="warning">
            <Stack gap="2" align="start">
              <span>{journalTexts.insightTimedOut}</span>
              <Button variant="secondary" size="sm" onClick={onRefresh}>
                Refresh
              </Button>
            </Stack>
          </Notice>
        ) : null}
        {view.state === 'failed' ? (
          // A status, not an alert: a failure recorded earlier shows with the page, unannounced.
          <Notice tone="error" role="status" title={journalTexts.insightFailed}>
            {view.reason ?? 'Choose it again to try once more.'}
          </Notice>
        ) : null}
      </Stack>
    </div>
  );
}
