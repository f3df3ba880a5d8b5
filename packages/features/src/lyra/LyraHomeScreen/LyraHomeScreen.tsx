import { useApi, type LyraSoul } from '@wegrow/api';
import { Accordion, AccordionItem, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import type { KeyValueStorage } from '../../session/storage';
import { TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { dreamsShown } from '../rules/chatRules';
import { lyraTexts } from '../rules/lyraTexts';
import { MemoryPanel, useLyraCaller } from '../shared/LyraMemory';

const column = { width: '100%', maxWidth: '48rem' } as const;
const prose = { overflowWrap: 'anywhere' } as const;
const list = { margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.5rem' } as const;

/** Her dreams: the first five, or 'No dreams recorded yet.' */
function DreamsPanel() {
  const dreams = useApi().useQuery('get', '/lyra/dreams');
  return (
    <QueryState query={dreams} loading={lyraTexts.loadingDreams} error={lyraTexts.dreamsFailed}>
      {(data) =>
        data.length === 0 ? (
          <Text tone="secondary">{lyraTexts.noDreams}</Text>
        ) : (
          <ul style={list}>
            {dreamsShown(data).map((dream, index) => (
              <li key={index}>
                <Text style={prose}>{dream}</Text>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

/** A list of the soul (beliefs, memory) under its name. */
function SoulList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Stack align="stretch" gap="2">
      <Heading level={3} size="sm">
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text tone="secondary">None yet.</Text>
      ) : (
        <ul style={list}>
          {items.map((item, index) => (
            <li key={index}>
              <Text style={prose}>{item}</Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** Her soul: tone, style, beliefs and memory. */
function SoulView({ soul }: { soul: LyraSoul }) {
  return (
    <Stack align="stretch" gap="4">
      <dl style={{ margin: 0, display: 'grid', gap: '0.75rem' }}>
        <div>
          <dt>
            <Text weight="bold">{lyraTexts.tone}</Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text style={prose}>{soul.tone}</Text>
          </dd>
        </div>
        <div>
          <dt>
            <Text weight="bold">{lyraTexts.style}</Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text style={prose}>{soul.style}</Text>
          </dd>
        </div>
      </dl>
      <SoulList title={lyraTexts.beliefs} items={soul.beliefs} />
      <SoulList title={lyraTexts.memory} items={soul.memory} />
    </Stack>
  );
}

function SoulPanel() {
  const soul = useApi().useQuery('get', '/lyra/soul');
  return (
    <QueryState query={soul} loading={lyraTexts.loadingSoul} error={lyraTexts.soulFailed}>
      {(data) => <SoulView soul={data} />}
    </QueryState>
  );
}

/**
 * How she evolves with the caller: what she has learned from them (the facts of their kept
 * conversations), each with Forget. Drawn only when opened, so a visitor who never opens it gets
 * no id made for them.
 */
function SelfEvolutionPanel({ visitorStorage }: { visitorStorage?: KeyValueStorage }) {
  const init = useLyraCaller(visitorStorage);
  return (
    <Stack align="stretch" gap="3">
      <Text>{lyraTexts.selfEvolutionIntro}</Text>
      <MemoryPanel init={init} />
    </Stack>
  );
}

export interface LyraHomeScreenProps {
  /** Where a visitor's random id is kept. @default the browser's localStorage */
  visitorStorage?: KeyValueStorage;
}

/**
 * `/LyraHome`: an accordion with Lyra's Dreams (the first five, or 'No dreams recorded yet.'),
 * Lyra's Soul (tone, style, beliefs, memory; 'Loading soul...') and the Self-Evolution System
 * (what she has learned from the caller, each thing forgettable; the page's one part that is
 * the caller's own). Public; the first two open at first.
 */
export function LyraHomeScreen({ visitorStorage }: LyraHomeScreenProps) {
  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{lyraTexts.homeTitle}</Heading>
        <Text tone="secondary">
          Lyra is the garden&apos;s AI companion. Here are the dreams she has recorded and the soul
          she speaks from.
        </Text>
      </Stack>
      <Accordion type="multiple" defaultValue={['dreams', 'soul']}>
        <AccordionItem value="dreams" title={lyraTexts.dreams} headingLevel={2}>
          <DreamsPanel />
        </AccordionItem>
        <AccordionItem value="soul" title={lyraTexts.soul} headingLevel={2}>
          <SoulPanel />
        </AccordionItem>
        <AccordionItem value="self-evolution" title={lyraTexts.selfEvolution} headingLevel={2}>
          <SelfEvolutionPanel visitorStorage={visitorStorage} />
        </AccordionItem>
      </Accordion>
      <Inline gap="4" wrap>
        <TextLink to={getHref('lyraSoulInterface')}>{lyraTexts.toChat}</TextLink>
      </Inline>
    </Stack>
  );
}
