import { Card, Heading, Link, Stack, Text } from '@wegrow/ui';
import { readable } from '../../shared/styles';
import type { ExperimentsConfig } from '../config';
import { experimentTexts as t } from '../texts';

export interface ZenFreeskatesPageProps {
  /** The contact address of `config.ts`, already checked there. */
  config: Pick<ExperimentsConfig, 'freeskatesEmail'>;
}

/**
 * Zen Freeskates (`/ZenFreeskates`, `/zen-freeskates`, spec 3 §2): the promo for free skating
 * lessons at the skatepark, with the contact by e-mail.
 */
export function ZenFreeskatesPage({ config }: ZenFreeskatesPageProps) {
  return (
    <Stack align="stretch" gap="6" style={readable}>
      <Stack align="stretch" gap="3">
        <Heading level={1}>{t.freeskatesTitle}</Heading>
        <Text size="lg" tone="secondary">
          {t.freeskatesIntro}
        </Text>
      </Stack>
      <Text>{t.freeskatesLessons}</Text>
      <section aria-labelledby="freeskates-contact">
        <Card variant="outlined">
          <Stack align="stretch" gap="2">
            <Heading level={2} size="md" id="freeskates-contact">
              {t.freeskatesContactHeading}
            </Heading>
            <Text>
              {t.freeskatesContact}{' '}
              <Link href={`mailto:${config.freeskatesEmail}`}>{config.freeskatesEmail}</Link>
            </Text>
          </Stack>
        </Card>
      </section>
    </Stack>
  );
}
