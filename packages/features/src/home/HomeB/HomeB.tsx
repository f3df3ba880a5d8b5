import { Grid, Heading, Stack, Text } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { RouteCard, TextLink } from '../../shared/links/RouterLinks';
import { UsernameInvitation } from '../../shared/UsernameInvitation/UsernameInvitation';
import { plainList, readable } from '../../shared/styles';
import { homeTiles } from './homeTiles';

export interface HomeBProps {
  /** The signed-in user's username, for the greeting; without one the greeting says "friend". */
  username?: string | null;
}

/**
 * Home page B: the signed-in home, a grid of the six tools and a line that leads to Lyra; a user
 * without a username is invited to pick one.
 */
export function HomeB({ username }: HomeBProps) {
  return (
    <Stack align="stretch" gap="6">
      <UsernameInvitation
        action={<TextLink to={getHref('account')}>Choose a username in Account</TextLink>}
      />
      <Stack align="stretch" gap="2">
        <Text tone="secondary" weight="medium">
          Welcome back, {username?.trim() || 'friend'} 🌿
        </Text>
        <Heading level={1} size="2xl">
          What will you grow today?
        </Heading>
        <Text size="lg" tone="secondary" style={readable}>
          Six tools, one garden. Tend your inner life, feed your household and build with your
          community.
        </Text>
      </Stack>
      <Grid as="ul" columns={3} minItemWidth="16rem" gap="4" style={plainList} aria-label="Tools">
        {homeTiles.map((tile) => (
          <li key={tile.to}>
            <RouteCard
              to={tile.to}
              emoji={tile.emoji}
              title={tile.title}
              description={tile.description}
              headingLevel={2}
            />
          </li>
        ))}
      </Grid>
      <Text tone="secondary">
        Want to think out loud?{' '}
        <TextLink to={getHref('lyraHome', { spelling: '/lyra' })}>Talk with Lyra</TextLink>, the
        garden&apos;s AI companion.
      </Text>
    </Stack>
  );
}
