import { Button, Card, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../../session/storage';
import { adventureTexts } from '../rules/adventureTexts';
import {
  ADVENTURE_STORAGE_KEY,
  canRestart,
  choose,
  newGame,
  parseProgress,
  restartDream,
  type Progress,
} from '../rules/engine';
import { NODE_KEYS, story as defaultStory, type StoryMap } from '../rules/story';

export interface AdventureScreenProps {
  /** Where progress is kept. @default the browser's localStorage */
  storage?: KeyValueStorage;
  /** The story (tests and stories may pass their own map). @default spec 3's Awakening */
  map?: StoryMap;
}

const column = { width: '100%', maxWidth: '44rem' } as const;
const list = { margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.25rem' } as const;
const choiceList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
} as const;

function Collected({
  title,
  items,
  none,
}: {
  title: string;
  items: readonly string[];
  none: string;
}) {
  return (
    <Stack align="stretch" gap="2">
      <Heading level={2} size="sm">
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text tone="secondary">{none}</Text>
      ) : (
        <ul style={list}>
          {items.map((item) => (
            <li key={item}>
              <Text>{item}</Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/**
 * `/TextGame` (spec 3 §2, §3, §4; issue 20): Awakening, the branching text adventure. The current
 * node's text, its choices as buttons (Restart Dream at a node without any, keeping what was
 * collected), the sigils and beliefs collected. Progress is kept in this browser; after each step
 * the focus moves to the new text, so keyboard and screen-reader players read on.
 */
export function AdventureScreen({ storage, map = defaultStory }: AdventureScreenProps) {
  const store = useMemo(() => storage ?? browserStorage(), [storage]);
  const [progress, setProgress] = useState<Progress>(() =>
    parseProgress(readItem(store, ADVENTURE_STORAGE_KEY), map),
  );
  const passage = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    writeItem(store, ADVENTURE_STORAGE_KEY, JSON.stringify(progress));
    if (moved.current) passage.current?.focus();
  }, [store, progress]);

  const go = (next: Progress) => {
    moved.current = true;
    setProgress(next);
  };

  const node = map[progress.current];
  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{adventureTexts.title}</Heading>
        <Text tone="secondary">{adventureTexts.intro}</Text>
      </Stack>
      <Card variant="raised" padding="lg">
        <Stack align="stretch" gap="4">
          <div ref={passage} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }}>
            <Text size="lg" style={{ lineHeight: 1.6 }}>
              {node.text}
            </Text>
          </div>
          {canRestart(progress, map) ? (
            <Inline gap="3">
              <Button variant="primary" onClick={() => go(restartDream(progress, map))}>
                {adventureTexts.restartDream}
              </Button>
            </Inline>
          ) : (
            <nav aria-label={adventureTexts.choices}>
              <ul style={choiceList}>
                {node.choices.map((choice, index) => (
                  <li key={`${progress.current}-${String(index)}`}>
                    <Button
                      variant="secondary"
                      fullWidth
                      onClick={() => go(choose(progress, index, map))}
                    >
                      {choice.text}
                    </Button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack align="stretch" gap="4">
          <Collected
            title={adventureTexts.sigils}
            items={progress.sigils}
            none={adventureTexts.noSigils}
          />
          <Collected
            title={adventureTexts.beliefs}
            items={progress.beliefs}
            none={adventureTexts.noBeliefs}
          />
          <Text size="sm" tone="secondary">
            {adventureTexts.visited(progress.visited.length, NODE_KEYS.length)}
          </Text>
        </Stack>
      </Card>
      <Stack align="stretch" gap="1">
        <Inline gap="3">
          <Button variant="ghost" onClick={() => go(newGame(map))}>
            {adventureTexts.beginAgain}
          </Button>
        </Inline>
        <Text size="sm" tone="secondary">
          {adventureTexts.beginAgainHint}
        </Text>
      </Stack>
    </Stack>
  );
}
