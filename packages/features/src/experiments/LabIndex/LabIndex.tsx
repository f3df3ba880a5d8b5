import { Grid, Heading, Notice, Stack, Text } from '@wegrow/ui';
import { RouteCard } from '../../shared/links/RouterLinks';
import { plainList, readable } from '../../shared/styles';
import { experimentTexts } from '../texts';
import { labLinks } from './labLinks';

/**
 * The lab index (`/experiments`): the ten experiments of spec 3 §2 and Lyra as cards, and the
 * global-meditation line.
 */
export function LabIndex() {
  return (
    <Stack align="stretch" gap="6">
      <Stack align="stretch" gap="3">
        <Heading level={1}>{experimentTexts.labTitle}</Heading>
        <Text tone="secondary" style={readable}>
          {experimentTexts.labIntro}
        </Text>
      </Stack>
      <Notice tone="info">
        <span aria-hidden="true">🕰️ </span>
        {experimentTexts.globalMeditation}
      </Notice>
      <Stack align="stretch" as="section" gap="4" aria-labelledby="lab-experiments">
        <Heading level={2} size="lg" id="lab-experiments">
          {experimentTexts.labListLabel}
        </Heading>
        <Grid
          as="ul"
          minItemWidth="15rem"
          gap="4"
          style={plainList}
          aria-labelledby="lab-experiments"
        >
          {labLinks.map((link) => (
            <li key={link.route}>
              <RouteCard
                to={link.href}
                emoji={link.emoji}
                title={link.title}
                description={link.description}
              />
            </li>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}
