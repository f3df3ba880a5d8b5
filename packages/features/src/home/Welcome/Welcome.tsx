import { Grid, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { ButtonLink, TextLink } from '../../shared/links/RouterLinks';
import { emojiBadge, plainList, readable } from '../../shared/styles';
import { Logo } from '../../shared/Logo/Logo';

export interface WelcomeProps {
  /** A signed-in visitor is not invited to sign up. @default false */
  isLoggedIn?: boolean;
}

const promises = [
  {
    emoji: '🪞',
    title: 'Know yourself',
    text: 'Journal with I AM and receive a reflection, a mantra and a next step, in your own words.',
  },
  {
    emoji: '🌱',
    title: 'Grow together',
    text: 'Join a community, plant a garden blitz, share a meal plan and lend a hand where it is needed.',
  },
  {
    emoji: '🤝',
    title: 'Build what we need',
    text: 'Dream out loud, vote together and shape new systems rooted in love and cooperation.',
  },
] as const;

/** The welcome page: what a first-time visitor sees at `/`, and always at `/welcome`. */
export function Welcome({ isLoggedIn = false }: WelcomeProps) {
  return (
    <Stack align="stretch" gap="7" style={{ maxWidth: '60rem', marginInline: 'auto' }}>
      <Stack gap="4" align="center">
        <Logo size="5rem" label="" />
        <Heading level={1} size="2xl" align="center">
          Welcome to WeGrow
        </Heading>
        <Text size="lg" tone="secondary" align="center" style={readable}>
          We're so glad you found us. WeGrow is a living movement of people growing communities,
          reclaiming self-trust and building new ways of living, rooted in love, sovereignty and
          shared joy.
        </Text>
      </Stack>

      <Grid
        as="ul"
        columns={3}
        minItemWidth="15rem"
        gap="4"
        style={plainList}
        aria-label="What you can do here"
      >
        {promises.map((promise) => (
          <Stack as="li" key={promise.title} gap="3" align="center">
            <span style={emojiBadge('3.5rem')} aria-hidden="true">
              {promise.emoji}
            </span>
            <Heading level={2} size="sm" align="center">
              {promise.title}
            </Heading>
            <Text tone="secondary" align="center">
              {promise.text}
            </Text>
          </Stack>
        ))}
      </Grid>

      <Stack gap="4" align="center">
        <Inline justify="center">
          <ButtonLink to={getHref('home')} size="lg">
            Step inside
          </ButtonLink>
          {isLoggedIn ? null : (
            <ButtonLink to={getHref('signup')} size="lg" variant="secondary">
              Join WeGrow
            </ButtonLink>
          )}
        </Inline>
        <TextLink to={getHref('landing')}>Or see every tool and experiment</TextLink>
      </Stack>
    </Stack>
  );
}
