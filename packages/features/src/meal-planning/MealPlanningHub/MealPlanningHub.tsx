import { Badge, Card, Grid, Heading, Inline, Link, Notice, Stack, Text } from '@wegrow/ui';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { emojiBadge, plainList, readable } from '../../shared/styles';
import { ToolGrid } from '../../shared/tools/ToolGrid';
import { mealTools } from '../common/mealTools';
import { availableFeatures, upcomingFeatures } from './hubFeatures';

/**
 * The Meal Planning hub (`/MealPlanning`, `/mealplanning`, `/mealplanner`; spec 1 §2): Back, the
 * five tools (the week plan too, issue 33), what is available and what is coming, and — for a visitor — the note to sign in for
 * full access. It calls no API.
 */
export function MealPlanningHub() {
  const { isLoggedIn } = useSession();
  const toolsId = useId();
  return (
    <Stack align="stretch" gap="7" style={{ width: '100%', maxWidth: '64rem' }}>
      <Stack gap="4" align="start">
        <ButtonLink to={getHref('home')} variant="ghost" size="sm" icon="←">
          Back
        </ButtonLink>
        <Inline gap="4" align="center" wrap={false}>
          <span style={emojiBadge('3.5rem')} aria-hidden="true">
            🥗
          </span>
          <Heading level={1}>Meal Planning</Heading>
        </Inline>
        <Text size="lg" tone="secondary" style={readable}>
          Cook from what you have and waste less: keep your pantry, your recipes and your grocery
          list in one place, each feeding the next.
        </Text>
        {isLoggedIn ? null : (
          <Notice tone="info" title="Sign in for full access">
            <Stack gap="3" align="start">
              <span>
                You can look around, but your categories, inventory, recipes and grocery list are
                kept in your account.
              </span>
              <Inline gap="3">
                <ButtonLink to={getHref('login')} size="sm">
                  Login
                </ButtonLink>
                <ButtonLink to={getHref('signup')} size="sm" variant="secondary">
                  Sign Up
                </ButtonLink>
              </Inline>
            </Stack>
          </Notice>
        )}
      </Stack>

      <Stack align="stretch" as="section" gap="4" aria-labelledby={toolsId}>
        <Heading level={2} size="lg" id={toolsId}>
          Your tools
        </Heading>
        <ToolGrid label="Meal planning tools" tools={mealTools} />
      </Stack>

      <Grid minItemWidth="22rem" gap="5">
        <Card title="Available now" titleAs="h2" header={<Badge variant="success">Ready</Badge>}>
          <Stack align="stretch" as="ul" gap="3" style={plainList} aria-label="Available now">
            {availableFeatures.map((feature) => (
              <li key={feature.title}>
                <Inline gap="3" align="start" wrap={false}>
                  <span aria-hidden="true">{feature.emoji}</span>
                  <Stack align="stretch" gap="1">
                    {'to' in feature ? (
                      <Link asChild variant="standalone">
                        <RouterLink to={feature.to}>{feature.title}</RouterLink>
                      </Link>
                    ) : (
                      <Text weight="bold">{feature.title}</Text>
                    )}
                    <Text size="sm" tone="secondary">
                      {feature.text}
                    </Text>
                  </Stack>
                </Inline>
              </li>
            ))}
          </Stack>
        </Card>
        <Card title="Coming soon" titleAs="h2" variant="sunken" header={<Badge>Planned</Badge>}>
          <Stack align="stretch" as="ul" gap="3" style={plainList} aria-label="Coming soon">
            {upcomingFeatures.map((feature) => (
              <li key={feature.title}>
                <Inline gap="3" align="start" wrap={false}>
                  <span aria-hidden="true">{feature.emoji}</span>
                  <Text>{feature.title}</Text>
                </Inline>
              </li>
            ))}
          </Stack>
        </Card>
      </Grid>
    </Stack>
  );
}
