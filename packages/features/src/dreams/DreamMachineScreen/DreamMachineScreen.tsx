import { useApi, type CollectiveDream } from '@wegrow/api';
import { Button, Card, Heading, Inline, Notice, Stack, Text, VisuallyHidden } from '@wegrow/ui';
import { useState } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import {
  beforeFirstRun,
  dreamsContributed,
  facebookShareUrl,
  firstBlendNote,
  lastUpdated,
  type DateOptions,
} from '../rules/collectiveRules';
import { dreamTexts } from '../rules/dreamTexts';

export interface DreamMachineScreenProps extends DateOptions {
  /** The time "before the first run" counts from (stories fix it). @default the current time */
  now?: Date;
  /** The page Share on Facebook shares. @default this page's address on the site */
  pageUrl?: string;
}

const column = { width: '100%', maxWidth: '48rem' } as const;
const mantraStyle = {
  margin: 0,
  fontStyle: 'italic',
  fontSize: '1.375rem',
  lineHeight: 1.4,
} as const;
const prose = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function defaultPageUrl(): string {
  return new URL(getHref('dreamMachine'), window.location.origin).toString();
}

/** The collective dream: its mantra, the summary, the count and when it was last blended. */
function CollectiveView({
  collective,
  now,
  dates,
}: {
  collective: CollectiveDream;
  now: Date;
  dates: DateOptions;
}) {
  const firstRunAhead = beforeFirstRun(collective);
  return (
    <Card variant="raised" padding="lg">
      <Stack align="stretch" gap="4">
        {firstRunAhead ? (
          <Notice tone="info" title="No blend yet">
            {firstBlendNote(now, dates)}
          </Notice>
        ) : null}
        {collective.mantra ? (
          <Stack align="stretch" gap="1">
            <Text size="sm" weight="bold" tone="secondary">
              {dreamTexts.collectiveMantra}
            </Text>
            <blockquote style={mantraStyle}>“{collective.mantra}”</blockquote>
          </Stack>
        ) : null}
        {collective.summary ? (
          <Stack align="stretch" gap="1">
            <Heading level={2} size="md">
              {dreamTexts.summary}
            </Heading>
            <Text style={prose}>{collective.summary}</Text>
          </Stack>
        ) : !firstRunAhead ? (
          <Text tone="secondary">
            Nobody shared a dream in the last week. Yours could be the first.
          </Text>
        ) : null}
        <Inline gap="4" wrap>
          <Text weight="bold">{dreamsContributed(collective.count)}</Text>
          <Text tone="secondary">{lastUpdated(collective.updated_at, dates)}</Text>
        </Inline>
      </Stack>
    </Card>
  );
}

/**
 * `/dreammachine` (spec 2 §2; issue 18): the collective dream the nightly Dream Machine blends
 * from everyone's dreams — mantra, AI summary, "N dreams contributed" and "Last updated" (or
 * "unknown"; before the first run, when the first blend happens) — with Share on Facebook (the
 * share dialog in a new tab, no opener) and links to / and /wedream. Public.
 */
export function DreamMachineScreen({
  now: fixedNow,
  pageUrl,
  locale,
  timeZone,
}: DreamMachineScreenProps) {
  const api = useApi();
  const collective = api.useQuery('get', '/we-dream/collective');
  const [now] = useState(() => fixedNow ?? new Date());
  const share = facebookShareUrl(pageUrl ?? defaultPageUrl());

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{dreamTexts.dreamMachineTitle}</Heading>
        <Text tone="secondary">
          Every night the Dream Machine gathers one dream from each dreamer of the past week and
          blends them into one summary and one mantra for all of us.
        </Text>
      </Stack>

      <QueryState
        query={collective}
        loading={dreamTexts.loadingCollective}
        error={dreamTexts.collectiveFailed}
      >
        {(data) => (
          <CollectiveView collective={data} now={fixedNow ?? now} dates={{ locale, timeZone }} />
        )}
      </QueryState>

      <Inline gap="4" wrap align="center">
        <Button asChild variant="primary">
          <a href={share} target="_blank" rel="noopener noreferrer">
            {dreamTexts.shareOnFacebook}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
        <TextLink to={getHref('weDream', { spelling: '/wedream' })}>Add your dream</TextLink>
        <TextLink to={getHref('home')}>Home</TextLink>
      </Inline>
    </Stack>
  );
}
