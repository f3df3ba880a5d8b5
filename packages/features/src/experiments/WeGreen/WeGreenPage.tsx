import { Card, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { plainList, readable } from '../../shared/styles';
import { BackToExperiments } from '../shared/BackToExperiments';
import { experimentTexts as t } from '../texts';

const seedPoints = [
  { emoji: '🤲', text: t.greenEarn },
  { emoji: '🧺', text: t.greenSpend },
  { emoji: '🏡', text: t.greenShare },
] as const;

/**
 * We Green (`/WeGreen`, spec 3 §2): the pitch for SEED garden tokens — earned by volunteering or
 * donating, spent at produce stands, a share for hosts — with the links to Garden Blitz and the
 * Garden Directory.
 */
export function WeGreenPage() {
  return (
    <Stack align="stretch" gap="6">
      <Stack align="stretch" gap="3">
        <Heading level={1}>{t.greenTitle}</Heading>
        <Text size="lg" tone="secondary" style={readable}>
          {t.greenIntro}
        </Text>
      </Stack>
      <Stack align="stretch" as="section" gap="3" aria-labelledby="we-green-how" style={readable}>
        <Heading level={2} size="md" id="we-green-how">
          {t.greenHowHeading}
        </Heading>
        <Stack align="stretch" as="ul" gap="3" style={plainList}>
          {seedPoints.map((point) => (
            <li key={point.emoji}>
              <Card variant="sunken" padding="sm">
                <Inline gap="3" align="center">
                  <span aria-hidden="true">{point.emoji}</span>
                  <Text>{point.text}</Text>
                </Inline>
              </Card>
            </li>
          ))}
        </Stack>
        <Text tone="secondary">{t.greenOptional}</Text>
      </Stack>
      <Inline gap="3" wrap>
        <ButtonLink to={getHref('gardenBlitz', { spelling: '/gardenblitz' })} icon="🌻">
          {t.greenBlitz}
        </ButtonLink>
        <ButtonLink
          to={getHref('gardenDirectory', { spelling: '/gardendirectory' })}
          variant="secondary"
          icon="🗺️"
        >
          {t.greenDirectory}
        </ButtonLink>
      </Inline>
      <div>
        <BackToExperiments />
      </div>
    </Stack>
  );
}
