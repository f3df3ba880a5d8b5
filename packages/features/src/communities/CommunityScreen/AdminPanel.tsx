import { toApiError, useApi, type CommunityDetails, type CommunitySection } from '@wegrow/api';
import {
  Button,
  Heading,
  IconButton,
  Inline,
  Notice,
  Stack,
  Text,
  VisuallyHidden,
  vars,
} from '@wegrow/ui';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { ReportsList } from '../../shared/ReportsList';
import { canMove, completeLayout, moveSection, sameSections, type Direction } from '../rules';
import { REPORTS_ANCHOR } from '../rules/sectionAnchors';
import { communityTexts, sectionTitles } from '../texts';

export interface AdminPanelProps {
  community: CommunityDetails;
}

const row: CSSProperties = {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
};

const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
};

function ArrowIcon({ direction }: { direction: Direction }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d={direction === 'up' ? 'M8 13V3M3.5 7.5L8 3l4.5 4.5' : 'M8 3v10M3.5 8.5L8 13l4.5-4.5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The Admin Panel (spec 2 §2: "reordering sections (layout)"): the seven sections in the page's
 * order, each with Move up and Move down buttons (the keyboard's way to drag), and Save Layout.
 * The focus stays on the moved section's button, and the new position is announced.
 */
export function AdminPanel({ community }: AdminPanelProps) {
  const api = useApi();
  const save = api.useMutation('put', '/communities/{id}/layout');
  const stored = completeLayout(community.layout_config);
  const [draft, setDraft] = useState<CommunitySection[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const order = draft ?? stored;
  const changed = !sameSections(order, stored);

  function move(key: CommunitySection, direction: Direction) {
    const next = moveSection(order, key, direction);
    setDraft(next);
    setOutcome(null);
    const position = next.indexOf(key) + 1;
    setAnnouncement(communityTexts.moved(sectionTitles[key], position, next.length));
    // The focus follows the section; at an end, onto its other button.
    const keep = canMove(next, key, direction) ? direction : direction === 'up' ? 'down' : 'up';
    requestAnimationFrame(() => buttons.current.get(`${key}-${keep}`)?.focus());
  }

  function saveLayout() {
    setOutcome(null);
    save.mutate(
      {
        params: { path: { id: community.id } },
        body: { layout_config: order, hidden_sections: community.hidden_sections },
      },
      {
        onSuccess: () => {
          setDraft(null);
          setOutcome({ tone: 'success', text: communityTexts.layoutSaved });
        },
        onError: (error) =>
          setOutcome({
            tone: 'error',
            text: `${communityTexts.layoutFailed} ${toApiError(error).detail}`,
          }),
      },
    );
  }

  return (
    <Stack align="stretch" gap="4">
      <Text tone="secondary">{communityTexts.reorderHint}</Text>
      <ol style={list} aria-label="Section order">
        {order.map((key, index) => (
          <li key={key} style={row}>
            <Inline gap="3" justify="between" align="center" wrap={false}>
              <Text weight="medium">
                <span aria-hidden="true">{index + 1}. </span>
                {sectionTitles[key]}
              </Text>
              <Inline gap="1" wrap={false}>
                {(['up', 'down'] as const).map((direction) => (
                  <IconButton
                    key={direction}
                    ref={(element) => {
                      if (element) buttons.current.set(`${key}-${direction}`, element);
                      else buttons.current.delete(`${key}-${direction}`);
                    }}
                    size="sm"
                    variant="ghost"
                    label={`${direction === 'up' ? communityTexts.moveUp : communityTexts.moveDown}: ${sectionTitles[key]}`}
                    disabled={!canMove(order, key, direction)}
                    onClick={() => move(key, direction)}
                  >
                    <ArrowIcon direction={direction} />
                  </IconButton>
                ))}
              </Inline>
            </Inline>
          </li>
        ))}
      </ol>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Inline gap="2">
        <Button onClick={saveLayout} loading={save.isPending} disabled={!changed}>
          {communityTexts.saveLayout}
        </Button>
        {changed ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(null);
              setAnnouncement('');
            }}
          >
            {communityTexts.resetLayout}
          </Button>
        ) : null}
      </Inline>
      {outcome !== null ? (
        <Notice tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      ) : null}
    </Stack>
  );
}

export interface AdminReportsProps {
  communityId: number;
  /**
   * Set when the page was opened at `#reports` (the inbox notice's link): a new value scrolls the
   * part into view and moves the focus to its heading, once the reports have loaded (they change
   * its height). @default null (stays where it is)
   */
  reveal?: string | null;
}

/** Below the page's sticky header: the reports' heading is not hidden under it. */
const anchored: CSSProperties = { scrollMarginTop: '5rem' };

/**
 * The Admin Panel's reports (issue 33): the community's open reports of chat messages, each to
 * remove or dismiss (`ReportsList`). Its id is the `#reports` the inbox notice links to.
 */
export function AdminReports({ communityId, reveal = null }: AdminReportsProps) {
  const api = useApi();
  // The list's own query (the same key, so one request): the part is revealed once it settled.
  const reports = api.useQuery('get', '/reports/communities/{id}', {
    params: { path: { id: communityId } },
  });
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const revealed = useRef<string | null>(null);
  const settled = !reports.isPending;

  useEffect(() => {
    if (reveal === null || !settled || revealed.current === reveal) return;
    // After this render is painted (the list is in the page): scroll, then the focus for
    // keyboard and screen reader users, without a second scroll.
    const frame = requestAnimationFrame(() => {
      revealed.current = reveal;
      section.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal, settled]);

  return (
    <section id={REPORTS_ANCHOR} ref={section} aria-labelledby={headingId} style={anchored}>
      <Stack align="stretch" gap="3">
        <Heading level={3} size="sm" id={headingId} ref={heading} tabIndex={-1}>
          {communityTexts.reportsTitle}
        </Heading>
        <Text tone="secondary">{communityTexts.reportsHint}</Text>
        <ReportsList communityId={communityId} emptyHeadingLevel={4} />
      </Stack>
    </section>
  );
}
