import { Button, Card, Heading, Inline, Link, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { readable } from '../../shared/styles';
import type { ExperimentsConfig } from '../config';
import { experimentTexts as t } from '../texts';

export interface TarotPageProps {
  /** The addresses of `config.ts` (contact, stream, support page), already checked there. */
  config: Pick<ExperimentsConfig, 'tarotEmail' | 'tarotStreamUrl' | 'tarotSupportUrl'>;
}

const frame = { display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0 } as const;

/**
 * The live stream: a placeholder with a button until the visitor asks for the player, so the
 * video host gets nothing from a visit that does not play (issue 19).
 */
function LiveStream({ url }: { url: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Stack align="stretch" as="section" gap="3" aria-labelledby="tarot-stream">
      <Heading level={2} size="md" id="tarot-stream">
        {t.streamHeading}
      </Heading>
      {loaded ? (
        <iframe
          src={url}
          title={t.streamTitle}
          style={frame}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Card variant="sunken">
          <Stack gap="3" align="center">
            <span aria-hidden="true" style={{ fontSize: '2.5rem' }}>
              🔮
            </span>
            <Text tone="secondary" align="center" style={readable}>
              {t.streamPlaceholder}
            </Text>
            <Button onClick={() => setLoaded(true)} icon="▶">
              {t.loadStream}
            </Button>
          </Stack>
        </Card>
      )}
      <Text>{t.weeklyStreams}</Text>
    </Stack>
  );
}

/**
 * Zen Tarot Readings (`/tarot`, spec 3 §2): the live stream, the weekly streams, a private
 * reading by e-mail, a support-the-creator link and a link back to the site's root.
 */
export function TarotPage({ config }: TarotPageProps) {
  return (
    <Stack align="stretch" gap="6">
      <Stack align="stretch" gap="3">
        <Heading level={1}>{t.tarotTitle}</Heading>
        <Text size="lg" tone="secondary" style={readable}>
          {t.tarotIntro}
        </Text>
      </Stack>
      <LiveStream url={config.tarotStreamUrl} />
      <Stack align="stretch" as="section" gap="3" aria-labelledby="tarot-private">
        <Heading level={2} size="md" id="tarot-private">
          {t.privateHeading}
        </Heading>
        <Text>
          {t.privateReading} <Link href={`mailto:${config.tarotEmail}`}>{config.tarotEmail}</Link>
        </Text>
      </Stack>
      <Inline gap="4" align="center" wrap>
        <Link href={config.tarotSupportUrl} external variant="standalone">
          <span aria-hidden="true">💜 </span>
          {t.supportCreator}
        </Link>
        <ButtonLink to={getHref('home')} variant="secondary" icon="←">
          {t.backToSite}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}
