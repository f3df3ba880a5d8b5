import { Box, Grid, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { useId } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { emojiBadge, plainList, readable } from '../../shared/styles';

/** The movement's features, as the marketing text lists them (spec 1 §1). */
const growing = [
  {
    emoji: '📚',
    title: 'Living education',
    text: 'Learning that happens in gardens, kitchens and circles, not only in classrooms.',
  },
  {
    emoji: '💞',
    title: 'Relational healing',
    text: 'Honest conversation and care that mend what isolation has worn thin.',
  },
  {
    emoji: '📅',
    title: 'Event tools',
    text: 'Plan gatherings, workdays and celebrations, and bring everyone along.',
  },
  {
    emoji: '🌻',
    title: 'Garden blitzes',
    text: 'Neighbours turning a bare yard into a growing garden in a single day.',
  },
  {
    emoji: '🤲',
    title: 'Mutual aid',
    text: 'Ask for what you need, offer what you can. No one grows alone.',
  },
  {
    emoji: '🗳️',
    title: 'Community voting',
    text: 'Decisions made together, in the open, by the people they touch.',
  },
  {
    emoji: '🌰',
    title: 'Optional SEED tokens',
    text: 'Earned by volunteering or giving, spent at local produce stands. Always optional.',
  },
] as const;

const philosophy = [
  {
    title: 'Love',
    text: 'Love is where we start. Every tool here is built to help you care for yourself, for each other and for the living world.',
  },
  {
    title: 'Sovereignty',
    text: 'You are the author of your life. We reclaim self-trust and choose our own paths, while honouring everyone else’s.',
  },
  {
    title: 'Cooperation',
    text: 'We build together what none of us could build alone: shared gardens, shared meals, shared decisions and shared joy.',
  },
] as const;

/** Home page A: the welcome for visitors, four ways in (Lyra the last), what we grow and why. */
export function HomeA() {
  const growingId = useId();
  const philosophyId = useId();
  return (
    <Stack align="stretch" gap="8">
      <Stack align="stretch" gap="4">
        <Heading level={1} size="2xl">
          Together, we grow
        </Heading>
        <Text size="lg" tone="secondary" style={readable}>
          Welcome, friend. WeGrow is a home for people who want to grow community, reclaim
          self-trust and build new systems rooted in love, cooperation and shared joy. Start with a
          tool that speaks to you today; the rest will be here when you are ready.
        </Text>
        <Inline gap="3">
          <ButtonLink to={getHref('journal')} icon="🪞">
            Open your journal
          </ButtonLink>
          <ButtonLink to={getHref('mealPlanning')} variant="secondary" icon="🥗">
            Plan your meals
          </ButtonLink>
          <ButtonLink to={getHref('projects')} variant="secondary" icon="🗂️">
            Manage your projects
          </ButtonLink>
          <ButtonLink to={getHref('lyraHome', { spelling: '/lyra' })} variant="secondary" icon="🌙">
            Talk with Lyra
          </ButtonLink>
        </Inline>
      </Stack>

      <Stack align="stretch" as="section" gap="5" aria-labelledby={growingId}>
        <Stack align="stretch" gap="2">
          <Heading level={2} id={growingId}>
            What We're Growing
          </Heading>
          <Text tone="secondary" style={readable}>
            Tools and traditions for communities that feed, teach and look after one another.
          </Text>
        </Stack>
        <Grid as="ul" minItemWidth="16rem" gap="4" style={plainList}>
          {growing.map((item) => (
            <Box as="li" key={item.title} background="raised" border radius="lg" padding="5">
              <Stack align="stretch" gap="3">
                <Inline gap="3" wrap={false}>
                  <span style={emojiBadge('2.75rem')} aria-hidden="true">
                    {item.emoji}
                  </span>
                  <Heading level={3} size="sm">
                    {item.title}
                  </Heading>
                </Inline>
                <Text size="sm" tone="secondary">
                  {item.text}
                </Text>
              </Stack>
            </Box>
          ))}
        </Grid>
      </Stack>

      <Stack align="stretch" as="section" gap="5" aria-labelledby={philosophyId}>
        <Heading level={2} id={philosophyId}>
          Our Philosophy
        </Heading>
        <Grid columns={3} minItemWidth="15rem" gap="5">
          {philosophy.map((pillar) => (
            <Box key={pillar.title} background="accentSoft" radius="lg" padding="5">
              <Stack align="stretch" gap="2">
                <Heading level={3} size="md">
                  {pillar.title}
                </Heading>
                <Text>{pillar.text}</Text>
              </Stack>
            </Box>
          ))}
        </Grid>
        <Text size="lg" align="center" style={{ fontStyle: 'italic' }}>
          “When we grow together, everyone eats, everyone learns, everyone belongs.”
        </Text>
      </Stack>
    </Stack>
  );
}
