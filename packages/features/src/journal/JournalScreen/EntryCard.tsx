import { insightKinds, type InsightKind, type JournalEntry } from '@wegrow/api';
import { Button, Collapsible, Heading, Inline, Markdown, Stack, Text, vars } from '@wegrow/ui';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { SearchMarks } from '../../shared/SearchMarks/SearchMarks';
import { crisisTexts } from './crisisTexts';
import { wasEdited } from './entryOrder';
import { previewOf } from './entryPreview';
import { countCharacters, formatCharacterCount } from './entryRules';
import { InsightChooser } from './InsightChooser';
import { InsightPanel } from './InsightPanel';
import { journalTexts } from './journalTexts';
import type { InsightView } from './insightView';
import { formatExactTime, formatRelativeTime, machineTime, type TimeOptions } from './relativeTime';

export interface EntryCardProps extends TimeOptions {
  entry: JournalEntry;
  /**
   * Written on this device with no connection and not on the server yet: marked "Waiting to sync",
   * with no Edit, delete or insights until it is. @default false
   */
  waiting?: boolean;
  /** What each insight's panel shows. */
  insights: Readonly<Record<InsightKind, InsightView>>;
  /** Why each insight may not be requested now (see `InsightChooser`). */
  unavailable: (kind: InsightKind) => 'ready' | 'pending' | null;
  /** The entry's content is shown. */
  contentOpen: boolean;
  onContentOpenChange: (open: boolean) => void;
  /** Which insights' texts are shown. */
  insightOpen: (kind: InsightKind) => boolean;
  onInsightOpenChange: (kind: InsightKind, open: boolean) => void;
  /** The time relative times count from. */
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
  onRequestInsight: (kind: InsightKind) => void;
  onDeleteInsight: (kind: InsightKind) => void;
  onRefreshInsight: (kind: InsightKind) => void;
  /** The entry's tags and the field to add one (issue 33), under its title. */
  tags?: ReactNode;
  /**
   * Where to get help now, for an entry that speaks of a crisis (issue 45): offered in place of
   * its insights (whose answer would repeat the same words under each heading).
   */
  crisisHelp?: ReactNode;
}

const card: CSSProperties = {
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
};

/** The writer's words as written: line breaks kept, long words wrapped. */
const entryText: CSSProperties = { maxWidth: '40rem' };

/** The first lines before "Show entry": at most three lines on screen. */
const previewText: CSSProperties = {
  maxWidth: '40rem',
  margin: 0,
  whiteSpace: 'pre-line',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/** "3 days ago", exact on hover (`title`) and for screen readers. */
function EntryTime({ iso, now, ...options }: { iso: string; now: Date } & TimeOptions) {
  const exact = formatExactTime(iso, options);
  const dateTime = machineTime(iso);
  const relative = formatRelativeTime(iso, now, options.locale);
  return (
    <time dateTime={dateTime ?? undefined} title={exact}>
      {relative}
    </time>
  );
}

/**
 * One past entry (spec 1 §2): its title, when it was written (relative, exact on hover and when
 * open), its length, the show/hide content toggle, Edit and delete, the insight panels that exist
 * and the 'Choose an Insight' chooser with Go.
 */
export function EntryCard({
  entry,
  waiting = false,
  insights,
  unavailable,
  contentOpen,
  onContentOpenChange,
  insightOpen,
  onInsightOpenChange,
  now,
  locale,
  timeZone,
  onEdit,
  onDelete,
  onRequestInsight,
  onDeleteInsight,
  onRefreshInsight,
  tags,
  crisisHelp,
}: EntryCardProps) {
  const titleId = useId();
  const timeOptions = { locale, timeZone };
  const edited = wasEdited(entry);
  return (
    <article aria-labelledby={titleId} style={card}>
      <Stack align="stretch" gap="4">
        <Inline justify="between" align="start" gap="3">
          <Stack align="stretch" gap="1" style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Heading level={3} size="md" id={titleId}>
              {entry.search_match ? <SearchMarks parts={entry.search_match.title} /> : entry.title}
            </Heading>
            <Text size="sm" tone="secondary">
              <EntryTime iso={entry.created_at} now={now} {...timeOptions} />
              {' · '}
              {formatCharacterCount(countCharacters(entry.content), locale)}
              {edited ? ' · edited' : null}
              {waiting ? ` · ${journalTexts.waitingToSync}` : null}
            </Text>
          </Stack>
          {waiting ? null : (
            <Inline gap="2">
              <Button variant="secondary" size="sm" onClick={onEdit}>
                Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={onDelete}>
                Delete entry
              </Button>
            </Inline>
          )}
        </Inline>

        {/* A search's result (issue 45): where the entry matched, the words marked. */}
        {entry.search_match && entry.search_match.excerpt.length > 0 ? (
          <Text tone="secondary" style={entryText}>
            <SearchMarks parts={entry.search_match.excerpt} />
          </Text>
        ) : null}

        {tags}

        {/* Its first lines until it is opened, unless a search's passage stands in for them. */}
        {contentOpen || (entry.search_match && entry.search_match.excerpt.length > 0) ? null : (
          <Text as="p" style={previewText} data-testid="entry-preview">
            {previewOf(entry.content)}
          </Text>
        )}

        <Collapsible
          label="Show entry"
          openLabel="Hide entry"
          open={contentOpen}
          onOpenChange={onContentOpenChange}
        >
          <Stack align="stretch" gap="3">
            <Markdown style={entryText} headingLevel={4}>
              {entry.content}
            </Markdown>
            <Text size="sm" tone="secondary">
              Written {formatExactTime(entry.created_at, timeOptions)}
              {edited ? `, edited ${formatExactTime(entry.updated_at, timeOptions)}` : null}
            </Text>
          </Stack>
        </Collapsible>

        {crisisHelp !== undefined && !waiting ? (
          <Collapsible label={crisisTexts.showHelp} openLabel={crisisTexts.hideHelp}>
            {crisisHelp}
          </Collapsible>
        ) : null}

        {insightKinds.map((kind) => {
          const view = insights[kind];
          if (view.state === 'absent' || crisisHelp !== undefined) return null;
          return (
            <InsightPanel
              key={kind}
              kind={kind}
              view={view}
              open={insightOpen(kind)}
              onOpenChange={(open) => onInsightOpenChange(kind, open)}
              onDelete={() => onDeleteInsight(kind)}
              onRefresh={() => onRefreshInsight(kind)}
            />
          );
        })}

        {waiting || crisisHelp !== undefined ? null : (
          <InsightChooser unavailable={unavailable} onRequest={onRequestInsight} />
        )}
      </Stack>
    </article>
  );
}
