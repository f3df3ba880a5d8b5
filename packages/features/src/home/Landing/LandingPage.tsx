import { Grid, Heading, Inline, Link, Stack, Text } from '@wegrow/ui';
import { useId } from 'react';
import { RouteCard } from '../../shared/links/RouterLinks';
import { plainList, readable } from '../../shared/styles';
import { DEFAULT_CODEX_URL, landingGroups, type LandingGroup } from './landingGroups';

export interface LandingPageProps {
  /** The codex site of the corner link (opens in a new tab). @default DEFAULT_CODEX_URL */
  codexUrl?: string;
}

function CardGroup({ group }: { group: LandingGroup }) {
  const headingId = useId();
  return (
    <Stack align="stretch" as="section" gap="4" aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {group.title}
      </Heading>
      <Grid as="ul" minItemWidth="15rem" gap="4" style={plainList}>
        {group.cards.map((card) => (
          <li key={card.href + card.emoji}>
            {/* A link within the site: the page opens without loading the site again (issue 47). */}
            <RouteCard
              to={card.href}
              emoji={card.emoji}
              title={card.title}
              description={card.description}
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * The public landing page: the headline with the codex link in its corner, four groups of tool
 * cards and a closing line. The logo and the footer with the year are the shell's (one of each on
 * the page).
 */
export function LandingPage({ codexUrl = DEFAULT_CODEX_URL }: LandingPageProps) {
  return (
    <Stack align="stretch" gap="8">
      <Stack align="stretch" gap="4">
        <Inline justify="between" align="start" gap="4">
          <Heading level={1} size="2xl">
            Grow communities rooted in love
          </Heading>
          <Link href={codexUrl} external variant="standalone">
            <span aria-hidden="true">📜 </span>Read the Codex
          </Link>
        </Inline>
        <Text size="lg" tone="secondary" style={readable}>
          Reclaim your self-trust, find your people and build new systems on cooperation and shared
          joy. Every tool here is an invitation: pick one and start growing.
        </Text>
      </Stack>

      {landingGroups.map((group) => (
        <CardGroup key={group.title} group={group} />
      ))}

      <Text size="sm" tone="secondary" align="center">
        <span aria-hidden="true">🌱 </span>Come as you are, grow as you go.
      </Text>
    </Stack>
  );
}
